/**
 * The budgets and the check of a measured result against them. Figures that do not depend on the machine
 * (scores for accessibility, best practices and SEO, bytes of the search index and of the reader features,
 * hydration errors) have fixed budgets. Times, memory and the performance score move with the load of this shared
 * two-core machine, so their budgets are ratios: against the previous main report, and against the group's
 * current site built and measured in the same run (`--group-site DIR`). A budget whose comparison is missing is
 * "not checked", never passed. A failed check carries what was observed (figures from this run); the known causes
 * and the plans for each budget are in bench/NOTES.md, under the heading the check names.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {kb, mb} from './common';
import type {ConsoleError, FirstViewJs} from './browser';
import type {BuildFigures, ColdBuild} from './build';
import type {FeatureJs} from './featureJs';
import type {LighthouseRun, LongTask} from './lighthouse';
import type {SearchLatency} from './searchLatency';

export type BudgetStatus = 'pass' | 'fail' | 'not checked';

/** One budget check; a failed one carries what was observed and the heading of bench/NOTES.md on it. */
export interface BudgetCheck {
  name: string;
  figure: string;
  budget: string;
  status: BudgetStatus;
  pass: boolean;
  observed?: string;
  notes?: string;
}

/** The Lighthouse figures of one page the checks read (a main report's `lighthouse` entries). */
export interface CheckedLighthouse extends Pick<
  LighthouseRun,
  'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'lcpMs' | 'fcpMs'
> {
  formFactor: string;
  route: string;
  benchmarkIndex?: number | null;
  lcpElement?: string;
  longTasks?: LongTask[];
  failing: Record<string, string[]>;
}

/** The figures of a run the checks read: a main report, or the part of it the tests give. */
export interface BudgetInput {
  startedAt?: string;
  commit: string;
  machine: {cpus: number; loadAverageBefore: number[]; loadAverageAfterBuild: number[]};
  build: Pick<ColdBuild, 'wallSeconds' | 'peakRssBytes' | 'treePeakRssBytes' | 'timeMaxRssBytes'> &
    Pick<BuildFigures, 'searchIndexes' | 'mainBundle'>;
  js?: Pick<FirstViewJs, 'page' | 'files' | 'gzipBytes'>;
  search: Pick<SearchLatency, 'medianMs' | 'maxMs'>;
  featureJs?: FeatureJs;
  hydration: {hydrationErrors: number; hydration: ConsoleError[]};
  lighthouse: CheckedLighthouse[];
}

/** A report the ratio budgets compare with: the previous main report, or the group site's figures. */
export interface Reference {
  commit?: string;
  reportName?: string;
  build?: {wallSeconds?: number; peakRssBytes?: number};
  js?: {gzipBytes?: number};
  lighthouse?: CheckedLighthouse[];
}

/** A saved main report as read back from bench/. */
type SavedReport = Reference & {startedAt?: string; date?: string};

export const BUDGETS = {
  lhAccessibility: 100,
  lhBestPractices: 100,
  lhSeo: 100,
  searchIndexGzipBytes: 300 * 1024,
  searchLatencyMs: 300,
  hydrationErrors: 0,
  featureJsGzipBytes: 30 * 1024,
};

/** Ratio budgets against the previous main report: how much worse a figure may come out before it fails. */
export const AGAINST_PREVIOUS = {
  buildWall: 1.15,
  buildRss: 1.1,
  firstViewJs: 1.03,
  lcp: 1.2,
  /** points the Lighthouse mobile performance score may lose */
  performancePoints: 3,
};

/** Ratio budgets against the group's current site, measured in the same run. */
export const AGAINST_GROUP = {
  buildWall: 0.75,
  buildRss: 1,
  firstViewJs: 1,
  /** points above the group site's Lighthouse mobile performance score (0: at least as high) */
  performancePoints: 0,
};

/** The pages measured on the group site too: both sites have them. */
export const GROUP_ROUTES = ['/', '/docs/introduction/'];

/** Main reports: `<date>[-<commit>][-n].json` in bench/. */
const MAIN_REPORT = /^\d{4}-\d{2}-\d{2}(-[0-9a-f]{7,40})?(-\d+)?\.json$/;

/**
 * The newest main report in `dir` other than the run `r` itself (a report written again from saved figures has
 * the same start time), by the time its run started; undefined when there is none.
 */
