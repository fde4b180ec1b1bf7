// Topics and services of the released nodes and plugins, read from the packages without running anything:
//
// - the shared libraries: the names a node passes to its subscribers, publishers, service servers and clients are
//   string constants in its .so (2.0.0: `~/goto_in`, and `/predicted_trajectory` appended to a plugin's namespace;
//   1.5.0 nodelets: `goto_in` on the private node handle). A name ending in `_in` is something the node takes
//   (subscribes to, or offers as a service), `_out` something it gives (publishes, or calls).
// - the launch files: which node runs which class under which name, and the remappings (Python `remappings=[…]`,
//   XML `<remap from to>`). Their section comments (`# subscribers`, `# services`) are not evidence: the 2.0.0
//   control manager's list `goto_in`, a service, under `# subscribers`. So a record says whether the node takes
//   (`in`) or gives (`out`) the name, not whether it is a topic or a service; no file of the release ties a name
//   to its message type either (the libraries hold the names and the types apart), so `type` is null.
// - the config: a parameter naming a topic (`message.topic: hw_api/position`), and a plugin loaded by a manager (`control_manager.MpcTracker.address`) and its `namespace`, under
//   which its names live (`control_manager/mpc_tracker/predicted_trajectory`).
//
// A remapping whose `from` name is in none of the node's library strings (when the library was read) is
// recorded with `remapOnly: true`: the launch file renames something the node does not have.
import fs from 'node:fs';
import path from 'node:path';
import type {RosGeneration} from '../../../config/releases';
import {closeParen, pyString, pythonNodeCalls, splitArgs, type LaunchArg} from './launch';
import {cmp, walk, xmlAttrs} from './fsutil';
import type {JsonValue} from './params';

/** An unpacked package of the release: its `opt/ros/<distro>` folder and upstream version. */
export interface UnpackedPackage {
  prefixDir: string;
  version: string;
}

/** Whether a node takes a name (subscribes to it, or offers it as a service) or gives it (publishes, or calls). */
export type Direction = 'in' | 'out';

/** The remapping or launch argument that gives a record its name. */
export interface TopicRemap {
  to: string;
  package: string;
  file: string;
  line: number;
}

/** A topics.json record: a name as seen from the UAV's namespace, the node that has it and where it is written. */
export interface TopicRecord {
  name: string;
  node: string | null;
  class: string | null;
  local: string;
  direction: Direction | null;
  /** the message type, where the shipped config ties the name to one */
  type: string | null;
  remapOnly: boolean;
  remap?: TopicRemap;
  /** the config file that loads the plugin */
  config?: string;
  package: string;
  packageVersion: string;
  file: string;
}

/** The endpoint names of a library (see libraryNames). */
export interface LibraryNames {
  private: Set<string>;
  appended: Set<string>;
}

/** A shared library of the release that was read: where it is, its names and all its printable strings. */
export interface LibraryInfo {
  package: string;
  packageVersion: string;
  file: string;
  names: LibraryNames;
  strings: string[];
}

/** One remapping of a launch file: `from` → `to`, at a line. */
export interface Remap {
  from: string;
  to: string;
  line: number;
}

/** A node a launch file starts, with its class (component, nodelet) and remappings. */
export interface StartedNode {
  name: string | null;
  class: string | null;
  executable: string | null;
  package: string | null;
  remaps: Remap[];
}

/** The parts of the nodes.json records the extraction reads. */
export interface TopicsNodeInput {
  kind: string;
  name: string;
  library?: string | null;
  package: string;
}

/** The parts of the plugins.json records the extraction reads. */
export interface TopicsPluginInput {
  class?: string;
  name?: string;
  base: string | null;
  library: string | null;
  package: string;
}

/** The parts of the params.json records the extraction reads. */
export interface TopicsParamInput {
  key: string;
  default: JsonValue;
  package: string;
  packageVersion: string;
  file: string;
}

