/**
 * Where a page's main-thread time goes: V8's sampling profiler in Chromium, with the CPU slowed 4× as
 * Lighthouse slows it for its phone, over BENCH_RUNS fresh loads of each route (load event plus 3 s).
 * Prints the busy time per load, the longest task and the blocking time after the first paint (the part of each
 * task beyond 50 ms, as Lighthouse's TBT counts it), the first contentful paint, the main thread's style
 * recalculation and layout, and the functions with the most self time, per build; with
 * several builds the loads alternate between them, so load on the machine falls on each alike.
 *
 *   npx tsx scripts/bench.ts --profile [route,…] [--build DIR …] [--match REGEX]
 *
 * Function names are readable in a build made with `bash scripts/build.sh --no-minify --out-dir DIR`.
 * `--match` adds, per load (minimum-maximum and median), the self time of the matching functions and the time spent in them
 * with everything they call (each sample counted once), for comparing a patch.
 * The output is also written to bench/profile-<date>-<commit>[-n].md.
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {CDN, JS_PAGE, OUT, RUNS, commit, dirty, log, uptime} from './common';
import type {Browser} from 'playwright-core';
import {launchBrowser} from './browser';
import {startServer, type ServedSite} from './serve';
import {freeReportBase} from './report';

/** The trace events read here (Chrome's trace event format). */
interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur: number;
  args?: {name?: string};
}
/** A node of V8's CPU profile (the DevTools protocol's Profiler.ProfileNode). */
interface ProfileNode {
  id: number;
  callFrame: {functionName: string; url: string};
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}
/**
 * From the trace of a load (ms): the longest task and the blocking time after the first paint, the time of the
 * first contentful paint from the navigation's start, and the main thread's style recalculation and layout.
 */
interface Tasks {
  longest: number;
  blocking: number;
  firstPaint: number;
  styleLayout: number;
}
/** One profiled load. */
interface Load {
  self: Map<string, number>;
  inclusive: number;
  tasks: Tasks;
}

const SLOWDOWN = 4;
const TOP = 25;
/** V8's pseudo-frames that are not the page's own work */
const NOT_WORK = new Set(['(idle)', '(program)']);

/**
 * The page's main-thread tasks after its first contentful paint, from a trace of the load: the longest, and the
 * blocking time (the part of each task beyond 50 ms, summed), as Lighthouse counts it, without its cut-off at the
 * time to interactive. Also the style recalculation and layout of the whole load.
 */
function tasksAfterPaint(events: TraceEvent[]): Omit<Tasks, 'firstPaint'> {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  // the page's thread: of the renderers' main threads, the one with the most tasks
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (event.name !== 'RunTask' || event.ph !== 'X' || !mainThreads.has(key)) continue;
    if (!byThread.has(key)) byThread.set(key, []);
    byThread.get(key)?.push(event);
  }
  const main = [...byThread.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  const after = fcp ? main.filter((task) => task.ts >= fcp.ts).map((task) => task.dur / 1000) : [];
  const thread = main[0] ? `${main[0].pid}:${main[0].tid}` : '';
  const styleLayout = events
    .filter((event) => (event.name === 'UpdateLayoutTree' || event.name === 'Layout') && event.ph === 'X')
    .filter((event) => `${event.pid}:${event.tid}` === thread)
    .reduce((sum, event) => sum + event.dur / 1000, 0);
  return {
    longest: Math.max(0, ...after),
    blocking: after.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0),
    styleLayout,
  };
}

/**
 * One load: self time in ms per "function script" key, the time of the samples with a `match`ing frame on their
 * stack, and the tasks after the first paint.
 */
async function profileLoad(browser: Browser, url: string, match: RegExp | undefined): Promise<Load> {
  const context = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true, hasTouch: true});
  const page = await context.newPage();
  await page.route(CDN, (route) => route.abort());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: SLOWDOWN});
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', {interval: 200});
  await cdp.send('Profiler.start');
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({value}) => events.push(...(value as unknown as TraceEvent[])));
  const traced = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', {
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,loading,blink.user_timing',
    transferMode: 'ReportEvents',
  });
  await page.goto(url, {waitUntil: 'load'});
  await page.waitForTimeout(3000);
  // the page's own record of its first contentful paint, from the navigation's start
  const firstPaint = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  );
  const profile = (await cdp.send('Profiler.stop')).profile as CpuProfile;
  await cdp.send('Tracing.end');
  await traced;
  await context.close();
  const sampled = new Map<number, number>();
  profile.samples.forEach((id, i) => sampled.set(id, (sampled.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0)));
  const keyOf = ({functionName, url: script}: ProfileNode['callFrame']) =>
    `${functionName || '(anonymous)'} ${script.split('/').pop() || ''}`.trim();
  const self = new Map<string, number>();
  for (const node of profile.nodes) {
    const us = sampled.get(node.id);
    if (us) self.set(keyOf(node.callFrame), (self.get(keyOf(node.callFrame)) ?? 0) + us / 1000);
  }
  // with callees: the time of every sample with a matching function anywhere on its stack
  let inclusive = 0;
  if (match) {
    const parent = new Map<number, ProfileNode>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node);
    for (const node of profile.nodes) {
      const us = sampled.get(node.id);
      if (!us) continue;
      for (let frame: ProfileNode | undefined = node; frame; frame = parent.get(frame.id)) {
        if (match.test(keyOf(frame.callFrame))) {
          inclusive += us / 1000;
          break;
        }
      }
    }
  }
  return {self, inclusive, tasks: {...tasksAfterPaint(events), firstPaint}};
}

