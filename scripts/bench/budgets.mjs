/**
 * The budgets and the check of a measured result against them. A failed check carries what was observed
 * (figures from this run); the known causes and the plans for each budget are in bench/NOTES.md, under the
 * heading the check names.
 */
import {kb, mb} from './common.mjs';

export const BUDGETS = {
  lhPerformance: 95,
  lhAccessibility: 100,
  lhBestPractices: 100,
  lhSeo: 100,
  lcpMs: 2000,
  buildSeconds: 64,
  buildRssBytes: 1024 ** 3,
  searchIndexGzipBytes: 300 * 1024,
  searchLatencyMs: 300,
  hydrationErrors: 0,
  featureJsGzipBytes: 30 * 1024,
};

const longTasks = (lh) => (lh.longTasks ?? []).map((t) => `${t.script || '?'} ${t.ms} ms`).join(', ');

export function checkBudgets(r) {
  const checks = [];
  const add = (name, figure, budget, pass, observed, notes) =>
    checks.push({name, figure, budget, pass, ...(pass ? {} : {observed, notes})});
  for (const lh of r.lighthouse.filter((l) => l.formFactor === 'mobile')) {
    const cats = [
      ['performance', lh.performance, BUDGETS.lhPerformance, 'performance'],
      ['accessibility', lh.accessibility, BUDGETS.lhAccessibility, 'accessibility'],
      ['best practices', lh.bestPractices, BUDGETS.lhBestPractices, 'best-practices'],
      ['SEO', lh.seo, BUDGETS.lhSeo, 'seo'],
    ];
    for (const [label, value, budget, id] of cats) {
      const audits = `audits below full score: ${lh.failing[id].join(', ') || 'none listed'}`;
      add(
        `Lighthouse mobile ${label} ${lh.route}`,
        String(value),
        `≥ ${budget}`,
        value >= budget,
        id === 'performance'
          ? `${audits}; longest tasks (simulated 4× slower CPU): ${longTasks(lh)}; FCP ${(lh.fcpMs / 1000).toFixed(2)} s` +
              (lh.thirdPartyStylesheets?.length
                ? `; stylesheets from other origins: ${lh.thirdPartyStylesheets.join(', ')}`
                : '') +
              (r.build.mainBundle
                ? `; start-up script ${kb(r.build.mainBundle.rawBytes)} raw, ${kb(r.build.mainBundle.gzipBytes)} gzip`
                : '') +
              `; Lighthouse CPU index ${lh.benchmarkIndex ? Math.round(lh.benchmarkIndex) : 'n/a'}, load average ${r.machine.loadAverageAfterBuild[0].toFixed(1)} on ${r.machine.cpus} cores after the build`
          : audits,
        id === 'performance' ? 'Lighthouse mobile performance' : 'Lighthouse audits',
      );
    }
    add(
      `mobile LCP ${lh.route}`,
      `${(lh.lcpMs / 1000).toFixed(2)} s`,
      `≤ ${BUDGETS.lcpMs / 1000} s`,
      lh.lcpMs <= BUDGETS.lcpMs,
      `LCP element: ${lh.lcpElement ?? 'unknown'}; first paint at ${(lh.fcpMs / 1000).toFixed(2)} s`,
      'Mobile LCP',
    );
  }
  add(
    'cold build wall time',
    `${r.build.wallSeconds.toFixed(1)} s`,
    `≤ ${BUDGETS.buildSeconds} s`,
    r.build.wallSeconds <= BUDGETS.buildSeconds,
    `load average ${r.machine.loadAverageBefore[0].toFixed(2)} before the build, ${r.machine.loadAverageAfterBuild[0].toFixed(2)} after, on ${r.machine.cpus} cores`,
    'Build time',
  );
  add(
    'cold build peak RSS',
    mb(r.build.peakRssBytes),
    '≤ 1024 MB',
    r.build.peakRssBytes <= BUDGETS.buildRssBytes,
    `largest process ${r.build.timeMaxRssBytes ? mb(r.build.timeMaxRssBytes) : 'n/a'}, process tree ${mb(r.build.treePeakRssBytes)}`,
    'Build memory',
  );
  for (const [version, index] of Object.entries(r.build.searchIndexes)) {
    const eager = index.outline ?? index;
    add(
      `search index gzip (${version}), loaded before any query`,
      kb(eager.gzipBytes),
      '≤ 300 KB',
      eager.gzipBytes <= BUDGETS.searchIndexGzipBytes,
      `outline ${kb(eager.rawBytes)} raw`,
      'Search index',
    );
  }
  add(
    'search results after last keystroke (median)',
    `${r.search.medianMs.toFixed(0)} ms`,
    `≤ ${BUDGETS.searchLatencyMs} ms`,
    r.search.medianMs <= BUDGETS.searchLatencyMs,
    `slowest query ${Math.round(r.search.maxMs)} ms`,
    'Search latency',
  );
  if (r.featureJs) {
    add(
      'JS of the reader features (offline mode, version badge, fill-in commands, Markdown copy, feedback)',
      kb(r.featureJs.gzipBytes),
      '≤ 30 KB',
      r.featureJs.gzipBytes <= BUDGETS.featureJsGzipBytes,
      r.featureJs.files.map((f) => `${f.file} ${kb(f.gzipBytes)}`).join(', '),
      'Reader features',
    );
  }
  add(
    'hydration errors',
    String(r.hydration.hydrationErrors),
    '0',
    r.hydration.hydrationErrors <= BUDGETS.hydrationErrors,
    r.hydration.hydration.map((e) => `${e.url}: ${e.text.slice(0, 120)}`).join('; '),
    'Hydration errors',
  );
  return checks;
}