/** The parts of the launch.json records the extraction reads. */
export interface TopicsLaunchInput {
  package: string;
  file: string;
  format?: string;
  args?: LaunchArg[];
}

export interface ExtractTopicsInput {
  /** package → its unpacked tree */
  unpacked: Map<string, UnpackedPackage>;
  /** ROS generation */
  ros: RosGeneration;
  /** nodes.json records (components and nodelets with their library) */
  nodes: readonly TopicsNodeInput[];
  /** plugins.json records */
  plugins: readonly TopicsPluginInput[];
  /** params.json records */
  params: readonly TopicsParamInput[];
  /** launch.json records (name, package, file) */
  launch: readonly TopicsLaunchInput[];
}

/** What a step of the extraction knows of one record; `add` turns it into a TopicRecord. */
interface TopicFinding {
  resolved: string;
  node: string | null;
  class?: string | null;
  local: string;
  direction?: Direction | null;
  remapOnly?: boolean;
  remap?: TopicRemap;
  config?: string;
  package: string;
  packageVersion: string;
  file: string;
}

/** Printable ASCII runs of at least `min` characters in a binary file. */
export function binaryStrings(buf: Buffer, min = 3): string[] {
  const out: string[] = [];
  let start = -1;
  for (let i = 0; i <= buf.length; i++) {
    const c = i < buf.length ? buf[i] : 0;
    const printable = c >= 0x20 && c < 0x7f;
    if (printable && start < 0) start = i;
    else if (!printable && start >= 0) {
      if (i - start >= min) out.push(buf.toString('latin1', start, i));
      start = -1;
    }
  }
  return out;
}

/** The read-only data sections (`.rodata…`) of a 64-bit little-endian ELF file, where string literals live. */
export function elfRodata(buf: Buffer): Buffer {
  if (buf.length < 64 || buf.readUInt32BE(0) !== 0x7f454c46 || buf[4] !== 2 || buf[5] !== 1) return buf;
  const shoff = Number(buf.readBigUInt64LE(0x28));
  const shentsize = buf.readUInt16LE(0x3a);
  const shnum = buf.readUInt16LE(0x3c);
  const shstrndx = buf.readUInt16LE(0x3e);
  if (!shoff || shoff + shnum * shentsize > buf.length) return buf;
  const section = (i: number) => {
    const at = shoff + i * shentsize;
    return {
      name: buf.readUInt32LE(at),
      offset: Number(buf.readBigUInt64LE(at + 24)),
      size: Number(buf.readBigUInt64LE(at + 32)),
    };
  };
  const names = section(shstrndx);
  const nameOf = (sec: {name: number}): string => {
    const start = names.offset + sec.name;
    return buf.toString('latin1', start, buf.indexOf(0, start));
  };
  const parts: Buffer[] = [];
  for (let i = 0; i < shnum; i++) {
    const sec = section(i);
    if (/^\.rodata/.test(nameOf(sec))) parts.push(buf.subarray(sec.offset, sec.offset + sec.size), Buffer.from([0]));
  }
  return Buffer.concat(parts);
}

/** Words of compiled code that are no topic names. */
const CPP_WORDS = new Set([
  'bool',
  'char',
  'void',
  'long',
  'float',
  'double',
  'const',
  'true',
  'false',
  'this',
  'auto',
  'main',
  'data',
  'name',
  'type',
  'value',
  'size',
  'init',
  'reset',
  'update',
  'activate',
  'deactivate',
]);

const NAME = '[a-z][a-z0-9_]*(?:/[a-z][a-z0-9_]*)*';
const PRIVATE_2 = new RegExp(`^~/(${NAME})$`);
const APPENDED_2 = new RegExp(`^/(${NAME})$`);
const PRIVATE_1 = /^([a-z][a-z0-9_]*(?:\/[a-z][a-z0-9_]*)*_(?:in|out))$/;

