/**
 * The browser build's entry, in place of the framework's `clientEntry.js` (`src/perf/table.ts`, patch
 * `staged-startup`).
 *
 * Evaluating the start-up script's modules was the page's longest task: React DOM, the route table with
 * the chunk registry, the client modules, the theme and the framework's entry (which requests the page's
 * chunks and starts hydration), 290-510 ms at a 4× CPU slowdown, all of it blocking input. Here the same
 * modules are evaluated in the order the framework's entry imports them, but each group in a task of its
 * own, so the browser can paint and answer input between them; the page's chunks are requested one matched
 * route per task. The modules stay in the start-up script (`webpackMode: "eager"`); only the moment each
 * one is first required moves. The framework's entry comes last and runs unchanged.
 *
 * The loader of `scripts-after-paint` shows the framework's "did not load properly" banner when the
 * scripts have loaded but `window.docusaurus` is not set. Since the site now starts a few tasks after the
 * last script has run, the loader's placeholder gets the start-up's promise and the loader waits for it
 * (the handshake of `./protocol.ts`).
 */
import {handOverStartup} from './protocol';
import {nextTask, runInTasks, type Step} from './stages';

const steps: Step[] = [
  {name: 'react-dom', run: () => import(/* webpackMode: "eager" */ 'react-dom/client')},
  {name: 'routes', run: () => import(/* webpackMode: "eager" */ '@generated/routes')},
  {name: 'client-modules', run: () => import(/* webpackMode: "eager" */ '@generated/client-modules')},
  {name: 'theme', run: () => import(/* webpackMode: "eager" */ '@docusaurus/ErrorBoundary')},
  {name: 'app', run: () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App.js')},
  {
    // Requests the page's chunks as the framework's `preload` will, one matched route per task (starting a
    // script download costs a few milliseconds per file). The entry's own preload then gets the same
    // promises from the bundler, and reports a failure.
    name: 'preload',
    run: async () => {
      const [{matchRoutes}, {default: routes}] = await Promise.all([
        import(/* webpackMode: "eager" */ 'react-router-config'),
        import(/* webpackMode: "eager" */ '@generated/routes'),
      ]);
      const pathname = window.location.pathname;
      const matches = [...new Set([pathname, decodeURI(pathname)])].flatMap((path) => matchRoutes(routes, path));
      for (const {route} of matches) {
        await nextTask();
        (route.component as {preload?: () => Promise<unknown> | undefined}).preload?.()?.catch(() => undefined);
      }
    },
  },
  {name: 'entry', run: () => import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry.js')},
];

const started = runInTasks(steps);
started.catch((error: unknown) => console.error('The site could not start:', error));

handOverStartup(started);
