// Writes the versioned reference data (reference/<version>/*.json) from the published MRS UAV System
// release: the unpacked .deb packages and the apt `Packages` index of the release's PPA.
//
// Usage:  npm run reference:update [-- --releases DIR] [--mirrors DIR] [--out DIR] [--only 2.0.0]
//
//   --releases DIR  (env MRS_REF_RELEASES, default /work/rel) holds one folder per version, DIR/2.0.0 and
//                   DIR/1.5.0, each with one sub-folder per package, named after the .deb package
//                   (ros-jazzy-mrs-uav-core/), holding the unpacked data (opt/ros/<distro>/…) and its
//                   `control` file, plus `chosen.txt`, the .deb file names used.
//   --mirrors DIR   (env MRS_REF_MIRRORS, default /work/.mirror) holds git clones of the PPA repositories as
//                   DIR/ctu-mrs+ppa2-stable/repo and DIR/ctu-mrs+ppa-stable/repo. The apt index is read from
//                   their `gh-pages:Packages`; a file DIR/<version>/Packages under --releases wins over it.
//   --out DIR       default reference/ (relative to the repository root).
//
// How to produce the unpacked trees (2.0.0 shown; 1.5.0 is the same with ppa-stable and ros-noetic-; the
// released example packages, ros-jazzy-example-*, are part of the data so pages can name their launch files):
//
//   git clone --no-checkout https://github.com/ctu-mrs/ppa2-stable mirror && cd mirror
//   git ls-tree --name-only origin/debs | grep -E '^ros-jazzy-(mrs|example)-.*_amd64\.deb$' | sort > all.txt
//   # the newest build of each package: the file names sort by version, which starts with the build date
//   awk -F_ '{last[$1]=$0} END {for (k in last) print last[k]}' all.txt | sort > chosen.txt
//   while read -r f; do
//     d=rel/2.0.0/${f%%_*}; mkdir -p "$d" tmp
//     git show "origin/debs:$f" > tmp/p.deb && (cd tmp && ar x p.deb)
//     tar -xf tmp/data.tar.* -C "$d" && tar -xf tmp/control.tar.* -C "$d" ./control; rm -rf tmp
//   done < chosen.txt
//
// A .deb that is missing from the repository snapshot (too large for it) still gets its packages.json record
// from the apt index, marked "unpacked": false; nothing else is invented for it.
//
// The output is deterministic: records sorted, one JSON record per line, no wall-clock time (the date in
// SOURCE.json is the commit date of the apt index). The site build and the tests read only these files.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {parseStanzas, parseDepends, parseVersion, debToRos, type Stanza} from './lib/debian';
import {walk, readText, subdirs, sortBy, cmp, isDir} from './lib/fsutil';
import {
  pluginFiles,
  parsePluginXml,
  components,
  executables,
  headerTypes,
  type HeaderType,
  type PluginClass,
} from './lib/plugins';
import {
  pythonLaunchArgs,
  xmlLaunchArgs,
  pythonLaunchNodes,
  xmlLaunchNodes,
  type LaunchArg,
  type LaunchNode,
} from './lib/launch';
import {yamlParams, type ParamLeaf} from './lib/params';
import {parseInterface, type InterfaceKind, type InterfaceSections} from './lib/interfaces';
import {releaseMessages, libraryOwners, type MessageRecord} from './lib/messages';
import {extractTopics, type UnpackedPackage} from './lib/topics';
import {RELEASES as TABLE, type RosGeneration} from '../../config/releases';

const ROOT = path.resolve(__dirname, '../..');

/** A release as this script reads it. */
export interface RefRelease {
  version: string;
  distro: string;
  ros: RosGeneration;
  /** the PPA repository on GitHub, `owner/name` */
  repo: string;
}

interface Options {
  releases: string;
  mirrors: string;
  out: string;
  only: string | null;
}

/** Where the apt index was read: a local `Packages` file or a commit of the mirror's gh-pages branch. */
interface AptIndexSource {
  branch?: string;
  file: string;
  commit?: string;
  date?: string;
}

/** The commit of the mirror's debs branch, the .deb files' source. */
interface DebsSource {
  branch: string;
  commit: string;
  date: string;
}

interface AptIndex {
  text: string;
  source: AptIndexSource;
  debs?: DebsSource | null;
}

