/**
 * Compares two production builds page by page, for changes that should not change what readers get (a code
 * move, a refactoring): every `.html` file of both, after the names of hashed assets are made equal
 * (`main.268121f5.js` → `main.[hash].js`, `styles.5b189ce2.css`, `runtime~main.….js`, `search-index-….json`).
 *
 *   npx tsx scripts/compare-builds.ts BEFORE AFTER [--all] [--show N]
 *
 * BEFORE and AFTER are copies of build/. `--all` compares every text file (the Markdown copies, llms.txt,
 * sitemap.xml, the search index) as well, `--show N` prints the first N differing lines of each page (3 by
 * default). Prints the pages only one build has and the pages that differ; exits 1 when there is any.
 */
import fs from 'node:fs';
import path from 'node:path';
import {filesUnder} from '../src/lib/files';

/** Hashed asset names and the hash-named search index files, with the hash replaced. */
const HASHED = [
  // webpack's chunks and entry points: `main.268121f5.js`, `runtime~main.0b1b30d7.js`, `17896441.3f2a1b9c.js`
  /\b([\w~-]+)\.[0-9a-f]{8,}(\.(?:js|css|mjs)(?:\.map)?)\b/g,
  // the search plugin's index files: `search-index-d3066722.json`, `search-index-d3066722-content.json`
  /\b(search-index-)[0-9a-f]{8,}((?:-content)?\.json)\b/g,
];

const TEXT = /\.(html|md|txt|xml|json|webmanifest|svg)$/;

export function normalise(text: string): string {
  return HASHED.reduce((out, pattern) => out.replace(pattern, '$1.[hash]$2'), text);
}

export interface Comparison {
  onlyBefore: string[];
  onlyAfter: string[];
  differing: {file: string; lines: {line: number; before: string; after: string}[]}[];
  compared: number;
}

/** The files of a build that are compared, relative to it, with hashed names made equal. */
function filesOf(dir: string, all: boolean): Map<string, string> {
  const keep = (name: string) => (all ? TEXT.test(name) : name.endsWith('.html'));
  return new Map(
    filesUnder(dir, {keep})
      .map((full) => path.relative(dir, full).split(path.sep).join('/'))
      .map((rel) => [normalise(rel), rel]),
  );
}

export function compareBuilds(before: string, after: string, opts: {all?: boolean; show?: number} = {}): Comparison {
  const a = filesOf(before, opts.all ?? false);
  const b = filesOf(after, opts.all ?? false);
  const result: Comparison = {onlyBefore: [], onlyAfter: [], differing: [], compared: 0};
  for (const key of [...a.keys()].sort()) {
    const other = b.get(key);
    if (other === undefined) {
      result.onlyBefore.push(a.get(key) as string);
      continue;
    }
    result.compared++;
    const x = normalise(fs.readFileSync(path.join(before, a.get(key) as string), 'utf8'));
    const y = normalise(fs.readFileSync(path.join(after, other), 'utf8'));
    if (x === y) continue;
    // the pages are minified into few lines: split at tags so a difference shows where it is
    const xs = x.split(/(?=<)/);
    const ys = y.split(/(?=<)/);
    const lines: {line: number; before: string; after: string}[] = [];
    for (let i = 0; i < Math.max(xs.length, ys.length) && lines.length < (opts.show ?? 3); i++)
      if (xs[i] !== ys[i]) lines.push({line: i + 1, before: xs[i] ?? '', after: ys[i] ?? ''});
    result.differing.push({file: key, lines});
  }
  for (const key of [...b.keys()].sort()) if (!a.has(key)) result.onlyAfter.push(b.get(key) as string);
  return result;
}

function main() {
  const args = process.argv.slice(2);
  const showAt = args.indexOf('--show');
  const show = showAt >= 0 ? Number(args[showAt + 1]) : 3;
  const dirs = args.filter((arg, i) => !arg.startsWith('--') && !(showAt >= 0 && i === showAt + 1));
  if (dirs.length !== 2 || dirs.some((d) => !fs.statSync(d, {throwIfNoEntry: false})?.isDirectory())) {
    console.error('usage: npx tsx scripts/compare-builds.ts BEFORE AFTER [--all] [--show N]');
    process.exit(2);
  }
  const r = compareBuilds(dirs[0], dirs[1], {all: args.includes('--all'), show});
  const cut = (s: string) => (s.length > 200 ? `${s.slice(0, 200)}…` : s);
  for (const f of r.onlyBefore) console.log(`only in ${dirs[0]}: ${f}`);
  for (const f of r.onlyAfter) console.log(`only in ${dirs[1]}: ${f}`);
  for (const d of r.differing) {
    console.log(`differs: ${d.file}`);
    for (const l of d.lines) console.log(`  piece ${l.line}\n    - ${cut(l.before)}\n    + ${cut(l.after)}`);
  }
  const problems = r.onlyBefore.length + r.onlyAfter.length + r.differing.length;
  console.log(
    `${r.compared} files compared: ${r.differing.length} differ, ${r.onlyBefore.length} only before, ${r.onlyAfter.length} only after`,
  );
  process.exitCode = problems ? 1 : 0;
}

if (require.main === module) main();
