#!/usr/bin/env node
// Writes the reference pages of both docs versions from the committed release data
// (reference/<version>/params.json, interfaces.json, packages.json): one page per package with public
// parameters and one page of mrs_msgs interfaces, in the reference/ folder of each release's docs tree
// (config/releases.ts), plus the index page of each section and the tests' route
// manifest rows. The interface page lists the mrs_msgs types that the pages of its version name in code (read
// as the drift check reads them, src/features/reference-links/names.ts) and the mrs_msgs types of their
// fields. The pages are generated: edit this script or the data, then run `npm run reference:pages`. `--check` writes nothing and exits 1 when a
// committed page differs from what the data gives (tests/checks/reference-pages.spec.ts runs it).
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const jiti = require('jiti')(import.meta.url, {interopDefault: true});
const {formatValue} = jiti('../../src/components/ConfigBuilder/yaml.ts');
const names = jiti('../../src/features/reference/names.ts');

const REFERENCE = process.env.MRS_DOCS_REFERENCE_DIR ?? path.join(ROOT, 'reference');
const {RELEASES, releaseOfRoute} = jiti('../../config/releases.ts');
// Each release's pages compare it with a neighbour in the table (newest first): the newest release with the one
// before it (`newer`: "new in", "changed since"), every other release with the one after it ("not in", "changed in").
const VERSIONS = RELEASES.map((r, i) => {
  const newer = i === 0;
  const other = RELEASES[newer ? 1 : i - 1];
  return {
    version: r.version,
    other: other.version,
    otherRos: other.ros,
    newer,
    ros: r.ros,
    dir: `${r.docsDir}/reference`,
    base: `${r.route}/reference`,
    manifest: `tests/data/${r.manifest}`,
    distro: r.distro,
  };
});

const read = (version, name) => JSON.parse(fs.readFileSync(path.join(REFERENCE, version, `${name}.json`), 'utf8'));

