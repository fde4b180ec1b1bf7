/**
 * Lists of release contents (plugins of a package, contents of a metapackage, arguments of a launch file),
 * built from the committed release data in reference/<version>/ when the site is built. A page asks for one
 * with a fenced block whose language is `release-list` and whose info string names the list:
 *
 *   ```release-list plugins mrs_uav_trackers
 *   ```
 *
 * This module is pure: it turns such a request and the release data into a small table model, which
 * remark.ts turns into Markdown nodes of the page and markdown.ts into the text of the page's Markdown copy.
 */

export const RELEASE_LIST_LANGUAGE = 'release-list';

/** The records of the release data this module reads (a subset of each file's fields). */
export interface PluginRecord {
  class: string;
  /** pluginlib lookup name (1.5.0 only; ROS 2 pluginlib looks classes up by their C++ name). */
  name?: string;
  base: string;
  library: string;
  description?: string;
  package: string;
  packageVersion: string;
  file: string;
}

export interface PackageRecord {
  name: string;
  deb: string;
  version: string;
  description: string;
  depends: string[];
  mrsDepends: string[];
  metapackage: boolean;
  closure?: string[];
}

export interface LaunchArgument {
  name: string;
  default?: string;
  defaultExpression?: string;
  /** A fixed value: the launch file sets it and a caller cannot override it, so it is not listed. */
  value?: string;
  description?: string;
  nameIsExpression?: boolean;
}

export interface LaunchRecord {
  name: string;
  package: string;
  packageVersion: string;
  file: string;
  args: LaunchArgument[];
}

export interface ReleaseData {
  version: string;
  distro: string;
  plugins: PluginRecord[];
  packages: PackageRecord[];
  launch: LaunchRecord[];
}

/** A run of text, shown as inline code when `code` is set. */
export interface Inline {
  text: string;
  code?: boolean;
}

export interface ListModel {
  /** One sentence above the table naming where the list comes from. */
  intro: Inline[];
  header: string[];
  rows: Inline[][][];
  /** Optional sentence below the table. */
  outro?: Inline[];
}

export const LIST_KINDS = ['plugins', 'implementations', 'depends', 'closure', 'launch'] as const;
export type ListKind = (typeof LIST_KINDS)[number];

export interface ListRequest {
  kind: ListKind;
  args: string[];
  options: Record<string, string>;
}

export class ReleaseListError extends Error {}

const USAGE =
  'write one of: plugins <package> [base=<C++ base class>], implementations <C++ base class>, ' +
  'depends <metapackage>, closure <metapackage>, ' +
  'launch <package> <launch file>';

/** `plugins mrs_uav_managers base=mrs_uav_managers::Tracker` → {kind, args, options}. */
export function parseRequest(info: string): ListRequest {
  const words = info.trim().split(/\s+/).filter(Boolean);
  const [kind, ...rest] = words;
  if (!kind) throw new ReleaseListError(`the block names no list; ${USAGE}`);
  if (!(LIST_KINDS as readonly string[]).includes(kind)) {
    throw new ReleaseListError(`unknown list kind "${kind}"; ${USAGE}`);
  }
  const args: string[] = [];
  const options: Record<string, string> = {};
  for (const word of rest) {
    const option = /^(\w+)=(.+)$/.exec(word);
    if (option) options[option[1]] = option[2];
    else args.push(word);
  }
  const wanted = kind === 'launch' ? 2 : 1;
  if (args.length !== wanted)
    throw new ReleaseListError(`"${kind}" takes ${wanted} name(s), got ${args.length}; ${USAGE}`);
  const allowed = kind === 'plugins' ? ['base'] : [];
  for (const key of Object.keys(options)) {
    if (!allowed.includes(key)) throw new ReleaseListError(`"${kind}" has no option "${key}"; ${USAGE}`);
  }
  return {kind: kind as ListKind, args, options};
}