/**
 * The endpoint names a library holds. `private`: names on the node's private namespace (`goto_in`);
 * `appended`: names a plugin appends to its own namespace (`predicted_trajectory`; in ROS 1 every plain
 * lower-case word of the library, as nothing tells a topic from another string there, read only under the
 * namespace of a plugin that a manager's config loads).
 */
export function libraryNames(strings: string[], ros: RosGeneration, literals: string[] = strings): LibraryNames {
  const priv = new Set<string>();
  const appended = new Set<string>();
  // a ROS 1 plugin names its topics plainly on a handle in its own namespace (`predicted_trajectory`, `flip`):
  // every plain lower-case literal of its read-only data that is no message checksum
  if (ros === 1)
    for (const s of literals)
      if (/^[a-z][a-z0-9_]{3,}$/.test(s) && !CPP_WORDS.has(s) && !/^[0-9a-f]{32}$/.test(s)) appended.add(s);
  for (const s of strings) {
    if (ros === 2) {
      const p = PRIVATE_2.exec(s);
      if (p && p[1].length >= 2) priv.add(p[1]);
      const a = APPENDED_2.exec(s);
      if (a && a[1].length >= 3) appended.add(a[1]);
    } else {
      const p = PRIVATE_1.exec(s);
      if (p) priv.add(p[1]);
    }
  }
  return {private: priv, appended};
}

/**
 * Whether a library has a name (as the code writes it: `~/x` in ROS 2, `x` on a ROS 1 private handle): some string
 * ends with it (the linker stores `diagnostics_out` inside `controller_diagnostics_out`), or a longer one holds its
 * first 16 characters (the compiler stores long literals in 16-byte pieces). A name of up to 15 characters may be
 * built in the code's instructions instead (the small-string buffer) and proves nothing by its absence: null.
 */
export function inLibrary(lib: Pick<LibraryInfo, 'strings'>, local: string, ros: RosGeneration): boolean | null {
  const written = ros === 2 ? `~/${local}` : local;
  if (written.length <= 15) return lib.strings.some((s) => s.endsWith(written)) ? true : null;
  // a longer literal may be stored in 16-byte pieces for vector loads, side by side with other pieces
  const head = written.slice(0, 16);
  return lib.strings.some((s) => s.endsWith(written) || s.includes(head));
}

const directionOf = (name: string): Direction | null => (/_in$/.test(name) ? 'in' : /_out$/.test(name) ? 'out' : null);

/** A private name without its `~/` or `~` (`~/goto_in` → `goto_in`), or null for another kind of name. */
const privatePart = (name: string): string | null => (/^~\/?/.test(name) ? name.replace(/^~\/?/, '') : null);

/** A name as seen from the UAV's namespace: `~/x` of node N → `N/x`, `x` → `x`, `/x` stays absolute. */
export function resolveName(name: string, node: string): string {
  const p = privatePart(name);
  if (p !== null) return `${node}/${p}`;
  return name;
}

/**
 * The value of a simple Python expression of a launch file: string literals and names assigned a string literal
 * in the file (`namespace = 'octomap_planner'`), joined by `+`; null for anything else.
 */
function pyValue(src: string, expr: string): string | null {
  const parts = expr.split('+').map((x) => x.trim());
  const values = parts.map((x) => {
    const lit = pyString(x);
    if (lit !== undefined) return lit;
    if (!/^[A-Za-z_]\w*$/.test(x)) return null;
    const assigned = [...src.matchAll(new RegExp(`^\\s*${x}\\s*=\\s*("[^"\\n]*"|'[^'\\n]*')\\s*$`, 'gm'))];
    return assigned.length === 1 ? assigned[0][1].slice(1, -1) : null;
  });
  return values.includes(null) ? null : values.join('');
}

/**
 * A `PathJoinSubstitution([...])` of a remapping as the UAV's namespace sees it, with launch arguments at their
 * defaults: `'/'` and the UAV name are the namespace, `LaunchConfiguration('topic_namespace')` its default (''),
 * literals are segments. Null when a part is anything else.
 */
