import {test, expect, open, holdRequests, prefetchHints, waitForHydration} from './fixtures';

const MAIN_BUNDLE = /\/assets\/js\/main\.[0-9a-f]+\.js$/;
const BANNER_TEXT = 'did not load properly';

test.describe('page loading', () => {
  test('a page paints before its scripts are requested, then hydrates', async ({page}) => {
    // Time of the first frame the browser renders, taken before any of the page's own code runs.
    await page.addInitScript(() => {
      requestAnimationFrame(() => {
        (window as unknown as {firstFrameAt: number}).firstFrameAt = performance.now();
      });
    });
    await open(page, '/docs/introduction/');
    const timing = await page.evaluate(() => {
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/js\/(runtime~main|main)\.[0-9a-f]+\.js$/.test(entry.name))
        .map((entry) => entry.startTime);
      return {firstFrameAt: (window as unknown as {firstFrameAt?: number}).firstFrameAt, scripts};
    });
    expect(timing.firstFrameAt).toBeGreaterThan(0);
    expect(timing.scripts).toHaveLength(2);
    for (const start of timing.scripts) expect(start).toBeGreaterThan(timing.firstFrameAt!);
    // the server-rendered page is interactive once hydrated
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  });

  test('the page is readable while its scripts are still on their way', async ({page}) => {
    const release = await holdRequests(page, MAIN_BUNDLE);
    await page.goto('/docs/introduction/', {waitUntil: 'domcontentloaded'});
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.locator('article .theme-doc-markdown p').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
    release();
    await waitForHydration(page);
  });

  test('slow scripts do not bring up the "did not load properly" banner', async ({page}) => {
    const release = await holdRequests(page, MAIN_BUNDLE);
    await page.goto('/', {waitUntil: 'domcontentloaded'});
    // the framework's banner script decides when the document has been parsed
    await page.waitForTimeout(1500);
    await expect(page.getByText(BANNER_TEXT)).toHaveCount(0);
    release();
    await waitForHydration(page);
    await expect(page.getByText(BANNER_TEXT)).toHaveCount(0);
  });

  test('scripts and styles that fail to load bring up the "did not load properly" banner', async ({page}) => {
    // As with a wrong base URL: nothing under /assets/ loads (the site's CSS would hide the banner).
    await page.route(/\/assets\//, (route) => route.abort());
    await page.goto('/');
    await expect(page.getByText(`Your Docusaurus site ${BANNER_TEXT}.`)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
  });

  test('links in view are prefetched in idle time, without any interaction', async ({page}) => {
    await open(page, '/docs/introduction/');
    await expect.poll(async () => (await prefetchHints(page)).length, {timeout: 15_000}).toBeGreaterThan(0);
    const first = await prefetchHints(page);
    for (const href of first) expect(href).toMatch(/\/assets\/js\/[\w~.-]+\.js$/);
    // one hint per file, however many links lead to pages that share it
    expect(new Set(first).size).toBe(first.length);
    // none for files this page has already loaded
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType('resource').filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script').map((e) => e.name),
    );
    for (const href of first) expect(loaded).not.toContain(href);
  });
});
