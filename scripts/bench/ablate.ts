/**
 * `--ablate <patch>[,<patch>…]|all [mobile|desktop]`: what each framework patch (src/perf/) is worth.
 *
 * Builds the readers' site once with every patch (bench/tmp/ablate/on/) and once per named patch with that one
 * switched off (MRS_DOCS_PERF=-<patch>, into bench/tmp/ablate/<patch>/), one build at a time (they share
 * .docusaurus). `--reuse-builds` keeps a folder that holds a finished build. Then, per patch, serves both builds
 * at once and runs Lighthouse in alternating pairs, every patch on then that one off, BENCH_RUNS pairs (default
 * 3) on each page of BENCH_PAGES (default the first view of /docs/introduction/), so that load from other
 * processes falls on both alike. Every run records the load average; only the performance category is run.
 * `--resume` keeps the patches an interrupted run finished and measures the others.
 *
 * A shared machine makes single timings noisy, so the comparison leans on figures that load hardly moves: the
 * bytes and number of scripts (of the build, of the first view, and as Lighthouse saw them transferred), the
 * number of main-thread tasks, and, for timings, the ratio ablated / baseline within each pair, whose median is
 * set against the spread of the baseline against itself (the ratio of a baseline run to the one before it, a
 * pair apart): a ratio inside that spread is not an effect this machine can show.
 *
 * Writes bench/tmp/ablate/results.json after every patch, and at the end a report
 * bench/ablation-<date>-<commit>.md/.json (see report.ts for the naming).
 */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {loadavg} from 'node:os';
import path from 'node:path';
import {JS_PAGE, ROOT, RUNS, TMP, commit, dirty, log, machine, median, pagesFromEnv} from './common';
import {buildFigures, coldBuild, type BuildFigures, type ColdBuild} from './build';
import {firstViewJs, launchBrowser, type FirstViewJs} from './browser';
import {lighthouseVersion, runLighthouse, type FormFactor, type LighthouseRun} from './lighthouse';
import {startServer} from './serve';
import {COUNTS, TIMINGS, ablationMarkdown, figure} from './ablateReport';
import {writeReport} from './report';
import type {Machine} from './common';
import {PATCHES} from '../../src/perf/table';

/** A row of src/perf/table.ts: the patch's id, its kill switch, its verdict and the report the verdict rests on. */
export type PerfPatch = Pick<(typeof PATCHES)[number], 'id' | 'killSwitch' | 'effect' | 'evidence'>;

/** One Lighthouse run of a pair, without the audits. */
export type Run = Omit<LighthouseRun, 'failing' | 'thirdPartyStylesheets' | 'lcpElement'>;
export interface Pair {
  on: Run;
  off: Run;
}
/** The spread of the baseline against itself, per timing. */
export type NoiseBands = Record<string, {low: number | null; high: number | null; samples: number}>;
export interface TimingSummary {
  on: number;
  off: number;
  ratios: (number | null)[];
  ratio: number;
  clear: boolean;
}
export interface PageSummary {
  timings: Record<string, TimingSummary>;
  counts: Record<string, {on: number; off: number}>;
  load: {min: number; max: number; median: number};
}
export interface PagePairs {
  route: string;
  pairs: Pair[];
  summary?: PageSummary;
}
/** The first view's script figures, without the list of scripts. */
export type SlimJs = Omit<FirstViewJs, 'scripts'>;
export interface PatchResult {
  patch: string;
  perf: string;
  build: ColdBuild | null;
  figures: BuildFigures;
  firstViewJs: SlimJs;
  pages: PagePairs[];
}
/** An ablation's result: bench/tmp/ablate/results.json and bench/ablation-<date>-<commit>.json. */
export interface AblationResult {
  kind: 'ablation';
  date: string;
  startedAt: string;
  commit: string;
  uncommittedChanges: boolean;
  lighthouseVersion: string;
  formFactor: FormFactor;
  pairs: number;
  pages: string[];
  machine: Machine;
  patches: PatchResult[];
  resumedFrom?: {startedAt: string; commit: string};
  baseline?: {build: ColdBuild | null; figures: BuildFigures; firstViewJs: SlimJs};
  failedBuilds?: {patch: string; error: string}[];
  finishedAt?: string;
  noise?: NoiseBands;
}
/** A variant's build: built now, or reused from an earlier run (its record, if kept). */
interface Variant {
  name: string;
  perf: string;
  commit?: string;
  build?: ColdBuild;
  reused?: boolean;
  figures: BuildFigures;
}
interface FailedVariant {
  name: string;
  perf: string;
  error: string;
}

