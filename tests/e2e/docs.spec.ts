import {test, expect, open} from './fixtures';

test.describe('documentation trees', () => {
  test('/docs and /docs/1.5.0 land on real pages', async ({page}) => {
    await open(page, '/docs');
    await expect(page.locator('article h1')).toHaveText('MRS UAV System 2.0.0 documentation');
    await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
    await open(page, '/docs/1.5.0');
    await expect(page.locator('article h1')).toHaveText('MRS UAV System 1.5.0 documentation');
  });

  test('the 2.0.0 introduction is the entry page, with breadcrumbs and the sidebar', async ({page}) => {
    await open(page, '/docs/introduction/');
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.locator('nav.theme-doc-breadcrumbs')).toBeVisible();
    await expect(page.locator('nav.theme-doc-breadcrumbs a[aria-label="Home page"]')).toBeVisible();
    const firstItem = page.locator('.theme-doc-sidebar-menu > li').first();
    await expect(firstItem.locator('a').first()).toHaveAttribute('href', '/docs/introduction/');
  });

  test('breadcrumbs show the path through the sections', async ({page}) => {
    await open(page, '/docs/prerequisites/docker/installation');
    const crumbs = page.locator('nav.theme-doc-breadcrumbs .breadcrumbs__item');
    await expect(crumbs).toHaveCount(4); // home, Prerequisites, Docker, the page
    await expect(crumbs.nth(1).locator('a')).toHaveAttribute('href', '/docs/prerequisites/');
    await expect(crumbs.nth(2).locator('a')).toHaveAttribute('href', '/docs/prerequisites/docker/');
  });

  test('the table of contents lists exactly the level 2 and 3 headings', async ({page}) => {
    await open(page, '/docs/installation/native-installation');
    const tocTargets = await page
      .locator('.table-of-contents a')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).hash.slice(1)));
    const headings = await page
      .locator('article .markdown h2[id], article .markdown h3[id]')
      .evaluateAll((hs) => hs.map((h) => h.id));
    expect(tocTargets.length).toBeGreaterThan(1);
    expect(tocTargets).toEqual(headings);
    const levels = await page.locator('article .markdown h4[id]').evaluateAll((hs) => hs.map((h) => h.id));
    for (const id of levels) expect(tocTargets).not.toContain(id);
  });

  test('sidebar categories expand and collapse, and opening one collapses the other', async ({page}) => {
    await open(page, '/docs/introduction/');
    const category = (label: string) =>
      page.locator('.theme-doc-sidebar-menu > li.theme-doc-sidebar-item-category', {
        has: page.locator(':scope > .menu__list-item-collapsible a', {hasText: new RegExp(`^${label}$`)}),
      });
    const prerequisites = category('Prerequisites');
    const installation = category('Installation');
    await expect(prerequisites).toHaveClass(/menu__list-item--collapsed/);
    await prerequisites.locator('button.clean-btn, .menu__caret').first().click();
    await expect(prerequisites).not.toHaveClass(/menu__list-item--collapsed/);
    await expect(prerequisites.locator('a', {hasText: 'Bash'})).toBeVisible();
    await installation.locator('button.clean-btn, .menu__caret').first().click();
    await expect(installation).not.toHaveClass(/menu__list-item--collapsed/);
    await expect(prerequisites).toHaveClass(/menu__list-item--collapsed/);
    await installation.locator('button.clean-btn, .menu__caret').first().click();
    await expect(installation).toHaveClass(/menu__list-item--collapsed/);
  });

  test('the sidebar cannot be hidden', async ({page}) => {
    await open(page, '/docs/introduction/');
    await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
    await expect(page.getByRole('button', {name: 'Collapse sidebar'})).toHaveCount(0);
  });
});

test.describe('version dropdown', () => {
  const dropdown = (page: import('@playwright/test').Page) =>
    page.locator('nav.navbar .dropdown', {has: page.locator('.navbar__link', {hasText: /^(2\.0\.0|1\.5\.0)$/})});

  test('lists 2.0.0 and 1.5.0', async ({page}) => {
    await open(page, '/docs/introduction/');
    await dropdown(page).hover();
    const items = dropdown(page).locator('.dropdown__menu a');
    await expect(items).toHaveText(['2.0.0', '1.5.0']);
  });

  test('goes to the same doc in the other version and saves the preferred version', async ({page}) => {
    await open(page, '/docs/api/uav_ros_api');
    await dropdown(page).hover();
    await dropdown(page).locator('.dropdown__menu a', {hasText: '1.5.0'}).click();
    await expect(page).toHaveURL(/\/docs\/1\.5\.0\/api\/uav_ros_api$/);
    await expect(page.locator('nav.navbar .dropdown > .navbar__link', {hasText: '1.5.0'})).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('1.5.0');
    // the frozen version says so
    await expect(page.locator('.theme-doc-version-banner')).toBeVisible();
    await dropdown(page).hover();
    await dropdown(page).locator('.dropdown__menu a', {hasText: '2.0.0'}).click();
    await expect(page).toHaveURL(/\/docs\/api\/uav_ros_api$/);
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
  });

  test('falls back to the main doc of the version when the page does not exist there', async ({page}) => {
    await open(page, '/docs/sensors/ouster');
    await dropdown(page).hover();
    await dropdown(page).locator('.dropdown__menu a', {hasText: '1.5.0'}).click();
    await expect(page).toHaveURL(/\/docs\/1\.5\.0\/?$/);
    await expect(page.locator('article h1')).toHaveText('MRS UAV System 1.5.0 documentation');
  });

  test('outside the docs, the dropdown shows the preferred version', async ({page}) => {
    await page.addInitScript(() => localStorage.setItem('docs-preferred-version-default', '1.5.0'));
    await open(page, '/blog');
    await expect(page.locator('nav.navbar .dropdown > .navbar__link', {hasText: /^1\.5\.0$/})).toBeVisible();
    await dropdown(page).hover();
    await expect(dropdown(page).locator('.dropdown__menu a', {hasText: '1.5.0'})).toHaveAttribute(
      'href',
      /^\/docs\/1\.5\.0\/?$/,
    );
  });
});
