#!/usr/bin/env node
// Writes the parameter reference pages of both docs versions from the committed release data
// (reference/<version>/params.json, packages.json): one page per package with public parameters, in
// docs/reference/ (2.0.0) and versioned_docs/version-1.5.0/reference/ (1.5.0), plus the index page of each
// section, the 1.5.0 sidebar entries and the tests' route manifest rows. The pages are generated: edit this
// script or the data, then run `npm run reference:pages`. `--check` writes nothing and exits 1 when a
// committed page differs from what the data gives (tests/checks/reference-pages.spec.ts runs it).
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);
const jiti = require('jiti')(import.meta.url, {interopDefault: true});
const {formatValue} = jiti('../../src/components/ConfigBuilder/yaml.ts');

const REFERENCE = process.env.MRS_DOCS_REFERENCE_DIR ?? path.join(ROOT, 'reference');
const VERSIONS = [
  {version: '2.0.0', other: '1.5.0', dir: 'docs/reference', base: '/docs/reference', manifest: 'tests/data/current.tsv', distro: 'jazzy'},
  {version: '1.5.0', other: '2.0.0', dir: 'versioned_docs/version-1.5.0/reference', base: '/docs/1.5.0/reference', manifest: 'tests/data/1.5.0.tsv', distro: 'noetic'},
];

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

function packagePage(spec, pkg, records, otherRecords, packages, position) {
  const info = packages.find((p) => p.name === pkg);
  const files = [...new Set(records.map(configFile))].sort();
  const keyCount = new Map();
  for (const r of records) keyCount.set(r.key, (keyCount.get(r.key) ?? 0) + 1);
  const otherByKey = new Map(otherRecords.map((r) => [r.key, r]));
  const anchor = (r) => (keyCount.get(r.key) > 1 ? `${configFile(r).replace(/^config\/public\//, '').replace(/\.yaml$/, '').replace(/[^\w.-]+/g, '-')}--${r.key}` : r.key);
  const lines = [];
  lines.push('---');
  lines.push(`title: ${pkg} parameters`);
  lines.push(`sidebar_label: ${pkg}`);
  // The table of contents lists the config files; each parameter is a level-3 heading with its own anchor.
  lines.push('toc_max_heading_level: 2');
  lines.push(`sidebar_position: ${position}`);
  if (info) lines.push(`verified: generated from the ${spec.version} release (${pkg} built ${info.build.slice(0, 4)}-${info.build.slice(4, 6)}-${info.build.slice(6, 8)})`);
  lines.push(
    `description: Every public parameter of ${pkg} ${spec.version} with its type, default and unit, read from the released package, and a builder for custom config files.`,
  );
  lines.push('---');
  lines.push('');
  lines.push("import ConfigBuilder, {ParamPick} from '@site/src/components/ConfigBuilder';");
  lines.push('');
  lines.push(
    `This page lists the ${records.length} public parameters of \`${pkg}\` as the ${spec.version} release ships them` +
      (info ? ` (package version ${info.version}, source commit \`${info.git}\`, Debian package \`${info.deb}\`)` : '') +
      `. Public parameters are the ones a UAV's custom config is meant to change; they live in ${files.length === 1 ? 'one file' : `${files.length} files`} under \`config/public/\` of the installed package (\`/opt/ros/${spec.distro}/share/${pkg}/\`).`,
  );
  lines.push('');
  lines.push(
    'Each entry gives the dotted path of the parameter, which is also its nesting in a YAML file, then its type, the default of the release and the unit where the shipped file states one. ' +
      'The text in quotation marks under an entry is the comment that accompanies the parameter in the shipped file. ' +
      `Entries marked "new in ${spec.version}" or with an older default compare this release with ${spec.other}.`,
  );
  lines.push('');
  lines.push(
    'To change values, write only the parameters you change into a YAML file with the same nesting and pass it as the `custom_config` launch argument of the core. ' +
      'The builder below assembles that file: tick "Add to custom config" under a parameter, edit its value here, then copy or download the file. ' +
      'Picks are kept in this browser across the reference pages of this version, so one file can cover several packages.',
  );
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
      if (!other && spec.version === '2.0.0') facts.push('new in 2.0.0');
      else if (!other && spec.version === '1.5.0') facts.push('not in 2.0.0');
      else if (other && !sameValue(other.default, r.default)) facts.push(`default in ${spec.other}: ${inlineCode(valueText(other))}`);
      lines.push(`${facts.join(' · ')}.`);
      if (r.description && !DEVELOPER_NOTE.test(r.description)) {
        lines.push('');
        lines.push(`“${mdText(r.description)}”`);
      }
      lines.push('');
      const type = TYPE_OF(r);
      const value = r.default === null || r.default === undefined || (typeof r.default === 'object' && !Array.isArray(r.default)) ? '' : r.default;
      lines.push(`<ParamPick version="${spec.version}" pkg="${pkg}" path={${JSON.stringify(r.key)}} type="${type}" value={${JSON.stringify(value)}} />`);
      lines.push('');
    }
  }
  return `${lines.join('\n').replace(/\n+$/, '')}\n`;
}

