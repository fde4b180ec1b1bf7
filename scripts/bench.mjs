#!/usr/bin/env node
/**
 * Measures the production site and writes a dated report into bench/ (JSON + Markdown, and
 * bench/latest.md). Not part of the test suite: it takes several minutes and its figures depend on
 * the machine. Run from the repository root: `node scripts/bench.mjs`.
 *
 * Measured: cold build (wall time, peak RSS), build size, HTML pages, JS loaded by the first view of
 * /docs/introduction/, search index size per version, Lighthouse (mobile + desktop, median of 3),
 * search latency, hydration errors. The KaTeX stylesheet's CDN (cdn.jsdelivr.net) is unreachable
 * on the build machines, so every measurement blocks it. Pages are served gzip-compressed, as static
 * hosts serve them (see startGzipProxy).
 *
 * Environment: BENCH_PORT (default 3221), CHROME_PATH (default /usr/bin/chromium),
 * BENCH_RUNS (Lighthouse runs per page and form factor, default 3), BENCH_SKIP_BUILD=1 (reuse build/).
 * `--lighthouse-only [mobile|desktop]` runs Lighthouse alone on the existing build (BENCH_PAGES picks pages).
 * `--ablate <patch> [mobile|desktop]` builds the site twice, with every framework patch and with that one
 * switched off (MRS_DOCS_PERF=-<patch>, see src/perf/README.md), and compares them (see ablate()).
 */
import {spawn, execFileSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {createGzip, gzipSync} from 'node:zlib';
import {createServer, request as httpRequest} from 'node:http';
import {cpus, loadavg, totalmem} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUILD = path.join(ROOT, 'build');
const OUT = path.join(ROOT, 'bench');
const TMP = path.join(OUT, 'tmp');
const PORT = Number(process.env.BENCH_PORT ?? 3221);
const BASE = `http://127.0.0.1:${PORT}`;
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CDN = /cdn\.jsdelivr\.net/;
const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
];

// /docs/features/managers: a page with two diagrams (the heaviest figures); /docs/reference/mrs_uav_managers: the longest
// generated reference page (over 370 parameters, each with its custom-config checkbox).
const LIGHTHOUSE_PAGES = [
  '/',
  '/docs/introduction/',
  '/docs/installation/',
  '/blog/accurate-amsl-altitude',
  '/docs/features/managers',
  '/docs/reference/mrs_uav_managers',
];
const JS_PAGE = '/docs/introduction/';
const SEARCH_QUERIES = ['colcon', 'gazebo', 'docker', 'trajectory', 'uav_manager', 'realsense', 'tmux', 'px4'];
const HYDRATION = /hydrat|Minified React error #(418|423|425)\b/i;

const BUDGETS = {
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

/**
 * The reader-facing extras of the site (offline mode, version badges, fill-in commands, the Markdown
 * copy action, page feedback): their client code, and the libraries they pull in that a plain
 * Docusaurus site would not load. Shared dependencies (React, Docusaurus) are left out: a plain site
 * loads them anyway.
 */
const FEATURE_SOURCES = [
  'src/components/FillCommand/index.tsx',
  'src/components/FillCommand/store.ts',
  'src/features/offline/OfflineNotice/index.tsx',
  'src/features/llms/CopyMarkdownButton.tsx',
  'src/theme/DocVersionBadge/index.tsx',
  'src/theme/DocItem/Footer/index.tsx',
  'src/theme/Navbar/index.tsx',
  'src/theme/MDXComponents/index.tsx',
  'node_modules/@docusaurus/plugin-pwa/lib/registerSw.js',
  'node_modules/workbox-window/build/workbox-window.prod.mjs',
];

const log = (...args) => console.log('[bench]', ...args);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes) => `${(bytes / 1024 ** 2).toFixed(1)} MB`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function walk(dir) {
  const files = [];
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...walk(full));
    else if (entry.isFile()) files.push(full);
  }
  return files;
}

