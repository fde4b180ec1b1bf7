/**
 * Cuts a docs version: freezes the current docs (docs/ → versioned_docs/version-<current>/) and makes docs/ the
 * tree of a new release.
 *
 *   npm run version:cut -- <new-version> [--ros 2] [--distro jazzy] [--distro-name Jazzy] [--ubuntu 24.04]
 *                                          [--codename noble] [--ppa ctu-mrs/ppa2-stable] [--label <label>]
 *                                          [--site DIR]
 *
 * Fields left out are taken from the current release. In order:
 *  1. `docusaurus docs:version <current>` copies docs/ and the sidebar and lists the version in versions.json;
 *  2. config/releases.ts gets the new current row, and the old one becomes frozen (its folder, route, manifest);
 *  3. reference/<new>/ starts as a copy of the current release's data, marked provisional in its SOURCE.json,
 *     until `npm run reference:update` reads the new release; allowlist entries scoped to the old version
 *     cover the new one too, and entries scoped to pages of docs/ the same pages of the frozen copy;
 *  4. the route manifests of the frozen tree (tests/data/<current>.tsv, its rows of pages.tsv) are derived
 *     from the current ones (the generated reference pages have no rows there: tests/manifest.ts derives them);
 *  5. the list of mrs_msgs types of each interface page (reference/interface-page.yaml) is written from the
 *     pages of both trees, the reference pages of every release are written again (scripts/reference/pages.ts),
 *     since each compares its release with a neighbour, and allowlist entries no page needs any more are removed
 *     (scripts/reference/prune-allowlist.ts).
 * The pages of docs/ keep their `verified:` line: they were checked against the old release, and say so until
 * someone checks them against the new one.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {CURRENT_RELEASE, RELEASES, type Release} from '../config/releases';

interface Options {
  version: string;
  site: string;
  fields: Partial<Release>;
}

function parseArgs(argv: string[]): Options {
  const opt: Options = {version: '', site: path.resolve(__dirname, '..'), fields: {}};
  const flags: Record<string, (v: string) => void> = {
    '--ros': (v) => {
      if (v !== '1' && v !== '2') throw new Error(`--ros must be 1 or 2, not ${v}`);
      opt.fields = {...opt.fields, ros: Number(v) as 1 | 2};
    },
    '--distro': (v) => (opt.fields = {...opt.fields, distro: v}),
    '--distro-name': (v) => (opt.fields = {...opt.fields, distroName: v}),
    '--ubuntu': (v) => (opt.fields = {...opt.fields, ubuntu: v}),
    '--codename': (v) => (opt.fields = {...opt.fields, ubuntuCodename: v}),
    '--ppa': (v) => (opt.fields = {...opt.fields, ppa: v}),
    '--label': (v) => (opt.fields = {...opt.fields, label: v}),
    '--site': (v) => (opt.site = path.resolve(v)),
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (flags[a]) {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      flags[a](v);
    } else if (!a.startsWith('-') && !opt.version) opt.version = a;
    else throw new Error(`unknown argument ${a}`);
  }
  if (!/^\d+\.\d+\.\d+$/.test(opt.version))
    throw new Error('usage: npm run version:cut -- <new-version X.Y.Z> [options]');
  return opt;
}

/** The table as TypeScript: one object literal per row, in the order of the Release interface. */
function releasesSource(rows: Release[]): string {
  const keys: (keyof Release)[] = [
    'version',
    'label',
    'docsDir',
    'route',
    'ros',
    'distro',
    'distroName',
    'ubuntu',
    'ubuntuCodename',
    'ppa',
    'manifest',
    'current',
  ];
  const row = (r: Release) =>
    `  {\n${keys.map((k) => `    ${k}: ${JSON.stringify(r[k]).replace(/^"(.*)"$/, "'$1'")},`).join('\n')}\n  },`;
  return `export const RELEASES: readonly Release[] = [\n${rows.map(row).join('\n')}\n];`;
}

function writeReleasesTable(site: string, rows: Release[]) {
  const file = path.join(site, 'config', 'releases.ts');
  const text = fs.readFileSync(file, 'utf8');
  const start = text.indexOf('export const RELEASES: readonly Release[] = [');
  const end = text.indexOf('\n];', start);
  if (start < 0 || end < 0) throw new Error(`${file}: the RELEASES table was not found`);
  fs.writeFileSync(file, text.slice(0, start) + releasesSource(rows) + text.slice(end + 3));
}

