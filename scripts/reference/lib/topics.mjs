// Topics and services of the released nodes and plugins, read from the packages without running anything:
//
// - the shared libraries: the names a node passes to its subscribers, publishers, service servers and clients are
//   string constants in its .so (2.0.0: `~/goto_in`, and `/predicted_trajectory` appended to a plugin's namespace;
//   1.5.0 nodelets: `goto_in` on the private node handle). A name ending in `_in` is something the node takes
//   (subscribes to, or offers as a service), `_out` something it gives (publishes, or calls).
// - the launch files: which node runs which class under which name, and the remappings (Python `remappings=[…]`,
//   XML `<remap from to>`), with the section comment above a remapping (`# subscribers`, `# services`, …) telling
//   a topic from a service.
// - the config: a plugin loaded by a manager (`control_manager.MpcTracker.address`) and its `namespace`, under
//   which its names live (`control_manager/mpc_tracker/predicted_trajectory`).
//
// A remapping whose `from` name is in none of the node's library strings (when the library was read) is
// recorded with `remapOnly: true`: the launch file renames something the node does not have.
import fs from 'node:fs';
import path from 'node:path';
import {closeParen, pyString, splitArgs} from './launch.mjs';
import {cmp, walk, xmlAttrs} from './fsutil.mjs';

