/**
 * Search relevance benchmark: runs every query of bench/search/queries.tsv through the site's search
 * engine (src/features/search/engine.ts, the module the search worker runs) over the index files of the last
 * production build, in the index of the query's version, with the search box's result limit.
 * Reports hit@1, hit@3, hit@8 and the mean reciprocal rank (MRR) per version and per kind, the size
 * of each index file and the time the engine takes per query, and writes bench/search-<date>-<commit>[-label]
 * .json and .md (never over an earlier report; see scripts/bench/report.ts). A result counts for the rank it has in the list the box shows (several results may come
 * from one page). With --latency it also serves build/ and measures, in Debian's Chromium, the time
 * from the last keystroke of a query to its results on screen in the search box, for queries of
 * every kind (the full text loaded, as after a reader has focused the box), with the probe the main
 * benchmark uses (scripts/bench/searchLatency.ts).
 * Usage: npm run bench:search [-- --label NAME] [-- --verbose] [-- --latency]
 */
import fs from 'node:fs';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import os, {loadavg} from 'node:os';
import {RELEASES, FROZEN_RELEASES} from '../config/releases';
import * as engine from '../src/features/search/engine';
import {contentFileOf} from '../src/features/search/indexFiles';
import {routesOfReference} from '../src/features/reference/pages';
import {ROOT, commit, median} from './bench/common';
import {sizeOf, type Size} from './bench/searchIndex';
import {launchBrowser} from './bench/browser';
import {searchLatency} from './bench/searchLatency';
import {startServer} from './bench/serve';
import {writeReport} from './bench/report';
import type {LatencySample} from './bench/searchLatency';

/** A query of bench/search/queries.tsv and the routes that answer it. */
interface Query {
  version: string;
  kind: string;
  query: string;
  expected: string[];
}
/** A query's outcome: the rank of the first answering result (0: none) and the first three results. */
interface Row extends Query {
  rank: number;
  top: string[];
}
/** hit@k for k in KS, and the mean reciprocal rank. */
interface Summary {
  queries: number;
  'hit@1': number;
  'hit@3': number;
  'hit@8': number;
  mrr: number;
}
interface VersionFigures {
  outline: Size;
  text: Size;
  loadMs: number;
  queryMs: {median: number; max: number};
}
interface Latency {
  medianMs: number;
  maxMs: number;
  loadAverage: number;
  samples: (LatencySample & {route: string})[];
}
/** The relevance benchmark's report: bench/search-<date>-<commit>[-label].json. */
interface SearchReport {
  date: string;
  label: string;
  commit: string;
  limit: number;
  versions: Record<string, VersionFigures>;
  rows: Row[];
  latency?: Latency;
  /** per version (and `all`), per kind (and `all`) */
  summary?: Record<string, Record<string, Summary>>;
}