/** Edit distance, for suggesting the names closest to a misspelt one. */
function distance(a: string, b: string): number {
  let previous = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

function closest(name: string, known: Iterable<string>): string {
  const ranked = [...new Set(known)].sort((x, y) => distance(name, x) - distance(name, y) || x.localeCompare(y));
  return ranked.length ? ` (closest: ${ranked.slice(0, 3).join(', ')})` : '';
}

function findPackage(data: ReleaseData, name: string): PackageRecord {
  const found = data.packages.find((p) => p.name === name);
  if (!found) {
    throw new ReleaseListError(
      `no package "${name}" in the ${data.version} release data${closest(
        name,
        data.packages.map((p) => p.name),
      )}`,
    );
  }
  return found;
}

const code = (text: string): Inline => ({text, code: true});
const text = (value: string): Inline => ({text: value});

function pluginList(data: ReleaseData, request: ListRequest): ListModel {
  const [name] = request.args;
  const known = new Set(data.plugins.map((p) => p.package));
  if (!known.has(name)) {
    if (data.packages.some((p) => p.name === name)) {
      throw new ReleaseListError(`package "${name}" declares no plugins in the ${data.version} release`);
    }
    throw new ReleaseListError(
      `no package "${name}" declares plugins in the ${data.version} release data${closest(name, known)}`,
    );
  }
  const base = request.options.base;
  const records = data.plugins
    .filter((p) => p.package === name && (!base || p.base === base))
    .sort((a, b) => a.class.localeCompare(b.class));
  if (records.length === 0) {
    const bases = data.plugins.filter((p) => p.package === name).map((p) => p.base);
    throw new ReleaseListError(`package "${name}" declares no plugin with base class "${base}"${closest(base, bases)}`);
  }
  const withLookupName = records.some((p) => p.name);
  const header = ['Class', ...(withLookupName ? ['Lookup name'] : []), 'Base class', 'Library', 'Description'];
  const rows = records.map((p) => [
    [code(p.class)],
    ...(withLookupName ? [p.name ? [code(p.name)] : [text('—')]] : []),
    [code(p.base)],
    [code(p.library)],
    [text(p.description?.trim() || '—')],
  ]);
  const files = [...new Set(records.map((p) => p.file))].sort();
  return {
    intro: [
      text(`${records.length === 1 ? 'The plugin' : `The ${records.length} plugins`} that `),
      code(`ros-${data.distro}-${name.replace(/_/g, '-')}`),
      text(` ${records[0].packageVersion} declares in `),
      ...files.flatMap((file, i) => [...(i ? [text(' and ')] : []), code(file)]),
      text(base ? ` with the base class ` : ''),
      ...(base ? [code(base)] : []),
      text(` (release ${data.version}):`),
    ],
    header,
    rows,
  };
}

function implementationList(data: ReleaseData, request: ListRequest): ListModel {
  const [base] = request.args;
  const records = data.plugins
    .filter((p) => p.base === base)
    .sort((a, b) => a.package.localeCompare(b.package) || a.class.localeCompare(b.class));
  if (records.length === 0) {
    throw new ReleaseListError(
      `no plugin in the ${data.version} release data has the base class "${base}"${closest(
        base,
        data.plugins.map((p) => p.base),
      )}`,
    );
  }
  const withLookupName = records.some((p) => p.name);
  return {
    intro: [
      text(`Every plugin of the ${data.version} release whose base class is `),
      code(base),
      text(`, by package (from the packages' plugin description files):`),
    ],
    header: ['Class', ...(withLookupName ? ['Lookup name'] : []), 'Package', 'Library', 'Description'],
    rows: records.map((p) => [
      [code(p.class)],
      ...(withLookupName ? [p.name ? [code(p.name)] : [text('—')]] : []),
      [code(p.package), text(` ${p.packageVersion}`)],
      [code(p.library)],
      [text(p.description?.trim() || '—')],
    ]),
  };
}

function metapackage(data: ReleaseData, name: string): PackageRecord {
  const record = findPackage(data, name);
  if (!record.metapackage)
    throw new ReleaseListError(`package "${name}" is not a metapackage in the ${data.version} release`);
  return record;
}

function packageRows(data: ReleaseData, names: string[]): Inline[][][] {
  return [...names].sort().map((dep) => {
    const record = findPackage(data, dep);
    return [[code(record.deb)], [text(record.version)], [text(record.description.trim() || '—')]];
  });
}

function dependsList(data: ReleaseData, request: ListRequest): ListModel {
  const record = metapackage(data, request.args[0]);
  const mrsDebs = new Set(record.mrsDepends.map((dep) => findPackage(data, dep).deb));
  const others = record.depends.filter((dep) => !mrsDebs.has(dep)).sort();
  return {
    intro: [
      text(`The MRS packages that `),
      code(record.deb),
      text(` ${record.version} depends on directly (release ${data.version}):`),
    ],
    header: ['Package', 'Version', 'Description'],
    rows: packageRows(data, record.mrsDepends),
    outro: others.length
      ? [
          text('Its other direct dependencies: '),
          ...others.flatMap((dep, i) => [...(i ? [text(', ')] : []), code(dep)]),
          text('.'),
        ]
      : undefined,
  };
}

function closureList(data: ReleaseData, request: ListRequest): ListModel {
  const record = metapackage(data, request.args[0]);
  const closure = record.closure ?? [];
  return {
    intro: [
      text(`All ${closure.length} MRS packages that installing `),
      code(record.deb),
      text(` ${record.version} brings in, directly or through other packages (release ${data.version}):`),
    ],
    header: ['Package', 'Version', 'Description'],
    rows: packageRows(data, closure),
  };
}

function launchList(data: ReleaseData, request: ListRequest): ListModel {
  const [pkg, file] = request.args;
  const inPackage = data.launch.filter((l) => l.package === pkg);
  if (inPackage.length === 0) {
    findPackage(data, pkg);
    throw new ReleaseListError(`package "${pkg}" ships no launch file in the ${data.version} release`);
  }
  const record = inPackage.find((l) => l.name === file);
  if (!record) {
    throw new ReleaseListError(
      `package "${pkg}" has no launch file "${file}" in the ${data.version} release${closest(
        file,
        inPackage.map((l) => l.name),
      )}`,
    );
  }
  const args = record.args.filter((a) => a.value === undefined && !a.nameIsExpression);
  if (args.length === 0) throw new ReleaseListError(`launch file "${file}" of "${pkg}" declares no arguments`);
  const withDescription = args.some((a) => a.description);
  return {
    intro: [
      text(`The arguments of `),
      code(record.file),
      text(` (${pkg} ${record.packageVersion}, release ${data.version}), in the order the file declares them:`),
    ],
    header: ['Argument', 'Default', ...(withDescription ? ['Description'] : [])],
    rows: args.map((a) => {
      const fallback = a.default ?? a.defaultExpression;
      const value = fallback === undefined ? [text('required')] : fallback === '' ? [text('empty')] : [code(fallback)];
      return [[code(a.name)], value, ...(withDescription ? [[text(a.description?.trim() || '—')]] : [])];
    }),
  };
}

/** Builds the list a `release-list` block asks for; throws ReleaseListError for an unknown kind or name. */
export function buildList(info: string, data: ReleaseData): ListModel {
  const request = parseRequest(info);
  switch (request.kind) {
    case 'plugins':
      return pluginList(data, request);
    case 'implementations':
      return implementationList(data, request);
    case 'depends':
      return dependsList(data, request);
    case 'closure':
      return closureList(data, request);
    case 'launch':
      return launchList(data, request);
  }
}