/** Printable ASCII runs of at least `min` characters in a binary file. */
export function binaryStrings(buf, min = 3) {
  const out = [];
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

const NAME = '[a-z][a-z0-9_]*(?:/[a-z][a-z0-9_]*)*';
const PRIVATE_2 = new RegExp(`^~/(${NAME})$`);
const APPENDED_2 = new RegExp(`^/(${NAME})$`);
const PRIVATE_1 = /^([a-z][a-z0-9_]*(?:\/[a-z][a-z0-9_]*)*_(?:in|out))$/;

/**
 * The endpoint names a library holds. `private`: names on the node's private namespace (`goto_in`);
 * `appended`: names a plugin appends to its own namespace (`predicted_trajectory`).
 */
export function libraryNames(strings, ros) {
  const priv = new Set();
  const appended = new Set();
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
export function inLibrary(lib, local, ros) {
  const written = ros === 2 ? `~/${local}` : local;
  if (written.length <= 15) return lib.strings.some((s) => s.endsWith(written)) ? true : null;
  // a longer literal may be stored in 16-byte pieces for vector loads, side by side with other pieces
  const head = written.slice(0, 16);
  return lib.strings.some((s) => s.endsWith(written) || s.includes(head));
}

const directionOf = (name) => (/_in$/.test(name) ? 'in' : /_out$/.test(name) ? 'out' : null);
const ROLE = {topic: {in: 'subscribes', out: 'publishes'}, service: {in: 'offers', out: 'calls'}};

/** The kind a section comment announces: `# subscribers` → topic, `# services` → service. */
function kindOfComment(text) {
  const t = text.toLowerCase();
  if (/service/.test(t)) return 'service';
  if (/subscri|publish|topic/.test(t)) return 'topic';
  return null;
}

/** A private name without its `~/` or `~` (`~/goto_in` → `goto_in`), or null for another kind of name. */
const privatePart = (name) => (/^~\/?/.test(name) ? name.replace(/^~\/?/, '') : null);

/** A name as seen from the UAV's namespace: `~/x` of node N → `N/x`, `x` → `x`, `/x` stays absolute. */
export function resolveName(name, node) {
  const p = privatePart(name);
  if (p !== null) return `${node}/${p}`;
  return name;
}

/** Remappings of a Python launch file's `Node`/`ComposableNode` calls, with the node's name and class. */
export function pythonLaunchRemaps(src) {
  const out = [];
  for (const m of src.matchAll(/\b(Node|ComposableNode|LifecycleNode)\s*\(/g)) {
    const open = m.index + m[0].length - 1;
    const end = closeParen(src, open);
    if (end < 0) continue;
    const kw = {};
    for (const p of splitArgs(src.slice(open + 1, end - 1))) {
      const k = /^([A-Za-z_]\w*)\s*=(?!=)\s*([\s\S]*)$/.exec(p);
      if (k && k[1] !== 'remappings') kw[k[1]] = pyString(k[2].trim()) ?? null;
    }
    // the remappings list read from the source itself, so that its section comments stay
    const remaps = [];
    const r = /\bremappings\s*=\s*\[/g;
    r.lastIndex = open;
    const rm = r.exec(src);
    if (rm && rm.index < end) {
      const listStart = rm.index + rm[0].length - 1;
      const listEnd = closeParen(src, listStart);
      let kind = null;
      let lineNo = src.slice(0, listStart).split('\n').length;
      for (const line of src.slice(listStart, listEnd).split('\n')) {
        const comment = /^\s*#(.*)$/.exec(line);
        if (comment) kind = kindOfComment(comment[1]) ?? kind;
        else {
          for (const t of line.replace(/#.*$/, '').matchAll(/\(\s*("[^"]*"|'[^']*')\s*,\s*("[^"]*"|'[^']*')\s*\)/g)) {
            remaps.push({from: t[1].slice(1, -1), to: t[2].slice(1, -1), kind, line: lineNo});
          }
        }
        lineNo++;
      }
    }
    out.push({name: kw.name ?? null, class: kw.plugin ?? null, executable: kw.executable ?? null, package: kw.package ?? null, remaps});
  }
  return out;
}

/** Remappings of an XML launch file's `<node>` elements, with the node's name, class (nodelet) and kind comments. */
export function xmlLaunchRemaps(src) {
  const out = [];
  for (const m of src.matchAll(/<node\b([^>]*?)(\/?)>/g)) {
    const attrs = xmlAttrs(m[1]);
    const rec = {name: attrs.name ?? null, class: null, executable: attrs.type ?? null, package: attrs.pkg ?? null, remaps: []};
    // a nodelet: args="load|standalone pkg/Class manager"
    const lookup = /(?:^|\s)([a-z][\w]*\/[A-Z]\w*)(?:\s|$)/.exec(attrs.args ?? '');
    if (attrs.type === 'nodelet' && lookup) rec.class = lookup[1];
    if (!m[2]) {
      const close = src.indexOf('</node>', m.index);
      const body = close > 0 ? src.slice(m.index + m[0].length, close) : '';
      let kind = null;
      let offset = m.index + m[0].length;
      for (const line of body.split('\n')) {
        const lineNo = src.slice(0, offset).split('\n').length;
        offset += line.length + 1;
        const comment = /<!--([\s\S]*?)-->/.exec(line);
        const remap = /<remap\b([^>]*?)\/?>/.exec(line);
        if (comment && !remap) {
          kind = kindOfComment(comment[1]) ?? kind;
          continue;
        }
        // a remap inside a comment is not in force
        if (remap && !(comment && comment.index < remap.index)) {
          const a = xmlAttrs(remap[1]);
          if (a.from && a.to) rec.remaps.push({from: a.from, to: a.to, kind, line: lineNo});
        }
      }
    }
    out.push(rec);
  }
  return out;
}

/**
 * Every topic and service record of one release.
 * @param {object} o
 * @param {Map<string, {prefixDir: string, version: string}>} o.unpacked package → its unpacked tree
 * @param {2|1} o.ros ROS generation
 * @param {object[]} o.nodes nodes.json records (components and nodelets with their library)
 * @param {object[]} o.plugins plugins.json records
 * @param {object[]} o.params params.json records
 * @param {object[]} o.launch launch.json records (name, package, file)
 */
export function extractTopics({unpacked, ros, nodes, plugins, params, launch}) {
  const records = [];
  const libCache = new Map();
  /** The package, file and names of a library, or null when it is not in the release. */
  const library = (pkg, lib) => {
    if (!pkg || !lib || !unpacked.has(pkg)) return null;
    const {prefixDir, version} = unpacked.get(pkg);
    const base = lib.replace(/^lib\//, '').replace(/\.so$/, '').replace(/^lib/, '');
    const rel = `lib/lib${base}.so`;
    const key = `${pkg}\0${rel}`;
    if (!libCache.has(key)) {
      const file = path.join(prefixDir, rel);
      if (!fs.existsSync(file)) libCache.set(key, null);
      else {
        const strings = binaryStrings(fs.readFileSync(file));
        libCache.set(key, {package: pkg, packageVersion: version, file: rel, names: libraryNames(strings, ros), strings});
      }
    }
    return libCache.get(key);
  };
  // class (and 1.5.0 lookup name) → its library
  const classLib = new Map();
  for (const n of nodes) if (n.library && n.kind !== 'executable') classLib.set(n.name, library(n.package, n.library));
  for (const p of plugins) {
    const lib = library(p.package, p.library);
    if (!lib) continue;
    if (p.class && !classLib.get(p.class)) classLib.set(p.class, lib);
    if (p.name && !classLib.get(p.name)) classLib.set(p.name, lib);
  }

  const namespaceOf = (cls) => String(cls ?? '').split(/::|\//)[0];
  const pluginLibsOf = (cls) =>
    plugins
      .filter((p) => p.base && namespaceOf(p.base) === namespaceOf(cls))
      .map((p) => library(p.package, p.library))
      .filter(Boolean);

  const add = (rec) => {
    const kind = rec.kind ?? null;
    const direction = rec.direction ?? null;
    records.push({
      name: rec.resolved,
      node: rec.node,
      class: rec.class ?? null,
      local: rec.local,
      direction,
      kind,
      role: kind && direction ? ROLE[kind][direction] : null,
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
    for (const n of started) {
      if (!n.name || /[$(){}]/.test(n.name)) continue; // a name built at launch time
      const lib = n.class ? classLib.get(n.class) : null;
      const remapFrom = new Map();
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
            kind: r?.kind,
            package: lib.package,
            packageVersion: lib.packageVersion,
            file: lib.file,
            remap: r ? {to: r.to, package: lf.package, file: lf.file, line: r.line} : undefined,
          });
        }
      }
      // the node's own library, and those of the plugins it can load (a base class in its namespace)
      const libs = lib ? [lib, ...pluginLibsOf(n.class)] : [];
      const verdictOf = (local) => {
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
          kind: r.kind,
          // the library was read and has no such name: the remapping renames nothing
          remapOnly: inCode === false,
          package: lf.package,
          packageVersion: unpacked.get(lf.package).version,
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
    const lib = classLib.get(p.default);
    if (!lib || !nodeNames.has(manager)) continue;
    const nsRec = byKey.get(p.key.replace(/\.address$/, '.namespace'));
    const ns = typeof nsRec?.default === 'string' && nsRec.default ? nsRec.default : entry;
    const seen = new Set();
    const push = (resolved, local) => {
      if (seen.has(resolved)) return;
      seen.add(resolved);
      add({
        resolved,
        node: manager,
        class: p.default,
        local,
        direction: directionOf(local),
        package: lib.package,
        packageVersion: lib.packageVersion,
        file: lib.file,
        config: p.file,
      });
    };
    for (const local of [...lib.names.appended].sort()) {
      // `/hw_api/imu`: a name under another node of the UAV; `/predicted_trajectory`: under the plugin's namespace
      const first = local.split('/')[0];
      push(local.includes('/') && nodeNames.has(first) ? local : `${manager}/${ns}/${local}`, local);
    }
    for (const local of [...lib.names.private].sort()) push(ros === 2 ? `${manager}/${local}` : `${manager}/${ns}/${local}`, local);
  }

  const key = (r) => `${r.name}\0${r.node}\0${r.local}\0${r.class}\0${r.file}`;
  const unique = new Map();
  for (const r of records) if (!unique.has(key(r))) unique.set(key(r), r);
  return [...unique.values()].sort((a, b) => cmp(a.package, b.package) || cmp(a.node, b.node) || cmp(a.name, b.name) || cmp(a.local, b.local) || cmp(String(a.class), String(b.class)) || cmp(a.file, b.file));
}

/** The launch files of a package, for callers without launch.json records (tests). */
export function launchFilesOf(prefixDir, pkg) {
  return walk(path.join(prefixDir, 'share', pkg, 'launch'))
    .filter((f) => /\.(launch|xml|py)$/.test(f))
    .map((f) => ({package: pkg, file: `share/${pkg}/launch/${f}`}));
}
