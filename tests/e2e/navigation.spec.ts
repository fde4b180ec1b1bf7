import {test, expect, afterIdle, holdRequests, open, prefetchHints} from './fixtures';

test.describe('path handling', () => {
  test('a trailing index.html is removed before matching', async ({page, consoleProblems}) => {
    await open(page, '/docs/introduction/index.html');
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.locator('h1', {hasText: 'Page Not Found'})).toHaveCount(0);
    expect(consoleProblems).toEqual([]);
  });

  test('a trailing .html is removed before matching', async ({page}) => {
    await open(page, '/blog/accurate-amsl-altitude.html');
    await expect(page.locator('article h1')).toHaveText(/AMSL/);
    await expect(page.locator('h1', {hasText: 'Page Not Found'})).toHaveCount(0);
  });
});

test.describe('scrolling after navigation', () => {
  test('a new path scrolls to the top', async ({page}) => {
    await open(page, '/__test__/scroll');
    await page.locator('#path-link').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.locator('#path-link').click();
    await expect(page).toHaveURL(/\/docs\/introduction\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a hash scrolls to its target', async ({page}) => {
    await open(page, '/__test__/scroll');
    await page.locator('#hash-link').scrollIntoViewIfNeeded();
    await page.locator('#hash-link').click();
    await expect(page).toHaveURL(/#target$/);
    await expect(page.locator('#target')).toBeInViewport();
  });

  test('a change of the query alone does not scroll', async ({page}) => {
    await open(page, '/__test__/scroll');
    await page.locator('#query-link').scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(500);
    await page.locator('#query-link').click();
    await expect(page).toHaveURL(/\?view=compact$/);
    // The router has rendered the new address once the language menu's link carries the new query; the scroll
    // rules run in that same update.
    const language = page.locator('.dropdown', {has: page.locator('.navbar__link', {hasText: 'English'})});
    await expect(language.locator('.dropdown__menu a')).toHaveAttribute('href', /\?view=compact$/);
    await afterIdle(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });
});

test.describe('progress bar', () => {
  test('appears only after 200 ms of a slow route change and ends when the route has updated', async ({page}) => {
    await open(page, '/docs/introduction/');
    // hold back whatever the next route needs until the bar has shown
    const release = await holdRequests(page, /\/assets\/js\/.*\.js$/);
    // measure in the page: from the click to the moment the bar is attached
    await page.evaluate(() => {
      const w = window as unknown as {clickAt?: number; barAt?: number};
      document.addEventListener('click', () => (w.clickAt = performance.now()), {capture: true, once: true});
      new MutationObserver((_, observer) => {
        if (document.getElementById('nprogress')) {
          w.barAt = performance.now();
          observer.disconnect();
        }
      }).observe(document.documentElement, {childList: true, subtree: true});
    });
    await page.locator('.theme-doc-sidebar-menu a[href="/docs/FAQ"]').click();
    // the bar shows while the route change waits (the address has changed, the page not yet), not only after it
    await page.locator('#nprogress').waitFor({state: 'attached'});
    await expect(page.locator('html')).toHaveClass(/docs-doc-id-introduction/);
    const delay = await page.evaluate(() => {
      const w = window as unknown as {clickAt: number; barAt: number};
      return w.barAt - w.clickAt;
    });
    expect(delay).toBeGreaterThanOrEqual(200);
    release();
    await expect(page).toHaveURL(/\/docs\/FAQ$/);
    await expect(page.locator('html')).toHaveClass(/docs-doc-id-FAQ/);
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });
});

test.describe('prefetching', () => {
  // Docusaurus prefetches the code and data of a linked page through <link rel="prefetch"> hints.

  test('hovering a link loads the next page’s code ahead of the click', async ({page}) => {
    // Links in view only get prefetch hints (`<link rel="prefetch">`); hovering one preloads its page:
    // the page's code chunks are fetched and run by script.
    const loadedByScript = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script' && e.name.includes('/assets/js/'))
          .map((e) => e.name),
      );
    await open(page, '/docs/introduction/');
    const before = await loadedByScript();
    await page.locator('footer a[href="/docs/simulations"]').hover();
    await expect.poll(async () => (await loadedByScript()).length).toBeGreaterThan(before.length);
  });

  for (const [name, connection] of [
    ['data-saver mode', {saveData: true, effectiveType: '4g'}],
    ['a 2g connection', {saveData: false, effectiveType: 'slow-2g'}],
  ] as const) {
    test(`nothing is prefetched on ${name}`, async ({page}) => {
      await page.addInitScript((value) => {
        Object.defineProperty(navigator, 'connection', {value});
      }, connection);
      await open(page, '/docs/introduction/');
      await page.locator('footer a[href="/docs/simulations"]').hover();
      await page.locator('footer a[href="/docs/api"]').hover();
      // links in view have asked for their prefetch, and the idle time in which it would be done has come
      await afterIdle(page);
      expect(await prefetchHints(page)).toEqual([]);
      // and the site's prefetch refuses when asked directly
      expect(await page.evaluate(() => window.docusaurus.prefetch('/docs/api') === false)).toBe(true);
    });
  }
});
