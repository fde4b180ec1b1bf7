/** The Markdown of the main benchmark's report. */
import {RUNS, kb, mb, type Machine} from './common';
import type {PerfPatch} from './ablate';
import type {BudgetCheck, BudgetStatus} from './budgets';
import type {FirstViewJs, HydrationCheck} from './browser';
import type {BuildFigures, ColdBuild} from './build';
import type {FeatureJs} from './featureJs';
import type {GroupSite} from './group';
import type {LighthouseResult} from './lighthouse';
import type {SearchLatency} from './searchLatency';

/** A build reused with BENCH_SKIP_BUILD=1: no timings. */
export type SkippedBuild = Partial<ColdBuild> &
  Pick<ColdBuild, 'wallSeconds' | 'treePeakRssBytes' | 'peakRssBytes'> & {skipped: true};

/** The main benchmark's result: bench/<date>-<commit>.json (and bench/tmp/measured.json, without the budgets). */
export interface MainReport {
  date: string;
  startedAt: string;
  commit: string;
  uncommittedChanges: boolean;
  lighthouseVersion: string;
  runs: number;
  machine: Machine & {
    uptimeBefore: string;
    loadAverageBefore: number[];
    uptimeAfterBuild: string;
    loadAverageAfterBuild: number[];
  };
  kaTeXCdn: string;
  patches: PerfPatch[];
  build: (ColdBuild | SkippedBuild) & BuildFigures;
  js: FirstViewJs;
  featureJs: FeatureJs;
  search: SearchLatency;
  hydration: HydrationCheck;
  lighthouse: LighthouseResult[];
  group?: GroupSite;
  finishedAt: string;
  previousReport: string | null;
  budgets: BudgetCheck[];
}

const notesLink = (heading: string | undefined) =>
  `[bench/NOTES.md, "${heading}"](NOTES.md#${(heading as string).toLowerCase().replace(/\s+/g, '-')})`;

