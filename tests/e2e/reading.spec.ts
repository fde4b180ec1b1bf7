import {test, expect, afterIdle, open, disableLocalStorage} from './fixtures';
import {ISSUES_URL, SITE_URL} from '../../config/site';

const presence = (page: import('@playwright/test').Page) => page.locator('article [data-version-presence]');

test.describe('version presence badge', () => {
  test('a 2.0.0 page that also exists in 1.5.0 links to the same page there', async ({page}) => {
    await open(page, '/docs/api/motor_thrust_model');
    const badge = presence(page);
    await expect(badge).toHaveCount(1);
    await expect(badge).toHaveText('Also in 1.5.0');
    await expect(badge).toHaveAttribute('href', '/docs/1.5.0/api/motor_thrust_model');
    // The badge sits near the top of the article, before the page's title.
    const [badgeTop, titleTop] = await Promise.all([
      badge.evaluate((el) => el.getBoundingClientRect().top),
      page.locator('article h1').evaluate((el) => el.getBoundingClientRect().top),
    ]);
    expect(badgeTop).toBeLessThan(titleTop);
    await badge.click();
    await expect(page).toHaveURL(/\/docs\/1\.5\.0\/api\/motor_thrust_model$/);
    await expect(presence(page)).toHaveText('Also in 2.0.0');
    await expect(presence(page)).toHaveAttribute('href', '/docs/api/motor_thrust_model');
  });

  test('a page only in 2.0.0 says "New in 2.0.0"', async ({page}) => {
    await open(page, '/docs/deployment/kubernetes');
    await expect(presence(page)).toHaveText('New in 2.0.0');
    await expect(presence(page)).not.toHaveAttribute('href', /.*/);
  });

  test('a page only in 1.5.0 says "Only in 1.5.0"', async ({page}) => {
    await open(page, '/docs/1.5.0/prerequisites/catkin/compiling-a-workspace');
    await expect(presence(page)).toHaveText('Only in 1.5.0');
  });

  test('the server-rendered badge is the one the reader sees (no JavaScript needed)', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('/docs/1.5.0/api/motor_thrust_model');
    await expect(presence(page)).toHaveText('Also in 2.0.0');
    await page.goto('/docs/deployment/kubernetes');
    await expect(presence(page)).toHaveText('New in 2.0.0');
    await context.close();
  });
});

test.describe('page feedback', () => {
  test('"Report a problem" opens a pre-filled issue with the page URL and version', async ({page}) => {
    await open(page, '/docs/1.5.0/api/motor_thrust_model');
    const link = page.locator('[data-page-feedback] a', {hasText: 'Report a problem'});
    await expect(link).toBeVisible();
    const url = new URL((await link.getAttribute('href')) ?? '');
    expect(`${url.origin}${url.pathname}`).toBe(`${ISSUES_URL}/new`);
    expect(url.searchParams.get('title')).toContain('Motor thrust model');
    const body = url.searchParams.get('body') ?? '';
    expect(body).toContain(`${SITE_URL}/docs/1.5.0/api/motor_thrust_model`);
    expect(body).toContain('Docs version:** 1.5.0');
    expect(body).toMatch(/What is wrong/);
    expect(body).toMatch(/What you expected/);
    await expect(link).toHaveAttribute('target', '_blank');
  });

  test('"Yes" thanks the reader, is remembered across reloads, and sends nothing', async ({page}) => {
    await open(page, '/docs/api/motor_thrust_model');
    const feedback = page.locator('[data-page-feedback]');
    await expect(feedback.getByRole('heading', {name: 'Was this page helpful?'})).toBeVisible();
    // In idle time after the load, the search box loads its outline and the offline-mode service worker is
    // registered (sw.js): let both finish first.
    await expect(page.locator('nav.navbar [role="search"] input')).toHaveAttribute('placeholder', 'Search');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await feedback.scrollIntoViewIfNeeded();
    // The site may still prefetch its own code chunks (GET /assets/…) in idle time; anything else
    // (another origin, a POST or beacon, a request naming the page or the answer) would be a report.
    const requests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      const ownCode =
        request.method() === 'GET' && url.origin === new URL(page.url()).origin && url.pathname.startsWith('/assets/');
      if (!ownCode) requests.push(`${request.method()} ${request.url()}`);
    });
    await feedback.getByRole('button', {name: 'Yes'}).click();
    await expect(feedback.getByRole('status')).toContainText('Thank you');
    await expect(feedback.getByRole('button', {name: 'Yes'})).toHaveCount(0);
    // the answer is stored, and the page has had its idle time after it
    expect(await page.evaluate(() => localStorage.getItem('mrs-docs.feedback:/docs/api/motor_thrust_model'))).toBe(
      'yes',
    );
    await afterIdle(page);
    expect(requests).toEqual([]);
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
    await expect(feedback.getByRole('status')).toContainText('Thank you');
    await expect(feedback.getByRole('button', {name: 'Yes'})).toHaveCount(0);
    // The answer belongs to that page only.
    await open(page, '/docs/deployment/kubernetes');
    await expect(feedback.getByRole('button', {name: 'Yes'})).toBeVisible();
  });

  test.describe('without browser storage', () => {
    // Docusaurus itself warns once that storage is unavailable; anything else is a failure.
    test.use({allowConsole: true});
    test('the buttons still answer', async ({page, consoleProblems}) => {
      await disableLocalStorage(page);
      await open(page, '/docs/api/motor_thrust_model');
      const feedback = page.locator('[data-page-feedback]');
      await feedback.getByRole('button', {name: 'No'}).click();
      await expect(feedback.getByRole('status')).toContainText('Thank you');
      expect(consoleProblems.filter((line) => !/browser storage is not available/i.test(line))).toEqual([]);
    });
  });
});

test.describe('copy page as Markdown', () => {
  test('the button puts the page Markdown on the clipboard and says so', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, '/docs/api/motor_thrust_model');
    const button = page.locator('article').getByRole('button', {name: 'Copy page as Markdown'});
    await expect(button).toBeVisible();
    await button.click();
    await expect(page.locator('article').getByRole('button', {name: 'Copied as Markdown'})).toBeVisible();
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text.startsWith('# Motor thrust model\n')).toBe(true);
    expect(text).not.toMatch(/^---$/m);
    expect(text).not.toContain('<DocCardList');
  });

  test('works on a section page whose URL ends with a slash', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, '/docs/prerequisites/');
    await page.locator('article').getByRole('button', {name: 'Copy page as Markdown'}).click();
    await expect(page.locator('article').getByRole('button', {name: 'Copied as Markdown'})).toBeVisible();
    const text = await page.evaluate(() => navigator.clipboard.readText());
    expect(text.startsWith('# Prerequisites\n')).toBe(true);
  });

  test('the server sends the Markdown pages and llms.txt as text', async ({request}) => {
    for (const path of [
      '/docs/api/motor_thrust_model.md',
      '/docs/1.5.0/prerequisites/index.md',
      '/llms.txt',
      '/llms-full.txt',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toMatch(/^text\//);
    }
  });
});

test.describe('on a phone-sized window', () => {
  test.use({viewport: {width: 390, height: 800}});
  test('the badges, the copy button and the feedback fit the width', async ({page}) => {
    await open(page, '/docs/api/motor_thrust_model');
    for (const locator of [
      presence(page),
      page.locator('article').getByRole('button', {name: 'Copy page as Markdown'}),
      page.locator('[data-page-feedback]'),
    ]) {
      await locator.scrollIntoViewIfNeeded();
      await expect(locator).toBeVisible();
      const box = await locator.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    }
  });
});
