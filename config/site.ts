/**
 * Site-wide constants shared by the Docusaurus config, the theme and the tests.
 * Each behaviour of the specification has one obvious home: look here first.
 * This module is bundled into the browser code too: keep it free of Node APIs such as `process`.
 */
export const SITE_URL = 'https://ctu-mrs.github.io';
export const GITHUB_ORG_URL = 'https://github.com/ctu-mrs';
export const SYSTEM_REPO_URL = 'https://github.com/ctu-mrs/mrs_uav_system';
export const GROUP_SITE_URL = 'https://mrs.fel.cvut.cz';
export const DISCUSSIONS_URL = 'https://github.com/orgs/ctu-mrs/discussions';
export const ISSUES_URL = 'https://github.com/ctu-mrs/mrs_uav_system/issues';

/** The copyright year is fixed by the specification, not computed at build time. */
export const COPYRIGHT_YEAR = 2025;

/** Bump the id whenever the announcement text changes: readers who closed the old one see the new one. */
export const ANNOUNCEMENT_ID = 'mrs-2-0-0-ros2-jazzy';

/** KaTeX: the stylesheet comes from a CDN, pinned to the installed katex version, with SRI. */
export const KATEX_VERSION = '0.16.47';
export const KATEX_CSS_INTEGRITY = 'sha384-nH0MfJ44wi1dd7w6jinlyBgljjS8EJAh2JBoRad8a3VDw2K69vfaaqm4WnR+gXtA';

/**
 * The repository this site is built from, and its default branch. "Edit this page" on doc pages (both
 * versions) and blog posts opens the page's Markdown file there: the docs and blog plugins append the
 * file's path from the repository root (docs/…, versioned_docs/version-1.5.0/…, blog/…) to SITE_EDIT_URL.
 */
export const SITE_REPO_URL = 'https://github.com/ctu-mrs/ctu-mrs.github.io';
export const SITE_REPO_BRANCH = 'master';
export const SITE_EDIT_URL = `${SITE_REPO_URL}/edit/${SITE_REPO_BRANCH}/`;
