import {test, expect, open, waitForHydration} from './fixtures';

/** Comparing a doc page with the same page of the other version (src/features/field-kit/compare/). */

const COMPARE = '/compare?page=%2Fdocs%2Ffeatures%2Fstatus_tui%2F&with=1.5.0';

test.describe('compare with the other version', () => {
  test('the badge link opens a word diff of the two pages: roslaunch removed, ros2 run added', async ({page}) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
    });
    await open(page, '/docs/features/status_tui/');
    // the diff library is not part of the page's scripts
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.some((body) => body.includes('oneChangePerToken'))).toBe(false);

    await page.getByRole('link', {name: 'Compare with 1.5.0'}).click();
    await expect(page).toHaveURL(/\/compare\?page=%2Fdocs%2Ffeatures%2Fstatus_tui%2F&with=1\.5\.0$/);
    const diff = page.locator('[data-compare-diff]');
    await expect(diff).toBeVisible();
    expect(scripts.some((body) => body.includes('oneChangePerToken'))).toBe(true);

    // the start command: ROS 1's roslaunch against ROS 2's ros2 run, within one changed code line
    const start = diff.locator('[data-diff-row="changed"]', {hasText: 'mrs_uav_status'}).filter({hasText: 'status.'});
    await expect(start.first().locator('del')).toContainText(['roslaunch']);
    await expect(start.first().locator('ins').first()).toContainText('ros2');
    // marked by more than colour: text labels for screen readers, symbols, underline and strike-through
    await expect(start.first().locator('del').first()).toContainText('Removed:');
    expect(
      await start
        .first()
        .locator('del')
        .first()
        .evaluate((el) => getComputedStyle(el).textDecorationLine),
    ).toBe('line-through');
    await expect(page.getByText('only in 1.5.0').first()).toBeVisible();
    // headings stay headings and are listed for navigation
    const nav = page.getByRole('navigation', {name: 'Headings'});
    await nav.getByRole('link', {name: 'Starting it'}).click();
    await expect(page).toHaveURL(/#cmp-starting-it$/);
    await expect(page.locator('#cmp-starting-it')).toBeInViewport();
    // a link to each version's page
    await page.locator('[data-compare-link="1.5.0"]').click();
    await expect(page).toHaveURL(/\/docs\/1\.5\.0\/features\/status_tui\/$/);
    await expect(page.getByRole('link', {name: 'Compare with 2.0.0'})).toBeVisible();
  });

  test('from the 1.5.0 page the older version is still the removed side', async ({page}) => {
    await open(page, '/compare?page=%2Fdocs%2F1.5.0%2Ffeatures%2Fstatus_tui%2F');
    await expect(page.locator('[data-compare-summary]')).toContainText('only in 1.5.0');
    await expect(page.locator('[data-compare-diff] del', {hasText: 'roslaunch'}).first()).toBeVisible();
  });

  test('a page that exists in one version only says so', async ({page}) => {
    await open(page, '/compare?page=%2Fdocs%2Fsensors%2F');
    await expect(page.getByRole('alert')).toContainText('exists in both versions');
  });

  test.describe('without the network', () => {
    test.use({allowConsole: true, expectedFailedRequests: [/^net::ERR_INTERNET_DISCONNECTED .*\.md$/]});

    test('with nothing saved, a clear offline message and links to both pages', async ({page, consoleProblems}) => {
      await page.route(/\.md$/, (route) => route.abort('internetdisconnected'));
      await open(page, COMPARE);
      await expect(page.locator('[data-compare-offline]')).toContainText('You are offline');
      await expect(page.locator('[data-compare-link="1.5.0"]')).toHaveAttribute(
        'href',
        '/docs/1.5.0/features/status_tui/',
      );
      await expect(page.locator('[data-compare-link="current"]')).toHaveAttribute('href', '/docs/features/status_tui/');
      expect(consoleProblems.filter((line) => !/Failed to load|ERR_INTERNET_DISCONNECTED/.test(line))).toEqual([]);
    });
  });

  test.describe('in offline mode', () => {
    // Offline, the browser cannot re-fetch sw.js to check for an update and logs that it failed.
    test.use({allowConsole: true, expectedFailedRequests: [/^net::ERR_INTERNET_DISCONNECTED /]});

    test('the Markdown copies are precached, so the comparison works with the network gone', async ({
      page,
      context,
      consoleProblems,
    }) => {
      test.setTimeout(150_000);
      await open(page, '/?offlineMode=true');
      await page.evaluate(() => navigator.serviceWorker.ready);
      const precached = () =>
        page.evaluate(async () => {
          const paths: string[] = [];
          for (const name of await caches.keys()) {
            if (!name.startsWith('workbox-precache')) continue;
            for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
          }
          return paths;
        });
      const wanted = [
        '/docs/features/status_tui/index.md',
        '/docs/1.5.0/features/status_tui/index.md',
        '/compare/index.html',
      ];
      await expect
        .poll(
          async () => {
            const have = new Set(await precached());
            return wanted.filter((p) => !have.has(p));
          },
          {
            timeout: 120_000,
            intervals: [500, 1000],
          },
        )
        .toEqual([]);
      await context.setOffline(true);
      const response = await page.goto(COMPARE);
      expect(response?.fromServiceWorker()).toBe(true);
      await waitForHydration(page);
      await expect(page.locator('[data-compare-diff] del', {hasText: 'roslaunch'}).first()).toBeVisible();
      await expect(page.locator('[data-compare-offline]')).toHaveCount(0);
      await context.setOffline(false);
      expect(consoleProblems.filter((line) => !/ServiceWorker|fetching the script/.test(line))).toEqual([]);
    });
  });
});