function indexPage(spec, pages) {
  const total = pages.reduce((n, p) => n + p.count, 0);
  const lines = [
    '---',
    'title: Parameter reference',
    'sidebar_position: 99',
    `description: The public parameters of the MRS UAV System ${spec.version} packages, generated from the released packages, with a builder for custom config files.`,
    '---',
    '',
    "import DocCardList from '@theme/DocCardList';",
    '',
    `These pages list every public parameter of the MRS UAV System ${spec.version} packages: ${total} parameters in ${pages.length} packages. ` +
      'They are generated from the released Debian packages, so the names, types and defaults are the ones your installation reads. ' +
      `Each parameter has its own anchor, so a link such as \`reference/${pages[0]?.pkg ?? 'mrs_uav_managers'}#<path>\` points at one entry, and the search box finds a parameter by its path.`,
    '',
    'Start with the package whose behaviour you want to change: the managers hold the takeoff, landing, safety and estimator switching settings; the controllers and trackers hold gains and limits of the flight itself; the state estimators hold the filter settings per estimator. ' +
      'A custom config contains only what differs from these defaults. The builder on each page collects the parameters you tick, across packages, and writes the YAML file with the right nesting and types.',
    '',
    'Parameters that a package keeps private (its `config/private/` files) are not listed: they are internal to the node and not meant to be overridden.',
    '',
    '<DocCardList />',
    '',
  ];
  return lines.join('\n');
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
  outputs.set(path.join(spec.dir, '_category_.json'), `${JSON.stringify({label: 'Parameter reference', position: 99}, null, 2)}\n`);
  pkgs.forEach((pkg, i) => {
    const records = params.filter((r) => r.package === pkg);
    const page = packagePage(spec, pkg, records, otherParams.filter((r) => r.package === pkg), packages, i + 1);
    outputs.set(path.join(spec.dir, `${pkg}.md`), page);
  });
  manifestRows.set(spec.manifest, [
    `${spec.base}/\tParameter reference\tcategory\t1`,
    ...pkgs.map((pkg) => `${spec.base}/${pkg}\t${pkg} parameters\tdoc\t2`),
  ]);
}

// The tests' route manifest lists the generated pages after the specification's routes.
const tsv = (file) => fs.readFileSync(path.join(ROOT, file), 'utf8').split('\n').filter(Boolean);
const pageRows = [];
for (const spec of VERSIONS) {
  const rows = manifestRows.get(spec.manifest);
  const kept = tsv(spec.manifest).filter((line) => !line.startsWith(`${spec.base}/`));
  outputs.set(spec.manifest, `${[...kept, ...rows].join('\n')}\n`);
  rows.forEach((row, i) => {
    const [route, title] = row.split('\t');
    const file = route.endsWith('/') ? `${spec.dir}/index.md` : `${spec.dir}/${route.slice(spec.base.length + 1)}.md`;
    pageRows.push([route, file, i === 0 ? 99 : i, '', title].join('\t'));
  });
}
const bases = VERSIONS.map((spec) => `${spec.base}/`);
const keptPages = tsv('tests/data/pages.tsv').filter((line) => !bases.some((base) => line.startsWith(base)));
// pages.tsv lists 2.0.0 routes, then 1.5.0 routes: keep that order
const split = keptPages.findIndex((line) => line.startsWith('/docs/1.5.0/'));
outputs.set(
  'tests/data/pages.tsv',
  `${[...keptPages.slice(0, split), ...pageRows.filter((r) => !r.startsWith('/docs/1.5.0/')), ...keptPages.slice(split), ...pageRows.filter((r) => r.startsWith('/docs/1.5.0/'))].join('\n')}\n`,
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
// Pages of packages that no longer have public parameters
for (const spec of VERSIONS) {
  const dir = path.join(ROOT, spec.dir);
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    if (outputs.has(path.join(spec.dir, name))) continue;
    stale += 1;
    if (check) console.error(`not generated: ${path.join(spec.dir, name)}`);
    else fs.rmSync(path.join(dir, name));
  }
}
if (check) {
  console.log(stale ? `${stale} reference files out of date: run npm run reference:pages` : 'reference pages up to date');
  process.exit(stale ? 1 : 0);
}
console.log(`${outputs.size} reference files checked, ${stale} written or removed`);