function pathJoin(src: string, inner: string): string | null {
  const segs: string[] = [];
  for (const raw of splitArgs(inner)) {
    const part = raw.trim();
    const lit = pyString(part);
    if (lit !== undefined) {
      if (lit !== '/') segs.push(lit.replace(/^\/|\/$/g, ''));
      continue;
    }
    if (/^uav_name$/.test(part)) continue;
    const arg = /^LaunchConfiguration\(\s*['"](\w+)['"]\s*\)$/.exec(part);
    if (!arg) return null;
    const decl = new RegExp(
      `DeclareLaunchArgument\\(\\s*name\\s*=\\s*['"]${arg[1]}['"]\\s*,\\s*default_value\\s*=\\s*['"]([^'"]*)['"]`,
    ).exec(src);
    if (!decl) return null;
    if (decl[1]) segs.push(decl[1]);
  }
  return segs.filter(Boolean).join('/');
}

/** Remappings of a Python launch file's `Node`/`ComposableNode` calls, with the node's name and class. */
export function pythonLaunchRemaps(src: string): StartedNode[] {
  const out: StartedNode[] = [];
  for (const {open, end, kw} of pythonNodeCalls(src, (expr) => pyValue(src, expr), ['remappings'])) {
    // the remappings list read from the source itself, so that its section comments stay
    const remaps: Remap[] = [];
    const r = /\bremappings\s*=\s*\[/g;
    r.lastIndex = open;
    const rm = r.exec(src);
    if (rm && rm.index < end) {
      const listStart = rm.index + rm[0].length - 1;
      const listEnd = closeParen(src, listStart);
      let lineNo = src.slice(0, listStart).split('\n').length;
      for (const line of src.slice(listStart, listEnd).split('\n')) {
        const comment = /^\s*#(.*)$/.exec(line);
        if (!comment) {
          for (const t of line.replace(/#.*$/, '').matchAll(/\(\s*("[^"]*"|'[^']*')\s*,\s*("[^"]*"|'[^']*')\s*\)/g)) {
            remaps.push({from: t[1].slice(1, -1), to: t[2].slice(1, -1), line: lineNo});
          }
          // ('~/imu_in', PathJoinSubstitution(['/', uav_name, LaunchConfiguration('topic_namespace'), 'imu_raw']))
          for (const t of line.matchAll(
            /\(\s*("[^"]*"|'[^']*')\s*,\s*PathJoinSubstitution\(\s*\[([^\]]*)\]\s*\)\s*\)/g,
          )) {
            const to = pathJoin(src, t[2]);
            if (to !== null) remaps.push({from: t[1].slice(1, -1), to, line: lineNo});
          }
        }
        lineNo++;
      }
    }
    out.push({
      name: kw.name ?? null,
      class: kw.plugin ?? null,
      executable: kw.executable ?? null,
      package: kw.package ?? null,
      remaps,
    });
  }
  return out;
}

/** Remappings of an XML launch file's `<node>` elements, with the node's name and class (nodelet). */
export function xmlLaunchRemaps(src: string): StartedNode[] {
  const out: StartedNode[] = [];
  for (const m of src.matchAll(/<node\b([^>]*?)(\/?)>/g)) {
    const attrs = xmlAttrs(m[1]);
    const rec: StartedNode = {
      name: attrs.name ?? null,
      class: null,
      executable: attrs.type ?? null,
      package: attrs.pkg ?? null,
      remaps: [],
    };
    // a nodelet: args="load|standalone pkg/Class manager"
    const lookup = /(?:^|\s)([a-z][\w]*\/[A-Z]\w*)(?:\s|$)/.exec(attrs.args ?? '');
    if (attrs.type === 'nodelet' && lookup) rec.class = lookup[1];
    if (!m[2]) {
      const close = src.indexOf('</node>', m.index);
      const body = close > 0 ? src.slice(m.index + m[0].length, close) : '';
      let offset = m.index + m[0].length;
      for (const line of body.split('\n')) {
        const lineNo = src.slice(0, offset).split('\n').length;
        offset += line.length + 1;
        const comment = /<!--([\s\S]*?)-->/.exec(line);
        const remap = /<remap\b([^>]*?)\/?>/.exec(line);
        if (comment && !remap) continue;
        // a remap inside a comment is not in force
        if (remap && !(comment && comment.index < remap.index)) {
          const a = xmlAttrs(remap[1]);
          if (a.from && a.to) rec.remaps.push({from: a.from, to: a.to, line: lineNo});
        }
      }
    }
    out.push(rec);
  }
  return out;
}

/** Every topic and service record of one release. */
export function extractTopics({unpacked, ros, nodes, plugins, params, launch}: ExtractTopicsInput): TopicRecord[] {
  const records: TopicRecord[] = [];
  const libCache = new Map<string, LibraryInfo | null>();
  /** The package, file and names of a library, or null when it is not in the release. */
  const library = (pkg: string | null | undefined, lib: string | null | undefined): LibraryInfo | null => {
    if (!pkg || !lib || !unpacked.has(pkg)) return null;
    const {prefixDir, version} = unpacked.get(pkg)!;
    const base = lib
      .replace(/^lib\//, '')
      .replace(/\.so$/, '')
      .replace(/^lib/, '');
    const rel = `lib/lib${base}.so`;
    const key = `${pkg}\0${rel}`;
    if (!libCache.has(key)) {
      const file = path.join(prefixDir, rel);
      if (!fs.existsSync(file)) libCache.set(key, null);
      else {
        const buf = fs.readFileSync(file);
        const strings = binaryStrings(buf);
        libCache.set(key, {
          package: pkg,
          packageVersion: version,
          file: rel,
          names: libraryNames(strings, ros, binaryStrings(elfRodata(buf))),
          strings,
        });
      }
    }
    return libCache.get(key)!;
  };
  // class (and 1.5.0 lookup name) → its library
  const classLib = new Map<string, LibraryInfo | null>();
  for (const n of nodes) if (n.library && n.kind !== 'executable') classLib.set(n.name, library(n.package, n.library));
  for (const p of plugins) {
    const lib = library(p.package, p.library);
    if (!lib) continue;
    if (p.class && !classLib.get(p.class)) classLib.set(p.class, lib);
    if (p.name && !classLib.get(p.name)) classLib.set(p.name, lib);
  }

  const namespaceOf = (cls: string | null | undefined): string => String(cls ?? '').split(/::|\//)[0];
  const pluginLibsOf = (cls: string | null): LibraryInfo[] =>
    plugins
      .filter((p) => p.base && namespaceOf(p.base) === namespaceOf(cls))
      .map((p) => library(p.package, p.library))
      .filter((l): l is LibraryInfo => Boolean(l));

  // mrs_lib: its helpers publish on the node that uses them (the safety area's `~/static_markers_out`)
  const sharedLibs = unpacked.has('mrs_lib')
    ? walk(path.join(unpacked.get('mrs_lib')!.prefixDir, 'lib'))
        .filter((f) => /^lib[^/]*\.so$/.test(f))
        .sort()
        .map((f) => library('mrs_lib', f))
        .filter((l): l is LibraryInfo => Boolean(l))
    : [];

  const add = (rec: TopicFinding): void => {
    const direction = rec.direction ?? null;
    records.push({
      // as seen from the UAV's namespace: a name written under one vehicle's (`/uav1/hw_api/odometry`) is that name
      name: rec.resolved.replace(/^\/?uav\d+\//, ''),
      node: rec.node,
      class: rec.class ?? null,
      local: rec.local,
      direction,
      type: null,
      remapOnly: rec.remapOnly ?? false,
      ...(rec.remap ? {remap: rec.remap} : {}),
      ...(rec.config ? {config: rec.config} : {}),
      package: rec.package,
      packageVersion: rec.packageVersion,
      file: rec.file,
    });
  };

  // nodes started by the release's launch files
  const launchFiles = [...launch].sort((a, b) => cmp(a.package, b.package) || cmp(a.file, b.file));
  for (const lf of launchFiles) {
    const tree = unpacked.get(lf.package);
    if (!tree) continue;
    const src = fs.readFileSync(path.join(tree.prefixDir, lf.file), 'utf8');
    const started = lf.format === 'python' || /\.py$/.test(lf.file) ? pythonLaunchRemaps(src) : xmlLaunchRemaps(src);
    // XML `$(arg x)` at the argument's default, when that is plain text (`pcl_filter$(arg name_suffix)` → `pcl_filter`)
    const defaults = new Map(
      (lf.args ?? []).filter((a) => typeof a.default === 'string').map((a) => [a.name, a.default]),
    );
    const subst = (text: string): string => {
      let out = text;
      for (let i = 0; i < 3 && /\$\(arg \w+\)/.test(out); i++)
        out = out.replace(/\$\(arg (\w+)\)/g, (m, a: string) => (defaults.has(a) ? defaults.get(a)! : m));
      return out;
    };
    for (const n0 of started) {
      const n = {...n0, name: n0.name && subst(n0.name), remaps: n0.remaps.map((r) => ({...r, to: subst(r.to)}))};
      if (!n.name) continue;
      if (/[$(){}]/.test(n.name)) {
        // a node named at launch time: its remappings to names outside its own namespace still name topics
        for (const r of n.remaps) {
          const local = privatePart(r.from);
          if (/^~/.test(r.to) || /[$(){}]/.test(r.to) || local === null) continue;
          add({
            resolved: resolveName(r.to, n.name),
            node: n.name,
            class: n.class,
            local,
            direction: directionOf(local),
            package: lf.package,
            packageVersion: tree.version,
            file: lf.file,
            remap: {to: r.to, package: lf.package, file: lf.file, line: r.line},
          });
        }
        continue;
      }
      const lib = n.class ? classLib.get(n.class) : null;
      const remapFrom = new Map<string, Remap>();
      for (const r of n.remaps) {
        const local = privatePart(r.from);
        if (local === null) continue; // a remapping of a global or relative name: not the node's own
        remapFrom.set(local, r);
      }
      if (lib) {
        for (const local of [...lib.names.private].sort()) {
          const r = remapFrom.get(local);
          const resolved = r && !/[$(){}]/.test(r.to) ? resolveName(r.to, n.name) : `${n.name}/${local}`;
          add({
            resolved,
            node: n.name,
            class: n.class,
            local,
            direction: directionOf(local),
            package: lib.package,
            packageVersion: lib.packageVersion,
            file: lib.file,
            remap: r ? {to: r.to, package: lf.package, file: lf.file, line: r.line} : undefined,
          });
        }
      }
      // the node's own library, and those of the plugins it can load (a base class in its namespace)
      const libs = lib ? [lib, ...pluginLibsOf(n.class), ...sharedLibs] : [];
      const verdictOf = (local: string): boolean | null => {
        const verdicts = libs.map((l) => inLibrary(l, local, ros));
        return !libs.length ? null : verdicts.includes(true) ? true : verdicts.includes(null) ? null : false;
      };
      // absence counts only in a library that shows most of the names its launch file remaps (one whose names are
      // all built at run time shows none)
      const shown = [...remapFrom.keys()].filter((local) => verdictOf(local) === true).length;
      const telling = remapFrom.size > 0 && shown / remapFrom.size >= 0.5;
      for (const [local, r] of [...remapFrom].sort((a, b) => cmp(a[0], b[0]))) {
        if (lib?.names.private.has(local)) continue;
        if (/[$(){}]/.test(r.to)) continue;
        const inCode = telling ? verdictOf(local) : null;
        add({
          resolved: resolveName(r.to, n.name),
          node: n.name,
          class: n.class,
          local,
          direction: directionOf(local),
          // the library was read and has no such name: the remapping renames nothing
          remapOnly: inCode === false,
          package: lf.package,
          packageVersion: unpacked.get(lf.package)!.version,
          file: lf.file,
          remap: {to: r.to, package: lf.package, file: lf.file, line: r.line},
        });
      }
    }
  }

  // plugins a manager loads from its config: `<manager>.<Entry>.address` (+ `namespace`)
  const nodeNames = new Set(records.map((r) => r.node));
  const byKey = new Map(params.map((p) => [p.key, p]));
  for (const p of params) {
    const m = /^(?:[a-z_]+\.)?([a-z_]+)\.([A-Za-z]\w*)\.address$/.exec(p.key);
    if (!m || typeof p.default !== 'string') continue;
    const [, manager, entry] = m;
    const cls = p.default;
    const lib = classLib.get(cls);
    if (!lib || !nodeNames.has(manager)) continue;
    const nsRec = byKey.get(p.key.replace(/\.address$/, '.namespace'));
    const ns = typeof nsRec?.default === 'string' && nsRec.default ? nsRec.default : entry;
    const seen = new Set<string>();
    const push = (resolved: string, local: string): void => {
      if (seen.has(resolved)) return;
      seen.add(resolved);
      add({
        resolved,
        node: manager,
        class: cls,
        local,
        direction: directionOf(local),
        package: lib.package,
        packageVersion: lib.packageVersion,
        file: lib.file,
        config: p.file,
      });
    };
    const paramWords = new Set(params.filter((q) => q.package === lib.package).flatMap((q) => q.key.split('.')));
    for (const local of [...lib.names.appended].sort()) {
      if (ros === 1 && paramWords.has(local)) continue; // a parameter the plugin loads, not a topic
      // `/hw_api/imu`: a name under another node of the UAV; `/predicted_trajectory`: under the plugin's namespace
      const first = local.split('/')[0];
      push(local.includes('/') && nodeNames.has(first) ? local : `${manager}/${ns}/${local}`, local);
    }
    for (const local of [...lib.names.private].sort())
      push(ros === 2 ? `${manager}/${local}` : `${manager}/${ns}/${local}`, local);
  }

  // names a launch file gives a node through a topic argument: `<arg name="pc_topic_out" value="front_rgbd/points" />`
  // in an include, or an argument's default (`topic_3d_lidar_in` = `os_cloud_nodelet/points`)
  const rosName = /^\/?[a-z_]\w*(?:\/[a-z_]\w*)+$/;
  for (const lf of launchFiles) {
    const tree = unpacked.get(lf.package);
    if (!tree) continue;
    const src = fs.readFileSync(path.join(tree.prefixDir, lf.file), 'utf8');
    const found: [string, string, number][] = [];
    for (const m of src.matchAll(/<arg\b([^>]*?)\/?>/g)) {
      const a = xmlAttrs(m[1]);
      const value = a.value ?? a.default;
      if (a.name && /topic/.test(a.name) && value && rosName.test(value))
        found.push([a.name, value, src.slice(0, m.index).split('\n').length]);
    }
    for (const a of lf.args ?? [])
      if (/topic/.test(a.name) && typeof a.default === 'string' && rosName.test(a.default))
        found.push([a.name, a.default, a.line]);
    for (const [arg, value, line] of found) {
      add({
        resolved: value.replace(/^\//, ''),
        node: null,
        local: arg,
        package: lf.package,
        packageVersion: tree.version,
        file: lf.file,
        remap: {to: value, package: lf.package, file: lf.file, line},
      });
    }
  }

  // names the shipped config gives a node to use: a parameter named `…topic` whose value is a ROS name with a
  // namespace (`hw_api/position`, `gps_baro/hdg_hw_api/output`), recorded as written, under no node
  for (const p of params) {
    const last = p.key.split('.').pop() ?? '';
    if (!/topic$/.test(last) || typeof p.default !== 'string' || !/^\/?[a-z_]\w*(?:\/[a-z_]\w*)+$/.test(p.default))
      continue;
    const tree = unpacked.get(p.package);
    add({
      resolved: p.default,
      node: null,
      local: p.key,
      package: p.package,
      packageVersion: tree?.version ?? p.packageVersion,
      file: p.file,
    });
  }

  // `name:type` pairs of the shipped config (the automatic start's topic checks:
  // `control_manager/diagnostics:mrs_msgs/msg/ControlManagerDiagnostics`): the one place the release ties a name
  // to its type; the type then holds for every record of that name
  const typed = new Map<string, string>();
  for (const p of params) {
    for (const v of Array.isArray(p.default) ? p.default : [p.default]) {
      const m =
        typeof v === 'string' ? /^(\/?[a-z_]\w*(?:\/[a-z_]\w*)*):([a-z_]\w*\/(?:msg\/)?[A-Z]\w*)$/.exec(v) : null;
      if (!m) continue;
      add({
        resolved: m[1].replace(/^\//, ''),
        node: null,
        local: p.key,
        package: p.package,
        packageVersion: unpacked.get(p.package)?.version ?? p.packageVersion,
        file: p.file,
      });
      typed.set(m[1].replace(/^\//, '').replace(/^uav\d+\//, ''), m[2]);
    }
  }

  // names of other nodes written whole in a binary (`mrs_uav_status/set_trigger_service` in an RViz plugin, a
  // status display's `/mrs_uav_status/uav_status`): every shared library and executable of the release is read
  const owners = new Set(
    records.map((r) => r.name.split('/')[0]).filter((n) => n && records.some((r) => r.name.startsWith(`${n}/`))),
  );
  const whole = /^\/?([a-z_][a-z0-9_]*)(?:\/[a-z_][a-z0-9_]*)+$/;
  for (const [pkg, {prefixDir, version}] of [...unpacked].sort((a, b) => cmp(a[0], b[0]))) {
    for (const f of walk(path.join(prefixDir, 'lib')).sort()) {
      const file = path.join(prefixDir, 'lib', f);
      let buf: Buffer;
      try {
        buf = fs.readFileSync(file);
      } catch {
        continue;
      }
      if (buf.length < 4 || buf.readUInt32BE(0) !== 0x7f454c46) continue; // not ELF
      const seen = new Set<string>();
      for (const str of binaryStrings(buf)) {
        const m = whole.exec(str);
        if (!m || !owners.has(m[1]) || seen.has(str)) continue;
        seen.add(str);
        add({
          resolved: str.replace(/^\//, ''),
          node: null,
          local: str,
          package: pkg,
          packageVersion: version,
          file: `lib/${f}`,
        });
      }
    }
  }

  for (const r of records) if (typed.has(r.name)) r.type = typed.get(r.name)!;

  const key = (r: TopicRecord): string => `${r.name}\0${r.node}\0${r.local}\0${r.class}\0${r.file}`;
  const unique = new Map<string, TopicRecord>();
  for (const r of records) if (!unique.has(key(r))) unique.set(key(r), r);
  return [...unique.values()].sort(
    (a, b) =>
      cmp(a.package, b.package) ||
      cmp(String(a.node), String(b.node)) ||
      cmp(a.name, b.name) ||
      cmp(a.local, b.local) ||
      cmp(String(a.class), String(b.class)) ||
      cmp(a.file, b.file),
  );
}

/** The launch files of a package, for callers without launch.json records (tests). */
export function launchFilesOf(prefixDir: string, pkg: string): TopicsLaunchInput[] {
  return walk(path.join(prefixDir, 'share', pkg, 'launch'))
    .filter((f) => /\.(launch|xml|py)$/.test(f))
    .map((f) => ({package: pkg, file: `share/${pkg}/launch/${f}`}));
}
