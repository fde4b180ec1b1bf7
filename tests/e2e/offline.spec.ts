import path from 'node:path';
import {test, expect, open, waitForHydration} from './fixtures';
import {parseHtml} from '../html';
import {filesUnder} from '../../src/lib/files';
import {readManifest, releaseManifest} from '../manifest';
import {RELEASES} from '../../config/releases';
import {BASE_URL} from '../../playwright.config';
import {startDeployment, type Deployment} from './deployment';
import type {Page} from '@playwright/test';

const BUILD = path.resolve(__dirname, '../../build');

/** Every file of the build (relative paths, `/`-separated). */
function buildFiles(): string[] {
  return filesUnder(BUILD).map((file) => path.relative(BUILD, file).split(path.sep).join('/'));
}

/** What offline mode must hold: every page, script, style sheet and both search indexes (test-only pages aside). */
function expectedPrecache(): string[] {
  return buildFiles()
    .filter((file) => !file.startsWith('__test__/'))
    .filter((file) => /\.(html|js|css)$/.test(file) || /(^|\/)search-index-[^/]*\.json$/.test(file))
    .filter((file) => file !== 'sw.js')
    .map((file) => `/${file}`);
}

/** The files of `expectedPrecache()` the service worker's precache does not hold yet. */
async function notYetPrecached(page: Page, expected: string[]): Promise<string[]> {
  const cached = new Set(await precachedPaths(page));
  return expected.filter((file) => !cached.has(file));
}

/** Paths held in the service worker's precache (empty when there is none). */
async function precachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith('workbox-precache')) continue;
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

/** Waits until the service worker is active, i.e. its install step (the precaching) has finished. */
async function waitForActiveServiceWorker(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active!.scriptURL;
  });
}