/** The provenance every record of a package's files carries. */
interface Provenance {
  package: string;
  packageVersion: string;
}

/** packages.json: one MRS package of the release. */
export interface PackageRecord {
  name: string | null;
  deb: string;
  version: string;
  debVersion: string;
  git: string | null;
  build: string | null;
  description: string;
  depends: string[];
  mrsDepends: (string | null)[];
  metapackage: boolean;
  unpacked: boolean;
  file: string;
  debFile?: string;
  /** a metapackage's MRS dependencies, transitively */
  closure?: (string | null)[];
}

/** packages.json `thirdParty`: a package of the PPA that is not the system's own. */
export interface ThirdPartyRecord {
  deb: string;
  version: string;
  file: string;
}

/** plugins.json: a class of a plugin description file. */
export type PluginRecord = PluginClass & Provenance & {file: string};

/** nodes.json: an rclcpp component, a nodelet or an executable. */
export interface NodeRecord extends Provenance {
  kind: 'component' | 'nodelet' | 'executable';
  name: string;
  library?: string | null;
  file: string;
}

/** launch.json: a launch file with its arguments and the nodes it starts. */
export interface LaunchRecord extends Provenance {
  name: string;
  format: 'python' | 'xml';
  args: LaunchArg[];
  nodes: LaunchNode[];
  file: string;
}

/** Where a config file sits: config/public, config/private, the top of config/, or a shipped custom config. */
export type ParamScope = 'public' | 'private' | 'default' | 'custom';

/** params.json: one leaf of a shipped config file. */
export type ParamRecord = ParamLeaf & {scope: ParamScope} & Provenance & {file: string};

/** interfaces.json: a message, service or action definition with its sections. */
export type InterfaceRecord = {name: string; kind: InterfaceKind} & InterfaceSections & Provenance & {file: string};

/** tmux.json: a tmux session folder and its files. */
export interface TmuxRecord extends Provenance {
  name: string;
  files: string[];
  file: string;
}

/** types.json: a C++ type name of an installed header. */
export type TypeRecord = HeaderType & Provenance;

/** messages.json: a log message with the version of its package. */
export type MessageOutRecord = Omit<MessageRecord, 'file'> & {packageVersion: string; file: string};

/** The header of every records file. */
interface RecordsHeader {
  version: string;
  distro: string;
  kind: string;
  prefix: string;
}

/** SOURCE.json: where the data of a version came from, and how much of it there is. */
export interface SourceRecord {
  version: string;
  distro: string;
  repository: string;
  aptIndex: AptIndexSource;
  debs: DebsSource | null;
  date: string | null;
  architecture: string;
  selection: string;
  files: {file: string; unpacked: boolean}[];
  notUnpacked: string[];
  problems: string[];
  counts: Record<string, number>;
}

/** An unpacked package: its tree, version and .deb name. */
interface UnpackedTree extends UnpackedPackage {
  deb: string;
}

/** The first line of an error's message. */
const firstLine = (e: unknown): string => (e as Error).message.split('\n')[0];

/** The releases this site documents (config/releases.ts): version, distribution, ROS generation, PPA repository. */
export const RELEASES: RefRelease[] = TABLE.map((r) => ({
  version: r.version,
  distro: r.distro,
  ros: r.ros,
  repo: r.ppa,
}));

function args(argv: string[]): Options {
  const opt: Options = {
    releases: process.env.MRS_REF_RELEASES ?? '/work/rel',
    mirrors: process.env.MRS_REF_MIRRORS ?? '/work/.mirror',
    out: path.join(ROOT, 'reference'),
    only: null,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const v = argv[i + 1];
    if (a === '--releases') opt.releases = v;
    else if (a === '--mirrors') opt.mirrors = v;
    else if (a === '--out') opt.out = path.resolve(v);
    else if (a === '--only') opt.only = v;
    else throw new Error(`unknown argument ${a}`);
    i++;
  }
  return opt;
}

function git(repoDir: string, ...a: string[]): string {
  return execFileSync('git', ['-C', repoDir, ...a], {encoding: 'utf8', maxBuffer: 256 << 20});
}