export function previousReport(r: {startedAt?: string}, dir: string): (SavedReport & {reportName: string}) | undefined {
  const reports = readdirSync(dir)
    .filter((name) => MAIN_REPORT.test(name))
    .map((name) => ({name, report: JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as SavedReport}))
    .filter(({report}) => report.startedAt !== r.startedAt && report.build && report.lighthouse)
    .sort((a, b) =>
      String(a.report.startedAt ?? a.report.date).localeCompare(String(b.report.startedAt ?? b.report.date)),
    );
  const newest = reports.at(-1);
  return newest && {...newest.report, reportName: newest.name};
}

const longTasks = (lh: CheckedLighthouse) => (lh.longTasks ?? []).map((t) => `${t.script || '?'} ${t.ms}`).join(', ');
const mobile = (lighthouse: CheckedLighthouse[] = []) => lighthouse.filter((l) => l.formFactor === 'mobile');
const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Checks `r` against the fixed budgets and, where given, against `previous` (a main report) and `group` (the
 * group site's figures of this run: build, js, lighthouse). Each check has a status: pass, fail or not checked.
 */
export function checkBudgets(
  r: BudgetInput,
  {previous, group}: {previous?: Reference; group?: Reference} = {},
): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const add = (name: string, figure: string, budget: string, status: BudgetStatus, observed?: string, notes?: string) =>
    checks.push({
      name,
      figure,
      budget,
      status,
      pass: status === 'pass',
      ...(status === 'fail' ? {observed, notes} : {}),
    });
  const verdict = (ok: boolean): BudgetStatus => (ok ? 'pass' : 'fail');
  /** a ratio check of `value` against `reference`: `limit` the largest allowed ratio */
  const ratio = (
    name: string,
    value: number | undefined,
    reference: number | undefined,
    limit: number,
    format: (value: number) => string,
    against: string,
    observed: string,
    notes: string,
  ) => {
    if (!finite(value) || !finite(reference) || reference <= 0) {
      add(name, finite(value) ? format(value) : 'n/a', `≤ ${limit}× ${against}`, 'not checked');
      return;
    }
    add(
      name,
      `${format(value)} (${(value / reference).toFixed(2)}× ${against}: ${format(reference)})`,
      `≤ ${limit}× ${against}`,
      verdict(value <= limit * reference),
      observed,
      notes,
    );
  };
  /** a score check: `value` at least `reference` + `points` */
  const score = (
    name: string,
    value: number | null,
    reference: number | null | undefined,
    points: number,
    against: string,
    observed: string,
    notes: string,
  ) => {
    const budget = `≥ ${against}${points > 0 ? ` + ${points}` : points < 0 ? ` − ${-points}` : ''}`;
    if (!finite(value) || !finite(reference)) {
      add(name, finite(value) ? String(value) : 'n/a', budget, 'not checked');
      return;
    }
    add(name, `${value} (${against}: ${reference})`, budget, verdict(value >= reference + points), observed, notes);
  };

  const prevMobile = new Map(mobile(previous?.lighthouse).map((l) => [l.route, l]));
  const groupMobile = new Map(mobile(group?.lighthouse).map((l) => [l.route, l]));
  const prevName = previous ? `previous (${previous.reportName ?? previous.commit})` : 'previous';
  for (const lh of mobile(r.lighthouse)) {
    for (const [label, value, budget, id] of <[string, number | null, number, string][]>[
      ['accessibility', lh.accessibility, BUDGETS.lhAccessibility, 'accessibility'],
      ['best practices', lh.bestPractices, BUDGETS.lhBestPractices, 'best-practices'],
      ['SEO', lh.seo, BUDGETS.lhSeo, 'seo'],
    ]) {
      add(
        `Lighthouse mobile ${label} ${lh.route}`,
        String(value),
        `≥ ${budget}`,
        verdict((value as number) >= budget),
        `audits below full score: ${lh.failing[id].join(', ') || 'none listed'}`,
        'Lighthouse audits',
      );
    }
    const perfObserved =
      `audits below full score: ${lh.failing.performance.join(', ') || 'none listed'}; longest tasks (simulated 4× slower CPU): ${longTasks(lh)}; FCP ${(lh.fcpMs / 1000).toFixed(2)} s` +
      (r.build.mainBundle
        ? `; start-up script ${kb(r.build.mainBundle.rawBytes)} raw, ${kb(r.build.mainBundle.gzipBytes)} gzip`
        : '') +
      `; Lighthouse CPU index ${lh.benchmarkIndex ? Math.round(lh.benchmarkIndex) : 'n/a'}, load average ${r.machine.loadAverageAfterBuild[0].toFixed(1)} on ${r.machine.cpus} cores after the build`;
    score(
      `Lighthouse mobile performance ${lh.route}, against the previous report`,
      lh.performance,
      prevMobile.get(lh.route)?.performance,
      -AGAINST_PREVIOUS.performancePoints,
      prevName,
      perfObserved,
      'Lighthouse mobile performance',
    );
    ratio(
      `mobile LCP ${lh.route}, against the previous report`,
      lh.lcpMs,
      prevMobile.get(lh.route)?.lcpMs,
      AGAINST_PREVIOUS.lcp,
      (ms) => `${(ms / 1000).toFixed(2)} s`,
      prevName,
      `LCP element: ${lh.lcpElement ?? 'unknown'}; first paint at ${(lh.fcpMs / 1000).toFixed(2)} s`,
      'Mobile LCP',
    );
    if (GROUP_ROUTES.includes(lh.route))
      score(
        `Lighthouse mobile performance ${lh.route}, against the group site`,
        lh.performance,
        groupMobile.get(lh.route)?.performance,
        AGAINST_GROUP.performancePoints,
        'group site',
        perfObserved,
        'Lighthouse mobile performance',
      );
  }
  const buildObserved = `load average ${r.machine.loadAverageBefore[0].toFixed(2)} before the build, ${r.machine.loadAverageAfterBuild[0].toFixed(2)} after, on ${r.machine.cpus} cores`;
  const rssObserved = `largest process ${r.build.timeMaxRssBytes ? mb(r.build.timeMaxRssBytes) : 'n/a'}, process tree ${mb(r.build.treePeakRssBytes)}`;
  const seconds = (s: number) => `${s.toFixed(1)} s`;
  for (const [against, reference, limits, label] of <[string, Reference | undefined, typeof AGAINST_GROUP, string][]>[
    ['the previous report', previous, AGAINST_PREVIOUS, prevName],
    ['the group site', group, AGAINST_GROUP, 'group site'],
  ]) {
    ratio(
      `cold build wall time, against ${against}`,
      r.build.wallSeconds,
      reference?.build?.wallSeconds,
      limits.buildWall,
      seconds,
      label,
      buildObserved,
      'Build time',
    );
    ratio(
      `cold build peak RSS, against ${against}`,
      r.build.peakRssBytes,
      reference?.build?.peakRssBytes,
      limits.buildRss,
      mb,
      label,
      rssObserved,
      'Build memory',
    );
    ratio(
      `first-view JS of ${r.js?.page ?? '/docs/introduction/'} (gzip), against ${against}`,
      r.js?.gzipBytes,
      reference?.js?.gzipBytes,
      limits.firstViewJs,
      kb,
      label,
      `${r.js?.files ?? '?'} script files`,
      'First-view JS',
    );
  }
  for (const [version, index] of Object.entries(r.build.searchIndexes)) {
    const eager = index.outline ?? index;
    add(
      `search index gzip (${version}), loaded before any query`,
      kb(eager.gzipBytes),
      '≤ 300 KB',
      verdict(eager.gzipBytes <= BUDGETS.searchIndexGzipBytes),
      `outline ${kb(eager.rawBytes)} raw`,
      'Search index',
    );
  }
  add(
    'search results after last keystroke (median)',
    `${r.search.medianMs.toFixed(0)} ms`,
    `≤ ${BUDGETS.searchLatencyMs} ms`,
    verdict(r.search.medianMs <= BUDGETS.searchLatencyMs),
    `slowest query ${Math.round(r.search.maxMs)} ms`,
    'Search latency',
  );
  if (r.featureJs) {
    add(
      'JS of the reader features (offline mode, version badge, fill-in commands, Markdown copy, feedback)',
      kb(r.featureJs.gzipBytes),
      '≤ 30 KB',
      verdict(r.featureJs.gzipBytes <= BUDGETS.featureJsGzipBytes),
      r.featureJs.files.map((f) => `${f.file} ${kb(f.gzipBytes)}`).join(', '),
      'Reader features',
    );
  }
  add(
    'hydration errors',
    String(r.hydration.hydrationErrors),
    '0',
    verdict(r.hydration.hydrationErrors <= BUDGETS.hydrationErrors),
    r.hydration.hydration.map((e) => `${e.url}: ${e.text.slice(0, 120)}`).join('; '),
    'Hydration errors',
  );
  return checks;
}
