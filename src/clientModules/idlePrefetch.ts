/**
 * Spreads link prefetching over idle time.
 *
 * Every internal `<Link>` asks `window.docusaurus.prefetch(path)` for the code and data of its target as
 * soon as it scrolls into view. Right after hydration that is every link on the first screen at once:
 * on a doc page some 70 calls, each of which scans the route table and adds several `<link
 * rel="prefetch">` hints, all in one task that blocks the main thread for hundreds of milliseconds on a
 * slow phone. Here the calls are queued and handed to the framework's own prefetch a few at a time
 * while the browser is idle, in slices of at most {@link SLICE_MS} ms, so input is never held up.
 *
 * What is prefetched, and when nothing is (2g connections, data-saver), stays the framework's
 * decision: each queued path still goes through its `prefetch`. Preloading on hover or touch is not
 * queued.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

type Loader = (routePath: string) => boolean | Promise<unknown>;
interface DocusaurusGlobal {
  prefetch: Loader;
  preload: Loader;
}

/** Longest stretch of prefetch work in one task. */
const SLICE_MS = 8;
/** A queued prefetch waits at most this long for an idle period. */
const IDLE_TIMEOUT_MS = 3000;

type IdleCallback = (deadline: {timeRemaining(): number; didTimeout: boolean}) => void;

function whenIdle(callback: IdleCallback): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(callback, {timeout: IDLE_TIMEOUT_MS});
  } else {
    setTimeout(() => callback({timeRemaining: () => SLICE_MS, didTimeout: false}), 50);
  }
}

/** Wraps the framework's global so that `prefetch` is queued; `preload` is passed through. */
export function queuePrefetches(framework: DocusaurusGlobal): DocusaurusGlobal {
  const queue: string[] = [];
  const queued = new Set<string>();
  let scheduled = false;

  const drain: IdleCallback = (deadline) => {
    scheduled = false;
    const sliceEnd = performance.now() + SLICE_MS;
    // At least one per callback, so a busy page still makes progress when the timeout fires.
    do {
      const routePath = queue.shift();
      if (routePath === undefined) break;
      framework.prefetch(routePath);
    } while (queue.length > 0 && performance.now() < sliceEnd && deadline.timeRemaining() > 1);
    if (queue.length > 0) schedule();
  };

  function schedule() {
    if (!scheduled) {
      scheduled = true;
      whenIdle(drain);
    }
  }

  return Object.freeze({
    prefetch(routePath: string) {
      if (queued.has(routePath)) return false;
      queued.add(routePath);
      queue.push(routePath);
      schedule();
      return true;
    },
    preload: (routePath: string) => framework.preload(routePath),
  });
}

if (ExecutionEnvironment.canUseDOM) {
  // The client entry assigns `window.docusaurus` after the client modules have been evaluated, so the
  // assignment itself is intercepted. (Until then it may hold the page loader's placeholder.)
  let wrapped: DocusaurusGlobal | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => wrapped,
    set(framework: DocusaurusGlobal | undefined) {
      wrapped = framework && queuePrefetches(framework);
    },
  });
}