/** The apt index text and where it came from. */
function readIndex(rel: RefRelease, treeDir: string, mirrors: string): AptIndex {
  const local = path.join(treeDir, 'Packages');
  if (fs.existsSync(local)) return {text: readText(local), source: {file: 'Packages'}};
  const repoDir = path.join(mirrors, rel.repo.replace('/', '+'), 'repo');
  const text = git(repoDir, 'show', 'gh-pages:Packages');
  const [commit, date] = git(repoDir, 'log', '-1', '--format=%H %cI', 'gh-pages').trim().split(' ');
  let debs: DebsSource | null = null;
  try {
    const [c, d] = git(repoDir, 'log', '-1', '--format=%H %cI', 'debs').trim().split(' ');
    debs = {branch: 'debs', commit: c, date: d};
  } catch {
    // a mirror without the debs branch: the index alone is recorded
  }
  return {text, source: {branch: 'gh-pages', file: 'Packages', commit, date}, debs};
}

/** Serialise `records` as a JSON object with one record per line (small diffs, stable bytes). */
function writeRecords(file: string, header: object, records: readonly object[]): void {
  const head = JSON.stringify(header).slice(0, -1);
  const body = records.map((r) => JSON.stringify(r)).join(',\n');
  fs.writeFileSync(file, `${head},"records":[\n${body}\n]}\n`);
}

