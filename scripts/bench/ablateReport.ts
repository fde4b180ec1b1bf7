/** The Markdown of an ablation report (see ablate.ts). */
import {kb, mb} from './common';
import type {AblationResult, NoiseBands, PageSummary, PatchResult, Run} from './ablate';
import type {BuildFigures, MainBundle} from './build';

type Baseline = NonNullable<AblationResult['baseline']>;
/** The start-up script's gzip bytes of a build (every build of the site has one). */
const mainGzip = (figures: BuildFigures) => (figures.mainBundle as MainBundle).gzipBytes;

/** Timings compared as ratios within a pair (ablated / baseline). */
export const TIMINGS: readonly string[] = [
  'scriptEvaluationAt1000',
  'mainThreadAt1000',
  'scriptShare',
  'scriptEvaluationMs',
  'scriptParseCompileMs',
  'bootupMs',
  'mainThreadMs',
  'tbtMs',
  'longestTaskMs',
  'lcpMs',
  'fcpMs',
];
/** Counts and bytes, compared as medians (they hardly move with load). */
export const COUNTS: readonly (keyof Run)[] = ['tasks', 'tasksOver50ms', 'scriptRequests', 'scriptTransferBytes'];

/**
 * A figure of one run. Besides Lighthouse's own: `<timing>At1000`, the timing scaled to a CPU index of 1000
 * (times the run's index / 1000: Lighthouse's CPU benchmark, taken at the start of the run, follows the load), and
 * `scriptShare`, script evaluation as a share of all main-thread work (a ratio within one run).
 */
export function figure(run: Run, key: string): number | null {
  if (key === 'scriptShare') return run.mainThreadMs ? run.scriptEvaluationMs / run.mainThreadMs : null;
  const scaled = /^(.*Ms?)At1000$/.exec(key) ?? /^(.*)At1000$/.exec(key);
  if (scaled) {
    const base = run[`${scaled[1].replace(/Ms$/, '')}Ms` as keyof Run] as number | null | undefined;
    return base === null || base === undefined || !run.benchmarkIndex ? null : (base * run.benchmarkIndex) / 1000;
  }
  return run[key as keyof Run] as number | null;
}

const LABELS: Record<string, string> = {
  scriptEvaluationAt1000: 'script evaluation at CPU index 1000',
  mainThreadAt1000: 'main-thread work at CPU index 1000',
  scriptShare: 'script evaluation / main-thread work',
  scriptEvaluationMs: 'script evaluation',
  scriptParseCompileMs: 'script parse and compile',
  bootupMs: 'JS boot-up (bootup-time)',
  mainThreadMs: 'main-thread work',
  tbtMs: 'TBT',
  longestTaskMs: 'longest task',
  lcpMs: 'LCP',
  fcpMs: 'FCP',
  tasks: 'main-thread tasks',
  tasksOver50ms: 'tasks over 50 ms',
  scriptRequests: 'script requests',
  scriptTransferBytes: 'script bytes transferred',
};

const pct = (ratio: number | null | undefined) =>
  ratio === null || ratio === undefined ? 'n/a' : `${ratio >= 1 ? '+' : ''}${((ratio - 1) * 100).toFixed(0)} %`;
const ms = (v: number | null | undefined) => (v === null || v === undefined ? 'n/a' : `${Math.round(v)}`);
const count = (key: string, v: number | null | undefined) =>
  v === null || v === undefined ? 'n/a' : key.endsWith('Bytes') ? kb(v) : String(Math.round(v));

/** The one-line figure of a patch for src/perf/README.md: deterministic bytes first, then clear timings. */
export function headline(patch: PatchResult, result: AblationResult): string {
  const parts: string[] = [];
  const onMain = (result.baseline as Baseline).figures.mainBundle?.gzipBytes;
  const offMain = patch.figures.mainBundle?.gzipBytes;
  if (onMain && offMain && Math.abs(offMain - onMain) >= 256)
    parts.push(`start-up script ${kb(onMain)} vs ${kb(offMain)} gzip without it`);
  const onJs = (result.baseline as Baseline).firstViewJs.gzipBytes;
  const offJs = patch.firstViewJs.gzipBytes;
  if (Math.abs(offJs - onJs) >= 512) parts.push(`first-view JS ${kb(onJs)} vs ${kb(offJs)} gzip`);
  for (const page of patch.pages)
    for (const key of TIMINGS)
      if (page.summary?.timings[key].clear)
        parts.push(`${LABELS[key]} ${pct(page.summary?.timings[key].ratio)} without it`);
  return parts.length ? parts.join('; ') : 'no effect larger than the noise';
}