/** WCAG contrast ratio between an element's text colour and its own (opaque) background. */
async function contrast(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((element) => {
    const style = getComputedStyle(element);
    const channels = (colour: string) => {
      const [r, g, b, a = 1] = colour.match(/[\d.]+/g)!.map(Number);
      if (a < 1) throw new Error(`not opaque: ${colour}`);
      return [r, g, b];
    };
    const luminance = (colour: string) => {
      const [r, g, b] = channels(colour).map((c) => {
        const v = c / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort((x, y) => y - x);
    return (light + 0.05) / (dark + 0.05);
  });
}

const searchInput = (page: Page) => page.locator('nav.navbar [role="search"] input');
const notice = (page: Page) => page.locator('[data-offline-notice]');

test.describe('offline reading', () => {
  test('the site installs as an app: manifest, icons and head tags', async ({page, request}) => {
    const response = await request.get('/manifest.json');
    expect(response.ok()).toBe(true);
    const manifest = await response.json();
    expect(manifest).toMatchObject({
      name: 'MRS UAV System Documentation',
      start_url: '/',
      display: 'standalone',
      theme_color: '#1565c0',
      background_color: '#1565c0',
    });
    expect(manifest.short_name.length).toBeGreaterThan(0);
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    const sizes = (manifest.icons as {src: string; sizes: string; type: string}[]).map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));

    await open(page, '/docs/introduction/');
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.json');
    await expect(page.locator('head meta[name="theme-color"]')).toHaveAttribute('content', '#1565c0');
    const touchIcon = await page.locator('head link[rel="apple-touch-icon"]').getAttribute('href');
    // Each icon is a real PNG of the size it claims.
    for (const icon of [...manifest.icons, {src: touchIcon!, sizes: '192x192', type: 'image/png'}]) {
      const size = await page.evaluate(async (src: string) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        return `${image.naturalWidth}x${image.naturalHeight}`;
      }, icon.src);
      expect(size).toBe(icon.sizes);
      expect((await request.get(icon.src)).headers()['content-type']).toContain('image/png');
    }
  });

  test('without offline mode the service worker precaches nothing', async ({page}) => {
    await open(page, '/');
    const scriptURL = await waitForActiveServiceWorker(page);
    expect(decodeURIComponent(scriptURL)).toContain('"offlineMode":false');
    expect(await precachedPaths(page)).toEqual([]);
  });

  test.describe('with the network gone', () => {
    // Offline, the browser cannot re-fetch sw.js to check for an update and logs that it failed;
    // the test allows exactly those messages and nothing else. Requests that cannot leave the machine
    // fail as such; any other failure (a 404 from the cache or the server) still fails the test.
    test.use({allowConsole: true, expectedFailedRequests: [/^net::ERR_INTERNET_DISCONNECTED /]});

    test('?offlineMode=true saves every version: unvisited pages and search work offline', async ({
      page,
      context,
      consoleProblems,
    }) => {
      // the service worker saves every page and both index parts of every release: time grows with the releases
      test.setTimeout(90_000 * RELEASES.length);
      const expected = expectedPrecache();
      // an HTML page for every route of the manifest at least
      const routes = RELEASES.flatMap(releaseManifest).length + readManifest('blog').length;
      expect(expected.filter((file) => file.endsWith('.html')).length).toBeGreaterThanOrEqual(routes);
      // both parts (outline and full text) of every version's index: the current one at the root
      const indexDirs = RELEASES.map((r) => (r.current ? '' : r.route));
      const indexFiles = expected.filter((file) => /search-index-[^/]*\.json$/.test(file));
      expect(indexFiles).toHaveLength(2 * RELEASES.length);
      for (const dir of indexDirs) {
        const here = indexFiles.filter((file) => file.startsWith(`${dir}/search-index-`));
        expect(here.map((file) => file.endsWith('-content.json')).sort(), dir || '/').toEqual([false, true]);
      }

      await open(page, '/?offlineMode=true');
      const scriptURL = await waitForActiveServiceWorker(page);
      expect(decodeURIComponent(scriptURL)).toContain('"offlineMode":true');
      await expect
        .poll(() => notYetPrecached(page, expected), {timeout: 90_000, intervals: [250, 500, 1000]})
        .toEqual([]);
      // Content images are cached on first view, not up front.
      expect(
        (await precachedPaths(page)).filter(
          (file) => /\.(png|jpe?g|gif|webp)$/.test(file) && !file.startsWith('/img/'),
        ),
      ).toEqual([]);

      await context.setOffline(true);
      for (const [route, heading] of [
        ...RELEASES.map((r) => [`${r.route}/api/frames_of_reference`, 'Frames of reference']),
        ['/blog/new-documentation', 'The documentation now follows the version you run'],
        ['/docs/1.5.0/features/managers/', 'High-level managers'],
      ]) {
        const response = await page.goto(route);
        expect(response?.fromServiceWorker(), route).toBe(true);
        await waitForHydration(page);
        await expect(page.locator('h1').first(), route).toHaveText(heading);
      }
      // Chromium's network emulation (150 at least) sets navigator.onLine only in the documents open when it
      // is switched on: a page loaded afterwards reads "online" although no request can leave. A real device
      // reports its state to every page; where the emulation falls short, the test switches it on again.
      if (await page.evaluate(() => navigator.onLine)) {
        await context.setOffline(false);
        await context.setOffline(true);
      }
      await expect(notice(page)).toContainText('You are offline.');

      // Search in the 1.5.0 version uses the 1.5.0 index, from the cache (parsed in a worker once the browser is idle:
      // allow for a busy machine, as the search tests do).
      await expect(searchInput(page)).toHaveAttribute('placeholder', 'Search', {timeout: 30_000});
      await searchInput(page).fill('managers');
      const options = page.locator('[role="listbox"] [role="option"]');
      await expect(options.first()).toBeVisible();
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/docs\/1\.5\.0\/[^?]*\?_highlight=manag/);
      await expect(page.locator('h1').first()).not.toBeEmpty();

      // And in 2.0.0, after a full page load.
      await page.goto('/docs/features/managers/');
      await waitForHydration(page);
      await expect(searchInput(page)).toHaveAttribute('placeholder', 'Search');
      await searchInput(page).fill('managers');
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/(docs|blog)\/(?!1\.5\.0\/)[^?]*\?_highlight=manag/);

      await context.setOffline(false);
      await expect(notice(page)).toBeEmpty();
      expect(consoleProblems.filter((line) => !/ServiceWorker|fetching the script/.test(line))).toEqual([]);
    });
  });

  test('the offline notice shows while the network is gone and hides when it is back', async ({
    page,
    context,
    request,
    failedRequests,
  }) => {
    // whatever the page asks for while the network is gone fails as such
    failedRequests.allow(/^net::ERR_INTERNET_DISCONNECTED /);
    // Nothing browser-specific is server-rendered: the live region is there, empty.
    const html = await (await request.get('/docs/introduction/')).text();
    const live = parseHtml(html)('div[role="status"][data-offline-notice]');
    expect(live.length).toBe(1);
    expect(live.html()).toBe('');

    await open(page, '/docs/introduction/');
    await expect(notice(page)).toHaveAttribute('aria-live', 'polite');
    await expect(notice(page)).toBeEmpty();
    // The search box loads its worker and outline in idle time after hydration; let that finish first, so
    // cutting the network tests the notice and not a worker whose code is still on its way.
    await expect(page.locator('nav.navbar [role="search"] input')).toHaveAttribute('placeholder', 'Search');
    await context.setOffline(true);
    await expect(notice(page)).toContainText('You are offline.');
    await expect(notice(page).locator('p')).toBeVisible();
    // Readable in both colour modes.
    for (const theme of ['light', 'dark']) {
      await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
      expect(await contrast(page, '[data-offline-notice] p'), theme).toBeGreaterThanOrEqual(4.5);
    }
    await context.setOffline(false);
    await expect(notice(page)).toBeEmpty();
  });
});

