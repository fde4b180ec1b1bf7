/** The whole benchmark (`npm run bench`) and `--lighthouse-only`. */
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {loadavg} from 'node:os';
import path from 'node:path';
import {
  BUILD,
  JS_PAGE,
  OUT,
  ROOT,
  RUNS,
  TMP,
  commit,
  dirty,
  kb,
  log,
  machine,
  mb,
  pagesFromEnv,
  uptime,
} from './common';
import {buildFigures, coldBuild} from './build';
import {firstViewJs, hydrationCheck, launchBrowser} from './browser';
import {featureJs} from './featureJs';
import {lighthouse, lighthouseVersion, type FormFactor} from './lighthouse';
import {searchLatency} from './searchLatency';
import {fixedPort, startServer} from './serve';
import {checkBudgets, previousReport} from './budgets';
import {groupSiteDir, measureGroupSite} from './group';
import {perfPatches} from './ablate';
import {markdown, type MainReport} from './mainReport';
import {writeReport} from './report';

/** The fields a run fills in as it goes, and those of the report. */
type Later =
  | 'build'
  | 'js'
  | 'featureJs'
  | 'search'
  | 'hydration'
  | 'lighthouse'
  | 'group'
  | 'finishedAt'
  | 'previousReport'
  | 'budgets';
type AfterBuild = 'uptimeAfterBuild' | 'loadAverageAfterBuild';
/** A main report being measured. */
type Measuring = Omit<MainReport, Later | 'machine'> &
  Partial<Pick<MainReport, Later>> & {
    machine: Omit<MainReport['machine'], AfterBuild> & Partial<Pick<MainReport['machine'], AfterBuild>>;
  };
/** A main report measured (bench/tmp/measured.json): all but the budgets' part. */
export type Measured = Omit<MainReport, 'previousReport' | 'budgets'> &
  Partial<Pick<MainReport, 'previousReport' | 'budgets'>>;

const SEARCH_QUERIES = ['colcon', 'gazebo', 'docker', 'trajectory', 'uav_manager', 'realsense', 'tmux', 'px4'];

/**
 * Cold build, build figures, first-view JS, reader-feature JS, search latency, hydration check and Lighthouse
 * (mobile and desktop, BENCH_RUNS runs per page), then, with `--group-site DIR`, the group's site built and
 * measured the same way (./group.ts), and the report. BENCH_SKIP_BUILD=1 reuses build/ and writes its report into
 * bench/tmp/ only.
 */
export async function full(): Promise<void> {
  mkdirSync(TMP, {recursive: true});
  const result: Measuring = {
    date: new Date().toISOString().slice(0, 10),
    startedAt: new Date().toISOString(),
    commit: commit(),
    uncommittedChanges: dirty(),
    lighthouseVersion: lighthouseVersion(),
    runs: RUNS,
    machine: {...machine(), uptimeBefore: uptime(), loadAverageBefore: loadavg()},
    kaTeXCdn: 'blocked (unreachable on this machine)',
    // the framework patches this build has, with the effect their ablation measured (src/perf/table.ts)
    patches: perfPatches(),
  };
  const skipBuild = process.env.BENCH_SKIP_BUILD === '1' && existsSync(BUILD);
  const build = skipBuild
    ? {wallSeconds: NaN, treePeakRssBytes: NaN, peakRssBytes: NaN, skipped: true as const}
    : await coldBuild();
  result.machine.uptimeAfterBuild = uptime();
  result.machine.loadAverageAfterBuild = loadavg();
  result.build = Object.assign(build, buildFigures());
  log(
    `build: ${result.build.wallSeconds.toFixed(1)} s, ${mb(result.build.peakRssBytes)} peak RSS, ${result.build.htmlPages} pages`,
  );
  const pages = pagesFromEnv();
  const server = await startServer(BUILD, fixedPort());
  const browser = await launchBrowser();
  try {
    result.js = await firstViewJs(browser, server.base);
    result.featureJs = await featureJs();
    log(`reader features JS: ${kb(result.featureJs.gzipBytes)} gzip`);
    log(`first-view JS: ${kb(result.js.rawBytes)} raw, ${kb(result.js.gzipBytes)} gzip`);
    result.search = {...(await searchLatency(browser, server.base, JS_PAGE, SEARCH_QUERIES)), loadAverage: loadavg()};
    log(`search latency median: ${result.search.medianMs.toFixed(0)} ms`);
    result.hydration = await hydrationCheck(browser, server.base, pages);
    log(`hydration errors: ${result.hydration.hydrationErrors}`);
    await browser.close();
    result.lighthouse = await lighthouse(server.base, ['mobile', 'desktop'], pages);
  } finally {
    await browser.close().catch(() => {});
    server.stop();
  }
  const groupDir = groupSiteDir();
  // after this site's measurements, so the two builds never run at once
  if (groupDir) result.group = await measureGroupSite(groupDir);
  result.finishedAt = new Date().toISOString();
  writeFileSync(path.join(TMP, 'measured.json'), JSON.stringify(result, null, 2) + '\n');
  report(result as MainReport, skipBuild);
}

/** Checks the budgets and writes the report (also from saved figures: `--from bench/tmp/measured.json`). */
export function report(result: Measured, skipBuild = false): void {
  const previous = previousReport(result, OUT);
  const withPrevious = Object.assign(result, {previousReport: previous?.reportName ?? null});
  const budgets = checkBudgets(withPrevious, {previous, group: result.group});
  const complete: MainReport = Object.assign(withPrevious, {budgets});
  const written = writeReport(complete, {
    markdown: markdown(complete),
    latest: !skipBuild,
    dir: skipBuild ? TMP : undefined,
  });
  console.log('');
  for (const b of budgets) console.log(`${b.status.toUpperCase()}  ${b.name}: ${b.figure} (budget ${b.budget})`);
  console.log(`\nReport: ${written.map((f) => path.relative(ROOT, f)).join(', ')}`);
  if (budgets.some((b) => b.status === 'fail')) process.exitCode = 1;
}

export const reportFrom = (file: string): void => report(JSON.parse(readFileSync(file, 'utf8')) as Measured);

/**
 * `--lighthouse-only [mobile|desktop]`: Lighthouse alone on the existing build/, for trying a change; prints each
 * run and the medians, writes no report. BENCH_PAGES (comma-separated) picks the pages.
 */
export async function lighthouseOnly(formFactor: FormFactor): Promise<void> {
  if (!existsSync(BUILD)) throw new Error('build/ is missing: run `npm run build` first');
  mkdirSync(TMP, {recursive: true});
  const server = await startServer(BUILD, fixedPort());
  try {
    for (const r of await lighthouse(server.base, [formFactor], pagesFromEnv())) {
      const runs = r.runs
        .map(
          (x) =>
            `${x.performance}/${Math.round(x.tbtMs)}/${Math.round(x.lcpMs)}/${x.benchmarkIndex}/${x.loadBefore[0].toFixed(1)}`,
        )
        .join('  ');
      console.log(
        `${r.formFactor} ${r.route}: perf ${r.performance}, TBT ${Math.round(r.tbtMs)} ms, LCP ${Math.round(r.lcpMs)} ms, FCP ${Math.round(r.fcpMs)} ms (runs perf/TBT/LCP/CPU index/load: ${runs})`,
      );
      console.log(`  long tasks: ${r.longTasks.map((t) => `${t.script || '?'} ${t.ms}`).join(', ')}`);
    }
  } finally {
    server.stop();
  }
}
