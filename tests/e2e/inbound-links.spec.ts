import {test, expect, waitForHydration} from './fixtures';
import {ROOT} from '../manifest';
import {heldBySoftware, readInboundUrls, sameRoute} from '../links';

// In Chromium, against the served build: every URL that the MRS software links to (help texts, READMEs,
// examples, launch and session files), and every URL that the newest group site moved, opens its intended page.
// tests/checks/redirects.spec.ts follows all harvested URLs through the built files.
const rows = readInboundUrls(ROOT).filter(
  (row) => heldBySoftware(row) || (row.inNewestSite && row.status === 'redirect'),
);

test('the URLs the MRS software links to open their pages, old ones through their redirect', async ({page}) => {
  test.setTimeout(30_000 + rows.length * 5_000);
  expect(rows.length).toBeGreaterThan(20);
  expect(rows.filter((row) => row.status === 'redirect').length).toBeGreaterThan(10);
  for (const row of rows) {
    await page.goto(row.url);
    await expect
      .poll(() => sameRoute(new URL(page.url()).pathname, row.target), {message: `${row.url} → ${row.target}`})
      .toBe(true);
    await waitForHydration(page);
    await expect(page.locator('h1').first(), row.url).not.toHaveText('Page Not Found');
    await expect(page.locator('h1').first(), row.url).not.toBeEmpty();
  }
});

test('a redirect keeps the fragment of the old URL', async ({page}) => {
  await page.goto('/docs/simulation/howto.html#3-run-the-control-core');
  await expect(page).toHaveURL(/\/docs\/simulations\/gazebo\/howto#3-run-the-control-core$/);
});
