/**
 * Extra service-worker code, bundled into build/sw.js by @docusaurus/plugin-pwa (`swCustom`).
 * Plain JavaScript: the plugin transpiles this file with Babel only.
 *
 * In offline mode the plugin precaches every page, script, style sheet and search index of the build.
 * Images are left out of that precache (see `injectManifestConfig.globIgnores` in docusaurus.config.ts)
 * and are kept here instead, the first time a reader views them.
 */
import {registerRoute} from 'workbox-routing';
import {CacheFirst} from 'workbox-strategies';
import {ExpirationPlugin} from 'workbox-expiration';
import {CacheableResponsePlugin} from 'workbox-cacheable-response';

export const IMAGE_CACHE = 'mrs-docs-images';

export default function swCustom(params) {
  if (!params.offlineMode) return;
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
