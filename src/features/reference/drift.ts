// Drift check: names of the released system written on a page (MRS packages, .deb names, mrs_msgs types,
// plugin classes, launch files, tmux sessions, public parameters) must exist in that page's version of the
// reference data (reference/<version>/*.json, written by scripts/reference/update.ts from the release).
// Only inline code and fenced code blocks are read: prose names are not identifiers.
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {
  codePieces,
  DOC_DIRS,
  INTERFACE_PACKAGES,
  interfaceCandidates,
  interfaceMentions,
  resolveInterface,
  isDottedParamPath,
  isRos2,
  isRos2FormOnRos1,
  fieldMessageType,
  messageRecordName,
  topicMentions,
  type RefVersion,
} from './names';
import {KNOWN_ROS_DISTROS, releaseOf, type RosGeneration} from '../../../config/releases';
import {releaseFile, releaseRecords, SITE_DIR} from './data';

export {codePieces, DOC_DIRS, type CodePiece} from './names';
import {FILE_EXT as FILE_EXT_RE} from './names';
import {markdownFiles} from '../../lib/files';

export const ROOT = SITE_DIR;

/** A `.deb` name of an MRS package for any ROS distribution a page may name: ros-<distro>-mrs-… */
const DEB_NAME = new RegExp(`\\bros-(${KNOWN_ROS_DISTROS.join('|')})-(mrs-[a-z0-9-]*[a-z0-9])`, 'g');
export type Version = RefVersion;

export type Kind =
  'package' | 'deb' | 'interface' | 'header' | 'plugin' | 'launch' | 'tmux' | 'param' | 'topic' | 'service' | 'field';

export interface Finding {
  file: string;
  line: number;
  kind: Kind;
  name: string;
  message: string;
  closest: string[];
}

interface Rec {
  [key: string]: unknown;
}

const records = (version: string, kind: string): Rec[] => releaseRecords<Rec>(version, kind);

/** What one version of the release contains, as sets of names per kind. */
export interface Reference {
  version: Version;
  distro: string;
  packages: Set<string>;
  debs: Set<string>;
  interfaces: Set<string>;
  headers: Set<string>;
  plugins: Set<string>;
  /** packages whose C++ namespace holds plugins, components or plugin base classes */
  pluginNamespaces: Set<string>;
  /** last segments of plugin classes and of C++ types in plugin namespaces (`MpcTracker`, `Controller`) */
  pluginShortNames: Set<string>;
  /** C++ type names declared in those packages' installed headers */
  types: Map<string, Set<string>>;
  launch: Map<string, Set<string>>;
  tmux: Set<string>;
  /**
   * Other `mrs_…` names the release itself uses: launch argument names and defaults, node names in launch
   * files, parameter names and string values, C++ namespaces of plugins (frames like `mrs_vins_world`,
   * lists like `mrs_trackers`, nodes like `mrs_uav_status_acquisition`)
   */
  mrsNames: Set<string>;
  params: string[];
  /** every key segment of a public parameter, to recognise a dotted path as a parameter */
  paramSegments: Set<string>;
  /** packages whose shipped YAML config has parameters (top-level keys) */
  paramRoots: Set<string>;
  /** sections whose children are user-named entries (controllers, trackers, estimators): prefix → child → suffixes */
  registries: Map<string, Map<string, Set<string>>>;
  /** topic and service names as seen from the UAV's namespace (topics.json) */
  topics: Map<string, TopicInfo>;
  /** nodes that own topics: the first segments of those names (a relative name under one is read as a topic) */
  topicNodes: Set<string>;
  /** node names of the release: topicNodes and the nodes launch files start */
  nodeNames: Set<string>;
  /** frame names of the shipped config (`fixed_origin` of `$UAV_NAME/fixed_origin` is a frame, not a topic) */
  frames: Set<string>;
  /** interface records by name, for field paths */
  definitions: Map<string, Definition>;
}

export interface TopicInfo {
  /** every record of the name is a launch remapping of something the node's library does not have */
  remapOnly: boolean;
  /** where the name comes from, for the failure message */
  files: string[];
}

interface DefField {
  name: string;
  type: string;
}
type DefSection = {fields: DefField[]; constants: {name: string}[]};
export interface Definition {
  name: string;
  kind: string;
  package: string;
  message?: DefSection;
  request?: DefSection;
  response?: DefSection;
  goal?: DefSection;
  result?: DefSection;
  feedback?: DefSection;
}

