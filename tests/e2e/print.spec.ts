import {test, expect, open, shown} from './fixtures';

/** Printing any page (src/features/field-kit/print.css): the article alone, light, code wrapped. */

/** The site's chrome that a printed page leaves out, with what each selector is. */
const CHROME: [string, string][] = [
  ['navbar', 'nav.navbar'],
  ['announcement bar', '.theme-announcement-bar'],
  ['docs sidebar', '.theme-doc-sidebar-container'],
  ['blog sidebar', 'aside'],
  ['table of contents', '.table-of-contents, .theme-doc-toc-mobile'],
  ['footer', 'footer.footer'],
  ['buttons', 'button'],
  ['version dropdown', '.navbar .dropdown'],
  ['search', '[role="search"]'],
  ['edit link', '.theme-edit-this-page'],
  ['feedback', '[data-page-feedback]'],
  ['compare link', '[data-compare-with]'],
  ['pagination', '.pagination-nav'],
];

test.describe('printing', () => {
  test.use({viewport: {width: 760, height: 1000}});

  for (const path of [
    '/docs/features/status_tui/',
    '/docs/1.5.0/features/status_tui/',
    '/blog/accurate-amsl-altitude',
  ]) {
    test(`${path} prints the article alone, with code wrapped`, async ({page}) => {
      await open(page, path);
      // on screen the chrome is there, and (on the doc pages) some code line is wider than its block
      expect(await shown(page, 'nav.navbar')).toBeGreaterThan(0);
      expect(await shown(page, 'footer.footer')).toBeGreaterThan(0);
      const overflowing = () =>
        page
          .locator('article pre')
          .evaluateAll((blocks) => blocks.filter((pre) => pre.scrollWidth > pre.clientWidth + 1).length);
      const isDoc = path.startsWith('/docs/');
      if (isDoc) {
        expect(await shown(page, '[data-compare-with]')).toBeGreaterThan(0);
        expect(await overflowing()).toBeGreaterThan(0);
      }

      await page.emulateMedia({media: 'print'});
      for (const [name, selector] of CHROME) expect(await shown(page, selector), `${name} printed`).toBe(0);
      await expect(page.locator('article h1, main h1').first()).toBeVisible();
      if (isDoc) {
        expect(await overflowing(), 'code cut at the edge of the paper').toBe(0);
        const wrap = await page
          .locator('article pre code')
          .first()
          .evaluate((code) => getComputedStyle(code).whiteSpace);
        expect(wrap).toBe('pre-wrap');
      }
      // figures and tables are not split across sheets
      for (const selector of ['article table', 'article figure.mrs-figure']) {
        const breaks = await page
          .locator(selector)
          .evaluateAll((elements) => elements.map((element) => getComputedStyle(element).breakInside));
        for (const value of breaks) expect(value, selector).toBe('avoid');
      }
    });
  }

  test('a page printed in dark mode prints light, external link addresses after their text', async ({page}) => {
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    // prose, code blocks and an external link (the session template's repository)
    await open(page, '/docs/deployment/native/preparing_for_a_real-world_experiment');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const colours = () =>
      page.evaluate(() => {
        const article = document.querySelector('article')!;
        const pre = article.querySelector('pre')!;
        return {
          body: getComputedStyle(document.body).backgroundColor,
          text: getComputedStyle(article.querySelector('p')!).color,
          code: getComputedStyle(pre).backgroundColor,
          codeText: getComputedStyle(pre.querySelector('span') ?? pre).color,
          // the fill of a figure's core boxes (src/features/figures/figures.css), as #rrggbb
          figure: getComputedStyle(document.documentElement).getPropertyValue('--mrs-fig-core').trim(),
        };
      });
    const luminance = (colour: string) => {
      const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
      const [r, g, b] = hex ? hex.slice(1).map((h) => parseInt(h, 16)) : colour.match(/[\d.]+/g)!.map(Number);
      return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
    };
    const screen = await colours();
    expect(luminance(screen.body)).toBeLessThan(0.3);
    expect(luminance(screen.figure)).toBeLessThan(0.3);
    await page.emulateMedia({media: 'print'});
    const paper = await colours();
    expect(luminance(paper.body)).toBeGreaterThan(0.9);
    expect(luminance(paper.text)).toBeLessThan(0.3);
    expect(luminance(paper.code)).toBeGreaterThan(0.9);
    expect(luminance(paper.codeText)).toBeLessThan(0.3);
    expect(luminance(paper.figure)).toBeGreaterThan(0.8);

    const external = page.locator('article .markdown a[href^="https://"]').first();
    const href = await external.getAttribute('href');
    const after = await external.evaluate((a) => getComputedStyle(a, '::after').content);
    expect(after).toBe(`" (${href})"`);
    const internal = await page
      .locator('article .markdown a[href^="/docs/"]')
      .first()
      .evaluate((a) => getComputedStyle(a, '::after').content);
    expect(internal).toBe('none');
  });
});