export function ablationMarkdown(r: AblationResult): string {
  const lines: string[] = [];
  lines.push(`# Ablation of the framework patches ${r.date}`, '');
  lines.push(
    `Commit \`${r.commit}\`${r.uncommittedChanges ? ' with uncommitted changes' : ''}, Lighthouse ${r.lighthouseVersion}, ${r.formFactor} (simulated phone: 4× slower CPU, slow 4G), ` +
      `${r.machine.cpus} cores shared with other builds, Node ${r.machine.node}. Produced by \`npx tsx scripts/bench.ts --ablate ${r.patches.map((p) => p.patch).join(',')}\`.`,
    '',
    `Each patch: the readers' site built with every patch ("on", the baseline) and with that patch off ` +
      `(\`MRS_DOCS_PERF=-<patch>\`), both served at once through the gzip proxy, then ${r.pairs} pairs of Lighthouse runs ` +
      `of ${r.pages.join(', ')}, baseline first, ablated second. Timings are compared as the ratio ablated / baseline ` +
      'within each pair (the change when the patch is taken away: "+10 %" means the page does 10 % more of it without the patch); ' +
      "the table gives the median of the pair ratios. Main-thread times are the observed times times Lighthouse's CPU slowdown.",
    '',
    '**Noise.** The baseline was run before every pair, so its own spread is known: the ratio of each baseline run to the ' +
      'one before it (a pair apart). A ratio is marked **clear** only when the median of the pairs lies outside the 10th-90th ' +
      'percentile of that spread and every pair points the same way. Anything else is within the noise of this machine. ' +
      'With a dozen timings per patch and three pairs, an occasional clear mark comes by chance: one on a figure the patch ' +
      'cannot move (the first paint, for a patch that acts only after the scripts run) is such a case.',
    '',
    '| Timing | baseline vs itself, 10th-90th percentile | samples |',
    '|---|---|---|',
  );
  for (const key of TIMINGS) {
    const band = (r.noise as NoiseBands)[key];
    lines.push(`| ${LABELS[key]} | ${pct(band.low)} … ${pct(band.high)} | ${band.samples} |`);
  }
  lines.push('', '## Summary', '');
  lines.push(
    '| Patch | start-up script gzip (on → off) | all build JS raw (on → off) | first view JS gzip, files (on → off) | script eval. at CPU 1000 | main thread at CPU 1000 | script share | script eval. | parse/compile | boot-up | main thread | TBT | longest task | LCP | load average during the pairs | figure |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  );
  const base = r.baseline as Baseline;
  for (const p of r.patches) {
    if (!p.pages.length)
      lines.push(
        `| ${p.patch} | ${kb(mainGzip(base.figures))} → ${kb(mainGzip(p.figures))} | ${mb(base.figures.scriptBytes.rawBytes)} → ${mb(p.figures.scriptBytes.rawBytes)} | ${kb(base.firstViewJs.gzipBytes)}, ${base.firstViewJs.files} → ${kb(p.firstViewJs.gzipBytes)}, ${p.firstViewJs.files} | ${'not run | '.repeat(11)}| ${headline(p, r)} |`,
      );
    for (const page of p.pages) {
      const t = (page.summary as PageSummary).timings;
      const cell = (key: string) => `${pct(t[key].ratio)}${t[key].clear ? ' **clear**' : ''}`;
      const cellsBefore = `${cell('scriptEvaluationAt1000')} | ${cell('mainThreadAt1000')} | ${cell('scriptShare')}`;
      lines.push(
        `| ${p.patch} | ${kb(mainGzip(base.figures))} → ${kb(mainGzip(p.figures))} | ${mb(base.figures.scriptBytes.rawBytes)} → ${mb(p.figures.scriptBytes.rawBytes)} | ${kb(base.firstViewJs.gzipBytes)}, ${base.firstViewJs.files} → ${kb(p.firstViewJs.gzipBytes)}, ${p.firstViewJs.files} | ${cellsBefore} | ${cell('scriptEvaluationMs')} | ${cell('scriptParseCompileMs')} | ${cell('bootupMs')} | ${cell('mainThreadMs')} | ${cell('tbtMs')} | ${cell('longestTaskMs')} | ${cell('lcpMs')} | ${(page.summary as PageSummary).load.min.toFixed(1)}-${(page.summary as PageSummary).load.max.toFixed(1)} | ${headline(p, r)} |`,
      );
    }
  }
  lines.push('', '## Per patch', '');
  for (const p of r.patches) {
    lines.push(`### ${p.patch}`, '');
    if (p.build?.wallSeconds)
      lines.push(`Build (\`MRS_DOCS_PERF=${p.perf}\`): ${p.build.wallSeconds.toFixed(0)} s wall time under load.`, '');
    if (!p.pages.length) lines.push('Lighthouse pairs not run (the run was stopped after the build).', '');
    for (const page of p.pages) {
      lines.push(`${page.route}, medians of ${page.pairs.length} pairs:`, '');
      lines.push('| Figure | baseline | without the patch | pair ratios (off / on) |', '|---|---|---|---|');
      for (const key of TIMINGS) {
        const t = (page.summary as PageSummary).timings[key];
        lines.push(
          `| ${LABELS[key]}${key === 'scriptShare' ? '' : ' (ms)'} | ${key === 'scriptShare' ? t.on?.toFixed(2) : ms(t.on)} | ${key === 'scriptShare' ? t.off?.toFixed(2) : ms(t.off)} | ${t.ratios.map((x) => (x === null ? 'n/a' : x.toFixed(2))).join(', ')}${t.clear ? ' (clear)' : ''} |`,
        );
      }
      for (const key of COUNTS) {
        const c = (page.summary as PageSummary).counts[key];
        lines.push(`| ${LABELS[key]} | ${count(key, c.on)} | ${count(key, c.off)} | |`);
      }
      lines.push(
        '',
        `Runs (baseline / ablated: TBT ms, script evaluation ms, Lighthouse CPU index, 1-minute load average before the run): ${page.pairs
          .map(
            (pair) =>
              `${ms(pair.on.tbtMs)}/${ms(pair.on.scriptEvaluationMs)}/${Math.round(pair.on.benchmarkIndex as number)}/${pair.on.loadBefore[0].toFixed(1)} vs ${ms(pair.off.tbtMs)}/${ms(pair.off.scriptEvaluationMs)}/${Math.round(pair.off.benchmarkIndex as number)}/${pair.off.loadBefore[0].toFixed(1)}`,
          )
          .join('; ')}.`,
        '',
      );
    }
  }
  lines.push('Raw data: the JSON file of the same name; raw Lighthouse reports in bench/tmp/ (not kept).', '');
  return lines.join('\n');
}