// The new deployment is served on an origin of its own (`startDeployment`), so that the build's sw.js, which the
// tests running alongside register, never changes under them.
const deploymentTest = test.extend<{deployment: Deployment}>({
  // Playwright reads the fixtures a fixture needs from its first parameter's pattern: this one needs none.
  // eslint-disable-next-line no-empty-pattern
  deployment: async ({}, use) => {
    const deployment = await startDeployment(BASE_URL);
    await use(deployment);
    await deployment.close();
  },
  baseURL: async ({deployment}, use) => use(deployment.url),
});

deploymentTest.describe('a new deployment', () => {
  deploymentTest('offers a refresh that switches the page to the new service worker', async ({page, deployment}) => {
    // the first worker saves every release before the second is deployed: time grows with the releases
    deploymentTest.setTimeout(90_000 * RELEASES.length);
    await open(page, '/docs/introduction/?offlineMode=true');
    const firstWorker = await waitForActiveServiceWorker(page);
    expect(firstWorker.startsWith(deployment.url)).toBe(true);
    const expected = expectedPrecache();
    await expect
      .poll(() => notYetPrecached(page, expected), {timeout: 45_000 * RELEASES.length, intervals: [500, 1000]})
      .toEqual([]);
    // A new worker waits (and the prompt is offered) only while the old one controls a page:
    // the page that installed it is not controlled until it is loaded again.
    await page.reload();
    await waitForHydration(page);
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    await expect(page.getByText('New version available')).toHaveCount(0);

    // A deployment ships a different sw.js (its precache manifest lists new revisions).
    deployment.deployNext();
    // Browsers look for a new sw.js on navigations and at least daily; the test asks at once.
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())!.update();
    });
    const popup = page.locator('.alert', {hasText: 'New version available'});
    await expect(popup).toBeVisible({timeout: 60_000});
    const waiting = await page.evaluate(async () =>
      Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
    );
    expect(waiting).toBe(true);

    await Promise.all([page.waitForEvent('load'), popup.getByRole('button', {name: 'Refresh'}).click()]);
    await waitForHydration(page);
    await expect(page.getByText('New version available')).toHaveCount(0);
    const after = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {waiting: Boolean(registration?.waiting), controlled: Boolean(navigator.serviceWorker.controller)};
    });
    expect(after).toEqual({waiting: false, controlled: true});
    expect(firstWorker).toContain('sw.js');
    await expect(page.locator('h1').first()).toHaveText('Introduction');
  });
});