const DIR = path.join(TMP, 'ablate');

/** The patches of src/perf/table.ts, in its order: id, kill switch, verdict and the report it rests on. */
export function perfPatches(): PerfPatch[] {
  return PATCHES.map(({id, killSwitch, effect, evidence}) => ({id, killSwitch, effect, evidence}));
}

/** The kill-switch names of src/perf/table.ts, in its order. */
export function killSwitches(): string[] {
  return PATCHES.map((patch) => patch.killSwitch);
}

async function buildVariant(name: string, perf: string, reuse: boolean): Promise<Variant> {
  const outDir = path.join(DIR, name);
  const recordFile = path.join(DIR, `${name}.build.json`);
  if (reuse && existsSync(path.join(outDir, '.done'))) {
    log(`reusing ${path.relative(ROOT, outDir)}`);
    const record = (existsSync(recordFile) ? JSON.parse(readFileSync(recordFile, 'utf8')) : {}) as Partial<Variant>;
    return {...record, name, perf, reused: true, figures: buildFigures(outDir)};
  }
  const build = await coldBuild({outDir, extraEnv: {MRS_DOCS_PERF: perf}, logName: `ablate/${name}.log`});
  writeFileSync(path.join(outDir, '.done'), '');
  const record = {name, perf, commit: commit(), build};
  writeFileSync(recordFile, JSON.stringify(record, null, 2) + '\n');
  return {...record, figures: buildFigures(outDir)};
}

const ratio = (a: number | null, b: number | null): number | null =>
  (b as number) > 0 ? (a as number) / (b as number) : null;
const percentile = (values: (number | null)[], p: number): number | null => {
  const sorted = values.filter((v): v is number => v !== null && Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(p * (sorted.length - 1))))];
};

/**
 * The spread of the baseline against itself: for each timing, the ratio of every baseline run to the baseline
 * run before it on the same page (a pair apart), over all patches; its 10th and 90th percentiles.
 */
export function noiseBands(patches: PatchResult[]): NoiseBands {
  const bands: NoiseBands = {};
  for (const key of TIMINGS) {
    const ratios: (number | null)[] = [];
    for (const patch of patches)
      for (const page of patch.pages)
        for (let i = 1; i < page.pairs.length; i++)
          ratios.push(ratio(figure(page.pairs[i].on, key), figure(page.pairs[i - 1].on, key)));
    bands[key] = {low: percentile(ratios, 0.1), high: percentile(ratios, 0.9), samples: ratios.length};
  }
  return bands;
}

/** Medians of one page's pairs: per timing the ratios, per count both sides. */
export function summarizePage(page: PagePairs, bands?: NoiseBands): PageSummary {
  const timings: Record<string, TimingSummary> = {};
  for (const key of TIMINGS) {
    const ratios = page.pairs.map((p) => ratio(figure(p.off, key), figure(p.on, key)));
    const med = median(ratios.filter((r): r is number => r !== null));
    const band = bands?.[key];
    const sameSide = ratios.every((r) => r !== null && r > 1) || ratios.every((r) => r !== null && r < 1);
    timings[key] = {
      on: median(page.pairs.map((p) => figure(p.on, key) as number)),
      off: median(page.pairs.map((p) => figure(p.off, key) as number)),
      ratios,
      ratio: med,
      // beyond the baseline's own spread, and every pair on the same side
      clear: Boolean(band && band.low !== null && sameSide && (med < band.low || med > (band.high as number))),
    };
  }
  const counts: Record<string, {on: number; off: number}> = {};
  for (const key of COUNTS)
    counts[key] = {
      on: median(page.pairs.map((p) => p.on[key] as number)),
      off: median(page.pairs.map((p) => p.off[key] as number)),
    };
  const loads = page.pairs.flatMap((p) => [p.on.loadBefore[0], p.off.loadBefore[0]]);
  return {timings, counts, load: {min: Math.min(...loads), max: Math.max(...loads), median: median(loads)}};
}

const slim = ({failing, thirdPartyStylesheets, lcpElement, ...rest}: LighthouseRun): Run => rest;