/** Text for MDX: characters that would start JSX, an expression or Markdown markup are escaped. */
function mdText(text) {
  return String(text)
    .replace(/\\/g, '\\\\')
    .replace(/([{}<>*_[\]`|#~])/g, '\\$1')
    .replace(/\s+/g, ' ')
    .trim();
}

function inlineCode(text) {
  const s = String(text);
  return s.includes('`') ? `\`\` ${s} \`\`` : `\`${s}\``;
}

const TYPE_OF = (record) => (['bool', 'int', 'float', 'str', 'seq'].includes(record.type) ? record.type : 'str');

function valueText(record) {
  if (record.default === null || record.default === undefined) return 'none';
  if (typeof record.default === 'object' && !Array.isArray(record.default)) return JSON.stringify(record.default);
  return formatValue(record.default, TYPE_OF(record));
}

const configFile = (record) => record.file.replace(/^share\/[^/]+\//, '');
const sameValue = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/** Comments that are notes to the package's developers ("TODO …") are not documentation: left out. */
const DEVELOPER_NOTE = /\b(TODO|TBD|FIXME)\b/;

/** Dotted keys shared by two records of a page get the file in their anchor; the others are anchored by the key. */
function anchorsOf(records) {
  const keyCount = new Map();
  for (const r of records) keyCount.set(r.key, (keyCount.get(r.key) ?? 0) + 1);
  return (r) =>
    keyCount.get(r.key) > 1
      ? `${configFile(r)
          .replace(/^config\/public\//, '')
          .replace(/\.yaml$/, '')
          .replace(/[^\w.-]+/g, '-')}--${r.key}`
      : r.key;
}

const builtOn = (info) => `${info.build.slice(0, 4)}-${info.build.slice(4, 6)}-${info.build.slice(6, 8)}`;
const provenance = (info) =>
  info ? ` (package version ${info.version}, source commit \`${info.git}\`, Debian package \`${info.deb}\`)` : '';

function customConfigText() {
  return (
    'To change values, write only the parameters you change into a YAML file with the same nesting and pass it as the `custom_config` launch argument of the core. ' +
    'The builder below assembles that file: tick "Add to custom config" under a parameter, edit its value here, then copy or download the file. ' +
    'Picks are kept in this browser across the reference pages of this version, so one file can cover several packages.'
  );
}

/**
 * The page of a package's public parameters, or of one group of them (`group`: a file or folder of the package's
 * `config/public/`), with a builder for custom config files.
 */
function paramsPage(spec, pkg, group, records, otherRecords, packages, position) {
  const info = packages.find((p) => p.name === pkg);
  const files = [...new Set(records.map(configFile))].sort();
  const otherByKey = new Map(otherRecords.map((r) => [r.key, r]));
  const anchor = anchorsOf(records);
  const lines = [];
  lines.push('---');
  lines.push(`title: ${group ? `${pkg}/${group}` : pkg} parameters`);
  lines.push(`sidebar_label: ${group ?? pkg}`);
  // The table of contents lists the config files; each parameter is a level-3 heading with its own anchor.
  lines.push('toc_max_heading_level: 2');
  lines.push(`sidebar_position: ${position}`);
  if (info) lines.push(`verified: generated from the ${spec.version} release (${pkg} built ${builtOn(info)})`);
  lines.push(
    group
      ? `description: The public parameters of ${pkg} ${spec.version} in ${files.length === 1 ? files[0] : `config/public/${group}/`}, with type, default and unit read from the released package, and a builder for custom config files.`
      : `description: Every public parameter of ${pkg} ${spec.version} with its type, default and unit, read from the released package, and a builder for custom config files.`,
  );
  lines.push('---');
  lines.push('');
  lines.push("import ConfigBuilder, {ParamPick} from '@site/src/components/ConfigBuilder';");
  lines.push('');
  const where =
    files.length === 1
      ? inlineCode(files[0])
      : `the ${files.length} files under ${inlineCode(`config/public/${group}/`)}`;
  lines.push(
    group
      ? `This page lists ${records.length === 1 ? 'the one public parameter' : `the ${records.length} public parameters`} of \`${pkg}\` that ${where} ${files.length === 1 ? 'holds' : 'hold'}, as the ${spec.version} release ships them${provenance(info)}. ` +
          `The package's other public parameters are on the pages of the [${pkg}](index.md) section, one page per file or folder of its \`config/public/\`. ` +
          `The installed files are under \`/opt/ros/${spec.distro}/share/${pkg}/\`.`
      : `This page lists the ${records.length} public parameters of \`${pkg}\` as the ${spec.version} release ships them${provenance(info)}. ` +
          `Public parameters are the ones a UAV's custom config is meant to change; they live in ${files.length === 1 ? 'one file' : `${files.length} files`} under \`config/public/\` of the installed package (\`/opt/ros/${spec.distro}/share/${pkg}/\`).`,
  );
  lines.push('');
  lines.push(
    'Each entry gives the dotted path of the parameter, which is also its nesting in a YAML file, then its type, the default of the release and the unit where the shipped file states one. ' +
      'The text in quotation marks under an entry is the comment that accompanies the parameter in the shipped file. ' +
      `Entries marked "new in ${spec.version}" or with an older default compare this release with ${spec.other}.`,
  );
  lines.push('');
  lines.push(customConfigText());
  lines.push('');
  lines.push(`<ConfigBuilder version="${spec.version}" />`);
  lines.push('');
  for (const file of files) {
    lines.push(`## ${inlineCode(file)}`);
    lines.push('');
    for (const r of records.filter((x) => configFile(x) === file)) {
      lines.push(`### ${inlineCode(r.key)} {#${anchor(r)}}`);
      lines.push('');
      const facts = [`Type ${inlineCode(r.type)}`, `default ${inlineCode(valueText(r))}`];
      if (r.unit) facts.push(`unit ${inlineCode(r.unit)}`);
      const other = otherByKey.get(r.key);
      if (!other) facts.push(spec.newer ? `new in ${spec.version}` : `not in ${spec.other}`);
      else if (other && !sameValue(other.default, r.default))
        facts.push(`default in ${spec.other}: ${inlineCode(valueText(other))}`);
      lines.push(`${facts.join(' · ')}.`);
      if (r.description && !DEVELOPER_NOTE.test(r.description)) {
        lines.push('');
        lines.push(`“${mdText(r.description)}”`);
      }
      lines.push('');
      const type = TYPE_OF(r);
      const value =
        r.default === null || r.default === undefined || (typeof r.default === 'object' && !Array.isArray(r.default))
          ? ''
          : r.default;
      lines.push(
        `<ParamPick version="${spec.version}" pkg="${pkg}" path={${JSON.stringify(r.key)}} type="${type}" value={${JSON.stringify(value)}} />`,
      );
      lines.push('');
    }
  }
  return `${lines.join('\n').replace(/\n+$/, '')}\n`;
}

/** The index page of a grouped package: what each group's page holds, and the builder. */
function packageIndexPage(spec, pkg, groups, packages, position) {
  const info = packages.find((p) => p.name === pkg);
  const total = groups.reduce((n, g) => n + g.records.length, 0);
  const lines = [];
  lines.push('---');
  lines.push(`title: ${pkg} parameters`);
  lines.push(`sidebar_label: ${pkg}`);
  lines.push(`sidebar_position: ${position}`);
  if (info) lines.push(`verified: generated from the ${spec.version} release (${pkg} built ${builtOn(info)})`);
  lines.push(
    `description: The ${total} public parameters of ${pkg} ${spec.version}, one page per file or folder of its config/public/, read from the released package, with a builder for custom config files.`,
  );
  lines.push('---');
  lines.push('');
  lines.push("import ConfigBuilder from '@site/src/components/ConfigBuilder';");
  lines.push('');
  lines.push(
    `\`${pkg}\` ships ${total} public parameters in the ${spec.version} release${provenance(info)}. ` +
      `They are split here as the installed package splits them: one page for each file or folder of \`config/public/\` under \`/opt/ros/${spec.distro}/share/${pkg}/\`. ` +
      'Each page gives every parameter of its files with type, default, unit and the comment of the shipped file, and each parameter has its own anchor.',
  );
  lines.push('');
  lines.push('| Page | Parameters | Shipped files, under `config/public/` |');
  lines.push('| --- | ---: | --- |');
  for (const g of groups) {
    const files = [...new Set(g.records.map(configFile))].sort().map((f) => f.replace(/^config\/public\//, ''));
    lines.push(`| [${g.group}](${g.group}.md) | ${g.records.length} | ${files.map(inlineCode).join(', ')} |`);
  }
  lines.push('');
  lines.push(
    'The dotted path of a parameter starts with the namespace the file nests it under, which is not always the name of the file: ' +
      'a custom config repeats that nesting, whichever page lists the parameter. ' +
      'The search box finds a parameter by its path or by its last segments.',
  );
  lines.push('');
  lines.push(customConfigText());
  lines.push('');
  lines.push(`<ConfigBuilder version="${spec.version}" />`);
  return `${lines.join('\n').replace(/\n+$/, '')}\n`;
}

function indexPage(spec, pages) {
  const total = pages.reduce((n, p) => n + p.count, 0);
  const lines = [
    '---',
    'title: Reference',
    'sidebar_position: 99',
    `verified: generated from the ${spec.version} release`,
    `description: The public parameters and the mrs_msgs interfaces of the MRS UAV System ${spec.version} packages, generated from the released packages, with a builder for custom config files.`,
    '---',
    '',
    "import DocCardList from '@theme/DocCardList';",
    '',
    `These pages list every public parameter of the MRS UAV System ${spec.version} packages: ${total} parameters in ${pages.length} packages. ` +
      'They are generated from the released Debian packages, so the names, types and defaults are the ones your installation reads. ' +
      `Each parameter has its own anchor, so a link such as \`reference/${pages[0]?.pkg ?? 'mrs_uav_status'}#<path>\` points at one entry, and the search box finds a parameter by its path. ` +
      `The packages with the most parameters (${names.GROUPED_PACKAGES.map((p) => `\`${p}\``).join(' and ')}) have a section each, with one page per file or folder of their \`config/public/\`.`,
    '',
    'Start with the package whose behaviour you want to change: the managers hold the takeoff, landing, safety and estimator switching settings; the controllers and trackers hold gains and limits of the flight itself; the state estimators hold the filter settings per estimator. ' +
      'A custom config contains only what differs from these defaults. The builder on each page collects the parameters you tick, across packages, and writes the YAML file with the right nesting and types.',
    '',
    'Parameters that a package keeps private (its `config/private/` files) are not listed: they are internal to the node and not meant to be overridden.',
    '',
    `The [mrs_msgs interfaces](${INTERFACE_PAGE}.md) page gives the definition of every \`mrs_msgs\` message and service that the ${spec.version} pages use, with its fields and constants as the released package declares them. ` +
      'Wherever a page names such a type or a public parameter in code, the name links to its entry here, in the same version as the page.',
    '',
    '<DocCardList />',
    '',
  ];
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------------------
// The mrs_msgs interface page

const INTERFACE_PACKAGE = 'mrs_msgs';
const INTERFACE_PAGE = INTERFACE_PACKAGE;

/** Markdown files of a version's docs tree, the generated interface page left out (it is made from the others). */
function docFiles(spec) {
  const out = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, {withFileTypes: true})) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.mdx?$/.test(e.name) && path.relative(ROOT, p) !== path.join(spec.dir, `${INTERFACE_PAGE}.md`))
        out.push(p);
    }
  };
  walk(path.join(ROOT, names.DOC_DIRS[spec.version]));
  return out.sort();
}