/**
 * Sections of the config that list user-named entries: `control_manager.Se3Controller.address`,
 * `estimation_manager.gps_garmin.max_flight_z`, `gain_manager.default_gains.gps_baro`. A section is one when
 * two of its children share a sub-key, or when three of its leaf children are named like entries of another
 * such section. A page may put its own entry there (a custom controller and its parameters), as long as the
 * name is not one edit away from an existing entry (that is a typo).
 */
function findRegistries(keys: string[]): Map<string, Map<string, Set<string>>> {
  const tree = new Map<string, Map<string, Set<string>>>();
  for (const key of keys) {
    const segs = key.split('.');
    for (let i = 1; i < segs.length; i++) {
      const prefix = segs.slice(0, i).join('.');
      if (!tree.has(prefix)) tree.set(prefix, new Map());
      const children = tree.get(prefix)!;
      if (!children.has(segs[i])) children.set(segs[i], new Set());
      children.get(segs[i])!.add(segs.slice(i + 1).join('.'));
    }
  }
  const registries = new Map<string, Map<string, Set<string>>>();
  for (const [prefix, children] of tree) {
    const count = new Map<string, number>();
    for (const sufs of children.values()) for (const s of sufs) if (s) count.set(s, (count.get(s) ?? 0) + 1);
    if ([...count.values()].some((n) => n >= 2)) registries.set(prefix, children);
  }
  const entryNames = new Set([...registries.values()].flatMap((c) => [...c.keys()]));
  for (const [prefix, children] of tree) {
    const leaves = [...children].filter(([, sufs]) => sufs.has('')).map(([c]) => c);
    if (!registries.has(prefix) && leaves.filter((c) => entryNames.has(c)).length >= 3)
      registries.set(prefix, children);
  }
  return registries;
}

/** Whether a parameter path a page writes exists in the release (allowing a user-named registry entry). */
export function knownParam(ref: Reference, key: string): boolean {
  if (ref.params.some((k) => k === key || k.startsWith(`${key}.`))) return true;
  const segs = key.split('.');
  for (let i = 1; i < segs.length; i++) {
    const children = ref.registries.get(segs.slice(0, i).join('.'));
    if (!children) continue;
    const name = segs[i];
    // a new entry brings its own sub-keys; a near miss of an existing entry is a typo, not a new entry
    if (children.has(name) || [...children.keys()].some((c) => editDistance(c, name) <= 1)) continue;
    return true;
  }
  return false;
}

const snake = (s: string) =>
  s
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();