export async function ablate(
  names: string,
  formFactor: FormFactor,
  {reuseBuilds = false, resume = false}: {reuseBuilds?: boolean; resume?: boolean} = {},
): Promise<void> {
  const all = killSwitches();
  const patches = names === 'all' ? all : names.split(',').filter(Boolean);
  if (!patches.length)
    throw new Error('usage: npx tsx scripts/bench.ts --ablate <patch>[,<patch>…]|all [mobile|desktop]');
  for (const name of patches)
    if (!all.includes(name)) throw new Error(`unknown patch "${name}"; kill switches: ${all.join(', ')}`);
  mkdirSync(DIR, {recursive: true});
  const pages = pagesFromEnv([JS_PAGE]);
  const result: AblationResult = {
    kind: 'ablation',
    date: new Date().toISOString().slice(0, 10),
    startedAt: new Date().toISOString(),
    commit: commit(),
    uncommittedChanges: dirty(),
    lighthouseVersion: lighthouseVersion(),
    formFactor,
    pairs: RUNS,
    pages,
    machine: machine(),
    patches: [],
  };
  // --resume: keep the patches an interrupted run finished (bench/tmp/ablate/results.json) and measure the rest
  const saved = path.join(DIR, 'results.json');
  if (resume && existsSync(saved)) {
    const before = JSON.parse(readFileSync(saved, 'utf8')) as AblationResult;
    if (before.formFactor === formFactor && String(before.pages) === String(pages)) {
      result.patches = before.patches.filter((p) => patches.includes(p.patch));
      result.resumedFrom = {startedAt: before.startedAt, commit: before.commit};
      log(`resuming: ${result.patches.map((p) => p.patch).join(', ') || 'nothing'} already measured`);
    }
  }
  const todo = patches.filter((name) => !result.patches.some((p) => p.patch === name));

  // One build at a time (they share .docusaurus), the baseline first; each patch is measured as soon as its
  // build is ready, while the next one builds. A failed build is reported and its patch skipped.
  const baseline = await buildVariant('on', 'on', reuseBuilds);
  let chain: Promise<Variant | FailedVariant | void> = Promise.resolve();
  const builds = todo.map(
    (name) =>
      (chain = chain.then(() =>
        buildVariant(name, `-${name}`, reuseBuilds).catch((error: unknown): FailedVariant => ({
          name,
          perf: `-${name}`,
          error: String(error),
        })),
      )),
  );

  const baselineServer = await startServer(path.join(DIR, 'on'));
  const browser = await launchBrowser();
  try {
    const baselineJs = await firstViewJs(browser, baselineServer.base);
    result.baseline = {build: baseline.build ?? null, figures: baseline.figures, firstViewJs: slimJs(baselineJs)};
    for (const pending of builds) {
      const variant = (await pending) as Variant | FailedVariant;
      if ('error' in variant) {
        log(`${variant.name}: ${variant.error}`);
        (result.failedBuilds ??= []).push({patch: variant.name, error: variant.error});
        continue;
      }
      const server = await startServer(path.join(DIR, variant.name));
      try {
        const entry: PatchResult = {
          patch: variant.name,
          perf: variant.perf,
          build: variant.build ?? null,
          figures: variant.figures,
          firstViewJs: slimJs(await firstViewJs(browser, server.base)),
          pages: [],
        };
        for (const route of pages) {
          const pairs: Pair[] = [];
          for (let run = 1; run <= RUNS; run++) {
            log(`${variant.name}: ${formFactor} ${route} pair ${run}/${RUNS} (load ${loadavg()[0].toFixed(1)})`);
            const on = await runLighthouse(route, formFactor, run, baselineServer.base, `ablate-on-${variant.name}-`, [
              'performance',
            ]);
            const off = await runLighthouse(route, formFactor, run, server.base, `ablate-off-${variant.name}-`, [
              'performance',
            ]);
            pairs.push({on: slim(on), off: slim(off)});
          }
          entry.pages.push({route, pairs});
        }
        result.patches.push(entry);
        writeFileSync(path.join(DIR, 'results.json'), JSON.stringify(result, null, 2) + '\n');
      } finally {
        server.stop();
      }
    }
  } finally {
    await browser.close();
    baselineServer.stop();
  }
  result.finishedAt = new Date().toISOString();
  finish(result);
}

const slimJs = ({scripts, ...rest}: FirstViewJs): SlimJs => rest;

/** Noise bands, per-page summaries and the report (also from saved results: `--ablate-report <results.json>`). */
export function finish(result: AblationResult): void {
  result.noise = noiseBands(result.patches);
  for (const patch of result.patches) for (const page of patch.pages) page.summary = summarizePage(page, result.noise);
  const written = writeReport(result, {prefix: 'ablation', markdown: ablationMarkdown(result), latest: false});
  console.log(`Report: ${written.map((f) => path.relative(ROOT, f)).join(', ')}`);
}
