/**
 * The generated reference pages of every release (config/releases.ts), made from the committed release data
 * (reference/<version>/params.json, interfaces.json, packages.json) and one list of its own,
 * reference/interface-page.yaml (which mrs_msgs types each version's interface page defines):
 *
 * - one page per package with public parameters, or for a package of GROUPED_PACKAGES (./names.ts) a section
 *   with one page per file or folder of its config/public/;
 * - the mrs_msgs interface page: the listed types and the mrs_msgs types their fields use;
 * - the index page of each release's reference section and the sidebar folders' `_category_.json`.
 *
 * Each release's pages compare it with a neighbour in the table (newest first): the newest release with the one
 * before it ("new in", "changed since"), every other release with the one after it ("not in", "changed in").
 * Nothing here reads the hand-written pages. `routesOfReference` gives the routes the pages are served at, from
 * the same data, for the tests' route manifest (tests/manifest.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {RELEASES, type Release, type RosGeneration} from '../../../config/releases';
import {formatValue, type ParamType, type ParamValue} from '../../components/ConfigBuilder/yaml';
import {REFERENCE_DIR, SITE_DIR, releaseRecords} from './data';
import {
  fieldMessageType,
  GROUPED_PACKAGES,
  interfaceAnchor,
  messageRecordName,
  paramGroup,
  type ParamRecord,
} from './names';
import type {PackageRecord} from './lists';

export interface PagesOptions {
  /** the folder holding reference/<version>/ and interface-page.yaml; the site's reference/ by default */
  referenceDir?: string;
}

/** A public parameter as params.json records it. */
interface ParamEntry extends ParamRecord {
  type: string;
  default?: unknown;
  unit?: string;
  description?: string;
}

interface DefField {
  name: string;
  type: string;
  default?: unknown;
}
interface DefConstant {
  name: string;
  type: string;
  value: unknown;
}
interface Definition {
  fields: DefField[];
  constants: DefConstant[];
}

/** An interface as interfaces.json records it. */
interface InterfaceEntry {
  name: string;
  kind: string;
  package: string;
  packageVersion: string;
  file: string;
  message?: Definition;
  request?: Definition;
  response?: Definition;
}

/** One release as its pages need it, with the neighbour it is compared with. */
interface Spec {
  version: string;
  other: string;
  otherRos: RosGeneration;
  newer: boolean;
  ros: RosGeneration;
  /** the reference section's folder, relative to the site */
  dir: string;
  /** the reference section's route */
  base: string;
  distro: string;
}

function specOf(release: Release): Spec {
  const i = RELEASES.findIndex((r) => r.version === release.version);
  const newer = i === 0;
  const other = RELEASES[newer ? 1 : i - 1];
  return {
    version: release.version,
    other: other.version,
    otherRos: other.ros,
    newer,
    ros: release.ros,
    dir: `${release.docsDir}/reference`,
    base: `${release.route}/reference`,
    distro: release.distro,
  };
}

const SPECS = (): Spec[] => RELEASES.map(specOf);

