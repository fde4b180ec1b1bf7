/**
 * Prefetching of linked pages, in idle time and without repeats.
 *
 * Every internal `<Link>` calls `window.docusaurus.prefetch(path)` as soon as it scrolls into view. The
 * framework's prefetch scans the whole route table for each call and adds a `<link rel="prefetch">`
 * for every chunk of the target page, including the chunks all doc pages share: right after hydration
 * a doc page made some 340 hints for 29 distinct files, in one task that blocked the main thread for
 * hundreds of milliseconds on a slow phone.
 *
 * Here each call is queued, and the queue is worked off while the browser is idle, in slices of at
 * most {@link SLICE_MS} ms. The chunks of a page are found as the framework finds them (the routes the
 * path renders, their chunk names, the bundler's chunk URLs), from tables built once: a link's path
 * is looked up among the route paths before any route pattern is matched. Each file gets one hint
 * (adding one starts a fetch, the costly part, so the slice's time is checked after every hint),
 * none if this page already loaded it. Nothing is prefetched on 2g connections or with
 * data-saver on, as before. Preloading on hover or touch is left to the framework.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {matchPath} from '@docusaurus/router';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import {chunkNameLeaves, routeChains as buildRouteChains} from '../../lib/routeChains';
import {whenIdle, type IdleDeadlineLike} from '../../lib/whenIdle';

import {interceptFramework, type FrameworkGlobal as DocusaurusGlobal} from '../startup/protocol';

interface RouteEntry {
  path: string;
  exact?: boolean;
  strict?: boolean;
  routes?: RouteEntry[];
}

/** The bundler's runtime; `gca` (added by Docusaurus) maps a chunk name to its file URL. */
declare const __webpack_require__: {gca?: (chunkName: string) => string | undefined};

/** Longest stretch of prefetch work in one task. */
const SLICE_MS = 4;
/** A queued prefetch waits at most this long for an idle period. */
const IDLE_TIMEOUT_MS = 3000;

type IdleCallback = (deadline: IdleDeadlineLike) => void;

function onSlowConnection(): boolean {
  const connection = (navigator as Navigator & {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
}

let chunksByRoutePath: Map<string, string[]> | undefined;

/** Chunk names by route path (the table's keys carry a hash suffix: `/docs/x-1a2`). */
function chunkTable(): Map<string, string[]> {
  if (!chunksByRoutePath) {
    chunksByRoutePath = new Map();
    for (const [key, tree] of Object.entries(routesChunkNames)) {
      const routePath = key.replace(/-[^-]+$/, '');
      const names = chunksByRoutePath.get(routePath) ?? [];
      chunkNameLeaves(tree, names);
      chunksByRoutePath.set(routePath, names);
    }
  }
  return chunksByRoutePath;
}

let chainsByPath: Map<string, RouteEntry[]> | undefined;

/** For every route path in the table, the routes rendered for it: its ancestors, outermost first, and itself. */
function routeChains(): Map<string, RouteEntry[]> {
  chainsByPath ??= buildRouteChains(routes as RouteEntry[]);
  return chainsByPath;
}

/** The routes a path renders, outermost first: at each level the first match, as the router does. */
function matchedRoutes(list: RouteEntry[], pathname: string, into: RouteEntry[] = []): RouteEntry[] {
  for (const route of list) {
    if (matchPath(pathname, {path: route.path, exact: route.exact, strict: route.strict})) {
      into.push(route);
      if (route.routes) matchedRoutes(route.routes, pathname, into);
      break;
    }
  }
  return into;
}

/** Links name a page's own path nearly always: look that up first, match patterns only otherwise. */
function routesFor(pathname: string): RouteEntry[] {
  return routeChains().get(pathname) ?? matchedRoutes(routes as RouteEntry[], pathname);
}

const hinted = new Set<string>();

/** The files the page at `routePath` needs that have neither been hinted nor fetched yet. */
function filesToPrefetch(routePath: string): string[] {
  const gca = __webpack_require__.gca;
  if (!gca) return [];
  const table = chunkTable();
  const files: string[] = [];
  for (const route of routesFor(routePath)) {
    for (const chunkName of table.get(route.path) ?? []) {
      const url = gca(chunkName);
      if (!url || url.includes('undefined') || hinted.has(url)) continue;
      hinted.add(url);
      if (performance.getEntriesByName(new URL(url, window.location.href).href).length > 0) continue;
      files.push(url);
    }
  }
  return files;
}

/** One hint; adding it starts a fetch, which costs the main thread most of a millisecond. */
function addHint(url: string): void {
  const link = document.createElement('link');
  link.rel = 'prefetch';
  link.href = url;
  document.head.appendChild(link);
}

/** Wraps the framework's global: `prefetch` is queued and done here, `preload` is passed through. */
function queuePrefetches(framework: DocusaurusGlobal): DocusaurusGlobal {
  const routeQueue: string[] = [];
  const fileQueue: string[] = [];
  const queued = new Set<string>();
  let scheduled = false;

  // Files first, then the next route's files: the slice's time is checked after each step.
  const step = (): boolean => {
    const file = fileQueue.shift();
    if (file !== undefined) {
      addHint(file);
      return true;
    }
    const routePath = routeQueue.shift();
    if (routePath === undefined) return false;
    fileQueue.push(...filesToPrefetch(routePath));
    return true;
  };

  const drain: IdleCallback = (deadline) => {
    scheduled = false;
    const sliceEnd = performance.now() + SLICE_MS;
    // At least one step per callback, so a busy page still makes progress when the timeout fires.
    while (step() && performance.now() < sliceEnd && deadline.timeRemaining() > 1);
    if (fileQueue.length > 0 || routeQueue.length > 0) schedule();
  };

  function schedule() {
    if (!scheduled) {
      scheduled = true;
      whenIdle(drain, {timeout: IDLE_TIMEOUT_MS, fallbackDelay: 50, fallbackBudget: SLICE_MS});
    }
  }

  return Object.freeze({
    prefetch(routePath: string) {
      if (onSlowConnection() || queued.has(routePath)) return false;
      queued.add(routePath);
      routeQueue.push(routePath);
      schedule();
      return true;
    },
    preload: (routePath: string) => framework.preload(routePath),
  });
}

if (ExecutionEnvironment.canUseDOM) {
  // The client entry assigns `window.docusaurus` after the client modules have been evaluated, so the
  // assignment itself is intercepted (the page loader's placeholder, there until then, passes through).
  interceptFramework(queuePrefetches);
}
