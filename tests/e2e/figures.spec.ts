import {test, expect, open} from './fixtures';

/**
 * Figures are inline SVG made at build time: they show without JavaScript, take their colours from the
 * colour mode, keep their text selectable, and fit a 390 px phone without making the page scroll sideways.
 */
const PAGES = [
  {path: '/docs/api/motor_thrust_model', figure: 'figure.mrs-figure--plot'},
  {path: '/docs/introduction', figure: 'figure.mrs-figure--dot'},
];

for (const {path, figure} of PAGES) {
  test.describe(`figure on ${path}`, () => {
    for (const width of [390, 1280]) {
      test(`fits the page at ${width} px in light and dark mode`, async ({page}, testInfo) => {
        await page.setViewportSize({width, height: 800});
        const colours: string[] = [];
        for (const mode of ['light', 'dark'] as const) {
          await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
          await open(page, path);
          await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
          const fig = page.locator(figure).first();
          await fig.scrollIntoViewIfNeeded();
          await expect(fig.locator('svg[role="img"]')).toBeVisible();
          await expect(fig.locator('figcaption')).not.toBeEmpty();
          // The figure and its frame stay inside the window; a drawing too wide for the column is shown at 60 %
          // of its natural size at least and scrolls inside the frame.
          for (const part of [fig, fig.locator('.mrs-figure__canvas')]) {
            const box = await part.boundingBox();
            expect(box, 'the figure has a size').not.toBeNull();
            expect(box!.x).toBeGreaterThanOrEqual(0);
            expect(box!.x + box!.width).toBeLessThanOrEqual(width + 0.5);
          }
          const scale = await fig
            .locator('svg')
            .evaluate((svg) => svg.getBoundingClientRect().width / Number(svg.getAttribute('width')));
          expect(scale).toBeGreaterThanOrEqual(0.59);
          expect(scale).toBeLessThanOrEqual(1.01);
          // The page as a whole is checked only without math: formulas without the KaTeX stylesheet, which the
          // tests block, are unstyled and wide.
          if ((await page.locator('.katex').count()) === 0) {
            const overflow = await page.evaluate(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            );
            expect(overflow, 'the page does not scroll sideways').toBeLessThanOrEqual(0);
          }
          // The drawing's ink follows the colour mode.
          colours.push(await fig.locator('svg').evaluate((svg) => getComputedStyle(svg).color));
          await testInfo.attach(`${mode}-${width}`, {body: await fig.screenshot(), contentType: 'image/png'});
        }
        expect(colours[0]).not.toBe(colours[1]);
      });
    }

    test('its text can be selected', async ({page}) => {
      await open(page, path);
      const text = page.locator(`${figure} svg text`).first();
      await expect(text).toBeAttached();
      const selected = await text.evaluate((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        const selection = window.getSelection()!;
        selection.removeAllRanges();
        selection.addRange(range);
        return {selected: selection.toString(), own: node.textContent, userSelect: getComputedStyle(node).userSelect};
      });
      expect(selected.userSelect).not.toBe('none');
      expect(selected.selected).toBe(selected.own);
      expect(selected.selected.length).toBeGreaterThan(0);
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('figures are in the page as served', async ({page}) => {
    await page.goto('/docs/api/motor_thrust_model');
    await expect(page.locator('figure.mrs-figure svg[role="img"]').first()).toBeVisible();
    await page.goto('/docs/introduction');
    await expect(page.locator('figure.mrs-figure--dot svg[role="img"]').first()).toBeVisible();
  });
});