/** minimum-maximum and the median */
const range = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(middle)] : (sorted[middle - 1] + sorted[middle]) / 2;
  return `${sorted[0].toFixed(1)}-${(sorted.at(-1) as number).toFixed(1)} ms (median ${median.toFixed(1)})`;
};

export async function profile(routes: string[], builds: string[], match: RegExp | undefined): Promise<void> {
  const lines = [
    `# CPU profile ${new Date().toISOString().slice(0, 10)}`,
    '',
    `Commit \`${commit()}\`${dirty() ? ' with uncommitted changes' : ''}; builds: ${builds.map((b) => `\`${b}\``).join(', ')}. Load before: \`${uptime()}\`.`,
    '',
    '```text',
  ];
  const print = (line: string) => {
    console.log(line);
    lines.push(line);
  };
  const servers: (ServedSite & {dir: string})[] = [];
  const browser = await launchBrowser();
  try {
    for (const dir of builds) servers.push({dir, ...(await startServer(dir))});
    for (const route of routes.length ? routes : [JS_PAGE]) {
      const loads: Load[][] = servers.map(() => []);
      for (let run = 0; run < RUNS; run++) {
        for (const [i, server] of servers.entries()) {
          log(`profile ${route} ${server.dir} load ${run + 1}/${RUNS}`);
          loads[i].push(await profileLoad(browser, server.base + route, match));
        }
      }
      for (const [i, server] of servers.entries()) {
        const busy = loads[i].map(({self}) =>
          [...self].reduce((sum, [key, ms]) => (NOT_WORK.has(key) ? sum : sum + ms), 0),
        );
        print(
          `\n${route} in ${server.dir}: main-thread work ${range(busy)} per load (${RUNS} loads, CPU ${SLOWDOWN}× slower)`,
        );
        print(
          `  after the first paint: longest task ${range(loads[i].map(({tasks}) => tasks.longest))}, blocking time ${range(loads[i].map(({tasks}) => tasks.blocking))} per load`,
        );
        print(
          `  blocking time per load, in load order: ${loads[i].map(({tasks}) => Math.round(tasks.blocking)).join(', ')} ms`,
        );
        print(
          `  first contentful paint ${range(loads[i].map(({tasks}) => tasks.firstPaint))}, style recalculation and layout ${range(loads[i].map(({tasks}) => tasks.styleLayout))} per load`,
        );
        if (match) {
          const matched = loads[i].map(({self}) =>
            [...self].reduce((sum, [key, ms]) => (match.test(key) ? sum + ms : sum), 0),
          );
          print(`  functions matching ${match}: ${range(matched)} per load`);
          print(`    with what they call: ${range(loads[i].map(({inclusive}) => inclusive))} per load`);
        }
        const total = new Map<string, number>();
        for (const {self} of loads[i]) for (const [key, ms] of self) total.set(key, (total.get(key) ?? 0) + ms / RUNS);
        const top = [...total].filter(([key]) => !NOT_WORK.has(key)).sort((a, b) => b[1] - a[1]);
        for (const [key, ms] of top.slice(0, TOP)) print(`  ${ms.toFixed(1).padStart(8)} ms  ${key}`);
      }
    }
  } finally {
    await browser.close();
    for (const server of servers) server.stop();
  }
  lines.push('```', '', `Load after: \`${uptime()}\`.`, '');
  const file = `${freeReportBase(OUT, `profile-${new Date().toISOString().slice(0, 10)}-${commit()}`)}.md`;
  writeFileSync(file, lines.join('\n'), {flag: 'wx'});
  log(`report: ${path.relative(path.dirname(OUT), file)}`);
}
