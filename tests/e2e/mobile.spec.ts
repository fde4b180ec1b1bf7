import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, imagesOutsideContent, open} from './fixtures';

test.describe('mobile layout (width ≤ 996 px)', () => {
  test('the navbar collapses into a panel that closes on navigation', async ({page}) => {
    await open(page, '/docs/introduction/');
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(toggle).toBeVisible();
    await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
    await toggle.click();
    const panel = page.locator('.navbar-sidebar');
    await expect(panel).toBeVisible();
    await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
    await panel.locator('a[href="/docs/FAQ"]').click();
    await expect(page).toHaveURL(/\/docs\/FAQ$/);
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  });

  test('the folded search button and the table of contents draw their icons without image resources', async ({
    page,
  }) => {
    await open(page, '/docs/features/managers');
    await expect(page.locator('.theme-doc-toc-mobile')).toBeVisible();
    expect(await imagesOutsideContent(page)).toEqual([]);
    const clip = await page.evaluate(
      () => getComputedStyle(document.querySelector('.theme-doc-toc-mobile > button')!, '::after').clipPath,
    );
    expect(clip).toMatch(/^polygon\(/);
    // the magnifier is centred in the round button
    const button = await page.locator('.navbar__search-input').boundingBox();
    const icon = await page.locator('[role="search"] > svg').boundingBox();
    expect(Math.abs(icon!.x + icon!.width / 2 - (button!.x + button!.width / 2))).toBeLessThan(1.5);
    expect(Math.abs(icon!.y + icon!.height / 2 - (button!.y + button!.height / 2))).toBeLessThan(1.5);
    // the panel: the version dropdown's caret and the docs sidebar's carets
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    expect(await imagesOutsideContent(page)).toEqual([]);
    const caret = await page.evaluate(
      () => getComputedStyle(document.querySelector('.navbar-sidebar .menu__link--sublist-caret')!, '::after').clipPath,
    );
    expect(caret).toMatch(/^polygon\(/);
  });

  test('the panel is mounted when first opened, and slides in', async ({page}) => {
    await open(page, '/docs/introduction/');
    // nothing of the panel (navbar items, the docs sidebar once more) is built before the reader asks for it
    await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
    await page.evaluate(() => {
      document.addEventListener(
        'transitionstart',
        (event) => {
          const target = event.target as Element;
          if (target.classList.contains('navbar-sidebar') && event.propertyName === 'transform')
            (window as unknown as {panelSlid?: boolean}).panelSlid = true;
        },
        true,
      );
    });
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const panel = page.locator('.navbar-sidebar');
    await expect(panel).toBeVisible();
    await expect(panel.locator('a[href="/docs/FAQ"]')).toBeVisible();
    await expect.poll(() => page.evaluate(() => (window as unknown as {panelSlid?: boolean}).panelSlid)).toBe(true);
    // closed again, it stays mounted and slides out
    await page.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(panel).toHaveCount(1);
  });

  test('the panel closes when the window becomes desktop-wide', async ({page}) => {
    await open(page, '/');
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
    await page.setViewportSize({width: 1200, height: 800});
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
  });

  test('996 px is mobile and 997 px is desktop', async ({page}) => {
    await page.setViewportSize({width: 996, height: 800});
    await open(page, '/docs/introduction/');
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeVisible();
    await page.setViewportSize({width: 997, height: 800});
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
    await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
  });

  test('the search box works on a phone', async ({page}) => {
    await open(page, '/docs/introduction/');
    const box = page.locator('nav.navbar [role="search"] input');
    await expect(box).toHaveAttribute('placeholder', 'Search');
    await box.fill('colcon');
    await expect(page.locator('[role="listbox"] [role="option"]').first()).toBeVisible();
  });
});

/** The page types a phone reader meets first; the long title wraps onto several lines at 320 px. */
const PHONE_PAGES = [
  {name: 'home page', path: '/'},
  {name: 'doc page', path: '/docs/introduction/'},
  {name: 'doc page with a long title', path: '/docs/simulations/gazebo/real_world_elevation'},
  {name: 'blog post', path: '/blog/accurate-amsl-altitude'},
  {name: 'interface reference with long type names', path: '/docs/reference/mrs_msgs'},
  {name: '1.5.0 interface reference', path: '/docs/1.5.0/reference/mrs_msgs'},
];
const PHONE_WIDTHS = [320, 360, 390];

/** Words of the visible headings that the browser laid out on more than one line. */
function headingWordsBrokenAcrossLines(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const heading of Array.from(document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6'))) {
      if (heading.getClientRects().length === 0) continue;
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        // A word is a run of letters, digits and underscores: a line may end after a space, hyphen or slash.
        for (const match of text.matchAll(/[\p{L}\p{N}_]+/gu)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set(
            Array.from(range.getClientRects())
              .filter((r) => r.width > 0)
              .map((r) => Math.round(r.top)),
          );
          if (tops.size > 1) broken.push(`${heading.tagName} “${heading.textContent?.trim()}”: ${match[0]}`);
        }
      }
    }
    return broken;
  });
}

