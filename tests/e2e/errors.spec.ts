import {test, expect, open, disableLocalStorage} from './fixtures';

test.describe('errors', () => {
  test.use({allowConsole: true});

  test('an unknown path shows the not-found page with status 404', async ({page, request, failedRequests}) => {
    failedRequests.allow(/\/no\/such\/page$|\/docs\/not-a-real-doc$/);
    const response = await request.get('/no/such/page');
    expect(response.status()).toBe(404);
    await page.goto('/no/such/page');
    await expect(page.locator('h1')).toHaveText('Page Not Found');
    await page.goto('/docs/not-a-real-doc');
    await expect(page.locator('h1')).toHaveText('Page Not Found');
  });

  test('a crashing page shows the crash screen, its cause chain, and Try again recovers', async ({page}) => {
    await open(page, '/__test__/crash');
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
    const details = page.locator('main');
    await expect(details).toContainText('Rendering the test page failed');
    await expect(details).toContainText('Cause:');
    await expect(details).toContainText('Simulated root cause for the crash screen');
    await expect(page.getByRole('link', {name: 'report it on GitHub'})).toBeVisible();
    // the navbar and footer survive: the crash is contained in the page
    await expect(page.locator('nav.navbar')).toBeVisible();
    await page.evaluate(() => sessionStorage.setItem('mrs-test-crash', 'off'));
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.locator('#crash-test-content')).toBeVisible();
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toHaveCount(0);
  });

  test('a failing lazy load shows the error text and Retry loads it', async ({page}) => {
    // The test page's load fails 1.5 s after hydration; on a busy machine the test may look only after that.
    // Whether the spinner showed in the meantime is recorded by the page itself, as it happens.
    await page.addInitScript(() => {
      const seen = {spinner: false};
      (window as unknown as {loadingSeen: typeof seen}).loadingSeen = seen;
      new MutationObserver(() => {
        const spinner = document.querySelector('svg#loader');
        if (spinner && spinner.getBoundingClientRect().width > 0) seen.spinner = true;
      }).observe(document, {childList: true, subtree: true});
    });
    await open(page, '/__test__/loading');
    // the spinner shows once the load has taken longer than its delay, then gives way to the error
    await expect(page.getByText('Loading chunk 4242 failed (simulated network error)')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as {loadingSeen: {spinner: boolean}}).loadingSeen)).toEqual({
      spinner: true,
    });
    await expect(page.locator('svg#loader')).toHaveCount(0);
    await page.getByRole('button', {name: 'Retry'}).click();
    await expect(page.locator('#loading-test-content')).toBeVisible();
  });

  test('a failed route preload logs a warning and reloads the page', async ({
    page,
    consoleProblems,
    failedRequests,
  }) => {
    // the code chunks this test makes fail
    failedRequests.allow(/\/assets\/js\/[^/]+\.js$/);
    await open(page, '/docs/introduction/');
    // the next page's data and code chunks cannot be fetched once
    let blocked = 0;
    let reloading = false;
    page.on('request', (request) => {
      if (request.isNavigationRequest()) reloading = true;
    });
    await page.route(/\/assets\/js\/.*\.js$/, async (route) => {
      if (!reloading) {
        blocked += 1;
        await route.abort();
      } else {
        await route.continue();
      }
    });
    const reloaded = page.waitForEvent('load');
    await page.locator('.theme-doc-sidebar-menu a[href="/docs/FAQ"]').click();
    await reloaded;
    await page.unroute(/\/assets\/js\/.*\.js$/);
    expect(blocked).toBeGreaterThan(0);
    expect(consoleProblems.some((line) => line.startsWith('warning:'))).toBe(true);
    await expect(page).toHaveURL(/\/docs\/FAQ$/);
  });

  test('unavailable browser storage logs a warning and the site keeps working', async ({page, consoleProblems}) => {
    await disableLocalStorage(page);
    await open(page, '/docs/introduction/');
    expect(consoleProblems.some((line) => /browser storage is not available/i.test(line))).toBe(true);
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.locator('.theme-doc-sidebar-menu a[href="/docs/FAQ"]').click();
    await expect(page).toHaveURL(/\/docs\/FAQ$/);
  });
});
