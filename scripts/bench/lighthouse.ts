/** Lighthouse runs (a child process each) and the figures the benchmark takes from their reports. */
import {spawn} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {loadavg} from 'node:os';
import path from 'node:path';
import {CHROME, CHROME_ARGS, ROOT, RUNS, TMP, log, median} from './common';

export type FormFactor = 'mobile' | 'desktop';

/** A long main-thread task (simulated duration) and the script it is attributed to. */
export interface LongTask {
  script: string;
  ms: number;
}

/** Per category, the audits below full score: `id (displayValue)`. */
export type Failing = Record<string, string[]>;

/** The figures of one Lighthouse run. */
export interface LighthouseRun {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  benchmarkIndex: number | null;
  cls: number;
  mainThreadMs: number | null;
  scriptEvaluationMs: number;
  scriptParseCompileMs: number;
  styleLayoutMs: number;
  bootupMs: number | null;
  tasks: number | null;
  tasksOver50ms: number | null;
  longestTaskMs: number;
  scriptRequests: number | null;
  scriptTransferBytes: number | null;
  loadBefore: number[];
  loadAfter: number[];
  lcpElement: string | undefined;
  thirdPartyStylesheets: string[];
  longTasks: LongTask[];
  failing: Failing;
}

/** BENCH_RUNS runs of one page and form factor: the medians, with the audits of the median run. */
export interface LighthouseResult {
  formFactor: FormFactor;
  route: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  benchmarkIndex: number | null;
  cls: number;
  lcpElement: string | undefined;
  longTasks: LongTask[];
  thirdPartyStylesheets: string[];
  failing: Failing;
  runs: Omit<LighthouseRun, 'failing'>[];
}

/** The parts of a Lighthouse JSON report (LHR) read here. */
interface LhItem {
  resourceType?: string;
  url?: string;
  group?: string;
  duration?: number;
  numTasks?: number;
  numTasksOver50ms?: number;
  requestCount?: number;
  transferSize?: number;
  items?: {node?: {snippet?: string}}[];
}
interface LhAudit {
  id: string;
  score: number | null;
  scoreDisplayMode?: string;
  displayValue?: string;
  numericValue: number;
  details?: {items?: LhItem[]};
}
interface LhReport {
  audits: Record<string, LhAudit | undefined>;
  categories: Record<string, {score: number; auditRefs: {id: string; weight: number}[]} | undefined>;
  environment?: {benchmarkIndex?: number};
}

