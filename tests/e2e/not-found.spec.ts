import type {Page} from '@playwright/test';
import {test, expect, open, waitForHydration} from './fixtures';

// The not-found page offers the pages whose titles and addresses best match the words of the unknown path,
// from the search outline of the path's version, and a search box holding those words.
const MISTYPED: [path: string, expected: string, index: RegExp][] = [
  ['/docs/instalation', '/docs/installation/', /^\/search-index-[^/]+(?<!-content)\.json$/],
  ['/docs/features/manager', '/docs/features/managers/', /^\/search-index-[^/]+(?<!-content)\.json$/],
  [
    '/docs/1.5.0/simulations/gazebo-typo',
    '/docs/1.5.0/simulations/gazebo/',
    /^\/docs\/1\.5\.0\/search-index-[^/]+(?<!-content)\.json$/,
  ],
  [
    '/docs/1.5.0/features/estimater',
    '/docs/1.5.0/features/estimators/',
    /^\/docs\/1\.5\.0\/search-index-[^/]+(?<!-content)\.json$/,
  ],
];

const suggestions = (page: Page) => page.locator('[data-not-found-suggestions]');

/**
 * 404.html is rendered once, for the path /404.html, outside any docs version; under /docs/1.5.0/ the theme's
 * navbar (version dropdown, docs link) renders for 1.5.0 in the browser, and React reports the difference while
 * hydrating and renders the page again. The suggestions render nothing until after hydration, so they add none.
 */
const HYDRATION_MISMATCH = /Minified React error #(418|423|425)\b/;

test.describe('not-found page', () => {
  test.describe('in both versions', () => {
    test.use({allowConsole: true});

    test('a mistyped path in either version offers the right page first, from that version', async ({
      page,
      failedRequests,
      consoleProblems,
    }) => {
      failedRequests.allow(
        /\/docs\/(instalation|features\/manager|1\.5\.0\/simulations\/gazebo-typo|1\.5\.0\/features\/estimater)$/,
      );
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      for (const [path, expected, index] of MISTYPED) {
        requests.length = 0;
        await open(page, path);
        await expect(page.locator('h1')).toHaveText('Page Not Found');
        await expect(suggestions(page)).toHaveAttribute('data-not-found-suggestions', 'ready');
        await expect(suggestions(page).locator('li a').first(), path).toHaveAttribute('href', expected);
        // the outline of the path's own version, and nothing from another origin
        const own = requests.map((url) => new URL(url)).filter((url) => url.origin === new URL(page.url()).origin);
        expect(
          own.some((url) => index.test(url.pathname)),
          path,
        ).toBe(true);
        expect(
          requests.filter((url) => !url.startsWith(new URL(page.url()).origin)),
          path,
        ).toEqual([]);
        const unexpected = consoleProblems.filter(
          (line) => !(path.startsWith('/docs/1.5.0/') && HYDRATION_MISMATCH.test(line)),
        );
        expect(unexpected, path).toEqual([]);
        consoleProblems.length = 0;
      }
    });
  });

  test('a suggestion leads to its page, and the search box searches the words of the path', async ({
    page,
    failedRequests,
  }) => {
    failedRequests.allow(/\/docs\/instalation$/);
    await open(page, '/docs/instalation');
    const search = page.getByRole('searchbox', {name: 'Search the documentation'});
    await expect(search).toHaveValue('instalation');
    await suggestions(page).getByRole('link', {name: 'Installation', exact: true}).click();
    await expect(page).toHaveURL(/\/docs\/installation\/$/);
    await expect(page.locator('h1').first()).not.toHaveText('Page Not Found');

    await open(page, '/docs/instalation');
    await page.getByRole('searchbox', {name: 'Search the documentation'}).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=instalation$/);
  });

  test('a path with no matching word says so and still offers the search box', async ({page, failedRequests}) => {
    failedRequests.allow(/\/docs\/qqxzq$/);
    await open(page, '/docs/qqxzq');
    await expect(suggestions(page)).toHaveAttribute('data-not-found-suggestions', 'ready');
    await expect(suggestions(page).locator('li')).toHaveCount(0);
    await expect(suggestions(page)).toContainText('No page title or address matches');
    await expect(page.getByRole('searchbox', {name: 'Search the documentation'})).toBeVisible();
  });

  test.describe('offline', () => {
    test.use({allowConsole: true, expectedFailedRequests: [/^net::ERR_INTERNET_DISCONNECTED /]});

    test('with offline mode on and the network gone, followed links and typed addresses get suggestions from the saved outline', async ({
      page,
      context,
      failedRequests,
    }) => {
      test.setTimeout(120_000);
      await open(page, '/?offlineMode=true');
      // the service worker is active once its install step, which precaches every file, has finished
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await context.setOffline(true);
      await page.goto('/docs/introduction/');
      await waitForHydration(page);
      for (const [path, expected] of [MISTYPED[0], MISTYPED[2]]) {
        // a link followed inside the site: the router shows the not-found page, no network needed
        await page.evaluate((to) => {
          window.history.pushState(null, '', to);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, path);
        await expect(page.locator('h1')).toHaveText('Page Not Found');
        await expect(suggestions(page)).toHaveAttribute('data-not-found-suggestions', 'ready');
        await expect(suggestions(page).locator('li a').first(), path).toHaveAttribute('href', expected);
      }
      for (const [path, expected] of [MISTYPED[1], MISTYPED[3]]) {
        // an address typed with no network: the saved not-found page, with its suggestions (a 404, as online)
        failedRequests.allow(new RegExp(`^404 \\S+${path.replace(/[.]/g, '\\.')}$`));
        const response = await page.goto(path);
        expect(response?.fromServiceWorker(), path).toBe(true);
        expect(response?.status(), path).toBe(404);
        await expect(page.locator('h1')).toHaveText('Page Not Found');
        await expect(suggestions(page)).toHaveAttribute('data-not-found-suggestions', 'ready');
        await expect(suggestions(page).locator('li a').first(), path).toHaveAttribute('href', expected);
      }
      // a saved page typed with no network still opens as itself
      const saved = await page.goto('/docs/1.5.0/features/managers/');
      expect(saved?.fromServiceWorker()).toBe(true);
      await expect(page.locator('h1').first()).toHaveText('High-level managers');
      await context.setOffline(false);
    });
  });
});
