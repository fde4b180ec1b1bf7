/**
 * The offline-mode service worker's registration, started once the page is idle after loading (the
 * offline-mode plugin's `swRegister` option points here; `@mrs/pwa-register-sw` is the plugin's own
 * registration module, aliased in docusaurus.config.ts).
 *
 * The plugin's module runs as the start-up script is evaluated: it loads the Workbox helper, asks the
 * browser whether the site is installed and registers the worker, all in the page's longest task and
 * before the page has hydrated. Nothing of that is urgent: the worker serves the next visit, and the
 * update prompt can only show once a newer worker is waiting. Here the same module is loaded after the
 * window's load event, in an idle period (within 5 s).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

function register(): void {
  import('@mrs/pwa-register-sw').catch((error: unknown) => console.error('Could not start the offline mode:', error));
}

function whenIdle(): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(register, {timeout: 5000});
  else setTimeout(register, 200);
}

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator) {
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, {once: true});
}