export function loadReference(version: Version): Reference {
  const pk = records(version, 'packages');
  const head = releaseFile<{distro: string; thirdParty: {deb: string}[]}>(version, 'packages');
  const interfaces = new Set<string>();
  const headers = new Set<string>();
  for (const r of records(version, 'interfaces')) {
    const name = String(r.name);
    interfaces.add(name);
    const parts = name.split('/');
    const base = parts[parts.length - 1];
    // ROS 2: mrs_msgs/msg/reference_stamped.hpp; ROS 1: mrs_msgs/ReferenceStamped.h
    headers.add(isRos2(version) ? `${parts[0]}/${parts[1]}/${snake(base)}.hpp` : `${parts[0]}/${base}.h`);
  }
  const plugins = new Set<string>();
  const pluginNamespaces = new Set<string>();
  const addClass = (c: unknown) => {
    if (typeof c !== 'string' || !c) return;
    plugins.add(c);
    const ns = c.split(/::|\//)[0];
    if (ns.startsWith('mrs_')) pluginNamespaces.add(ns);
  };
  for (const r of records(version, 'plugins')) {
    addClass(r.class);
    addClass(r.name);
    addClass(r.base);
  }
  for (const r of records(version, 'nodes')) if (r.kind !== 'executable') addClass(r.name);
  const types = new Map<string, Set<string>>();
  for (const r of records(version, 'types')) {
    const pkg = String(r.package);
    if (!types.has(pkg)) types.set(pkg, new Set());
    types.get(pkg)!.add(String(r.name));
  }
  const mrsNames = new Set<string>();
  const collect = (v: unknown) => {
    for (const m of JSON.stringify(v ?? '').matchAll(/\bmrs_[a-z0-9_]*[a-z0-9]/g)) mrsNames.add(m[0]);
  };
  for (const c of plugins) collect(c.split(/::|\//)[0]);
  const launch = new Map<string, Set<string>>();
  for (const r of records(version, 'launch')) {
    const name = String(r.name);
    if (!launch.has(name)) launch.set(name, new Set());
    launch.get(name)!.add(String(r.package));
    collect(r.args);
    collect((r.nodes as {name?: string}[]).map((n) => n.name));
  }
  const params: string[] = [];
  const paramSegments = new Set<string>();
  const paramRoots = new Set<string>();
  for (const r of records(version, 'params')) {
    const key = String(r.key);
    params.push(key);
    collect(key);
    if (typeof r.default === 'string' || Array.isArray(r.default)) collect(r.default);
    if (key.startsWith('mrs_')) paramRoots.add(key.split('.')[0]);
    if (r.scope === 'public') for (const s of key.split('.')) paramSegments.add(s);
  }
  // short names: class names, header types, and the names the control manager's config gives to a loadable
  // class (`EmergencyController` with `address: mrs_uav_controllers::mpc_controller::MpcController`)
  const pluginShortNames = new Set([...plugins].map((c) => c.split(/::|\//).pop() ?? ''));
  for (const v of types.values()) for (const t of v) pluginShortNames.add(t);
  for (const r of records(version, 'params')) {
    const key = String(r.key);
    if (key.endsWith('.address') && typeof r.default === 'string' && plugins.has(r.default))
      pluginShortNames.add(key.split('.').slice(-2)[0]);
  }
  const topics = new Map<string, TopicInfo>();
  for (const r of records(version, 'topics')) {
    const name = String(r.name);
    const info = topics.get(name) ?? {remapOnly: true, files: []};
    info.remapOnly &&= r.remapOnly === true;
    info.files.push(`${r.package} ${r.packageVersion} ${r.file}`);
    topics.set(name, info);
  }
  const topicNodes = new Set([...topics.keys()].filter((n) => /^[a-z]\w*\//.test(n)).map((n) => n.split('/')[0]));
  // nodes and containers the launch files start by a literal name (`ros2 component list /uav1/uav_core_container`)
  const nodeNames = new Set(topicNodes);
  for (const r of records(version, 'launch'))
    for (const n of (r.nodes as {name?: string}[]) ?? []) if (n.name) nodeNames.add(n.name);
  const frames = new Set<string>();
  for (const r of records(version, 'params')) {
    if (/frame/.test(String(r.key).split('.').pop() ?? '') && typeof r.default === 'string')
      frames.add(r.default.split('/').pop() ?? '');
  }
  for (const r of records(version, 'launch')) {
    for (const a of (r.args as {name: string; default?: string}[]) ?? []) {
      const value =
        a.default ??
        /["']([^"']+)["']\s*\]?\s*$/.exec(String((a as {defaultExpression?: string}).defaultExpression ?? ''))?.[1];
      if (/frame/.test(a.name) && typeof value === 'string') frames.add(value.split('/').pop() ?? '');
    }
  }
  const definitions = new Map<string, Definition>();
  for (const r of records(version, 'interfaces')) definitions.set(String(r.name), r as unknown as Definition);
  return {
    topics,
    topicNodes,
    nodeNames,
    frames,
    definitions,
    version,
    distro: head.distro,
    packages: new Set(pk.map((r) => String(r.name))),
    debs: new Set([...pk.map((r) => String(r.deb)), ...head.thirdParty.map((t) => t.deb)]),
    interfaces,
    headers,
    plugins,
    pluginNamespaces,
    types,
    pluginShortNames,
    launch,
    tmux: new Set(records(version, 'tmux').map((r) => String(r.name))),
    mrsNames,
    params,
    paramSegments,
    paramRoots,
    registries: findRegistries(params),
  };
}

// ---------------------------------------------------------------------------------------------------------
// Allowlist: reference/allowlist.yaml, entries {name, reason, versions?, kind?, pages?}

export interface AllowEntry {
  name: string;
  reason: string;
  versions?: Version[];
  kind?: Kind;
  pages?: string[];
}

export function loadAllowlist(file = path.join(ROOT, 'reference', 'allowlist.yaml')): AllowEntry[] {
  const data = YAML.parse(fs.readFileSync(file, 'utf8')) as {names?: AllowEntry[]};
  return data?.names ?? [];
}

function allowed(list: AllowEntry[], f: Finding, version: Version): boolean {
  return list.some(
    (e) =>
      e.name === f.name &&
      (!e.versions || e.versions.includes(version)) &&
      (!e.kind || e.kind === f.kind) &&
      (!e.pages || e.pages.some((p) => f.file === p || f.file.startsWith(p.endsWith('/') ? p : `${p}/`))),
  );
}

// ---------------------------------------------------------------------------------------------------------
// Markdown → code pieces with line numbers: codePieces in ./names.ts

// ---------------------------------------------------------------------------------------------------------
// Edit distance and suggestions

export function editDistance(a: string, b: string): number {
  const prev = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0];
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = prev[j];
      prev[j] = Math.min(prev[j] + 1, prev[j - 1] + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = tmp;
    }
  }
  return prev[b.length];
}

export function closest(name: string, known: Iterable<string>, n = 3): string[] {
  return [...known]
    .map((k) => [k, editDistance(name, k)] as const)
    .sort((x, y) => x[1] - y[1] || (x[0] < y[0] ? -1 : 1))
    .slice(0, n)
    .map(([k]) => k);
}

// ---------------------------------------------------------------------------------------------------------
// Recognisers

/** Lines or a block of YAML: flattened leaf paths with the line each is on (relative to the block). */
function yamlLeaves(text: string): {key: string; line: number}[] {
  let doc: YAML.Document.Parsed;
  try {
    doc = YAML.parseDocument(text, {uniqueKeys: false});
  } catch {
    return [];
  }
  if (doc.errors.length || !YAML.isMap(doc.contents)) return [];
  const lc = new YAML.LineCounter();
  const counted = YAML.parseDocument(text, {lineCounter: lc, uniqueKeys: false});
  const out: {key: string; line: number}[] = [];
  const visit = (node: unknown, prefix: string) => {
    if (!YAML.isMap(node)) return;
    for (const pair of node.items) {
      const k = YAML.isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      const p = prefix ? `${prefix}.${k}` : k;
      if (YAML.isMap(pair.value) && pair.value.items.length) visit(pair.value, p);
      else {
        const off = YAML.isScalar(pair.key) && pair.key.range ? pair.key.range[0] : 0;
        out.push({key: p, line: lc.linePos(off).line});
      }
    }
  };
  visit(counted.contents, '');
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Message fields

/** Fields of the few ROS types that MRS messages nest, by ROS generation (a path into other types is not checked). */
const WELL_KNOWN_BY_GENERATION: Record<RosGeneration, Record<string, Record<string, string>>> = {
  2: {
    'std_msgs/Header': {stamp: 'builtin_interfaces/Time', frame_id: 'string'},
    'builtin_interfaces/Time': {sec: 'int32', nanosec: 'uint32'},
  },
  1: {
    'std_msgs/Header': {seq: 'uint32', stamp: 'time', frame_id: 'string'},
    time: {secs: 'int32', nsecs: 'int32'},
  },
};
const wellKnown = (version: Version) => WELL_KNOWN_BY_GENERATION[releaseOf(version).ros];
const GEOMETRY: Record<string, Record<string, string>> = {
  'geometry_msgs/Point': {x: 'float64', y: 'float64', z: 'float64'},
  'geometry_msgs/Vector3': {x: 'float64', y: 'float64', z: 'float64'},
  'geometry_msgs/Quaternion': {x: 'float64', y: 'float64', z: 'float64', w: 'float64'},
  'geometry_msgs/Pose': {position: 'geometry_msgs/Point', orientation: 'geometry_msgs/Quaternion'},
  'geometry_msgs/Twist': {linear: 'geometry_msgs/Vector3', angular: 'geometry_msgs/Vector3'},
};

/** The fields (name → declared type) of a field type as declared inside `owner`'s package, if the check knows them. */
function fieldsOfType(ref: Reference, type: string, ownerPkg: string): Map<string, string> | undefined {
  const base = type.replace(/\[[^\]]*\]$/, '');
  const known = wellKnown(ref.version)[base === 'Header' ? 'std_msgs/Header' : base] ?? GEOMETRY[base];
  if (known) return new Map(Object.entries(known));
  const q = fieldMessageType(base, ownerPkg);
  if (!q) return undefined;
  const canonical = q.replace(/^builtin_interfaces\/msg\//, 'builtin_interfaces/');
  const wk = wellKnown(ref.version)[canonical] ?? GEOMETRY[canonical];
  if (wk) return new Map(Object.entries(wk));
  const def = ref.definitions.get(messageRecordName(q, ref.version));
  return def?.message ? new Map(def.message.fields.map((f) => [f.name, f.type])) : undefined;
}

/** The root fields of an interface: a message's fields, a service's request (and, for a path, response) fields. */
function rootFields(def: Definition, withResponse: boolean): Map<string, string> {
  const sections = [
    def.message,
    def.request,
    def.goal,
    ...(withResponse ? [def.response, def.result, def.feedback] : []),
  ].filter(Boolean) as DefSection[];
  return new Map(sections.flatMap((sec) => sec.fields.map((f) => [f.name, f.type] as const)));
}

/**
 * Check a field path (`reference.position.x`) against a definition: the first segment that is no field of the
 * type it is looked up in, with the fields it could have been; a path into a type the check does not know passes.
 */
export function checkFieldPath(
  ref: Reference,
  def: Definition,
  segs: string[],
  withResponse = true,
): {at: number; known: string[]} | undefined {
  let fields: Map<string, string> | undefined = rootFields(def, withResponse);
  for (let i = 0; i < segs.length && fields; i++) {
    const type = fields.get(segs[i]);
    if (type === undefined) return {at: i, known: [...fields.keys()].map((f) => [...segs.slice(0, i), f].join('.'))};
    fields = fieldsOfType(ref, type, def.package);
  }
  return undefined;
}

/** Key paths of a YAML payload (`{reference: {position: {x: 1}}}`), list items read as their element. */
function payloadPaths(value: unknown, prefix: string[] = []): string[][] {
  if (Array.isArray(value)) return value.flatMap((v) => payloadPaths(v, prefix));
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => {
      const p = [...prefix, k];
      const deeper = payloadPaths(v, p);
      return deeper.length ? deeper : [p];
    });
  }
  return [];
}

export interface CheckOptions {
  allowlist?: AllowEntry[];
  /** incremented per name looked up, by kind (for reports and for tests that the recognisers fire) */
  counts?: Partial<Record<Kind, number>>;
}

/** Check one page's source against the reference of its version. Returns the unknown names. */
export function checkPage(file: string, source: string, ref: Reference, opt: CheckOptions = {}): Finding[] {
  const found: Finding[] = [];
  const allowlist = opt.allowlist ?? [];
  const seen = new Set<string>();
  const count = (kind: Kind) => {
    if (opt.counts) opt.counts[kind] = (opt.counts[kind] ?? 0) + 1;
  };
  const report = (line: number, kind: Kind, name: string, message: string, known: Iterable<string>) => {
    const f: Finding = {file, line, kind, name, message, closest: closest(name, known)};
    const id = `${line}\0${kind}\0${name}`;
    if (seen.has(id) || allowed(allowlist, f, ref.version)) return;
    seen.add(id);
    found.push(f);
  };
  const generated = /^(docs|versioned_docs\/version-[\d.]+)\/reference\//.test(file);
  const sourceLines = source.split('\n');
  // a page that names a remap-only name says so: "remap" on the line or the three lines before it
  const saysRemap = (line: number) => sourceLines.slice(Math.max(0, line - 4), line).some((l) => /\bremap/i.test(l));
  const typesOnLine = new Map<number, string[]>();
  for (const piece of codePieces(source)) {
    if (piece.block) continue;
    for (const m of interfaceMentions(piece.text)) {
      const name = interfaceCandidates(m, ref.version).find((c) => ref.definitions.has(c));
      if (name) typesOnLine.set(piece.line, [...(typesOnLine.get(piece.line) ?? []), name]);
    }
  }

  for (const piece of codePieces(source)) {
    const pieceLines = piece.text.split('\n');
    pieceLines.forEach((text, idx) => {
      const line = piece.line + (piece.block ? idx : 0);
      // strip repository references (github.com/ctu-mrs/<repo>): repositories are not release packages
      const t = text.replace(/\bctu-mrs\/[\w.-]+/g, ' ');

      // .deb names: ros-<distro>-mrs-…
      for (const m of t.matchAll(DEB_NAME)) {
        const deb = m[0];
        count('deb');
        if (m[1] !== ref.distro) {
          report(
            line,
            'deb',
            deb,
            `package of another ROS distribution (${m[1]}); this version is ${ref.distro}`,
            ref.debs,
          );
        } else if (!ref.debs.has(deb))
          report(
            line,
            'deb',
            deb,
            'no such .deb in the release',
            [...ref.debs].filter((d) => d.includes('-mrs-')),
          );
      }

      // interface types: mrs_msgs/msg/X, mrs_msgs/X, mrs_msgs::msg::X, mrs_msgs::X (names.ts)
      for (const m of interfaceMentions(t)) {
        count('interface');
        if (isRos2FormOnRos1(m, ref.version)) {
          report(
            line,
            'interface',
            m.text,
            'ROS 2 interface name on a ROS 1 page (ROS 1 names are pkg/Type)',
            ref.interfaces,
          );
          continue;
        }
        const candidates = interfaceCandidates(m, ref.version);
        if (!candidates.some((c) => ref.interfaces.has(c)))
          report(line, 'interface', candidates[0], 'no such interface in the release', ref.interfaces);
      }
      // generated headers: mrs_msgs/msg/reference_stamped.hpp, mrs_msgs/ReferenceStamped.h
      for (const m of t.matchAll(new RegExp(`\\b(?:${INTERFACE_PACKAGES.join('|')})\\/[\\w/]+\\.(?:hpp|h)\\b`, 'g'))) {
        count('header');
        if (!ref.headers.has(m[0]))
          report(line, 'header', m[0], 'no interface header of that name in the release', ref.headers);
      }

      // plugin and component classes: pkg::ns::Class or pkg/Class (pluginlib lookup names)
      for (const m of t.matchAll(/\b(mrs_[a-z0-9_]+)((?:::[A-Za-z_]\w*)+|\/[A-Z]\w*)/g)) {
        const [name, pkg] = m;
        if (!(ref.pluginNamespaces.has(pkg) || ref.types.has(pkg)) || /^mrs_(modules_)?msgs$/.test(pkg)) continue;
        const last = name.split(/::|\//).pop() ?? '';
        if (!/^[A-Z]/.test(last)) continue;
        count('plugin');
        if (ref.plugins.has(name) || ref.types.get(pkg)?.has(last)) continue;
        report(line, 'plugin', name, 'no plugin, component or C++ type of that name in the release', [
          ...ref.plugins,
          ...[...(ref.types.get(pkg) ?? [])].map((x) => `${pkg}::${x}`),
        ]);
      }

      // launch files; with `ros2 launch <pkg> <file>` / `roslaunch <pkg> <file>` the package must match
      for (const m of t.matchAll(
        /(?:\b(ros2 launch|roslaunch)\s+([\w-]+)\s+)?(?<![\w$/.-])([\w-]+\.launch(?:\.py|\.xml)?)(?![\w.-])/g,
      )) {
        const [, cmd, pkg, fileName] = m;
        if (cmd && pkg && !pkg.startsWith('mrs_')) continue; // a third-party package's launch file
        count('launch');
        const owners = ref.launch.get(fileName);
        if (!owners) report(line, 'launch', fileName, 'no launch file of that name in the release', ref.launch.keys());
        else if (pkg && !owners.has(pkg))
          report(
            line,
            'launch',
            `${pkg} ${fileName}`,
            `launch file ${fileName} is not in ${pkg} (it is in ${[...owners].join(', ')})`,
            [],
          );
      }
      if (isRos2(ref.version)) {
        for (const m of t.matchAll(/\bros2 launch\s+(mrs_[\w]+)\s+([\w-]+\.py)\b/g)) {
          if (/\.launch\.py$/.test(m[2])) continue;
          count('launch');
          const owners = ref.launch.get(m[2]);
          if (!owners?.has(m[1])) report(line, 'launch', m[2], `no launch file ${m[2]} in ${m[1]}`, ref.launch.keys());
        }
      }

      // tracker and controller plugins by their short name (`MpcTracker`, `Se3Controller`)
      for (const m of t.matchAll(/(?<![\w:/.])([A-Z][A-Za-z0-9]*(?:Tracker|Controller))\b(?!::|\.(?:h|hpp|cpp)\b)/g)) {
        const name = m[1];
        count('plugin');
        if (ref.pluginShortNames.has(name)) continue;
        report(
          line,
          'plugin',
          name,
          'no tracker or controller plugin of that name in the release',
          [...ref.pluginShortNames].filter((n) => /(Tracker|Controller)$/.test(n)),
        );
      }

      // MRS package names (and the other mrs_ names a page can mean: tmux sessions, launch and config names);
      // a name followed by `.x` is part of a file name or a dotted path and is left to the other recognisers
      for (const m of t.matchAll(/(?<![\w/.:$-])(mrs_[a-z0-9_]*[a-z0-9])(?![\w-]|\.\w)/g)) {
        const name = m[1];
        const after = t.slice((m.index ?? 0) + name.length);
        count('package');
        if (/^::/.test(after) && !ref.packages.has(name) && !ref.mrsNames.has(name)) {
          // a C++ namespace: fine when it is a package's namespace
          report(line, 'package', name, 'C++ namespace of no released package', ref.packages);
          continue;
        }
        if (ref.packages.has(name) || ref.tmux.has(name) || ref.mrsNames.has(name)) continue;
        report(line, 'package', name, 'no MRS package, tmux session or other mrs_ name of that name in the release', [
          ...ref.packages,
          ...ref.tmux,
        ]);
      }

      // tmux session folders: tmux/<name>
      for (const m of t.matchAll(/(?<![\w.-])tmux\/([\w-]+)(?=\/|\s|$)/g)) {
        count('tmux');
        if (!ref.tmux.has(m[1]) && !/^(config|session|start)/.test(m[1]))
          report(line, 'tmux', m[1], 'no tmux session folder of that name in the release', ref.tmux);
      }

      // topic and service names: command arguments, names under the UAV namespace, names under a release node;
      // not on the generated reference pages, whose code quotes the shipped config (sensor lists such as
      // `rs_d435/link rs_d435/color/camera_info`) word for word
      for (const m of generated ? [] : topicMentions(t, ref.topicNodes)) {
        const name = m.name.replace(/\/+$/, '');
        if (!name || /[$<>{}*]/.test(name) || name.startsWith('~')) continue; // a placeholder or a private name
        if (/frame\w*\s*(?::=|:|=)\s*["']?$/.test(t.slice(0, m.index))) continue; // a frame argument: `world_frame:=$UAV_NAME/x`
        const kind: Kind = m.command === 'service' ? 'service' : 'topic';
        count(kind);
        const info = ref.topics.get(name);
        if (!info) {
          // a node, a namespace of names, or a parameter path written with slashes
          if (
            ref.nodeNames.has(name) ||
            ref.frames.has(name) ||
            [...ref.topics.keys()].some((k) => k.startsWith(`${name}/`))
          )
            continue;
          const dotted = name.split('/').join('.');
          if (
            name.includes('/') &&
            ref.params.some((k) => k === dotted || k.endsWith(`.${dotted}`) || k.includes(`.${dotted}.`))
          )
            continue;
          report(
            line,
            kind,
            name,
            `no ${kind === 'service' ? 'service or topic' : 'topic or service'} of that name in the release`,
            ref.topics.keys(),
          );
          continue;
        }
        if (info.remapOnly && !saysRemap(line)) {
          report(
            line,
            kind,
            name,
            `only a launch remapping names it; the node has no such ${kind === 'service' ? 'service' : 'topic'} (${info.files[0]})`,
            [...ref.topics].filter(([, i]) => !i.remapOnly).map(([k]) => k),
          );
          continue;
        }
      }
    });

    // parameters inside YAML blocks whose top-level key is an MRS package with shipped parameters
    if (piece.block && /^(ya?ml)$/.test(piece.lang)) {
      for (const leaf of yamlLeaves(piece.text)) {
        const root = leaf.key.split('.')[0];
        if (!ref.paramRoots.has(root)) continue;
        count('param');
        if (!knownParam(ref, leaf.key)) {
          report(
            piece.line + leaf.line - 1,
            'param',
            leaf.key,
            'no shipped parameter at that path',
            ref.params.filter((k) => k.startsWith(`${root}.`)),
          );
        }
      }
    }
    // fields in the payload of `ros2 topic pub NAME TYPE '…'`, `ros2 service call NAME TYPE '…'`, `rostopic pub`
    for (const m of piece.text.matchAll(
      /\b(ros2 topic pub|ros2 service call|rostopic pub|rosservice call)[\s\\]+((?:-[\w-]+[\s\\]+(?:\d+[\s\\]+)?)*)(\S+)[\s\\]+((?:mrs_msgs|mrs_modules_msgs)\/[\w/]+)[\s\\]+(?:'([^']*)'|"((?:[^"\\]|\\.)*)")/g,
    )) {
      const typeName = m[4];
      const payload = m[5] ?? m[6] ?? '';
      const mention = interfaceMentions(typeName)[0];
      if (!mention) continue;
      const def = interfaceCandidates(mention, ref.version)
        .map((c) => ref.definitions.get(c))
        .find(Boolean);
      if (!def) continue; // an unknown type is reported as an interface
      let value: unknown;
      try {
        value = YAML.parse(payload.replace(/\\"/g, '"'));
      } catch {
        continue;
      }
      const start = (m.index ?? 0) + m[0].length - payload.length - 1;
      for (const segs of payloadPaths(value)) {
        count('field');
        const bad = checkFieldPath(ref, def, segs, false);
        if (!bad) continue;
        const key = segs[bad.at];
        const at = piece.text.indexOf(key, start);
        const line = piece.line + (piece.block ? piece.text.slice(0, at < 0 ? start : at).split('\n').length - 1 : 0);
        report(
          line,
          'field',
          `${def.name}: ${segs.slice(0, bad.at + 1).join('.')}`,
          `no field ${key} there in ${def.name}`,
          bad.known,
        );
      }
    }
    // a field path in inline code on a line that names an mrs_msgs type in code: `reference.position.x`
    if (!piece.block && /^[a-z_][a-z0-9_]*(?:\.[a-z_][a-z0-9_]*)+$/.test(piece.text) && !FILE_EXT_RE.test(piece.text)) {
      const segs = piece.text.split('.');
      for (const typeName of typesOnLine.get(piece.line) ?? []) {
        const def = ref.definitions.get(typeName)!;
        const roots = [...rootFields(def, true).keys()];
        // a path about this type starts with one of its fields, or is one edit away from one (a typo)
        if (!roots.some((f) => f === segs[0] || editDistance(f, segs[0]) <= 1)) continue;
        count('field');
        const bad = checkFieldPath(ref, def, segs);
        if (bad)
          report(
            piece.line,
            'field',
            `${def.name}: ${piece.text}`,
            `no field ${segs[bad.at]} there in ${def.name}`,
            bad.known,
          );
      }
    }
    // a dotted parameter path in inline code: segments known from the public config, not a file name
    if (!piece.block && isDottedParamPath(piece.text)) {
      const segs = piece.text.split('.');
      if (segs.filter((s) => ref.paramSegments.has(s)).length >= 2) {
        count('param');
        const known = ref.params.some((k) => `.${k}.`.includes(`.${piece.text}.`));
        if (!known) report(piece.line, 'param', piece.text, 'no shipped parameter with that path', ref.params);
      }
    }
  }
  // in page order; the recognisers of one line keep their order
  return found.sort((a, b) => a.line - b.line);
}

/** Every page of a version, checked. Paths in findings are relative to the repository root. */
export function checkVersion(version: Version, opt: CheckOptions = {}): Finding[] {
  const ref = loadReference(version);
  const dir = path.join(ROOT, DOC_DIRS[version]);
  return markdownFiles(dir)
    .sort()
    .flatMap((f) => checkPage(path.relative(ROOT, f), fs.readFileSync(f, 'utf8'), ref, opt));
}

export function formatFinding(f: Finding): string {
  const near = f.closest.length ? ` — closest known: ${f.closest.join(', ')}` : '';
  return `${f.file}:${f.line}: ${f.kind} \`${f.name}\`: ${f.message}${near}`;
}

// ---------------------------------------------------------------------------------------------------------
// Allowlist upkeep

/** Allowlist entries that give no reason, or that no unknown name on the pages of `versions` needs any more. */
export function unusedAllowlistEntries(versions: readonly Version[], list: AllowEntry[]): AllowEntry[] {
  const raw = versions.flatMap((v) => checkVersion(v).map((f) => ({finding: f, version: v})));
  return list.filter(
    (e) => !e.reason || e.reason.length < 10 || !raw.some(({finding, version}) => allowed([e], finding, version)),
  );
}

// ---------------------------------------------------------------------------------------------------------
// The types the interface pages define

/**
 * The record names of the `pkg` types (mrs_msgs) that the pages of a version name in code, inline or in blocks,
 * sorted; the generated interface page itself is left out. reference/interface-page.yaml lists them for the page
 * generator (./pages.ts).
 */
export function namedInterfaceTypes(version: Version, pkg = 'mrs_msgs'): string[] {
  const known = new Set(
    releaseRecords<{name: string; package: string}>(version, 'interfaces')
      .filter((r) => r.package === pkg)
      .map((r) => r.name),
  );
  const own = path.join(ROOT, DOC_DIRS[version], 'reference', `${pkg}.md`);
  const found = new Set<string>();
  for (const file of markdownFiles(path.join(ROOT, DOC_DIRS[version]))) {
    if (file === own) continue;
    for (const piece of codePieces(fs.readFileSync(file, 'utf8'))) {
      for (const m of interfaceMentions(piece.text)) {
        if (m.pkg !== pkg) continue;
        const name = resolveInterface(m, version, known);
        if (name) found.add(name);
      }
    }
  }
  return [...found].sort();
}