/** Sum of VmRSS of a process and all its descendants, read from /proc (bytes; 0 once it is gone). */
function treeRss(rootPid) {
  const children = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(name));
    } catch {
      // the process ended while being read
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const match = /VmRSS:\s+(\d+) kB/.exec(status);
      if (match) total += Number(match[1]) * 1024;
    } catch {
      // gone
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * Cold production build: removes .docusaurus, the output folder and the bundler cache, then times
 * `bash scripts/build.sh`. `outDir` (default build/) and `extraEnv` (e.g. MRS_DOCS_PERF) serve --ablate.
 */
async function coldBuild({outDir = BUILD, extraEnv = {}, logName = 'build.log'} = {}) {
  rmSync(path.join(ROOT, '.docusaurus'), {recursive: true, force: true});
  rmSync(outDir, {recursive: true, force: true});
  rmSync(path.join(ROOT, 'node_modules/.cache'), {recursive: true, force: true});
  const hasTime = existsSync('/usr/bin/time');
  const cmd = hasTime ? '/usr/bin/time' : 'bash';
  const buildArgs = outDir === BUILD ? ['scripts/build.sh'] : ['scripts/build.sh', '--out-dir', outDir];
  const args = hasTime ? ['-v', 'bash', ...buildArgs] : buildArgs;
  const env = {...process.env, ...extraEnv};
  delete env.MRS_DOCS_TEST_ROUTES; // the readers' build, without test-only pages
  log(`cold build: ${cmd} ${args.join(' ')}`);
  const started = process.hrtime.bigint();
  const child = spawn(cmd, args, {cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe']});
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  let treePeak = 0;
  const sampler = setInterval(() => {
    treePeak = Math.max(treePeak, treeRss(child.pid));
  }, 200);
  const code = await new Promise((resolve) => child.on('close', resolve));
  clearInterval(sampler);
  const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  writeFileSync(path.join(TMP, logName), stdout + stderr);
  if (code !== 0) throw new Error(`build failed (exit ${code}); see bench/tmp/${logName}`);
  const result = {wallSeconds, treePeakRssBytes: treePeak, timeAvailable: hasTime};
  if (hasTime) {
    const elapsed = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): ([\d:.]+)/.exec(stderr)?.[1];
    const maxRss = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr)?.[1];
    if (elapsed) {
      const parts = elapsed.split(':').map(Number);
      result.timeWallSeconds = parts.reduce((acc, part) => acc * 60 + part, 0);
    }
    if (maxRss) result.timeMaxRssBytes = Number(maxRss) * 1024;
  }
  // /usr/bin/time reports the largest single process; the sampled tree sum also counts the
  // minifier workers running beside the main process. The budget uses the larger of the two.
  result.peakRssBytes = Math.max(result.timeMaxRssBytes ?? 0, treePeak);
  return result;
}

function buildFigures(dir = BUILD) {
  const files = walk(dir);
  const sizeBytes = files.reduce((sum, file) => sum + statSync(file).size, 0);
  const htmlPages = files.filter((file) => file.endsWith('.html')).length;
  const indexes = files
    .filter((file) => /search-index.*\.json$/.test(path.basename(file)))
    .map((file) => {
      const body = readFileSync(file);
      const rel = path.relative(dir, file);
      const version = rel.startsWith(`docs${path.sep}1.5.0`) ? '1.5.0' : '2.0.0 (current)';
      return {version, file: rel, rawBytes: body.length, gzipBytes: gzipSync(body, {level: 9}).length};
    });
  // Each version's index comes in two files: the outline (titles, headings, descriptions; loaded
  // when the browser is idle after a page load) and the full text (`-content.json`; fetched when a
  // reader focuses the search box or searches).
  const byVersion = {};
  for (const index of indexes) {
    const entry = (byVersion[index.version] ??= {files: [], rawBytes: 0, gzipBytes: 0, outline: null, text: null});
    entry.files.push(index.file);
    entry.rawBytes += index.rawBytes;
    entry.gzipBytes += index.gzipBytes;
    entry[index.file.endsWith('-content.json') ? 'text' : 'outline'] = {
      rawBytes: index.rawBytes,
      gzipBytes: index.gzipBytes,
    };
  }
  const mainFile = files.find((file) => /^main\.[0-9a-f]+\.js$/.test(path.basename(file)));
  const mainBundle = mainFile
    ? {
        file: path.basename(mainFile),
        rawBytes: statSync(mainFile).size,
        gzipBytes: gzipSync(readFileSync(mainFile)).length,
      }
    : null;
  return {sizeBytes, files: files.length, htmlPages, searchIndexes: byVersion, mainBundle};
}

/**
 * `docusaurus serve` sends files uncompressed, while static hosts (GitHub Pages, Netlify, any CDN)
 * send text gzip-compressed. Lighthouse's throttling simulation works from transfer sizes, so the
 * bench puts a small gzip proxy in front of `docusaurus serve` (which keeps its routing: trailing
 * slashes, the 404 page) to measure what readers download.
 */
function startGzipProxy(upstreamPort, port = PORT) {
  const compressible = /^(text\/|application\/(javascript|json|xml|manifest\+json|rss\+xml|atom\+xml)|image\/svg\+xml)/;
  const proxy = createServer((req, res) => {
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: upstreamPort,
        method: req.method,
        path: req.url,
        headers: {...req.headers, 'accept-encoding': 'identity'},
      },
      (up) => {
        const type = String(up.headers['content-type'] ?? '');
        const wantsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        if (!wantsGzip || !compressible.test(type) || req.method === 'HEAD') {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
          return;
        }
        const headers = {...up.headers, 'content-encoding': 'gzip', vary: 'Accept-Encoding'};
        delete headers['content-length'];
        res.writeHead(up.statusCode ?? 502, headers);
        up.pipe(createGzip({level: 6})).pipe(res);
      },
    );
    upstream.on('error', () => {
      res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => proxy.listen(port, '127.0.0.1', () => resolve(proxy)));
}

/** `docusaurus serve` of `dir` on port + 1, behind the gzip proxy on `port`. */
async function startServer(dir = BUILD, port = PORT) {
  const upstreamPort = port + 1;
  const server = spawn(
    'npx',
    ['docusaurus', 'serve', '--dir', dir, '--host', '127.0.0.1', '--port', String(upstreamPort), '--no-open'],
    {
      cwd: ROOT,
      stdio: 'ignore',
      detached: true,
    },
  );
  for (let i = 0; i < 120; i++) {
    try {
      const response = await fetch(`http://127.0.0.1:${upstreamPort}/`);
      if (response.ok) {
        const proxy = await startGzipProxy(upstreamPort, port);
        return {
          stop() {
            proxy.close();
            try {
              process.kill(-server.pid);
            } catch {
              // already gone
            }
          },
        };
      }
    } catch {
      // not up yet
    }
    await sleep(500);
  }
  process.kill(-server.pid);
  throw new Error(`the server did not start on port ${upstreamPort}`);
}

/**
 * JS cost of the reader-facing extras on the first load of a doc page: each source minified by SWC
 * (the minifier of the production build), then gzipped together.
 */
async function featureJs() {
  const {transform} = await import('@swc/core');
  const files = [];
  for (const rel of FEATURE_SOURCES) {
    const source = readFileSync(path.join(ROOT, rel), 'utf8');
    const typescript = /\.tsx?$/.test(rel);
    const {code} = await transform(source, {
      filename: rel,
      jsc: {
        parser: typescript ? {syntax: 'typescript', tsx: rel.endsWith('.tsx')} : {syntax: 'ecmascript', jsx: true},
        transform: {react: {runtime: 'automatic'}},
        target: 'es2020',
        minify: {compress: true, mangle: true},
      },
      module: {type: 'es6'},
      minify: true,
      sourceMaps: false,
    });
    files.push({file: rel, minifiedBytes: Buffer.byteLength(code), gzipBytes: gzipSync(code).length, code});
  }
  const all = files.map((f) => f.code).join('\n');
  return {
    files: files.map(({code, ...rest}) => rest),
    minifiedBytes: Buffer.byteLength(all),
    gzipBytes: gzipSync(all).length,
  };
}

async function newPage(browser, consoleErrors) {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  await page.route(CDN, (route) => route.abort());
  if (consoleErrors) {
    page.on('console', (msg) => {
      if (msg.type() === 'error') consoleErrors.push({url: page.url(), text: msg.text()});
    });
    page.on('pageerror', (error) => consoleErrors.push({url: page.url(), text: error.message}));
  }
  return page;
}

async function waitForHydration(page) {
  await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
}

/** Every script response of the first view of a page, until the network is idle. */
async function firstViewJs(browser, base = BASE) {
  const page = await newPage(browser);
  const scripts = [];
  page.on('response', async (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script' && !/\.m?js(\?|$)/.test(request.url())) return;
    try {
      const body = await response.body();
      scripts.push({url: request.url().replace(base, ''), rawBytes: body.length, gzipBytes: gzipSync(body).length});
    } catch {
      // a redirect or an aborted request has no body
    }
  });
  await page.goto(base + JS_PAGE, {waitUntil: 'networkidle'});
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await page.context().close();
  return {
    page: JS_PAGE,
    files: scripts.length,
    rawBytes: scripts.reduce((sum, s) => sum + s.rawBytes, 0),
    gzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
    scripts,
  };
}

/**
 * Time from the last keystroke of a query to its results on screen. The whole query arrives as one
 * input event (like the last key of a query whose prefixes have not been answered yet), starting from
 * an empty box, so results of an earlier query cannot be mistaken for the answer.
 */
async function searchLatency(browser) {
  const page = await newPage(browser);
  await page.goto(BASE + JS_PAGE);
  await waitForHydration(page);
  const input = page.locator('nav.navbar [role="search"] input');
  await input.focus();
  await page.waitForFunction(
    () => document.querySelector('nav.navbar [role="search"] input')?.getAttribute('placeholder') === 'Search',
    null,
    {timeout: 90_000},
  );
  const samples = [];
  for (const query of SEARCH_QUERIES) {
    await input.fill('');
    await input.focus();
    await page.waitForFunction(() => !document.querySelector('nav.navbar [role="listbox"] [role="option"]'));
    // The observer is installed (and awaited) before the text is typed.
    await page.evaluate((q) => {
      const box = document.querySelector('nav.navbar [role="search"]');
      const state = {start: 0, end: 0};
      window.__searchTiming = state;
      const onInput = (event) => {
        if (event.target.value === q) state.start = event.timeStamp;
      };
      document.addEventListener('input', onInput, true);
      const shown = () =>
        box.querySelector('[role="option"]') ||
        [...box.querySelectorAll('p')].some((p) => p.textContent.startsWith('No results'));
      const observer = new MutationObserver(() => {
        if (!state.start || !shown()) return;
        observer.disconnect();
        document.removeEventListener('input', onInput, true);
        // the frame after the DOM change is when the results are painted
        requestAnimationFrame(() => requestAnimationFrame(() => (state.end = performance.now())));
      });
      observer.observe(box, {childList: true, subtree: true, attributes: true});
    }, query);
    await page.keyboard.insertText(query);
    await page.waitForFunction(() => window.__searchTiming.end > 0, null, {timeout: 10_000});
    const timing = page.evaluate(() => window.__searchTiming.end - window.__searchTiming.start);
    samples.push({query, ms: await timing});
  }
  await page.context().close();
  return {medianMs: median(samples.map((s) => s.ms)), samples};
}

async function hydrationCheck(browser) {
  const errors = [];
  const page = await newPage(browser, errors);
  for (const route of LIGHTHOUSE_PAGES) {
    await page.goto(BASE + route, {waitUntil: 'networkidle'});
    await waitForHydration(page);
  }
  await page.context().close();
  const hydration = errors.filter((e) => HYDRATION.test(e.text));
  return {
    pages: LIGHTHOUSE_PAGES,
    hydrationErrors: hydration.length,
    hydration,
    otherConsoleErrors: errors.filter((e) => !HYDRATION.test(e.text)),
  };
}

/** Runs Lighthouse as a child process, asynchronously: the gzip proxy in this process must keep serving. */
async function runLighthouse(route, formFactor, run, base = BASE, tag = '') {
  const output = path.join(TMP, `lh-${tag}${formFactor}-${route.replace(/\W+/g, '_')}-${run}.json`);
  const args = [
    path.join(ROOT, 'node_modules/lighthouse/cli/index.js'),
    base + route,
    '--quiet',
    '--output=json',
    `--output-path=${output}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=--headless=new ${CHROME_ARGS.join(' ')}`,
    '--blocked-url-patterns=*cdn.jsdelivr.net*',
    '--max-wait-for-load=60000',
  ];
  if (formFactor === 'desktop') args.push('--preset=desktop');
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
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const failing = {};
  for (const id of ['performance', 'accessibility', 'best-practices', 'seo']) {
    failing[id] = report.categories[id].auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => report.audits[ref.id])
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative')
      .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`);
  }
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

function thirdPartyStylesheets(report, base) {
  const origin = new URL(base).origin;
  const urls = (report.audits['network-requests']?.details?.items ?? [])
    .filter((item) => item.resourceType === 'Stylesheet' && new URL(item.url).origin !== origin)
    .map((item) => item.url);
  return [...new Set(urls)];
}

async function lighthouse(formFactors = ['mobile', 'desktop'], pages = LIGHTHOUSE_PAGES) {
  const results = [];
  for (const formFactor of formFactors) {
    for (const route of pages) {
      const runs = [];
      for (let run = 1; run <= RUNS; run++) {
        log(`lighthouse ${formFactor} ${route} run ${run}/${RUNS}`);
        runs.push(await runLighthouse(route, formFactor, run));
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

/** Pages with math link the KaTeX stylesheet from its CDN, as the specification has it. */
function thirdPartyNote(lh) {
  if (!lh.thirdPartyStylesheets?.length) return '';
  const hosts = [...new Set(lh.thirdPartyStylesheets.map((url) => new URL(url).host))].join(', ');
  return `The page links a render-blocking stylesheet from ${hosts} (the KaTeX styles, from a CDN as specified; blocked here, but Lighthouse still simulates a connection to a new origin before the first paint: FCP ${(lh.fcpMs / 1000).toFixed(2)} s). `;
}

function checkBudgets(r) {
  const checks = [];
  const add = (name, figure, budget, pass, cause, plan) =>
    checks.push({name, figure, budget, pass, ...(pass ? {} : {cause, plan})});
  for (const lh of r.lighthouse.filter((l) => l.formFactor === 'mobile')) {
    const cats = [
      ['performance', lh.performance, BUDGETS.lhPerformance, 'performance'],
      ['accessibility', lh.accessibility, BUDGETS.lhAccessibility, 'accessibility'],
      ['best practices', lh.bestPractices, BUDGETS.lhBestPractices, 'best-practices'],
      ['SEO', lh.seo, BUDGETS.lhSeo, 'seo'],
    ];
    for (const [label, value, budget, id] of cats) {
      add(
        `Lighthouse mobile ${label} ${lh.route}`,
        String(value),
        `≥ ${budget}`,
        value >= budget,
        `audits below full score: ${lh.failing[id].join(', ') || 'none listed'}` +
          (id === 'performance'
            ? `; longest tasks (simulated 4× slower CPU): ${(lh.longTasks ?? []).map((t) => `${t.script} ${t.ms} ms`).join(', ')}. ` +
              thirdPartyNote(lh) +
              `The start-up script (${r.build.mainBundle ? `${kb(r.build.mainBundle.rawBytes)} raw, ${kb(r.build.mainBundle.gzipBytes)} gzip` : 'main.js'}) holds React, the theme and the route table, chunk registry and docs global data of all ${r.build.htmlPages} pages; running its modules (React's set-up, the route table, the theme) is the longest task, and splitting it into several files (tried: React, site data, theme) moved the compilation into other tasks without shortening the run. Next come the style and layout of the first screen (Lighthouse's "Unattributable" and page-URL tasks: some 460 boxes of text in the system font stack, which resolves to DejaVu on this machine) and hydration's commit (one IntersectionObserver per link); the switch to the phone layout after hydration is now rendered in slices (src/perf/window-size-transition/). Lighthouse's CPU index here was ${lh.benchmarkIndex ? Math.round(lh.benchmarkIndex) : 'n/a'} (load average ${r.machine.loadAverageAfterBuild[0].toFixed(1)} on ${r.machine.cpus} cores after the build)`
            : ''),
        id === 'performance'
          ? "split the route table, chunk registry and docs global data per docs version so a page evaluates only its own version's share; hydrate the sidebar and footer when they are first needed; let the browser skip the layout of off-screen parts (content-visibility on the footer and the article below the first screen); details in the Lighthouse JSON in bench/tmp/"
          : 'fix the listed audits (see the Lighthouse JSON in bench/tmp/)',
      );
    }
    add(
      `mobile LCP ${lh.route}`,
      `${(lh.lcpMs / 1000).toFixed(2)} s`,
      `≤ ${BUDGETS.lcpMs / 1000} s`,
      lh.lcpMs <= BUDGETS.lcpMs,
      `LCP element: ${lh.lcpElement ?? 'unknown'}, server-rendered; the first paint comes at ${(lh.fcpMs / 1000).toFixed(2)} s. Scripts are requested after the first paint (src/perf/scripts-after-paint/), so what delays the LCP paint beyond that is the HTML, the stylesheet or, on pages with math, the KaTeX stylesheet`,
      'inline the critical CSS of the first screen, or self-host the KaTeX stylesheet',
    );
  }
  const load = r.machine.loadAverageBefore[0];
  add(
    'cold build wall time',
    `${r.build.wallSeconds.toFixed(1)} s`,
    `≤ ${BUDGETS.buildSeconds} s`,
    r.build.wallSeconds <= BUDGETS.buildSeconds,
    `Rspack (client + server bundles), static generation of every page, then the search indexes and the service worker, on ${r.machine.cpus} cores; load average ${load.toFixed(2)} before the build, ${r.machine.loadAverageAfterBuild[0].toFixed(2)} after`,
    're-measure on an idle machine; if still over, profile the postBuild steps (search index, precache manifest)',
  );
  add(
    'cold build peak RSS',
    mb(r.build.peakRssBytes),
    '≤ 1024 MB',
    r.build.peakRssBytes <= BUDGETS.buildRssBytes,
    "Rspack's native memory plus the JavaScript heap (capped by scripts/build.sh); the peak comes at the end, when the search indexes are built",
    'build the search index with less held in memory, or lower the heap cap once the headroom is known',
  );
  for (const [version, index] of Object.entries(r.build.searchIndexes)) {
    const eager = index.outline ?? index;
    add(
      `search index gzip (${version}), loaded before any query`,
      kb(eager.gzipBytes),
      '≤ 300 KB',
      eager.gzipBytes <= BUDGETS.searchIndexGzipBytes,
      'titles, headings, descriptions and keywords of every page of the version and of the blog',
      'shorten descriptions or leave the blog out of the older version',
    );
  }
  add(
    'search results after last keystroke (median)',
    `${r.search.medianMs.toFixed(0)} ms`,
    `≤ ${BUDGETS.searchLatencyMs} ms`,
    r.search.medianMs <= BUDGETS.searchLatencyMs,
    'query runs in the web worker over the lunr index',
    'profile the worker; limit result count',
  );
  if (r.featureJs) {
    add(
      'JS of the reader features (offline mode, version badge, fill-in commands, Markdown copy, feedback)',
      kb(r.featureJs.gzipBytes),
      '≤ 30 KB',
      r.featureJs.gzipBytes <= BUDGETS.featureJsGzipBytes,
      'the feature components and the service-worker registration with workbox-window',
      'load the rarely used parts (Markdown copy, issue template) on demand',
    );
  }
  add(
    'hydration errors',
    String(r.hydration.hydrationErrors),
    '0',
    r.hydration.hydrationErrors <= BUDGETS.hydrationErrors,
    r.hydration.hydration.map((e) => `${e.url}: ${e.text.slice(0, 120)}`).join('; '),
    'move browser-only state into effects',
  );
  return checks;
}

function markdown(r) {
  const lines = [];
  lines.push(`# Benchmark ${r.date}`, '');
  lines.push(
    `Commit \`${r.commit}\`, Node ${r.machine.node}, ${r.machine.cpus} cores, ${mb(r.machine.memoryBytes)} RAM. ` +
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
  const passed = r.budgets.filter((b) => b.pass).length;
  lines.push(
    `## Budgets: ${passed}/${r.budgets.length} pass`,
    '',
    '| Check | Figure | Budget | Result |',
    '|---|---|---|---|',
  );
  for (const b of r.budgets) lines.push(`| ${b.name} | ${b.figure} | ${b.budget} | ${b.pass ? 'pass' : '**FAIL**'} |`);
  const failed = r.budgets.filter((b) => !b.pass);
  if (failed.length) {
    lines.push('', '### Failed budgets', '');
    for (const b of failed)
      lines.push(`- **${b.name}**: ${b.figure} (budget ${b.budget}). Likely cause: ${b.cause}. Plan: ${b.plan}.`);
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
  lines.push('', `## Lighthouse ${r.lighthouseVersion} (median of ${RUNS})`, '');
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
  lines.push('', 'Raw data: the JSON file of the same date. Produced by `node scripts/bench.mjs`.', '');
  return lines.join('\n');
}

async function main() {
  mkdirSync(TMP, {recursive: true});
  const uptime = () => execFileSync('uptime', {encoding: 'utf8'}).trim();
  const result = {
    date: new Date().toISOString().slice(0, 10),
    startedAt: new Date().toISOString(),
    commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], {cwd: ROOT, encoding: 'utf8'}).trim(),
    lighthouseVersion: JSON.parse(readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8'))
      .version,
    machine: {
      node: process.version,
      cpus: cpus().length,
      memoryBytes: totalmem(),
      uptimeBefore: uptime(),
      loadAverageBefore: loadavg(),
    },
    kaTeXCdn: 'blocked (unreachable on this machine)',
  };

  // BENCH_SKIP_BUILD=1 reuses build/ to try the rest of the script; its report goes to bench/tmp/ only.
  const skipBuild = process.env.BENCH_SKIP_BUILD === '1' && existsSync(BUILD);
  result.build = skipBuild
    ? {wallSeconds: NaN, treePeakRssBytes: NaN, peakRssBytes: NaN, skipped: true}
    : await coldBuild();
  result.machine.uptimeAfterBuild = uptime();
  result.machine.loadAverageAfterBuild = loadavg();
  Object.assign(result.build, buildFigures());
  log(
    `build: ${result.build.wallSeconds.toFixed(1)} s, ${mb(result.build.peakRssBytes)} peak RSS, ${result.build.htmlPages} pages`,
  );

  const server = await startServer();
  const browser = await chromium.launch({executablePath: CHROME, args: CHROME_ARGS});
  try {
    result.js = await firstViewJs(browser);
    result.featureJs = await featureJs();
    log(`reader features JS: ${kb(result.featureJs.gzipBytes)} gzip`);
    log(`first-view JS: ${kb(result.js.rawBytes)} raw, ${kb(result.js.gzipBytes)} gzip`);
    result.search = await searchLatency(browser);
    log(`search latency median: ${result.search.medianMs.toFixed(0)} ms`);
    result.hydration = await hydrationCheck(browser);
    log(`hydration errors: ${result.hydration.hydrationErrors}`);
    await browser.close();
    result.lighthouse = await lighthouse();
  } finally {
    await browser.close().catch(() => {});
    server.stop();
  }

  result.finishedAt = new Date().toISOString();
  writeFileSync(path.join(TMP, 'measured.json'), JSON.stringify(result, null, 2) + '\n');
  writeReport(result, skipBuild);
}

/** Checks the budgets and writes the report files (also from saved figures: `--from bench/tmp/measured.json`). */
function writeReport(result, skipBuild) {
  result.budgets = checkBudgets(result);
  const base = path.join(skipBuild ? TMP : OUT, result.date);
  writeFileSync(`${base}.json`, JSON.stringify(result, null, 2) + '\n');
  const md = markdown(result);
  writeFileSync(`${base}.md`, md);
  if (!skipBuild) writeFileSync(path.join(OUT, 'latest.md'), md);

  console.log('');
  for (const b of result.budgets)
    console.log(`${b.pass ? 'PASS' : 'FAIL'}  ${b.name}: ${b.figure} (budget ${b.budget})`);
  console.log(
    `\nReport: ${path.relative(ROOT, base)}.md, ${path.relative(ROOT, base)}.json${skipBuild ? '' : ', bench/latest.md'}`,
  );
  if (result.budgets.some((b) => !b.pass)) process.exitCode = 1;
}

/**
 * `--lighthouse-only [mobile|desktop]`: Lighthouse alone on the existing build/, for trying a change;
 * prints each run and the medians, writes no report. BENCH_PAGES (comma-separated) picks the pages.
 */
async function lighthouseOnly(formFactor) {
  if (!existsSync(BUILD)) throw new Error('build/ is missing: run `npm run build` first');
  mkdirSync(TMP, {recursive: true});
  const pages = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : LIGHTHOUSE_PAGES;
  const server = await startServer();
  try {
    for (const r of await lighthouse([formFactor], pages)) {
      const runs = r.runs
        .map((x) => `${x.performance}/${Math.round(x.tbtMs)}/${Math.round(x.lcpMs)}/${x.benchmarkIndex}`)
        .join('  ');
      console.log(
        `${r.formFactor} ${r.route}: perf ${r.performance}, TBT ${Math.round(r.tbtMs)} ms, LCP ${Math.round(r.lcpMs)} ms, FCP ${Math.round(r.fcpMs)} ms (runs perf/TBT/LCP/CPU: ${runs})`,
      );
      console.log(`  long tasks: ${r.longTasks.map((t) => `${t.script || '?'} ${t.ms}`).join(', ')}`);
    }
  } finally {
    server.stop();
  }
}

/**
 * `--ablate <patch> [mobile|desktop]`: what one framework patch is worth. Builds the readers' site twice, into
 * bench/tmp/ablate-on (every patch) and bench/tmp/ablate-off (MRS_DOCS_PERF=-<patch>; an unknown name stops
 * the build), serves both at once (BENCH_PORT and BENCH_PORT + 2), and runs Lighthouse on each page in
 * alternation, on then off, BENCH_RUNS times (default 3), so that load from other processes falls on both
 * alike; prints the medians and their differences, with the build time and the start-up script and
 * first-view JS of each. Writes bench/tmp/ablate-<patch>.json, no report. BENCH_PAGES picks the pages.
 */
async function ablate(patch, formFactor) {
  if (!patch || patch.startsWith('-'))
    throw new Error('usage: node scripts/bench.mjs --ablate <patch> [mobile|desktop]');
  mkdirSync(TMP, {recursive: true});
  const pages = process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : LIGHTHOUSE_PAGES;
  const variants = [
    {name: 'on', perf: 'on', dir: path.join(TMP, 'ablate-on'), port: PORT},
    {name: 'off', perf: `-${patch}`, dir: path.join(TMP, 'ablate-off'), port: PORT + 2},
  ];
  for (const variant of variants) {
    log(`build with MRS_DOCS_PERF=${variant.perf}`);
    variant.build = await coldBuild({
      outDir: variant.dir,
      extraEnv: {MRS_DOCS_PERF: variant.perf},
      logName: `ablate-${variant.name}.log`,
    });
    variant.figures = buildFigures(variant.dir);
    variant.base = `http://127.0.0.1:${variant.port}`;
  }
  const servers = [];
  try {
    for (const variant of variants) servers.push(await startServer(variant.dir, variant.port));
    const browser = await chromium.launch({executablePath: CHROME, args: CHROME_ARGS});
    try {
      for (const variant of variants) variant.js = await firstViewJs(browser, variant.base);
    } finally {
      await browser.close();
    }
    const results = [];
    for (const route of pages) {
      const runs = {on: [], off: []};
      for (let run = 1; run <= RUNS; run++) {
        for (const variant of variants) {
          log(`lighthouse ${formFactor} ${route} run ${run}/${RUNS}, patch ${variant.name}`);
          runs[variant.name].push(await runLighthouse(route, formFactor, run, variant.base, `ablate-${variant.name}-`));
        }
      }
      const med = (name, key) => median(runs[name].map((r) => r[key]));
      const row = {route, formFactor};
      for (const key of ['performance', 'tbtMs', 'lcpMs', 'fcpMs'])
        row[key] = {on: med('on', key), off: med('off', key)};
      row.runs = runs;
      results.push(row);
    }
    const report = {
      patch,
      formFactor,
      runs: RUNS,
      commit: execFileSync('git', ['rev-parse', '--short', 'HEAD'], {cwd: ROOT, encoding: 'utf8'}).trim(),
      loadAverage: loadavg(),
      variants: variants.map(({name, perf, build, figures, js}) => ({
        name,
        perf,
        buildSeconds: build.wallSeconds,
        peakRssBytes: build.peakRssBytes,
        mainBundle: figures.mainBundle,
        firstViewJs: {files: js.files, rawBytes: js.rawBytes, gzipBytes: js.gzipBytes},
      })),
      lighthouse: results,
    };
    writeFileSync(path.join(TMP, `ablate-${patch}.json`), JSON.stringify(report, null, 2) + '\n');
    console.log(
      `\nPatch ${patch}: on = every patch, off = MRS_DOCS_PERF=-${patch} (medians of ${RUNS} alternating runs, ${formFactor})`,
    );
    for (const v of report.variants) {
      console.log(
        `  ${v.name}: build ${v.buildSeconds.toFixed(1)} s; start-up script ${v.mainBundle ? kb(v.mainBundle.gzipBytes) : '?'} gzip; first view of ${JS_PAGE} ${kb(v.firstViewJs.gzipBytes)} gzip in ${v.firstViewJs.files} files`,
      );
    }
    const delta = (x, digits = 0) =>
      `${x.on.toFixed(digits)} on / ${x.off.toFixed(digits)} off (${x.off - x.on >= 0 ? '+' : ''}${(x.off - x.on).toFixed(digits)} without it)`;
    for (const r of results) {
      console.log(
        `  ${r.route}: perf ${delta(r.performance)}; TBT ms ${delta(r.tbtMs)}; LCP ms ${delta(r.lcpMs)}; FCP ms ${delta(r.fcpMs)}`,
      );
    }
    console.log(`Raw runs: ${path.relative(ROOT, path.join(TMP, `ablate-${patch}.json`))}`);
  } finally {
    for (const server of servers) server.stop();
  }
}

const fromIndex = process.argv.indexOf('--from');
const ablateIndex = process.argv.indexOf('--ablate');
const lhIndex = process.argv.indexOf('--lighthouse-only');
const run =
  fromIndex > 0
    ? async () => writeReport(JSON.parse(readFileSync(process.argv[fromIndex + 1], 'utf8')), false)
    : ablateIndex > 0
      ? () => ablate(process.argv[ablateIndex + 1], process.argv[ablateIndex + 2] === 'desktop' ? 'desktop' : 'mobile')
      : lhIndex > 0
        ? () => lighthouseOnly(process.argv[lhIndex + 1] === 'desktop' ? 'desktop' : 'mobile')
        : main;
run().catch((error) => {
  console.error(error);
  process.exit(2);
});
