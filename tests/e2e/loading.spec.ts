import {
  test,
  expect,
  open,
  afterIdle,
  holdRequests,
  imagesOutsideContent,
  prefetchHints,
  waitForHydration,
} from './fixtures';

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
      const firstContentfulPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      return {firstFrameAt: (window as unknown as {firstFrameAt?: number}).firstFrameAt, firstContentfulPaint, scripts};
    });
    expect(timing.firstFrameAt).toBeGreaterThan(0);
    expect(timing.firstContentfulPaint).toBeGreaterThan(0);
    expect(timing.scripts).toHaveLength(2);
    // requested once the first paint is on screen, not merely after a frame began
    for (const start of timing.scripts)
      expect(start).toBeGreaterThan(Math.max(timing.firstFrameAt!, timing.firstContentfulPaint!));
    // the server-rendered page is interactive once hydrated
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  });

  test('the start-up script’s modules are evaluated step by step before the page hydrates', async ({page}) => {
    // every step of src/perf/startup/clientEntry.ts leaves a User Timing mark once it has run
    await open(page, '/docs/introduction/');
    await waitForHydration(page);
    const steps = await page.evaluate(() =>
      performance
        .getEntriesByType('mark')
        .filter((mark) => mark.name.startsWith('mrs-startup:'))
        .map((mark) => mark.name.slice('mrs-startup:'.length)),
    );
    expect(steps).toEqual(['react-dom', 'routes', 'client-modules', 'theme', 'app', 'preload', 'entry']);
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
    const requested = page.waitForRequest(MAIN_BUNDLE);
    await page.goto('/', {waitUntil: 'domcontentloaded'});
    // the framework's banner script decides once the document has been parsed; the scripts are requested
    // after that, and are held back
    await requested;
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
    await expect(page.getByText(BANNER_TEXT)).toHaveCount(0);
    release();
    await waitForHydration(page);
    await expect(page.getByText(BANNER_TEXT)).toHaveCount(0);
  });

  test('scripts and styles that fail to load bring up the "did not load properly" banner', async ({
    page,
    failedRequests,
  }) => {
    // As with a wrong base URL: nothing under /assets/ loads (the site's CSS would hide the banner).
    failedRequests.allow(/\/assets\//);
    await page.route(/\/assets\//, (route) => route.abort());
    await page.goto('/');
    await expect(page.getByText(`Your Docusaurus site ${BANNER_TEXT}.`)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
  });

  test("pages hydrate without touching the browser's locale data (ICU)", async ({page}) => {
    // Counts every use of an ICU service: the first one costs tens of milliseconds on a phone.
    await page.addInitScript(() => {
      const uses: string[] = [];
      (window as unknown as {icuUses: string[]}).icuUses = uses;
      const intl = Intl as unknown as Record<string, unknown>;
      for (const name of [
        'Collator',
        'DateTimeFormat',
        'PluralRules',
        'NumberFormat',
        'RelativeTimeFormat',
        'ListFormat',
        'Segmenter',
      ]) {
        const Original = intl[name] as (new (...args: unknown[]) => object) | undefined;
        if (!Original) continue;
        intl[name] = new Proxy(Original, {
          construct: (target, args) => (uses.push(`Intl.${name}`), Reflect.construct(target, args)),
          apply: (target, self, args) => (uses.push(`Intl.${name}`), Reflect.apply(target as never, self, args)),
        });
      }
      const methods: [object, string][] = [
        [String.prototype, 'localeCompare'],
        [Number.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleDateString'],
      ];
      for (const [proto, method] of methods) {
        const original = (proto as Record<string, (...args: unknown[]) => unknown>)[method]!;
        (proto as Record<string, unknown>)[method] = function (this: unknown, ...args: unknown[]) {
          uses.push(method);
          return original.apply(this, args);
        };
      }
    });
    // a doc page with code blocks, a category index (cards with item counts), a blog post (date, reading
    // time), the blog list and the archive (dates)
    for (const path of [
      '/docs/introduction/',
      '/docs/installation/',
      '/blog/accurate-amsl-altitude',
      '/blog',
      '/blog/archive',
    ]) {
      await open(page, path);
      // let idle-time work after hydration run too
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))));
      expect(await page.evaluate(() => (window as unknown as {icuUses: string[]}).icuUses), path).toEqual([]);
    }
    // the dates the browser keeps are the server's (a different text would be a hydration error, which fails the test)
    await open(page, '/blog/accurate-amsl-altitude');
    await expect(page.locator('article header time').first()).toHaveText(
      /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/,
    );
    await expect(page.locator('article header')).toContainText(/\d+ min read/);
  });

  test("Prism's grammars are evaluated with the first code block, not with every page", async ({page}) => {
    type PrismGlobal = {Prism?: {languages: Record<string, unknown>}};
    await open(page, '/docs/introduction/');
    await afterIdle(page);
    await expect(page.locator('article pre code')).toHaveCount(0);
    // the code block's module (and Prism's core) came with the page; the grammars did not run
    expect(await page.evaluate(() => Object.keys((window as PrismGlobal).Prism?.languages ?? {}))).not.toContain(
      'yaml',
    );
    // a client-side navigation to a page with YAML and shell blocks highlights them in the browser
    await page.locator('article a[href="/docs/api/custom_configs"]').click();
    await expect(page).toHaveURL(/\/docs\/api\/custom_configs$/);
    await expect(page.locator('article pre.language-yaml .token.key').first()).toBeVisible();
    await expect(page.locator('article pre.language-bash .token.variable').first()).toBeVisible();
    expect(await page.evaluate(() => Object.keys((window as PrismGlobal).Prism?.languages ?? {}))).toEqual(
      expect.arrayContaining(['yaml', 'bash', 'cpp']),
    );
  });

  test('a page keeps its title and description once hydrated, and later pages set theirs', async ({page}) => {
    await open(page, '/docs/introduction/');
    await expect(page).toHaveTitle('Introduction | MRS UAV System Documentation');
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
      'content',
      /What the MRS UAV System is/,
    );
    // a client-side navigation brings the next page's title and description
    await page.locator('.pagination-nav__link--next').click();
    await expect(page).not.toHaveTitle(/^Introduction/);
    const title = await page.locator('article h1').first().textContent();
    await expect(page).toHaveTitle(`${title} | MRS UAV System Documentation`);
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
    await expect(page.locator('head meta[name="description"]')).not.toHaveAttribute(
      'content',
      /What the MRS UAV System is/,
    );
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
      performance
        .getEntriesByType('resource')
        .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script')
        .map((e) => e.name),
    );
    for (const href of first) expect(loaded).not.toContain(href);
  });

  test('the theme’s icons and the logo are drawn without image resources', async ({page}) => {
    // src/css/custom.css ("Icons without image documents"), src/perf/inline-logo/, the magnifier of src/theme/SearchBar/
    await open(page, '/docs/features/managers');
    await waitForHydration(page);
    expect(await imagesOutsideContent(page)).toEqual([]);
    // still drawn: the separators and carets keep their outline as a clip path over a plain colour
    const shapes = await page.evaluate(() =>
      [
        ['.breadcrumbs__item:not(:last-child)', '::after'],
        ['.menu__caret', '::before'],
        ['.theme-back-to-top-button', '::after'],
      ].map(([selector, pseudo]) => {
        const element = document.querySelector(selector);
        const style = element && getComputedStyle(element, pseudo);
        return {
          selector,
          clip: style?.clipPath.split('(')[0],
          paint: style && (style.backgroundImage !== 'none' || style.backgroundColor !== 'rgba(0, 0, 0, 0)'),
        };
      }),
    );
    for (const shape of shapes) expect(shape, shape.selector).toMatchObject({clip: 'polygon', paint: true});
    await expect(page.locator('.navbar__brand svg[role="img"][aria-label="MRS UAV System logo"]')).toBeVisible();
    const input = await page.locator('.navbar__search-input').boundingBox();
    const icon = await page.locator('[role="search"] > svg').boundingBox();
    // the magnifier sits in the input's left padding, vertically centred
    expect(icon!.x).toBeGreaterThan(input!.x);
    expect(icon!.x + icon!.width).toBeLessThan(input!.x + 36);
    expect(Math.abs(icon!.y + icon!.height / 2 - (input!.y + input!.height / 2))).toBeLessThan(1.5);
    // the blog's author avatars are raster images (blog/authors.yml)
    await open(page, '/blog');
    await expect(page.locator('.avatar__photo').first()).toBeVisible();
    expect(await imagesOutsideContent(page)).toEqual([]);
  });
});