function buildVersion(rel: RefRelease, opt: Options): SourceRecord {
  const treeDir = path.join(opt.releases, rel.version);
  const prefixRel = `opt/ros/${rel.distro}`;
  // the group's packages: the system's own (ros-<distro>-mrs-…) and the released examples (ros-<distro>-example-…)
  const isOwnDeb = (name: string): boolean =>
    name.startsWith(`ros-${rel.distro}-mrs-`) || name.startsWith(`ros-${rel.distro}-example-`);
  const index = readIndex(rel, treeDir, opt.mirrors);
  const chosen = readText(path.join(treeDir, 'chosen.txt')).split('\n').filter(Boolean).sort();

  // apt index: amd64 stanzas by file name and, for packages without a chosen file, the newest by name
  const stanzas = parseStanzas(index.text).filter((s) => s.Architecture === 'amd64' || s.Architecture === 'all');
  const byFile = new Map(stanzas.map((s) => [path.basename(s.Filename ?? ''), s]));
  const newest = new Map<string, Stanza>();
  // newer: the later build date, and for builds of the same date (or packages without one, as third-party ones) the
  // higher upstream version, compared number by number (1.17.0 after 1.16.0)
  const older = (a: Stanza, b: Stanza): boolean => {
    const [va, vb] = [parseVersion(a.Version), parseVersion(b.Version)];
    return (cmp(va.build ?? '', vb.build ?? '') || va.upstream.localeCompare(vb.upstream, 'en', {numeric: true})) < 0;
  };
  for (const s of stanzas) {
    const prev = newest.get(s.Package);
    if (!prev || older(prev, s)) newest.set(s.Package, s);
  }

  // one record per MRS package: the chosen .deb, else the index's newest amd64 build
  const debs = new Map<string, string | null>();
  for (const f of chosen) debs.set(f.split('_')[0], f);
  for (const name of newest.keys()) if (isOwnDeb(name) && !debs.has(name)) debs.set(name, null);

  const packages: PackageRecord[] = [];
  const unpacked = new Map<string, UnpackedTree>(); // ros name → {prefixDir, version}
  for (const [deb, file] of [...debs].sort((a, b) => cmp(a[0], b[0]))) {
    const pkgDir = path.join(treeDir, deb);
    const isUnpacked = isDir(path.join(pkgDir, prefixRel));
    const control = fs.existsSync(path.join(pkgDir, 'control'))
      ? parseStanzas(readText(path.join(pkgDir, 'control')))[0]
      : ((file && byFile.get(file)) ?? newest.get(deb));
    if (!control) throw new Error(`${rel.version}: no control data for ${deb}`);
    const shareNames = isUnpacked
      ? subdirs(path.join(pkgDir, prefixRel, 'share')).filter((d) => d !== 'ament_index')
      : [];
    const name =
      shareNames.find((d) => fs.existsSync(path.join(pkgDir, prefixRel, 'share', d, 'package.xml'))) ??
      debToRos(deb, rel.distro);
    const v = parseVersion(control.Version);
    const depends = parseDepends(control.Depends);
    const description = (control.Description ?? '').split('\n')[0].trim();
    const prefixDir = path.join(pkgDir, prefixRel);
    // compiled code: headers or shared libraries (helper scripts in lib/<pkg>/ do not count)
    const hasCode =
      isUnpacked &&
      (isDir(path.join(prefixDir, 'include')) ||
        walk(path.join(prefixDir, 'lib')).some(
          (f) => /\.so(\.|$)|^python[^/]*\/|\.py$/.test(f) && !/^[^/]+\/scripts\//.test(f),
        ));
    const mrsDepends = depends.filter((d) => debs.has(d)).map((d) => debToRos(d, rel.distro));
    // a metapackage says so, or ships no code and exists to pull in several MRS packages
    const metapackage = /metapackage/i.test(description) || (isUnpacked && !hasCode && mrsDepends.length >= 2);
    const rec: PackageRecord = {
      name,
      deb,
      version: v.upstream,
      debVersion: control.Version,
      git: v.git,
      build: v.build,
      description,
      depends,
      mrsDepends,
      metapackage,
      unpacked: isUnpacked,
      file: isUnpacked ? 'control' : `Packages (${rel.repo} ${index.source.branch ?? ''})`.replace(' )', ')'),
    };
    if (file) rec.debFile = file;
    packages.push(rec);
    // an unpacked package has a share/<name>/package.xml, so its name is known
    if (isUnpacked) unpacked.set(name as string, {prefixDir, version: v.upstream, deb});
  }
  const byName = new Map(packages.map((p) => [p.name, p]));
  for (const p of packages) {
    if (!p.metapackage) continue;
    const seen = new Set<string | null>();
    const todo = [...p.mrsDepends];
    while (todo.length) {
      const n = todo.pop()!;
      if (seen.has(n)) continue;
      seen.add(n);
      todo.push(...(byName.get(n)?.mrsDepends ?? []));
    }
    p.closure = [...seen].sort();
  }
  const thirdParty = [...newest.values()]
    .filter((s) => !isOwnDeb(s.Package))
    .map((s): ThirdPartyRecord => ({deb: s.Package, version: s.Version, file: `Packages (${rel.repo})`}))
    .sort((a, b) => cmp(a.deb, b.deb));

  const plugins: PluginRecord[] = [];
  const nodes: NodeRecord[] = [];
  const launch: LaunchRecord[] = [];
  const params: ParamRecord[] = [];
  const interfaces: InterfaceRecord[] = [];
  const tmux: TmuxRecord[] = [];
  const types: TypeRecord[] = [];
  const problems: string[] = [];
  const share = (prefixDir: string, pkg: string): string => path.join(prefixDir, 'share', pkg);

  for (const [pkg, {prefixDir, version}] of [...unpacked].sort((a, b) => cmp(a[0], b[0]))) {
    const prov: Provenance = {package: pkg, packageVersion: version};
    // plugins
    for (const f of pluginFiles(prefixDir, pkg)) {
      for (const c of parsePluginXml(readText(path.join(prefixDir, f)))) plugins.push({...c, ...prov, file: f});
    }
    // nodes: rclcpp components, nodelets, executables
    for (const c of components(prefixDir, pkg)) {
      nodes.push({
        kind: 'component',
        name: c.class,
        library: c.library,
        ...prov,
        file: `share/ament_index/resource_index/rclcpp_components/${pkg}`,
      });
    }
    for (const f of pluginFiles(prefixDir, pkg)) {
      for (const c of parsePluginXml(readText(path.join(prefixDir, f)))) {
        if (c.base === 'nodelet::Nodelet' && c.class !== undefined)
          nodes.push({kind: 'nodelet', name: c.class, library: c.library, ...prov, file: f});
      }
    }
    for (const e of executables(prefixDir, pkg))
      nodes.push({kind: 'executable', name: e, ...prov, file: `lib/${pkg}/${e}`});
    // launch files
    const launchDir = path.join(share(prefixDir, pkg), 'launch');
    for (const f of walk(launchDir)) {
      const isPy = f.endsWith('.py');
      const isXml = /\.(launch|launch\.xml|xml)$/.test(f);
      if (!isPy && !isXml) continue;
      const src = readText(path.join(launchDir, f));
      launch.push({
        name: path.basename(f),
        format: isPy ? 'python' : 'xml',
        args: isPy ? pythonLaunchArgs(src) : xmlLaunchArgs(src),
        nodes: isPy ? pythonLaunchNodes(src) : xmlLaunchNodes(src),
        ...prov,
        file: `share/${pkg}/launch/${f}`,
      });
    }
    // parameters: config/public/** (the documented ones); config/private/** (the registration of plugins,
    // e.g. control_manager.<Name>.address, lives there); the top-level config/*.yaml of a package without them
    const configDir = path.join(share(prefixDir, pkg), 'config');
    const scoped: [ParamScope, string][] = [
      ...walk(path.join(configDir, 'public')).map((f): [ParamScope, string] => ['public', `public/${f}`]),
      ...walk(path.join(configDir, 'private')).map((f): [ParamScope, string] => ['private', `private/${f}`]),
    ];
    // A custom config shipped as an example (custom_config.yaml, example_custom_config.yaml) overrides other
    // packages' parameters, as a reader's own file does: scope `custom`, so it never makes their keys ambiguous.
    const files = (
      scoped.length
        ? scoped
        : walk(configDir)
            .filter((f) => !f.includes('/'))
            .map((f): [ParamScope, string] => ['default', f])
    ).map(([scope, f]): [ParamScope, string] => [/(^|[/_])custom_config(_\d+)?\.ya?ml$/.test(f) ? 'custom' : scope, f]);
    for (const [scope, f] of files.filter(([, x]) => /\.ya?ml$/.test(x))) {
      const rel2 = `share/${pkg}/config/${f}`;
      let list: ParamLeaf[];
      try {
        list = yamlParams(readText(path.join(configDir, f)));
      } catch (e) {
        problems.push(`${rel2}: ${firstLine(e)}`);
        continue;
      }
      for (const p of list) params.push({...p, scope, ...prov, file: rel2});
    }
    // tmux sessions: a folder with a tmuxinator session.yml, or a folder inside a tmux/ folder with a session file or
    // a start script, also under a prefixed name (vio_session.yml, vio_start.sh)
    const sessionDirs = new Set<string>();
    for (const f of walk(share(prefixDir, pkg))) {
      if (
        /(^|\/)session\.ya?ml$/.test(f) ||
        /(^|\/)tmux\/([^/]+\/)+(\w+_)?(session\.ya?ml|tmux\.sh|start\.sh)$/.test(f)
      )
        sessionDirs.add(path.dirname(f));
    }
    for (const dir of [...sessionDirs].sort()) {
      const inside = walk(path.join(share(prefixDir, pkg), dir)).filter((x) => !x.includes('/'));
      tmux.push({name: path.basename(dir), files: inside, ...prov, file: `share/${pkg}/${dir}`});
    }
  }
  // C++ types of the packages whose namespaces hold plugins, components or plugin base classes, and of mrs_lib
  const namespaces = new Set(
    [...plugins.flatMap((p) => [p.class, p.base]), ...nodes.map((n) => n.name)].map(
      (c) => String(c ?? '').split('::')[0],
    ),
  );
  namespaces.add('mrs_lib'); // the library every MRS node uses: its classes are named on many pages
  for (const [pkg, {prefixDir, version}] of [...unpacked].sort((a, b) => cmp(a[0], b[0]))) {
    if (!namespaces.has(pkg)) continue;
    for (const t of headerTypes(prefixDir))
      if (!t.file.includes('/detail/')) types.push({...t, package: pkg, packageVersion: version});
  }
  // interfaces: ROS 2 lists them in the ament index; ROS 1 has share/<pkg>/{msg,srv,action}
  for (const [pkg, {prefixDir, version}] of [...unpacked].sort((a, b) => cmp(a[0], b[0]))) {
    const files: string[] = [];
    const idx = path.join(prefixDir, 'share/ament_index/resource_index/rosidl_interfaces', pkg);
    if (fs.existsSync(idx)) {
      for (const l of readText(idx).split('\n')) if (/\.(msg|srv|action)$/.test(l.trim())) files.push(l.trim());
    } else {
      for (const kind of ['msg', 'srv', 'action'])
        for (const f of walk(path.join(share(prefixDir, pkg), kind))) files.push(`${kind}/${f}`);
    }
    for (const f of files.filter((x) => /\.(msg|srv|action)$/.test(x))) {
      const kind = path.extname(f).slice(1) as InterfaceKind;
      const base = path.basename(f, `.${kind}`);
      const name = rel.ros === 2 ? `${pkg}/${kind}/${base}` : `${pkg}/${base}`;
      const file = `share/${pkg}/${f}`;
      try {
        interfaces.push({
          name,
          kind,
          ...parseInterface(readText(path.join(prefixDir, file)), kind, rel.ros === 2),
          package: pkg,
          packageVersion: version,
          file,
        });
      } catch (e) {
        problems.push(`${file}: ${firstLine(e)}`);
      }
    }
  }

  // log messages: format strings of the binaries and the Python nodes' logger calls
  const owners = libraryOwners(plugins, nodes);
  const sortedUnpacked = [...unpacked].sort((a, b) => cmp(a[0], b[0]));
  const messages = releaseMessages(
    sortedUnpacked.map(([pkg, u]) => [pkg, u.prefixDir]),
    owners,
  ).map(({file, ...m}): MessageOutRecord => ({...m, packageVersion: unpacked.get(m.package)!.version, file}));

  const outDir = path.join(opt.out, rel.version);
  fs.mkdirSync(outDir, {recursive: true});
  const header = (kind: string): RecordsHeader => ({
    version: rel.version,
    distro: rel.distro,
    kind,
    prefix: `/${prefixRel}`,
  });
  writeRecords(path.join(outDir, 'packages.json'), {...header('packages'), thirdParty}, packages);
  writeRecords(path.join(outDir, 'plugins.json'), header('plugins'), sortBy(plugins, 'package', 'class', 'file'));
  writeRecords(path.join(outDir, 'nodes.json'), header('nodes'), sortBy(nodes, 'package', 'kind', 'name'));
  writeRecords(path.join(outDir, 'launch.json'), header('launch'), sortBy(launch, 'package', 'file'));
  writeRecords(
    path.join(outDir, 'params.json'),
    header('params'),
    params.sort((a, b) => cmp(a.file, b.file) || 0),
  );
  writeRecords(path.join(outDir, 'interfaces.json'), header('interfaces'), sortBy(interfaces, 'name'));
  const topics = extractTopics({unpacked, ros: rel.ros, nodes, plugins, params, launch});
  writeRecords(path.join(outDir, 'topics.json'), header('topics'), topics);
  writeRecords(path.join(outDir, 'tmux.json'), header('tmux'), sortBy(tmux, 'package', 'file'));
  writeRecords(path.join(outDir, 'types.json'), header('types'), sortBy(types, 'package', 'name'));
  writeRecords(
    path.join(outDir, 'messages.json'),
    header('messages'),
    sortBy(messages, 'package', 'file', 'text', 'severity'),
  );
  const source: SourceRecord = {
    version: rel.version,
    distro: rel.distro,
    repository: `https://github.com/${rel.repo}`,
    aptIndex: index.source,
    debs: index.debs ?? null,
    date: index.source.date ?? null,
    architecture: 'amd64',
    selection: `the newest amd64 build of every ros-${rel.distro}-mrs-* and ros-${rel.distro}-example-* package on the debs branch`,
    files: chosen.map((f) => ({file: f, unpacked: isDir(path.join(treeDir, f.split('_')[0], prefixRel))})),
    notUnpacked: packages.filter((p) => !p.unpacked).map((p) => p.deb),
    problems: problems.sort(),
    counts: {
      packages: packages.length,
      plugins: plugins.length,
      nodes: nodes.length,
      launch: launch.length,
      params: params.length,
      interfaces: interfaces.length,
      topics: topics.length,
      tmux: tmux.length,
      types: types.length,
    },
  };
  fs.writeFileSync(path.join(outDir, 'SOURCE.json'), `${JSON.stringify(source, null, 2)}\n`);
  return source;
}

function main() {
  const opt = args(process.argv.slice(2));
  for (const rel of RELEASES) {
    if (opt.only && opt.only !== rel.version) continue;
    const s = buildVersion(rel, opt);
    console.log(
      `${rel.version}: ${JSON.stringify(s.counts)}${s.problems.length ? `; ${s.problems.length} files not parsed` : ''}`,
    );
    for (const p of s.problems) console.log(`  ${p}`);
  }
}

main();
