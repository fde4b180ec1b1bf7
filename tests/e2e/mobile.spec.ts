import {test, expect, open} from './fixtures';

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