export function markdown(r: MainReport): string {
  const lines: string[] = [];
  lines.push(`# Benchmark ${r.date}`, '');
  lines.push(
    `Commit \`${r.commit}\`${r.uncommittedChanges ? ' with uncommitted changes' : ''}, Node ${r.machine.node}, ${r.machine.cpus} cores, ${mb(r.machine.memoryBytes)} RAM. ` +
      `Load before the build: \`${r.machine.uptimeBefore}\`; after the build: \`${r.machine.uptimeAfterBuild}\`.`,
    '',
    'Pages are served through a gzip proxy in front of `docusaurus serve`, as static hosts serve them. ' +
      'The KaTeX stylesheet on cdn.jsdelivr.net is unreachable here and is blocked in every measurement ' +
      '(Playwright routes it away, Lighthouse gets `--blocked-url-patterns`). Only pages with math link it; of the ' +
      'measured pages that is /blog/accurate-amsl-altitude, whose figures leave out that one render-blocking ' +
      'cross-origin request that readers do make.',
    '',
    'Lighthouse replaces `requestIdleCallback` in the page to scale idle time to its simulated CPU, so work the ' +
      'site does in idle callbacks (prefetch hints, loading the search outline) is listed under `_lighthouse-eval.js`.',
    '',
  );
  const count = (status: BudgetStatus) => r.budgets.filter((b) => b.status === status).length;
  lines.push(
    `## Budgets: ${count('pass')} pass, ${count('fail')} fail, ${count('not checked')} not checked`,
    '',
    `Times, memory and the performance score are compared with the previous report (${r.previousReport ? `\`bench/${r.previousReport}\`` : 'none found'}) and with the group's current site built and measured in this run (${r.group ? `commit \`${r.group.commit}\`, dependencies: ${r.group.installed}` : 'not measured: no `--group-site`'}); sizes, counts and the other scores have fixed budgets.`,
    '',
    '| Check | Figure | Budget | Result |',
    '|---|---|---|---|',
  );
  const shown: Record<BudgetStatus, string> = {pass: 'pass', fail: '**FAIL**', 'not checked': 'not checked'};
  for (const b of r.budgets) lines.push(`| ${b.name} | ${b.figure} | ${b.budget} | ${shown[b.status]} |`);
  const failed = r.budgets.filter((b) => b.status === 'fail');
  if (failed.length) {
    lines.push('', '### Failed budgets', '');
    for (const b of failed)
      lines.push(
        `- **${b.name}**: ${b.figure} (budget ${b.budget}). Observed: ${b.observed}. Known causes and plans: ${notesLink(b.notes)}.`,
      );
  }
  if (r.patches?.length) {
    lines.push(
      '',
      `## Framework patches: ${r.patches.length} on`,
      '',
      'The patches of `src/perf/` in this build, each with the effect its ablation measured (switched off alone, ' +
        'alternating Lighthouse pairs; the reports are in bench/ablation-*.md).',
      '',
      '| Patch | Kill switch | Measured effect |',
      '|---|---|---|',
    );
    for (const p of r.patches) lines.push(`| \`${p.id}\` | \`${p.killSwitch}\` | ${p.effect.replace(/\|/g, '\\|')} |`);
  }
  lines.push('', '## Build', '', '| Figure | Value |', '|---|---|');
  lines.push(`| cold build wall time | ${r.build.wallSeconds.toFixed(1)} s |`);
  if (r.build.timeMaxRssBytes)
    lines.push(`| peak RSS, largest process (/usr/bin/time -v) | ${mb(r.build.timeMaxRssBytes)} |`);
  lines.push(`| peak RSS, whole process tree (sampled /proc every 200 ms) | ${mb(r.build.treePeakRssBytes)} |`);
  lines.push(`| build size | ${mb(r.build.sizeBytes)} in ${r.build.files} files |`);
  lines.push(`| HTML pages | ${r.build.htmlPages} |`);
  if (r.build.mainBundle) {
    lines.push(
      `| start-up script (${r.build.mainBundle.file}) | ${kb(r.build.mainBundle.rawBytes)} raw, ${kb(r.build.mainBundle.gzipBytes)} gzip |`,
    );
  }
  for (const [version, index] of Object.entries(r.build.searchIndexes)) {
    if (index.outline && index.text) {
      lines.push(
        `| search index ${version} | outline (loaded when idle after a page load) ${kb(index.outline.rawBytes)} raw, ${kb(index.outline.gzipBytes)} gzip; full text (fetched when the reader focuses the box or searches) ${kb(index.text.rawBytes)} raw, ${kb(index.text.gzipBytes)} gzip |`,
      );
    } else {
      lines.push(`| search index ${version} | ${kb(index.rawBytes)} raw, ${kb(index.gzipBytes)} gzip |`);
    }
  }
  lines.push(
    `| JS of the first view of ${r.js.page} | ${kb(r.js.rawBytes)} raw, ${kb(r.js.gzipBytes)} gzip, ${r.js.files} files (until network idle, search worker included) |`,
  );
  if (r.featureJs) {
    lines.push(
      `| JS of the reader features, minified by SWC and gzipped together | ${kb(r.featureJs.gzipBytes)} gzip (${kb(r.featureJs.minifiedBytes)} minified): ${r.featureJs.files.map((f) => `${f.file.replace(/^node_modules\//, '')} ${kb(f.gzipBytes)}`).join(', ')} |`,
    );
  }
  lines.push(
    `| search latency, median of ${r.search.samples.length} queries | ${r.search.medianMs.toFixed(0)} ms (${r.search.samples.map((s) => `${s.query} ${s.ms.toFixed(0)}`).join(', ')}) |`,
  );
  lines.push(`| hydration errors on ${r.hydration.pages.join(', ')} | ${r.hydration.hydrationErrors} |`);
  lines.push('', `## Lighthouse ${r.lighthouseVersion} (median of ${r.runs ?? RUNS})`, '');
  lines.push(
    'Lighthouse simulates a phone by slowing the measured CPU work 4×, so its figures follow the speed of the machine it runs on; "CPU index" is its benchmark of that machine (higher is faster), which varies from run to run on a shared virtual machine.',
    '',
  );
  lines.push(
    '| Form factor | Page | Perf | A11y | Best pr. | SEO | LCP | FCP | TBT | CLS | CPU index |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  );
  for (const l of r.lighthouse) {
    lines.push(
      `| ${l.formFactor} | ${l.route} | ${l.performance} | ${l.accessibility} | ${l.bestPractices} | ${l.seo} | ${(l.lcpMs / 1000).toFixed(2)} s | ${(l.fcpMs / 1000).toFixed(2)} s | ${l.tbtMs.toFixed(0)} ms | ${l.cls.toFixed(3)} | ${l.benchmarkIndex === null || l.benchmarkIndex === undefined ? 'n/a' : Math.round(l.benchmarkIndex)} |`,
    );
  }
  lines.push('', 'Raw data: the JSON file of the same name. Produced by `npx tsx scripts/bench.ts`.', '');
  return lines.join('\n');
}
