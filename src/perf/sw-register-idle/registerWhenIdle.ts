/**
 * The offline-mode service worker's registration, started once the page is idle after loading. It takes
 * the place of the offline-mode plugin's registration client module (`src/perf/table.ts`, patch
 * `sw-register-idle`); `@mrs/pwa-register-sw` is that module under a name of its own.
 *
 * The plugin's module runs as the start-up script is evaluated: it loads the Workbox helper, asks the
 * browser whether the site is installed and registers the worker, all in the page's longest task and
 * before the page has hydrated. Nothing of that is urgent: the worker serves the next visit, and the
 * update prompt can only show once a newer worker is waiting. Here the same module is loaded after the
 * window's load event, in an idle period (within 5 s).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {whenIdle} from '../../lib/whenIdle';

function register(): void {
  import('@mrs/pwa-register-sw').catch((error: unknown) => console.error('Could not start the offline mode:', error));
}

function registerWhenIdle(): void {
  whenIdle(register, {timeout: 5000, fallbackDelay: 200});
}

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator) {
  if (document.readyState === 'complete') registerWhenIdle();
  else window.addEventListener('load', registerWhenIdle, {once: true});
}
