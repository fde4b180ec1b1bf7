/**
 * The releases this site documents: the one table that knows them. The site configuration, the features,
 * the search engine, the scripts and the tests read versions, folders, routes, ROS generations and
 * distributions from here; nothing else in code names a release (tests/unit/architecture.test.ts).
 *
 * Cutting a docs version adds a row and moves `current` (`npm run version:cut -- <version>`, see README).
 * Rows are ordered newest first, as the version dropdown lists them.
 */

export type RosGeneration = 1 | 2;

export interface Release {
  /** The system's release number, also the docs version name. */
  readonly version: string;
  /** What the version dropdown and the badges show. */
  readonly label: string;
  /** Where its Markdown lives, relative to the site directory. */
  readonly docsDir: string;
  /** Where its pages are served (no trailing slash). */
  readonly route: string;
  /** The ROS generation the release is built for. */
  readonly ros: RosGeneration;
  /** ROS distribution (lower case, as in `ros-<distro>-mrs-…` and `/opt/ros/<distro>`). */
  readonly distro: string;
  /** ROS distribution as written in prose. */
  readonly distroName: string;
  /** Ubuntu release the packages are built for, and its code name. */
  readonly ubuntu: string;
  readonly ubuntuCodename: string;
  /** GitHub repository of the release's apt archive (PPA). */
  readonly ppa: string;
  /** The route manifest of its pages in tests/data/. */
  readonly manifest: string;
  /** The current release: docs/, served at /docs. Exactly one row has it. */
  readonly current: boolean;
}

export const RELEASES: readonly Release[] = [
  {
    version: '2.0.0',
    label: '2.0.0',
    docsDir: 'docs',
    route: '/docs',
    ros: 2,
    distro: 'jazzy',
    distroName: 'Jazzy',
    ubuntu: '24.04',
    ubuntuCodename: 'noble',
    ppa: 'ctu-mrs/ppa2-stable',
    manifest: 'current.tsv',
    current: true,
  },
  {
    version: '1.5.0',
    label: '1.5.0',
    docsDir: 'versioned_docs/version-1.5.0',
    route: '/docs/1.5.0',
    ros: 1,
    distro: 'noetic',
    distroName: 'Noetic',
    ubuntu: '20.04',
    ubuntuCodename: 'focal',
    ppa: 'ctu-mrs/ppa-stable',
    manifest: '1.5.0.tsv',
    current: false,
  },
];

/**
 * ROS distributions a page may name in a `.deb` name (`ros-<distro>-mrs-…`): the released ones and others
 * readers meet, so the drift check can tell a wrong distribution from a foreign word.
 */
export const KNOWN_ROS_DISTROS: readonly string[] = [
  ...RELEASES.map((r) => r.distro),
  'humble',
  'melodic',
  'rolling',
  'kilted',
].filter((d, i, all) => all.indexOf(d) === i);

const currentRows = RELEASES.filter((r) => r.current);
if (currentRows.length !== 1) throw new Error(`config/releases.ts: ${currentRows.length} current releases, need 1`);

/** The current release (docs/, /docs). */
export const CURRENT_RELEASE: Release = currentRows[0];

/** Every version, in the table's order (newest first). */
export const VERSIONS: readonly string[] = RELEASES.map((r) => r.version);

/** The frozen releases (versioned_docs/), in the table's order. */
export const FROZEN_RELEASES: readonly Release[] = RELEASES.filter((r) => !r.current);

/** The release of a version name; throws for an unknown one. */
export function releaseOf(version: string): Release {
  const r = RELEASES.find((x) => x.version === version);
  if (!r) throw new Error(`unknown release ${version} (known: ${VERSIONS.join(', ')})`);
  return r;
}

/** The release whose Markdown holds a file (path relative to the site directory), or undefined. */
export function releaseOfFile(relativePath: string): Release | undefined {
  const p = relativePath.split('\\').join('/').replace(/^\.\//, '');
  // the longest folder first: versioned_docs/version-X/ before docs/
  return [...RELEASES]
    .sort((a, b) => b.docsDir.length - a.docsDir.length)
    .find((r) => p.startsWith(`${r.docsDir}/`) || p.includes(`/${r.docsDir}/`));
}

/** The release a route belongs to (`/docs/…`), or undefined for routes outside the docs. */
export function releaseOfRoute(route: string): Release | undefined {
  return [...RELEASES]
    .sort((a, b) => b.route.length - a.route.length)
    .find((r) => route === r.route || route.startsWith(`${r.route}/`));
}

/** The other releases than `r`, in the table's order. */
export function otherReleases(r: Release): Release[] {
  return RELEASES.filter((x) => x !== r);
}
