/** Lighthouse runs (a child process each) and the figures the benchmark takes from their reports. */
import {spawn} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {loadavg} from 'node:os';
import path from 'node:path';
import {CHROME, CHROME_ARGS, ROOT, RUNS, TMP, log, median} from './common.mjs';

export const lighthouseVersion = () =>
  JSON.parse(readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')).version;

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function thirdPartyStylesheets(report, base) {
  const origin = new URL(base).origin;
  const urls = (report.audits['network-requests']?.details?.items ?? [])
    .filter((item) => item.resourceType === 'Stylesheet' && new URL(item.url).origin !== origin)
    .map((item) => item.url);
  return [...new Set(urls)];
}

/** Main-thread time per kind of work (Lighthouse's groups: scriptEvaluation, scriptParseCompile, styleLayout…). */
function mainThreadGroups(report) {
  const groups = {};
  for (const item of report.audits['mainthread-work-breakdown']?.details?.items ?? [])
    groups[item.group] = (groups[item.group] ?? 0) + item.duration;
  return groups;
}

/**
 * One Lighthouse run of `base + route` as a child process (asynchronous: a gzip proxy in this process must keep
 * serving). The raw report stays in bench/tmp/. Besides the scores and timings, a run records figures that
 * depend less on the machine's load: the bytes and number of scripts transferred, the main-thread work per
 * kind, the number of tasks, and the load average before and after the run. `categories` defaults to all four;
 * the scores of the others are null.
 */
export async function runLighthouse(route, formFactor, run, base, tag = '', categories = CATEGORIES) {
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
  child.stderr.on('data', (d) => (stderr += d));
  const code = await new Promise((resolve) => child.on('close', resolve));
  if (code !== 0)
    throw new Error(`lighthouse ${route} (${formFactor}) failed with exit ${code}: ${stderr.slice(-500)}`);
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const score = (id) => (report.categories[id] ? Math.round(report.categories[id].score * 100) : null);
  const failing = {};
  for (const id of categories) {
    failing[id] = report.categories[id].auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => report.audits[ref.id])
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
      .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`);
  }
  const diagnostics = report.audits.diagnostics?.details?.items?.[0] ?? {};
  const scriptSummary = (report.audits['resource-summary']?.details?.items ?? []).find(
    (item) => item.resourceType === 'script',
  );
  const groups = mainThreadGroups(report);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: report.audits['largest-contentful-paint'].numericValue,
    fcpMs: report.audits['first-contentful-paint'].numericValue,
    tbtMs: report.audits['total-blocking-time'].numericValue,
    // Lighthouse's own measure of the CPU it ran on (higher is faster); its simulated phone is this CPU slowed 4×
    benchmarkIndex: report.environment?.benchmarkIndex ?? null,
    cls: report.audits['cumulative-layout-shift'].numericValue,
    // main-thread work (observed, times the simulated CPU slowdown), in total and for running scripts
    mainThreadMs: report.audits['mainthread-work-breakdown']?.numericValue ?? null,
    scriptEvaluationMs: groups.scriptEvaluation ?? 0,
    scriptParseCompileMs: groups.scriptParseCompile ?? 0,
    styleLayoutMs: groups.styleLayout ?? 0,
    bootupMs: report.audits['bootup-time']?.numericValue ?? null,
    tasks: diagnostics.numTasks ?? null,
    tasksOver50ms: diagnostics.numTasksOver50ms ?? null,
    longestTaskMs: Math.max(0, ...(report.audits['long-tasks']?.details?.items ?? []).map((t) => t.duration)),
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
      .map((t) => ({script: String(t.url).split('/').pop(), ms: Math.round(t.duration)})),
    failing,
  };
}

/** BENCH_RUNS runs of each page and form factor on `base`; the medians, with the audits of the median run. */
export async function lighthouse(base, formFactors = ['mobile', 'desktop'], pages, tag = '') {
  const results = [];
  for (const formFactor of formFactors) {
    for (const route of pages) {
      const runs = [];
      for (let run = 1; run <= RUNS; run++) {
        log(`lighthouse ${formFactor} ${route} run ${run}/${RUNS}`);
        runs.push(await runLighthouse(route, formFactor, run, base, tag));
      }
      const med = (key) => median(runs.map((r) => r[key]));
      // failing audits of the run whose performance score is the median
      const byPerf = [...runs].sort((a, b) => a.performance - b.performance);
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