test.describe('phone widths', () => {
  for (const width of PHONE_WIDTHS) {
    for (const {name, path} of PHONE_PAGES) {
      test(`${name} at ${width} px: no sideways scroll, the site title in full, no heading broken inside a word`, async ({
        page,
      }) => {
        await page.setViewportSize({width, height: 740});
        await open(page, path);
        const {scrollWidth, clientWidth, bodyScrollWidth} = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
          bodyScrollWidth: document.body.scrollWidth,
        }));
        expect(clientWidth).toBe(width);
        expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(clientWidth);
        expect(bodyScrollWidth, 'the body scrolls sideways').toBeLessThanOrEqual(clientWidth);

        const title = page.locator('nav.navbar .navbar__inner .navbar__title');
        await expect(title).toHaveText('MRS UAV System');
        const clipped = await title.evaluate((el) => el.scrollWidth > el.clientWidth);
        expect(clipped, 'the navbar title is cut short').toBe(false);
        const titleBox = (await title.boundingBox())!;
        const searchBox = (await page.locator('nav.navbar [role="search"]').boundingBox())!;
        expect(titleBox.x, 'the title starts on screen').toBeGreaterThanOrEqual(0);
        const overlap = titleBox.x < searchBox.x + searchBox.width && searchBox.x < titleBox.x + titleBox.width;
        expect(overlap, `title ${JSON.stringify(titleBox)} and search ${JSON.stringify(searchBox)} overlap`).toBe(
          false,
        );
        expect(titleBox.x + titleBox.width, 'the title ends before the search button').toBeLessThanOrEqual(searchBox.x);

        expect(await headingWordsBrokenAcrossLines(page)).toEqual([]);
      });
    }
  }

  test('the search is an icon on a phone and opens into the full box when tapped', async ({page}) => {
    await page.setViewportSize({width: 360, height: 740});
    await open(page, '/docs/introduction/');
    const bar = page.locator('nav.navbar [role="search"]');
    const box = bar.locator('input');
    const title = page.locator('nav.navbar .navbar__inner .navbar__title');
    const collapsed = (await bar.boundingBox())!;
    // a tap target of at least 40 × 40 px that leaves the title alone
    expect(collapsed.width).toBeGreaterThanOrEqual(40);
    expect(collapsed.width).toBeLessThan(56);
    expect(collapsed.height).toBeGreaterThanOrEqual(40);
    await expect(box).toHaveAccessibleName(/^(Loading\.\.\.|Search)$/);
    await box.tap();
    await expect(box).toBeFocused();
    // open: nearly the whole navbar wide, over the title
    await expect.poll(async () => (await bar.boundingBox())!.width).toBeGreaterThan(300);
    await box.fill('gazebo');
    await expect(page.locator('[role="listbox"] [role="option"]').first()).toBeVisible();
    const list = (await page.locator('[role="listbox"]').boundingBox())!;
    expect(list.x).toBeGreaterThanOrEqual(0);
    expect(list.x + list.width).toBeLessThanOrEqual(360);
    // leaving the box (a tap elsewhere, or Escape) folds it back and shows the title again
    await box.press('Escape');
    await expect(box).not.toBeFocused();
    await expect.poll(async () => (await bar.boundingBox())!.width).toBeLessThan(56);
    await expect(title).toBeVisible();
  });

  test('a tapped hit opens its page and folds the search back', async ({page}) => {
    await page.setViewportSize({width: 390, height: 740});
    await open(page, '/docs/introduction/');
    const bar = page.locator('nav.navbar [role="search"]');
    await bar.locator('input').tap();
    await bar.locator('input').fill('colcon');
    const hit = page.locator('[role="listbox"] [role="option"]').first();
    await expect(hit).toBeVisible();
    await hit.tap();
    await expect(page).not.toHaveURL(/\/docs\/introduction\/$/);
    await expect.poll(async () => (await bar.boundingBox())!.width).toBeLessThan(56);
  });

  test('controls outside running text are at least 24 × 24 px (axe target-size)', async ({page}) => {
    for (const path of ['/', '/docs/introduction/', '/blog/accurate-amsl-altitude']) {
      await page.setViewportSize({width: 390, height: 740});
      await open(page, path);
      const results = await new AxeBuilder({page}).withRules(['target-size']).analyze();
      const failures = results.violations.flatMap((v) =>
        v.nodes.map((n) => `${path} ${n.target.join(' ')}: ${n.failureSummary}`),
      );
      expect(failures).toEqual([]);
    }
  });
});