/** Record names of the mrs_msgs types the pages of a version name in code (inline or in blocks). */
function mentionedTypes(spec, known) {
  const found = new Set();
  for (const file of docFiles(spec)) {
    for (const piece of names.codePieces(fs.readFileSync(file, 'utf8'))) {
      for (const m of names.interfaceMentions(piece.text)) {
        if (m.pkg !== INTERFACE_PACKAGE) continue;
        const name = names.resolveInterface(m, spec.version, known);
        if (name) found.add(name);
      }
    }
  }
  return found;
}

const parts = (r) =>
  r.kind === 'srv'
    ? [
        ['request', r.request],
        ['response', r.response],
      ]
    : [['message', r.message]];

/** The record names of the messages used by a record's fields, in the version's data. */
function fieldTypes(r, spec, byName) {
  const out = [];
  for (const [, part] of parts(r)) {
    for (const f of part.fields) {
      const q = names.fieldMessageType(f.type, r.package);
      const name = q && names.messageRecordName(q, spec.version);
      if (name && byName.has(name)) out.push(name);
    }
  }
  return out;
}

/** A record in a form both versions share: field types package-qualified, without the kind segment. */
/** ROS 1 primitive time types and the ROS 2 messages that replace them: the same field in either generation. */
const GENERATION_SPELLING = {time: 'builtin_interfaces/Time', duration: 'builtin_interfaces/Duration'};

