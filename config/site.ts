/**
 * Site-wide constants shared by the Docusaurus config, the theme and the tests.
 * Each behaviour of the specification has one obvious home: look here first.
 * This module is bundled into the browser code too: keep it free of Node APIs such as `process`.
 */
import {CURRENT_RELEASE, RELEASES} from './releases';

export const SITE_URL = 'https://ctu-mrs.github.io';
export const GITHUB_ORG_URL = 'https://github.com/ctu-mrs';
export const SYSTEM_REPO_URL = 'https://github.com/ctu-mrs/mrs_uav_system';
export const GROUP_SITE_URL = 'https://mrs.fel.cvut.cz';
export const DISCUSSIONS_URL = 'https://github.com/orgs/ctu-mrs/discussions';
export const ISSUES_URL = 'https://github.com/ctu-mrs/mrs_uav_system/issues';

/** The copyright year is fixed by the specification, not computed at build time. */
export const COPYRIGHT_YEAR = 2025;

const ROS1_RELEASE = RELEASES.find((r) => r.ros === 1);

/**
 * The announcement: the current release and, while the table has one, where the newest ROS 1 release's
 * documentation is. Its id follows the current release, so a new release shows the bar again to readers who
 * closed the old one.
 */
export const ANNOUNCEMENT_ID = `mrs-${CURRENT_RELEASE.version.replace(/\./g, '-')}-ros${CURRENT_RELEASE.ros}-${CURRENT_RELEASE.distro}`;
export const ANNOUNCEMENT_HTML =
  `MRS UAV System ${CURRENT_RELEASE.label} runs on ROS ${CURRENT_RELEASE.ros} ${CURRENT_RELEASE.distroName}.` +
  (ROS1_RELEASE && ROS1_RELEASE !== CURRENT_RELEASE
    ? ` Still flying ROS 1 ${ROS1_RELEASE.distroName}? Read the <a href="${ROS1_RELEASE.route}/introduction/">${ROS1_RELEASE.label} documentation</a>.`
    : '');

/** KaTeX: the stylesheet comes from a CDN, pinned to the installed katex version, with SRI. */
export const KATEX_VERSION = '0.16.47';
export const KATEX_CSS_INTEGRITY = 'sha384-nH0MfJ44wi1dd7w6jinlyBgljjS8EJAh2JBoRad8a3VDw2K69vfaaqm4WnR+gXtA';

/**
 * The repository this site is built from, and its default branch. "Edit this page" on doc pages (both
 * versions) and blog posts opens the page's Markdown file there: the docs and blog plugins append the
 * file's path from the repository root (docs/…, versioned_docs/version-X/…, blog/…) to SITE_EDIT_URL.
 */
export const SITE_REPO_URL = 'https://github.com/ctu-mrs/ctu-mrs.github.io';
export const SITE_REPO_BRANCH = 'master';
export const SITE_EDIT_URL = `${SITE_REPO_URL}/edit/${SITE_REPO_BRANCH}/`;