// SEARCH_BENCH_BUILD: another copy of the built site's index files (same layout as build/)
const BUILD = path.resolve(ROOT, process.env.SEARCH_BENCH_BUILD ?? 'build');
const LIMIT = 8; // searchResultLimits in docusaurus.config.ts: what the search box shows
const KS = [1, 3, 8];
// each version's index files in the build (the current one at the root) and its route manifest
const VERSIONS = Object.fromEntries(
  RELEASES.map((r) => [r.version, {dir: r.current ? '.' : r.route.replace(/^\//, ''), manifest: r.manifest}]),
);

const args = process.argv.slice(2);
const label = args.includes('--label') ? args[args.indexOf('--label') + 1] : '';
const verbose = args.includes('--verbose');
const latency = args.includes('--latency');
const LATENCY_QUERIES = {
  '/docs/introduction/': [
    'colcon',
    'gazebo simulation',
    'control_manager/goto',
    '/uav1/uav_manager/takeoff',
    'mrs_uav_managers',
    'gazbeo simulaton',
    'trajectroy generaton',
    'ros2: command not found',
    'how do I update the system',
    'octom',
  ],
  [`${FROZEN_RELEASES.find((r) => r.ros === 1)?.route}/introduction/`]: [
    'catkin workspce',
    'Unable to communicate with master',
    'mrs_drone_spawner/spawn',
    'remote ros mastr',
  ],
};

const normalize = (route: string): string => route.split(/[?#]/)[0].replace(/\/+$/, '') || '/';

function readQueries(): Query[] {
  const known = new Set();
  for (const file of [...RELEASES.map((r) => r.manifest), 'blog.tsv']) {
    for (const line of fs.readFileSync(path.join(ROOT, 'tests/data', file), 'utf8').split('\n')) {
      if (line.trim()) known.add(normalize(line.split('\t')[0]));
    }
  }
  // the generated reference pages have no rows in the manifests (tests/manifest.ts derives them)
  for (const release of RELEASES) for (const {route} of routesOfReference(release)) known.add(normalize(route));
  const queries: Query[] = [];
  const lines = fs.readFileSync(path.join(ROOT, 'bench/search/queries.tsv'), 'utf8').split('\n');
  lines.forEach((line, n) => {
    if (!line.trim() || line.startsWith('#')) return;
    const [version, kind, query, routes] = line.split('\t');
    if (!VERSIONS[version] || !kind || !query || !routes)
      throw new Error(`queries.tsv:${n + 1}: expected version, kind, query, routes`);
    const expected = routes.trim().split(/\s+/).map(normalize);
    for (const route of expected)
      if (!known.has(route)) throw new Error(`queries.tsv:${n + 1}: unknown route ${route}`);
    queries.push({version, kind, query, expected});
  });
  return queries;
}

function indexFilesOf(dir: string): {outline: string; text: string} {
  const full = path.join(BUILD, dir);
  const outline = fs
    .readdirSync(full)
    .find((name) => /^search-index.*\.json$/.test(name) && !name.endsWith('-content.json'));
  if (!outline) throw new Error(`no search index in ${full}: build the site first`);
  return {outline: path.join(full, outline), text: path.join(full, contentFileOf(outline))};
}

function summarize(rows: Row[]): Summary {
  const n = rows.length;
  const out: Partial<Summary> = {queries: n};
  for (const k of KS)
    out[`hit@${k}` as 'hit@1' | 'hit@3' | 'hit@8'] = rows.filter((r) => r.rank > 0 && r.rank <= k).length / n;
  out.mrr = rows.reduce((sum, r) => sum + (r.rank > 0 ? 1 / r.rank : 0), 0) / n;
  return out as Summary;
}

/**
 * The search-box latency of every query of LATENCY_QUERIES, with the full text loaded (the probe shared with the
 * main benchmark: scripts/bench/searchLatency.ts), on build/ served as the main benchmark serves it.
 */
async function measureLatency(): Promise<Latency> {
  const server = await startServer(BUILD);
  const browser = await launchBrowser();
  const samples: Latency['samples'] = [];
  try {
    for (const [route, list] of Object.entries(LATENCY_QUERIES)) {
      const probe = await searchLatency(browser, server.base, route, list, {fullText: true});
      samples.push(...probe.samples.map((s) => ({route, ...s})));
    }
  } finally {
    await browser.close();
    server.stop();
  }
  return {
    medianMs: median(samples.map((s) => s.ms)),
    maxMs: Math.max(...samples.map((s) => s.ms)),
    loadAverage: loadavg()[0],
    samples,
  };
}

/** Runs the queries, writes the report and prints its summary. */
async function main(): Promise<void> {
  const queries = readQueries();
  const result: SearchReport = {
    date: new Date().toISOString(),
    label,
    commit: commit(),
    limit: LIMIT,
    versions: {},
    rows: [],
  };

  for (const [version, {dir}] of Object.entries(VERSIONS)) {
    const files = indexFilesOf(dir);
    let started = performance.now();
    const outline = engine.outlineParts(JSON.parse(fs.readFileSync(files.outline, 'utf8')));
    const text = engine.textPart(JSON.parse(fs.readFileSync(files.text, 'utf8')), outline);
    const loadMs = performance.now() - started;
    const parts = [...outline, text];
    const times: number[] = [];
    for (const q of queries.filter((q) => q.version === version)) {
      started = performance.now();
      const hits = engine.runQuery(parts, q.query, LIMIT);
      times.push(performance.now() - started);
      const urls = hits.map((h) => normalize(h.document.u));
      const rank = urls.findIndex((u) => q.expected.includes(u)) + 1;
      result.rows.push({...q, rank, top: urls.slice(0, 3)});
      if (verbose) console.log(`${rank || '-'}\t${version}\t${q.kind}\t${q.query}\t${urls.slice(0, 3).join(' ')}`);
    }
    result.versions[version] = {
      outline: sizeOf(files.outline),
      text: sizeOf(files.text),
      loadMs,
      queryMs: {median: median(times), max: Math.max(...times)},
    };
  }

  if (latency) result.latency = await measureLatency();

  const kinds = [...new Set(queries.map((q) => q.kind))];
  const summary: Record<string, Record<string, Summary>> = {};
  result.summary = summary;
  for (const version of Object.keys(VERSIONS)) {
    const rows = result.rows.filter((r) => r.version === version);
    summary[version] = {all: summarize(rows)};
    for (const kind of kinds) {
      const some = rows.filter((r) => r.kind === kind);
      if (some.length) summary[version][kind] = summarize(some);
    }
  }
  summary.all = {all: summarize(result.rows)};

  const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
  const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
  const lines = [
    `# Search relevance ${result.date.slice(0, 10)}${label ? ` (${label})` : ''}`,
    '',
    `Commit \`${result.commit}\`. ${queries.length} queries of \`bench/search/queries.tsv\` run by \`npm run bench:search\` through`,
    `\`src/features/search/engine.ts\` (the search worker's engine) over the built index files, each in its version's index, ${LIMIT} results`,
    'per query as in the search box. Rank = position of the first result on a page that answers the query.',
    '',
    '| version | kind | queries | hit@1 | hit@3 | hit@8 | MRR |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const version of [...Object.keys(VERSIONS), 'all']) {
    for (const [kind, s] of Object.entries(summary[version])) {
      lines.push(
        `| ${version} | ${kind} | ${s.queries} | ${pct(s['hit@1'])} | ${pct(s['hit@3'])} | ${pct(s['hit@8'])} | ${s.mrr.toFixed(3)} |`,
      );
    }
  }
  lines.push(
    '',
    '| version | outline | full text | load in Node | engine time per query (median / max) |',
    '|---|---|---|---|---|',
  );
  for (const [version, v] of Object.entries(result.versions)) {
    lines.push(
      `| ${version} | ${kb(v.outline.rawBytes)} raw, ${kb(v.outline.gzipBytes)} gzip | ${kb(v.text.rawBytes)} raw, ${kb(v.text.gzipBytes)} gzip | ${v.loadMs.toFixed(0)} ms | ${v.queryMs.median.toFixed(1)} / ${v.queryMs.max.toFixed(1)} ms |`,
    );
  }
  if (result.latency) {
    lines.push(
      '',
      `Search box in Chromium, last keystroke to results on screen (full text loaded): median ${result.latency.medianMs.toFixed(0)} ms, max ${result.latency.maxMs.toFixed(0)} ms,`,
      `load average ${result.latency.loadAverage.toFixed(1)} on ${os.cpus().length} cores`,
      `(${result.latency.samples.map((s) => `\`${s.query}\` ${s.ms.toFixed(0)}`).join(', ')}).`,
    );
  }
  // Before and after: the latest baseline report in bench/ (written with --label baseline).
  const baselineName =
    label === 'baseline'
      ? undefined
      : fs
          .readdirSync(path.join(ROOT, 'bench'))
          .filter((n) => /^search-.*-baseline\.json$/.test(n))
          .sort()
          .pop();
  if (baselineName) {
    const before = JSON.parse(
      fs.readFileSync(path.join(ROOT, 'bench', baselineName), 'utf8'),
    ) as Required<SearchReport>;
    lines.push('', `## Against the baseline (\`bench/${baselineName}\`, commit \`${before.commit}\`)`, '');
    lines.push('| version | MRR | hit@1 | hit@8 | outline gzip | full text gzip |', '|---|---|---|---|---|---|');
    for (const version of Object.keys(VERSIONS)) {
      const [b, a] = [before.summary[version].all, summary[version].all];
      const [bv, av] = [before.versions[version], result.versions[version]];
      lines.push(
        `| ${version} | ${b.mrr.toFixed(3)} → ${a.mrr.toFixed(3)} | ${pct(b['hit@1'])} → ${pct(a['hit@1'])} | ${pct(b['hit@8'])} → ${pct(a['hit@8'])} | ${kb(bv.outline.gzipBytes)} → ${kb(av.outline.gzipBytes)} | ${kb(bv.text.gzipBytes)} → ${kb(av.text.gzipBytes)} (${(100 * (1 - av.text.gzipBytes / bv.text.gzipBytes)).toFixed(0)} % smaller) |`,
      );
    }
  }
  const misses = result.rows.filter((r) => r.rank !== 1);
  lines.push(
    '',
    `## Queries not answered first (${misses.length})`,
    '',
    '| version | kind | query | rank | first results |',
    '|---|---|---|---|---|',
  );
  for (const r of misses)
    lines.push(
      `| ${r.version} | ${r.kind} | \`${r.query.replace(/\|/g, '\\|')}\` | ${r.rank || 'none'} | ${r.top.join(' ') || '(no results)'} |`,
    );

  const written = writeReport(result, {prefix: 'search', label, markdown: `${lines.join('\n')}\n`});
  console.log(lines.slice(6, 6 + 2 + Object.values(summary).reduce((n, s) => n + Object.keys(s).length, 0)).join('\n'));
  console.log(`written: ${written.map((f) => path.relative(ROOT, f)).join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