/** Text for MDX: characters that would start JSX, an expression or Markdown markup are escaped. */
function mdText(text: unknown): string {
  return String(text)
    .replace(/\\/g, '\\\\')
    .replace(/([{}<>*_[\]`|#~])/g, '\\$1')
    .replace(/\s+/g, ' ')
    .trim();
}

function inlineCode(text: unknown): string {
  const s = String(text);
  return s.includes('`') ? `\`\` ${s} \`\`` : `\`${s}\``;
}

const TYPE_OF = (record: ParamEntry): ParamType =>
  (['bool', 'int', 'float', 'str', 'seq'].includes(record.type) ? record.type : 'str') as ParamType;

function valueText(record: ParamEntry): string {
  if (record.default === null || record.default === undefined) return 'none';
  if (typeof record.default === 'object' && !Array.isArray(record.default)) return JSON.stringify(record.default);
  return formatValue(record.default as ParamValue, TYPE_OF(record));
}

const configFile = (record: Pick<ParamRecord, 'file'>) => record.file.replace(/^share\/[^/]+\//, '');
const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Comments that are notes to the package's developers ("TODO …") are not documentation: left out. */
const DEVELOPER_NOTE = /\b(TODO|TBD|FIXME)\b/;

/** Dotted keys shared by two records of a page get the file in their anchor; the others are anchored by the key. */
function anchorsOf(records: ParamEntry[]): (r: ParamEntry) => string {
  const keyCount = new Map<string, number>();
  for (const r of records) keyCount.set(r.key, (keyCount.get(r.key) ?? 0) + 1);
  return (r) =>
    (keyCount.get(r.key) ?? 0) > 1
      ? `${configFile(r)
          .replace(/^config\/public\//, '')
          .replace(/\.yaml$/, '')
          .replace(/[^\w.-]+/g, '-')}--${r.key}`
      : r.key;
}

const builtOn = (info: PackageRecord & {build: string}) =>
  `${info.build.slice(0, 4)}-${info.build.slice(4, 6)}-${info.build.slice(6, 8)}`;
const provenance = (info: PackageInfo | undefined) =>
  info ? ` (package version ${info.version}, source commit \`${info.git}\`, Debian package \`${info.deb}\`)` : '';

type PackageInfo = PackageRecord & {build: string; git: string};

function customConfigText(): string {
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
function paramsPage(
  spec: Spec,
  pkg: string,
  group: string | undefined,
  records: ParamEntry[],
  otherRecords: ParamEntry[],
  packages: PackageInfo[],
  position: number,
): string {
  const info = packages.find((p) => p.name === pkg);
  const files = [...new Set(records.map(configFile))].sort();
  const otherByKey = new Map(otherRecords.map((r) => [r.key, r]));
  const anchor = anchorsOf(records);
  const lines: string[] = [];
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
      else if (!sameValue(other.default, r.default))
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

interface Group {
  group: string;
  records: ParamEntry[];
}

/** The index page of a grouped package: what each group's page holds, and the builder. */
function packageIndexPage(spec: Spec, pkg: string, groups: Group[], packages: PackageInfo[], position: number) {
  const info = packages.find((p) => p.name === pkg);
  const total = groups.reduce((n, g) => n + g.records.length, 0);
  const lines: string[] = [];
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

function indexPage(spec: Spec, pages: {pkg: string; count: number}[]): string {
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
      `The packages with the most parameters (${GROUPED_PACKAGES.map((p) => `\`${p}\``).join(' and ')}) have a section each, with one page per file or folder of their \`config/public/\`.`,
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

export const INTERFACE_PACKAGE = 'mrs_msgs';
const INTERFACE_PAGE = INTERFACE_PACKAGE;

/** The file that says which mrs_msgs types each version's interface page defines (in the reference folder). */
export const INTERFACE_LIST_FILE = 'interface-page.yaml';

/**
 * reference/interface-page.yaml: for each version, the record names of the mrs_msgs types its interface page
 * defines (the page adds the mrs_msgs types of their fields). The pages of that version name these types in code;
 * tests/checks/reference-pages.spec.ts holds the list to them, and `npm run reference:pages -- --list-interfaces`
 * writes it from them.
 */
export function interfaceList(referenceDir = REFERENCE_DIR): Record<string, string[]> {
  const file = path.join(referenceDir, INTERFACE_LIST_FILE);
  const data = (YAML.parse(fs.readFileSync(file, 'utf8')) ?? {}) as Record<string, string[] | null>;
  return Object.fromEntries(Object.entries(data).map(([version, names]) => [String(version), names ?? []]));
}

/** The text of reference/interface-page.yaml for the given lists (sorted, one version after the other). */
export function interfaceListText(lists: Record<string, readonly string[]>): string {
  const lines = [
    "# The mrs_msgs types each version's interface page (<docs tree>/reference/mrs_msgs.md) defines, besides the",
    '# mrs_msgs types their fields use. They are the types the pages of that version name in code. Written by',
    '# `npm run reference:pages -- --list-interfaces` from the pages; `npm run reference:pages` makes the page from it.',
  ];
  for (const release of RELEASES) {
    const names = [...(lists[release.version] ?? [])].sort();
    lines.push(`${JSON.stringify(release.version)}:${names.length ? '' : ' []'}`);
    for (const name of names) lines.push(`  - ${name}`);
  }
  return `${lines.join('\n')}\n`;
}

const parts = (r: InterfaceEntry): [string, Definition][] =>
  r.kind === 'srv'
    ? [
        ['request', r.request as Definition],
        ['response', r.response as Definition],
      ]
    : [['message', r.message as Definition]];

/** The record names of the messages used by a record's fields, in the version's data. */
function fieldTypes(r: InterfaceEntry, spec: Spec, byName: Map<string, InterfaceEntry>): string[] {
  const out: string[] = [];
  for (const [, part] of parts(r)) {
    for (const f of part.fields) {
      const q = fieldMessageType(f.type, r.package);
      const name = q && messageRecordName(q, spec.version);
      if (name && byName.has(name)) out.push(name);
    }
  }
  return out;
}

/** ROS 1 primitive time types and the ROS 2 messages that replace them: the same field in either generation. */
const GENERATION_SPELLING: Record<string, string> = {
  time: 'builtin_interfaces/Time',
  duration: 'builtin_interfaces/Duration',
};

interface Normalised {
  fields: {name: string; type: string}[];
  constants: {name: string; type: string; value: string}[];
}

/** A record in a form both versions share: field types package-qualified, without the kind segment. */
function normalised(r: InterfaceEntry): Record<string, Normalised> {
  const type = (declared: string) => {
    const t = declared.replace(/^(time|duration)(?=\[|$)/, (m) => GENERATION_SPELLING[m]);
    const q = fieldMessageType(t, r.package);
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
const otherName = (name: string, otherRos: RosGeneration): string[] => {
  const [pkg, ...rest] = name.split('/');
  const type = rest[rest.length - 1];
  return otherRos === 2 ? ['msg', 'srv', 'action'].map((k) => `${pkg}/${k}/${type}`) : [`${pkg}/${type}`];
};

/**
 * How a type changed from an older release to a newer one (the same phrases on both versions' pages): fields and
 * constants added, removed or retyped. Field defaults are left out: ROS 1 definitions have none.
 */
function changes(older: InterfaceEntry, newer: InterfaceEntry, olderVersion: string, newerVersion: string): string[] {
  if (older.kind !== newer.kind)
    return [
      `a ${older.kind === 'srv' ? 'service' : 'message'} in ${olderVersion}, a ${newer.kind === 'srv' ? 'service' : 'message'} in ${newerVersion}`,
    ];
  const out: string[] = [];
  const a = normalised(older);
  const b = normalised(newer);
  for (const [part] of parts(newer)) {
    const where = newer.kind === 'srv' ? ` (${part})` : '';
    const compare = <T extends {name: string}>(kind: string, before: T[], after: T[], show: (x: T) => string) => {
      const beforeBy = new Map(before.map((x) => [x.name, x]));
      const afterBy = new Map(after.map((x) => [x.name, x]));
      const plural = (list: string[]) => `${kind}${list.length > 1 ? 's' : ''}`;
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
const jsxText = (text: string) => `{${JSON.stringify(text)}}`;

function defaultText(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  return String(value);
}

/**
 * One definition as `ros2 interface show` / `rosmsg show` print it (a type and a name per line, constants with
 * their value, a service's request and response apart by `---`), in plain HTML: an mrs_msgs type links to its entry.
 */
function definitionBlock(r: InterfaceEntry, spec: Spec, listed: Set<string>): string {
  const pieces: string[] = [];
  let text = '';
  const flush = () => {
    if (text) pieces.push(jsxText(text));
    text = '';
  };
  parts(r).forEach(([, def], i) => {
    if (i > 0) text += '---\n';
    for (const c of def.constants) text += `${c.type} ${c.name}=${String(c.value)}\n`;
    for (const f of def.fields) {
      const q = fieldMessageType(f.type, r.package);
      const target = q && messageRecordName(q, spec.version);
      if (target && listed.has(target)) {
        flush();
        pieces.push(`<a href="#${interfaceAnchor(target)}">${jsxText(f.type)}</a>`);
      } else text += f.type;
      text += ` ${f.name}${f.default !== undefined ? ` ${defaultText(f.default)}` : ''}\n`;
    }
  });
  text = text.replace(/\n$/, '');
  flush();
  return `<pre className="mrs-idl"><code>${pieces.join('')}</code></pre>`;
}

function interfacePage(
  spec: Spec,
  named: readonly string[],
  records: InterfaceEntry[],
  otherRecords: InterfaceEntry[],
  packages: PackageInfo[],
  position: number,
): string {
  const byName = new Map(records.filter((r) => r.package === INTERFACE_PACKAGE).map((r) => [r.name, r]));
  const otherByName = new Map(otherRecords.filter((r) => r.package === INTERFACE_PACKAGE).map((r) => [r.name, r]));
  const unknown = named.filter((name) => !byName.has(name));
  if (unknown.length)
    throw new Error(
      `reference/${INTERFACE_LIST_FILE}: ${spec.version} lists ${unknown.join(', ')}, not in the ${spec.version} release data`,
    );
  // the listed types, and the mrs_msgs types of their fields, and of those fields' types
  const listed = new Set<string>();
  const queue = [...named].sort();
  while (queue.length) {
    const name = queue.shift() as string;
    if (listed.has(name)) continue;
    listed.add(name);
    queue.push(...fieldTypes(byName.get(name) as InterfaceEntry, spec, byName));
  }
  const sorted = (kind: string) =>
    [...listed]
      .map((n) => byName.get(n) as InterfaceEntry)
      .filter((r) => r.kind === kind)
      .sort((a, b) => (interfaceAnchor(a.name) < interfaceAnchor(b.name) ? -1 : 1));
  const messages = sorted('msg');
  const services = sorted('srv');
  const info = packages.find((p) => p.name === INTERFACE_PACKAGE);
  const all = [...byName.values()];
  const prefix = `/opt/ros/${spec.distro}`;
  const show = spec.ros === 2 ? '`ros2 interface show`' : '`rosmsg show` (`rossrv show` for a service)';
  const lines: string[] = [];
  lines.push('---');
  lines.push(`title: ${INTERFACE_PACKAGE} interfaces`);
  lines.push(`sidebar_label: ${INTERFACE_PACKAGE} interfaces`);
  lines.push(`sidebar_position: ${position}`);
  if (info)
    lines.push(`verified: generated from the ${spec.version} release (${INTERFACE_PACKAGE} built ${builtOn(info)})`);
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
  const entry = (r: InterfaceEntry) => {
    lines.push(`### ${inlineCode(r.name)} {#${interfaceAnchor(r.name)}}`);
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
        const html = diff.map((d) => d.replace(/`([^`]+)`/g, (_, t: string) => `<code>${jsxText(t)}</code>`));
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
  return `${lines.join('\n').replace(/\n+$/, '')}\n`;
}

// ---------------------------------------------------------------------------------------------------------
// The pages and routes of a release

/** A generated page: the route it is served at, with the columns of the tests' route manifests. */
export interface ReferenceRoute {
  route: string;
  /** the Markdown file, relative to the site */
  file: string;
  title: string;
  kind: 'doc' | 'category';
  depth: number;
  /** its sidebar_position */
  position: number;
}

/** What one release's reference section is made of: the public parameters by package and group. */
function layoutOf(spec: Spec, referenceDir: string) {
  const params = releaseRecords<ParamEntry>(spec.version, 'params', referenceDir).filter((r) => r.scope === 'public');
  const pkgs = [...new Set(params.map((r) => r.package))].sort();
  return pkgs.map((pkg, i) => {
    const records = params.filter((r) => r.package === pkg);
    const groups = GROUPED_PACKAGES.includes(pkg)
      ? [...new Set(records.map((r) => paramGroup(r)))]
          .sort()
          .map((group) => ({group, records: records.filter((r) => paramGroup(r) === group)}))
      : undefined;
    return {pkg, position: i + 1, records, groups};
  });
}

/** The routes of a release's generated pages, in sidebar order (the section's index first, the interfaces last). */
export function routesOfReference(release: Release, options: PagesOptions = {}): ReferenceRoute[] {
  const spec = specOf(release);
  const layout = layoutOf(spec, options.referenceDir ?? REFERENCE_DIR);
  const out: ReferenceRoute[] = [
    {
      route: `${spec.base}/`,
      file: `${spec.dir}/index.md`,
      title: 'Reference',
      kind: 'category',
      depth: 1,
      position: 99,
    },
  ];
  for (const {pkg, position, groups} of layout) {
    if (!groups) {
      const title = `${pkg} parameters`;
      out.push({route: `${spec.base}/${pkg}`, file: `${spec.dir}/${pkg}.md`, title, kind: 'doc', depth: 2, position});
      continue;
    }
    out.push({
      route: `${spec.base}/${pkg}/`,
      file: `${spec.dir}/${pkg}/index.md`,
      title: `${pkg} parameters`,
      kind: 'category',
      depth: 2,
      position,
    });
    groups.forEach((g, j) =>
      out.push({
        route: `${spec.base}/${pkg}/${g.group}`,
        file: `${spec.dir}/${pkg}/${g.group}.md`,
        title: `${pkg}/${g.group} parameters`,
        kind: 'doc',
        depth: 3,
        position: j + 1,
      }),
    );
  }
  out.push({
    route: `${spec.base}/${INTERFACE_PAGE}`,
    file: `${spec.dir}/${INTERFACE_PAGE}.md`,
    title: `${INTERFACE_PACKAGE} interfaces`,
    kind: 'doc',
    depth: 2,
    position: layout.length + 1,
  });
  return out;
}

/** Every generated file of every release (paths relative to the site) with its text. */
export function referencePages(options: PagesOptions = {}): Map<string, string> {
  const referenceDir = options.referenceDir ?? REFERENCE_DIR;
  const lists = interfaceList(referenceDir);
  const outputs = new Map<string, string>();
  for (const spec of SPECS()) {
    const layout = layoutOf(spec, referenceDir);
    const otherParams = releaseRecords<ParamEntry>(spec.other, 'params', referenceDir).filter(
      (r) => r.scope === 'public',
    );
    const packages = releaseRecords<PackageInfo>(spec.version, 'packages', referenceDir);
    outputs.set(
      path.join(spec.dir, 'index.md'),
      indexPage(
        spec,
        layout.map(({pkg, records}) => ({pkg, count: records.length})),
      ),
    );
    outputs.set(
      path.join(spec.dir, '_category_.json'),
      `${JSON.stringify({label: 'Reference', position: 99}, null, 2)}\n`,
    );
    for (const {pkg, position, records, groups} of layout) {
      const others = otherParams.filter((r) => r.package === pkg);
      if (!groups) {
        outputs.set(
          path.join(spec.dir, `${pkg}.md`),
          paramsPage(spec, pkg, undefined, records, others, packages, position),
        );
        continue;
      }
      outputs.set(path.join(spec.dir, pkg, 'index.md'), packageIndexPage(spec, pkg, groups, packages, position));
      outputs.set(path.join(spec.dir, pkg, '_category_.json'), `${JSON.stringify({label: pkg, position}, null, 2)}\n`);
      groups.forEach((g, j) =>
        outputs.set(
          path.join(spec.dir, pkg, `${g.group}.md`),
          paramsPage(spec, pkg, g.group, g.records, others, packages, j + 1),
        ),
      );
    }
    outputs.set(
      path.join(spec.dir, `${INTERFACE_PAGE}.md`),
      interfacePage(
        spec,
        lists[spec.version] ?? [],
        releaseRecords<InterfaceEntry>(spec.version, 'interfaces', referenceDir),
        releaseRecords<InterfaceEntry>(spec.other, 'interfaces', referenceDir),
        packages,
        layout.length + 1,
      ),
    );
  }
  return outputs;
}

const walkFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((e) => (e.isDirectory() ? walkFiles(path.join(dir, e.name)) : [path.join(dir, e.name)]));

/**
 * Compares the committed reference sections with what the data gives, and unless `check`, writes the differing
 * files and removes the ones no longer generated (a package or group without public parameters). Returns one line
 * per file that differs (`out of date: …`, `not generated: …`).
 */
export function syncReferencePages(options: PagesOptions & {check?: boolean; siteDir?: string} = {}): string[] {
  const siteDir = options.siteDir ?? SITE_DIR;
  const outputs = referencePages(options);
  const stale: string[] = [];
  for (const [file, text] of outputs) {
    const full = path.join(siteDir, file);
    const current = fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : undefined;
    if (current === text) continue;
    stale.push(`out of date: ${file}`);
    if (!options.check) {
      fs.mkdirSync(path.dirname(full), {recursive: true});
      fs.writeFileSync(full, text);
    }
  }
  for (const spec of SPECS()) {
    const dir = path.join(siteDir, spec.dir);
    for (const full of fs.existsSync(dir) ? walkFiles(dir) : []) {
      const file = path.relative(siteDir, full);
      if (outputs.has(file)) continue;
      stale.push(`not generated: ${file}`);
      if (!options.check) {
        fs.rmSync(full);
        if (!fs.readdirSync(path.dirname(full)).length) fs.rmdirSync(path.dirname(full));
      }
    }
  }
  return stale;
}