export const lighthouseVersion = (): string =>
  (JSON.parse(readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as {version: string})
    .version;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function thirdPartyStylesheets(report: LhReport, base: string): string[] {
  const origin = new URL(base).origin;
  const urls = (report.audits['network-requests']?.details?.items ?? [])
    .filter((item) => item.resourceType === 'Stylesheet' && new URL(item.url as string).origin !== origin)
    .map((item) => item.url as string);
  return [...new Set(urls)];
}

/** Main-thread time per kind of work (Lighthouse's groups: scriptEvaluation, scriptParseCompile, styleLayout…). */
function mainThreadGroups(report: LhReport): Record<string, number> {
  const groups: Record<string, number> = {};
  for (const item of report.audits['mainthread-work-breakdown']?.details?.items ?? [])
    groups[item.group as string] = (groups[item.group as string] ?? 0) + (item.duration as number);
  return groups;
}

/**
 * One Lighthouse run of `base + route` as a child process (asynchronous: a gzip proxy in this process must keep
 * serving). The raw report stays in bench/tmp/. Besides the scores and timings, a run records figures that
 * depend less on the machine's load: the bytes and number of scripts transferred, the main-thread work per
 * kind, the number of tasks, and the load average before and after the run. `categories` defaults to all four;
 * the scores of the others are null.
 */
export async function runLighthouse(
  route: string,
  formFactor: FormFactor,
  run: number,
  base: string,
  tag = '',
  categories: string[] = CATEGORIES,
): Promise<LighthouseRun> {
  const output = path.join(TMP, `lh-${tag}${formFactor}-${route.replace(/\W+/g, '_')}-${run}.json`);
  const args = [
    path.join(ROOT, 'node_modules/lighthouse/cli/index.js'),
    base + route,
    '--quiet',
    '--output=json',
    `--output-path=${output}`,
    `--only-categories=${categories.join(',')}`,
    `--chrome-flags=--headless=new ${CHROME_ARGS.join(' ')}`,
    '--blocked-url-patterns=*cdn.jsdelivr.net*',
    '--max-wait-for-load=60000',
  ];
  if (formFactor === 'desktop') args.push('--preset=desktop');
  const loadBefore = loadavg();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {...process.env, CHROME_PATH: CHROME},
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  if (code !== 0)
    throw new Error(`lighthouse ${route} (${formFactor}) failed with exit ${code}: ${stderr.slice(-500)}`);
  const report = JSON.parse(readFileSync(output, 'utf8')) as LhReport;
  const score = (id: string) => {
    const category = report.categories[id];
    return category ? Math.round(category.score * 100) : null;
  };
  const audit = (id: string) => report.audits[id] as LhAudit;
  const failing: Failing = {};
  for (const id of categories) {
    failing[id] = (report.categories[id] as {auditRefs: {id: string; weight: number}[]}).auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => audit(ref.id))
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
      .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
  }
  const diagnostics: LhItem = report.audits.diagnostics?.details?.items?.[0] ?? {};
  const scriptSummary = (report.audits['resource-summary']?.details?.items ?? []).find(
    (item) => item.resourceType === 'script',
  );
  const groups = mainThreadGroups(report);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audit('largest-contentful-paint').numericValue,
    fcpMs: audit('first-contentful-paint').numericValue,
    tbtMs: audit('total-blocking-time').numericValue,
    // Lighthouse's own measure of the CPU it ran on (higher is faster); its simulated phone is this CPU slowed 4×
    benchmarkIndex: report.environment?.benchmarkIndex ?? null,
    cls: audit('cumulative-layout-shift').numericValue,
    // main-thread work (observed, times the simulated CPU slowdown), in total and for running scripts
    mainThreadMs: report.audits['mainthread-work-breakdown']?.numericValue ?? null,
    scriptEvaluationMs: groups.scriptEvaluation ?? 0,
    scriptParseCompileMs: groups.scriptParseCompile ?? 0,
    styleLayoutMs: groups.styleLayout ?? 0,
    bootupMs: report.audits['bootup-time']?.numericValue ?? null,
    tasks: diagnostics.numTasks ?? null,
    tasksOver50ms: diagnostics.numTasksOver50ms ?? null,
    longestTaskMs: Math.max(0, ...(report.audits['long-tasks']?.details?.items ?? []).map((t) => t.duration as number)),
    scriptRequests: scriptSummary?.requestCount ?? null,
    scriptTransferBytes: scriptSummary?.transferSize ?? null,
    loadBefore,
    loadAfter: loadavg(),
    lcpElement: report.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    // stylesheets from other origins: render-blocking, and each costs a new connection before the first paint
    thirdPartyStylesheets: thirdPartyStylesheets(report, base),
    // the longest main-thread tasks (simulated durations), with the script each is attributed to
    longTasks: (report.audits['long-tasks']?.details?.items ?? [])
      .slice(0, 4)
      .map((t) => ({script: String(t.url).split('/').pop() as string, ms: Math.round(t.duration as number)})),
    failing,
  };
}

/** BENCH_RUNS runs of each page and form factor on `base`; the medians, with the audits of the median run. */
export async function lighthouse(
  base: string,
  formFactors: FormFactor[] = ['mobile', 'desktop'],
  pages: string[],
  tag = '',
): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = [];
  for (const formFactor of formFactors) {
    for (const route of pages) {
      const runs: LighthouseRun[] = [];
      for (let run = 1; run <= RUNS; run++) {
        log(`lighthouse ${formFactor} ${route} run ${run}/${RUNS}`);
        runs.push(await runLighthouse(route, formFactor, run, base, tag));
      }
      // a null figure (a category not run) is sorted as Node sorts it, as before
      const med = (key: keyof LighthouseRun) => median(runs.map((r) => r[key] as number));
      // failing audits of the run whose performance score is the median
      const byPerf = [...runs].sort((a, b) => (a.performance as number) - (b.performance as number));
      const representative = byPerf[Math.floor(byPerf.length / 2)];
      results.push({
        formFactor,
        route,
        performance: med('performance'),
        accessibility: med('accessibility'),
        bestPractices: med('bestPractices'),
        seo: med('seo'),
        lcpMs: med('lcpMs'),
        fcpMs: med('fcpMs'),
        tbtMs: med('tbtMs'),
        benchmarkIndex: med('benchmarkIndex'),
        cls: med('cls'),
        lcpElement: representative.lcpElement,
        longTasks: representative.longTasks,
        thirdPartyStylesheets: representative.thirdPartyStylesheets ?? [],
        failing: representative.failing,
        runs: runs.map(({failing, ...rest}) => rest),
      });
    }
  }
  return results;
}
