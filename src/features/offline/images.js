/**
 * Extra service-worker code, bundled into build/sw.js by @docusaurus/plugin-pwa (`swCustom`).
 * Plain JavaScript: the plugin transpiles this file with Babel only.
 *
 * In offline mode the plugin precaches every page, script, style sheet and search index of the build.
 * Images are left out of that precache (see `injectManifestConfig.globIgnores` in docusaurus.config.ts)
 * and are kept here instead, the first time a reader views them.
 *
 * Typed addresses: the plugin answers a page it saved and leaves every other request to the network, so an
 * address the site does not have, typed with no network, ended on the browser's own error screen. Here
 * navigations are answered as the plugin answers them (the saved page first), then from the network, and when
 * the network is gone, with the saved not-found page, which suggests the pages that match the address.
 */
import {registerRoute} from 'workbox-routing';
import {CacheFirst} from 'workbox-strategies';
import {ExpirationPlugin} from 'workbox-expiration';
import {CacheableResponsePlugin} from 'workbox-cacheable-response';

export const IMAGE_CACHE = 'mrs-docs-images';

/** The saved copy of a page, as the plugin looks it up: the path itself, or its folder's index.html. */
async function savedPage(url) {
  const bare = `${url.origin}${url.pathname}`;
  for (const candidate of [bare, `${bare}${bare.endsWith('/') ? '' : '/'}index.html`]) {
    // precache entries carry a revision in their query
    const hit = await caches.match(candidate, {ignoreSearch: true});
    if (hit) return hit;
  }
  return undefined;
}

async function answerNavigation(request, url) {
  const saved = await savedPage(url);
  if (saved) return saved;
  try {
    return await fetch(request);
  } catch (error) {
    const notFound = await caches.match(`${url.origin}/404.html`, {ignoreSearch: true});
    if (!notFound) throw error;
    return new Response(await notFound.blob(), {status: 404, statusText: 'Not Found', headers: notFound.headers});
  }
}

export default function swCustom(params) {
  if (!params.offlineMode) return;
  // Registered before the plugin's own fetch handler, which it replaces for navigations to the site.
  self.addEventListener('fetch', (event) => {
    const {request} = event;
    if (request.mode !== 'navigate') return;
    const url = new URL(request.url);
    if (url.origin !== self.location.origin) return;
    event.stopImmediatePropagation();
    event.respondWith(answerNavigation(request, url));
  });
  registerRoute(
    // The site's own images (static/img: logo, favicon, app icons) are precached and must be answered from
    // there: this route is registered before the precache's, and would send them to the network offline.
    ({request, url}) =>
      request.destination === 'image' && url.origin === self.location.origin && !url.pathname.startsWith('/img/'),
    new CacheFirst({
      cacheName: IMAGE_CACHE,
      plugins: [
        new CacheableResponsePlugin({statuses: [200]}),
        new ExpirationPlugin({maxEntries: 300, purgeOnQuotaError: true}),
      ],
    }),
  );
}