/** The reference data of the new release, provisionally the old release's, with its own version in every file. */
function copyReference(site: string, from: string, to: Release) {
  const src = path.join(site, 'reference', from);
  const dst = path.join(site, 'reference', to.version);
  if (fs.existsSync(dst)) return;
  fs.mkdirSync(dst, {recursive: true});
  for (const name of fs.readdirSync(src).sort()) {
    const text = fs.readFileSync(path.join(src, name), 'utf8');
    if (name === 'SOURCE.json') {
      const source = JSON.parse(text) as Record<string, unknown>;
      // the old release's provenance, marked as a copy: nothing of the new release has been read yet
      const provisional = {
        ...source,
        version: to.version,
        distro: to.distro,
        provisional: `a copy of the ${from} release data until \`npm run reference:update\` reads the ${to.version} release`,
        copiedFrom: from,
      };
      fs.writeFileSync(path.join(dst, name), `${JSON.stringify(provisional, null, 2)}\n`);
    } else {
      // the record files start with {"version":"…","distro":"…", (scripts/reference/update.ts)
      const head = /^\{"version":"[^"]*","distro":"[^"]*"/;
      if (!head.test(text)) throw new Error(`reference/${from}/${name}: unexpected layout`);
      fs.writeFileSync(
        path.join(dst, name),
        text.replace(head, `{"version":${JSON.stringify(to.version)},"distro":${JSON.stringify(to.distro)}`),
      );
    }
  }
}

/**
 * The allowlist after the cut: an entry scoped to the old current version covers the new current tree too, and an
 * entry scoped to pages of docs/ covers the same pages of the frozen copy.
 */
function widenAllowlist(site: string, from: string, to: string, frozenDir: string) {
  const file = path.join(site, 'reference', 'allowlist.yaml');
  const text = fs.readFileSync(file, 'utf8');
  if (/^\s*(versions|pages):\s*$/m.test(text)) throw new Error(`${file}: write versions and pages as [a, b] lists`);
  const list = (items: string) =>
    items
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  const out = text
    .replace(/^(\s*versions:\s*\[)([^\]]*)\]/gm, (whole, open: string, items: string) => {
      const v = list(items);
      return v.includes(from) && !v.includes(to) ? `${open}${[to, ...v].join(', ')}]` : whole;
    })
    .replace(/^(\s*pages:\s*\[)([^\]]*)\]/gm, (whole, open: string, items: string) => {
      const p = list(items);
      const frozen = p.filter((x) => x.startsWith('docs/')).map((x) => `${frozenDir}/${x.slice('docs/'.length)}`);
      const added = frozen.filter((x) => !p.includes(x));
      return added.length ? `${open}${[...p, ...added].join(', ')}]` : whole;
    });
  fs.writeFileSync(file, out);
}

/** tests/data: the frozen tree's manifest and pages.tsv rows, derived from the current ones. */
function deriveManifests(site: string, frozen: Release, current: Release) {
  const data = path.join(site, 'tests', 'data');
  const read = (name: string) => fs.readFileSync(path.join(data, name), 'utf8').split('\n').filter(Boolean);
  const moveRoute = (route: string) => `${frozen.route}${route.slice(current.route.length)}`;
  const manifest = read(current.manifest).map((line) => {
    const [route, ...rest] = line.split('\t');
    return [moveRoute(route), ...rest].join('\t');
  });
  fs.writeFileSync(path.join(data, frozen.manifest), `${manifest.join('\n')}\n`);

  const pages = read('pages.tsv');
  const isCurrent = (line: string) => {
    const route = line.split('\t')[0];
    return !RELEASES.some((r) => !r.current && (route === r.route || route.startsWith(`${r.route}/`)));
  };
  const currentRows = pages.filter(isCurrent);
  const frozenRows = currentRows.map((line) => {
    const [route, file, ...rest] = line.split('\t');
    return [moveRoute(route), `${frozen.docsDir}${file.slice(current.docsDir.length)}`, ...rest].join('\t');
  });
  const olderRows = pages.filter((line) => !isCurrent(line));
  fs.writeFileSync(path.join(data, 'pages.tsv'), `${[...currentRows, ...frozenRows, ...olderRows].join('\n')}\n`);
}

function main() {
  const opt = parseArgs(process.argv.slice(2));
  if (RELEASES.some((r) => r.version === opt.version))
    throw new Error(`release ${opt.version} is in config/releases.ts already`);
  const old = CURRENT_RELEASE;
  const frozen: Release = {
    ...old,
    docsDir: `versioned_docs/version-${old.version}`,
    route: `/docs/${old.version}`,
    manifest: `${old.version}.tsv`,
    current: false,
  };
  const next: Release = {...old, label: opt.version, ...opt.fields, version: opt.version, current: true};
  const run = (cmd: string, args: string[]) => execFileSync(cmd, args, {cwd: opt.site, stdio: 'inherit'});

  console.log(`Freezing ${old.version} into ${frozen.docsDir}/ …`);
  run(path.join(opt.site, 'node_modules', '.bin', 'docusaurus'), ['docs:version', old.version]);
  writeReleasesTable(opt.site, [next, frozen, ...RELEASES.filter((r) => !r.current)]);
  copyReference(opt.site, old.version, next);
  widenAllowlist(opt.site, old.version, next.version, frozen.docsDir);
  deriveManifests(opt.site, frozen, old);
  console.log('Writing the reference pages of every release …');
  const tsx = path.join(opt.site, 'node_modules', '.bin', 'tsx');
  run(tsx, [path.join(opt.site, 'scripts', 'reference', 'pages.ts'), '--list-interfaces']);
  // entries that only the old neighbour comparison needed (a default quoted from an older release) go
  run(tsx, [path.join(opt.site, 'scripts', 'reference', 'prune-allowlist.ts')]);
  run(path.join(opt.site, 'node_modules', '.bin', 'prettier'), [
    '--log-level',
    'warn',
    '--write',
    'config/releases.ts',
  ]);
  console.log(
    `Done: docs/ is ${next.version} (ROS ${next.ros} ${next.distroName}), ${old.version} is frozen at ${frozen.route}/.\n` +
      `Next: unpack the ${next.version} release and run \`npm run reference:update\`, then \`npm run reference:pages\`.`,
  );
}

main();