function normalised(r) {
  const type = (declared) => {
    const t = declared.replace(/^(time|duration)(?=\[|$)/, (m) => GENERATION_SPELLING[m]);
    const q = names.fieldMessageType(t, r.package);
    return q ? `${q}${/\[[^\]]*\]$/.exec(t)?.[0] ?? ''}` : t;
  };
  return Object.fromEntries(
    parts(r).map(([part, def]) => [
      part,
      {
        fields: def.fields.map((f) => ({name: f.name, type: type(f.type)})),
        constants: def.constants.map((c) => ({name: c.name, type: c.type, value: String(c.value)})),
      },
    ]),
  );
}

/** The same type's record names in the other version's data (ROS 2 data names `pkg/msg/Type`, ROS 1 `pkg/Type`). */
const otherName = (name, otherRos) => {
  const [pkg, ...rest] = name.split('/');
  const type = rest[rest.length - 1];
  return otherRos === 2 ? ['msg', 'srv', 'action'].map((k) => `${pkg}/${k}/${type}`) : [`${pkg}/${type}`];
};

/**
 * How a type changed from an older release to a newer one (the same phrases on both versions' pages): fields and
 * constants added, removed or retyped. Field defaults are left out: ROS 1 definitions have none.
 */
function changes(older, newer, olderVersion, newerVersion) {
  if (older.kind !== newer.kind)
    return [
      `a ${older.kind === 'srv' ? 'service' : 'message'} in ${olderVersion}, a ${newer.kind === 'srv' ? 'service' : 'message'} in ${newerVersion}`,
    ];
  const out = [];
  const a = normalised(older);
  const b = normalised(newer);
  for (const [part] of parts(newer)) {
    const where = newer.kind === 'srv' ? ` (${part})` : '';
    const compare = (kind, before, after, show) => {
      const beforeBy = new Map(before.map((x) => [x.name, x]));
      const afterBy = new Map(after.map((x) => [x.name, x]));
      const plural = (list) => `${kind}${list.length > 1 ? 's' : ''}`;
      const added = after.filter((x) => !beforeBy.has(x.name)).map((x) => inlineCode(x.name));
      const removed = before.filter((x) => !afterBy.has(x.name)).map((x) => inlineCode(x.name));
      if (added.length) out.push(`${plural(added)} ${added.join(', ')}${where} added`);
      if (removed.length) out.push(`${plural(removed)} ${removed.join(', ')}${where} removed`);
      for (const x of after) {
        const y = beforeBy.get(x.name);
        if (y && show(y) !== show(x))
          out.push(`${inlineCode(x.name)}${where}: ${inlineCode(show(y))} → ${inlineCode(show(x))}`);
      }
    };
    compare('field', a[part].fields, b[part].fields, (x) => x.type);
    compare('constant', a[part].constants, b[part].constants, (x) => `${x.type} ${x.value}`);
  }
  return out;
}

/** JSX text: a JavaScript string expression, so that braces, angle brackets and spaces stay as they are. */
const jsxText = (text) => `{${JSON.stringify(text)}}`;

function defaultText(value) {
  if (typeof value === 'string') return JSON.stringify(value);
  return String(value);
}

/**
 * One definition as `ros2 interface show` / `rosmsg show` print it (a type and a name per line, constants with
 * their value, a service's request and response apart by `---`), in plain HTML: an mrs_msgs type links to its entry.
 */
function definitionBlock(r, spec, listed) {
  const pieces = [];
  let text = '';
  const flush = () => {
    if (text) pieces.push(jsxText(text));
    text = '';
  };
  parts(r).forEach(([, def], i) => {
    if (i > 0) text += '---\n';
    for (const c of def.constants) text += `${c.type} ${c.name}=${c.value}\n`;
    for (const f of def.fields) {
      const q = names.fieldMessageType(f.type, r.package);
      const target = q && names.messageRecordName(q, spec.version);
      if (target && listed.has(target)) {
        flush();
        pieces.push(`<a href="#${names.interfaceAnchor(target)}">${jsxText(f.type)}</a>`);
      } else text += f.type;
      text += ` ${f.name}${f.default !== undefined ? ` ${defaultText(f.default)}` : ''}\n`;
    }
  });
  text = text.replace(/\n$/, '');
  flush();
  return `<pre className="mrs-idl"><code>${pieces.join('')}</code></pre>`;
}

function interfacePage(spec, records, otherRecords, packages, position) {
  const byName = new Map(records.filter((r) => r.package === INTERFACE_PACKAGE).map((r) => [r.name, r]));
  const otherByName = new Map(otherRecords.filter((r) => r.package === INTERFACE_PACKAGE).map((r) => [r.name, r]));
  const mentioned = mentionedTypes(spec, new Set(byName.keys()));
  // the types the pages name, and the mrs_msgs types of their fields, and of those fields' types
  const listed = new Set();
  const queue = [...mentioned];
  while (queue.length) {
    const name = queue.shift();
    if (listed.has(name)) continue;
    listed.add(name);
    queue.push(...fieldTypes(byName.get(name), spec, byName));
  }
  const sorted = (kind) =>
    [...listed]
      .map((n) => byName.get(n))
      .filter((r) => r.kind === kind)
      .sort((a, b) => (names.interfaceAnchor(a.name) < names.interfaceAnchor(b.name) ? -1 : 1));
  const messages = sorted('msg');
  const services = sorted('srv');
  const info = packages.find((p) => p.name === INTERFACE_PACKAGE);
  const all = [...byName.values()];
  const prefix = `/opt/ros/${spec.distro}`;
  const show = spec.ros === 2 ? '`ros2 interface show`' : '`rosmsg show` (`rossrv show` for a service)';
  const lines = [];
  lines.push('---');
  lines.push(`title: ${INTERFACE_PACKAGE} interfaces`);
  lines.push(`sidebar_label: ${INTERFACE_PACKAGE} interfaces`);
  lines.push(`sidebar_position: ${position}`);
  if (info)
    lines.push(
      `verified: generated from the ${spec.version} release (${INTERFACE_PACKAGE} built ${info.build.slice(0, 4)}-${info.build.slice(4, 6)}-${info.build.slice(6, 8)})`,
    );
  lines.push(
    `description: The ${INTERFACE_PACKAGE} messages and services that the ${spec.version} pages use, with their fields and constants as the released package declares them.`,
  );
  lines.push('---');
  lines.push('');
  lines.push(
    `This page defines the ${messages.length} messages and ${services.length} services of \`${INTERFACE_PACKAGE}\` that the ${spec.version} pages name, with the \`${INTERFACE_PACKAGE}\` messages their fields contain, as the ${spec.version} release ships them` +
      (info
        ? ` (package version ${info.version}, source commit \`${info.git}\`, Debian package \`${info.deb}\`)`
        : '') +
      `. Wherever a page of this version writes one of these types in code, the name links to its entry here. ` +
      `The release has ${all.filter((r) => r.kind === 'msg').length} messages and ${all.filter((r) => r.kind === 'srv').length} services in \`${INTERFACE_PACKAGE}\`; \`${spec.ros === 2 ? `ros2 interface package ${INTERFACE_PACKAGE}` : `rosmsg package ${INTERFACE_PACKAGE}`}\` lists them all on an installed system.`,
  );
  lines.push('');
  lines.push(
    `Each entry shows the definition as ${show} prints it: one field per line, its type first, and the constants with their values. ` +
      'A service has its request above the `---` line and its response below. ' +
      (spec.ros === 2 ? 'A value after a field name is the default the field takes in a new message. ' : '') +
      `Under the heading are the package version and the file the definition was read from (under \`${prefix}\`), and how the type compares with ${spec.other}.`,
  );
  lines.push('');
  const entry = (r) => {
    lines.push(`### ${inlineCode(r.name)} {#${names.interfaceAnchor(r.name)}}`);
    lines.push('');
    const facts = [
      r.kind === 'srv' ? 'Service' : 'Message',
      `<code>${jsxText(`${r.package} ${r.packageVersion}`)}</code>`,
      `<code>${jsxText(`${prefix}/${r.file}`)}</code>`,
    ];
    const other = otherName(r.name, spec.otherRos)
      .map((n) => otherByName.get(n))
      .find(Boolean);
    if (!other) facts.push(spec.newer ? `new in ${spec.version}` : `not in ${spec.other}`);
    else {
      const diff = spec.newer
        ? changes(other, r, spec.other, spec.version)
        : changes(r, other, spec.version, spec.other);
      if (diff.length) {
        const html = diff.map((d) => d.replace(/`([^`]+)`/g, (_, t) => `<code>${jsxText(t)}</code>`));
        facts.push(`${spec.newer ? `changed since ${spec.other}` : `changed in ${spec.other}`}: ${html.join('; ')}`);
      }
    }
    lines.push(`<p className="mrs-idl-facts">${facts.join(' · ')}</p>`);
    lines.push('');
    lines.push(definitionBlock(r, spec, listed));
    lines.push('');
  };
  lines.push('## Messages');
  lines.push('');
  messages.forEach(entry);
  lines.push('## Services');
  lines.push('');
  services.forEach(entry);
  return {text: `${lines.join('\n').replace(/\n+$/, '')}\n`, count: listed.size};
}

const check = process.argv.includes('--check');
const outputs = new Map();
const manifestRows = new Map();

for (const spec of VERSIONS) {
  const params = read(spec.version, 'params').records.filter((r) => r.scope === 'public');
  const otherParams = read(spec.other, 'params').records.filter((r) => r.scope === 'public');
  const packages = read(spec.version, 'packages').records;
  const pkgs = [...new Set(params.map((r) => r.package))].sort();
  const pages = pkgs.map((pkg) => ({pkg, count: params.filter((r) => r.package === pkg).length}));
  outputs.set(path.join(spec.dir, 'index.md'), indexPage(spec, pages));
  outputs.set(
    path.join(spec.dir, '_category_.json'),
    `${JSON.stringify({label: 'Reference', position: 99}, null, 2)}\n`,
  );
  const routes = [];
  pkgs.forEach((pkg, i) => {
    const records = params.filter((r) => r.package === pkg);
    const others = otherParams.filter((r) => r.package === pkg);
    if (!names.GROUPED_PACKAGES.includes(pkg)) {
      outputs.set(path.join(spec.dir, `${pkg}.md`), paramsPage(spec, pkg, undefined, records, others, packages, i + 1));
      routes.push(`${spec.base}/${pkg}\t${pkg} parameters\tdoc\t2`);
      return;
    }
    const groups = [...new Set(records.map((r) => names.paramGroup(r)))]
      .sort()
      .map((group) => ({group, records: records.filter((r) => names.paramGroup(r) === group)}));
    outputs.set(path.join(spec.dir, pkg, 'index.md'), packageIndexPage(spec, pkg, groups, packages, i + 1));
    outputs.set(
      path.join(spec.dir, pkg, '_category_.json'),
      `${JSON.stringify({label: pkg, position: i + 1}, null, 2)}\n`,
    );
    routes.push(`${spec.base}/${pkg}/\t${pkg} parameters\tcategory\t2`);
    groups.forEach((g, j) => {
      outputs.set(
        path.join(spec.dir, pkg, `${g.group}.md`),
        paramsPage(spec, pkg, g.group, g.records, others, packages, j + 1),
      );
      routes.push(`${spec.base}/${pkg}/${g.group}\t${pkg}/${g.group} parameters\tdoc\t3`);
    });
  });
  const iface = interfacePage(
    spec,
    read(spec.version, 'interfaces').records,
    read(spec.other, 'interfaces').records,
    packages,
    pkgs.length + 1,
  );
  outputs.set(path.join(spec.dir, `${INTERFACE_PAGE}.md`), iface.text);
  manifestRows.set(spec.manifest, [
    `${spec.base}/\tReference\tcategory\t1`,
    ...routes,
    `${spec.base}/${INTERFACE_PAGE}\t${INTERFACE_PACKAGE} interfaces\tdoc\t2`,
  ]);
}

// The tests' route manifest lists the generated pages after the specification's routes.
const tsv = (file) => fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n').filter(Boolean);
const pageRows = [];
for (const spec of VERSIONS) {
  const rows = manifestRows.get(spec.manifest);
  const kept = tsv(spec.manifest).filter((line) => !line.startsWith(`${spec.base}/`));
  outputs.set(spec.manifest, `${[...kept, ...rows].join('\n')}\n`);
  for (const row of rows) {
    const [route, title] = row.split('\t');
    const file = route.endsWith('/')
      ? `${spec.dir}/${route.slice(spec.base.length + 1)}index.md`
      : `${spec.dir}/${route.slice(spec.base.length + 1)}.md`;
    const position = /^sidebar_position: (\d+)$/m.exec(outputs.get(file))[1];
    pageRows.push([route, file, position, '', title].join('\t'));
  }
}
const bases = VERSIONS.map((spec) => `${spec.base}/`);
const keptPages = tsv('tests/data/pages.tsv').filter((line) => !bases.some((base) => line.startsWith(base)));
// pages.tsv lists the routes of each release in the table's order: its other pages, then its generated ones
const ofRelease = (rows, spec) => rows.filter((line) => releaseOfRoute(line.split('\t')[0])?.version === spec.version);
outputs.set(
  'tests/data/pages.tsv',
  `${VERSIONS.flatMap((spec) => [...ofRelease(keptPages, spec), ...ofRelease(pageRows, spec)]).join('\n')}\n`,
);

let stale = 0;
for (const [file, text] of outputs) {
  const full = path.join(ROOT, file);
  const current = fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : undefined;
  if (current === text) continue;
  stale += 1;
  if (check) console.error(`out of date: ${file}`);
  else {
    fs.mkdirSync(path.dirname(full), {recursive: true});
    fs.writeFileSync(full, text);
  }
}
// Pages of packages (or groups) that no longer have public parameters
const walkFiles = (dir) =>
  fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((e) => (e.isDirectory() ? walkFiles(path.join(dir, e.name)) : [path.join(dir, e.name)]));
for (const spec of VERSIONS) {
  const dir = path.join(ROOT, spec.dir);
  for (const full of fs.existsSync(dir) ? walkFiles(dir) : []) {
    const file = path.relative(ROOT, full);
    if (outputs.has(file)) continue;
    stale += 1;
    if (check) console.error(`not generated: ${file}`);
    else {
      fs.rmSync(full);
      if (!fs.readdirSync(path.dirname(full)).length) fs.rmdirSync(path.dirname(full));
    }
  }
}
if (check) {
  console.log(
    stale ? `${stale} reference files out of date: run npm run reference:pages` : 'reference pages up to date',
  );
  process.exit(stale ? 1 : 0);
}
console.log(`${outputs.size} reference files checked, ${stale} written or removed`);
