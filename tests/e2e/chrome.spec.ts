import fs from 'node:fs';
import path from 'node:path';
import {test, expect, open, waitForHydration} from './fixtures';
import {
  ANNOUNCEMENT_ID,
  COPYRIGHT_YEAR,
  DISCUSSIONS_URL,
  GITHUB_ORG_URL,
  GROUP_SITE_URL,
  ISSUES_URL,
  SYSTEM_REPO_URL,
} from '../../config/site';
import {ROOT} from '../manifest';

test.describe('home page and site identity', () => {
  test('names the system, carries the tagline and the generator', async ({page, consoleProblems}) => {
    await open(page, '/');
    await expect(page).toHaveTitle(/MRS UAV System/);
    await expect(page.locator('.hero__subtitle')).toHaveText('MRS UAV System and more');
    await expect(page.locator('meta[name="generator"]')).toHaveAttribute('content', 'Docusaurus v3.6.0');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    // a real landing page: where to start, in both versions
    await expect(page.locator('main a[href="/docs/installation/"]')).toBeVisible();
    await expect(page.locator('.hero a[href="/docs/1.5.0/introduction/"]')).toBeVisible();
    await expect(page.locator('body')).not.toContainText(/Easy to Use|My Site|Docusaurus Tutorial|dinosaur/i);
    expect(consoleProblems).toEqual([]);
  });

  test('the base-URL issue banner is not shown when the site loads correctly', async ({page}) => {
    await open(page, '/');
    // not inserted at all: the site's CSS would hide an inserted banner, so "hidden" would prove nothing
    await expect(page.locator('#__docusaurus-base-url-issue-banner-container')).toHaveCount(0);
    await expect(page.getByText('did not load properly')).toHaveCount(0);
  });
});

test.describe('navbar', () => {
  test('has Documentation, version dropdown, Blog, language and the two external links', async ({page}) => {
    await open(page, '/docs/introduction/');
    const navbar = page.locator('nav.navbar');
    await expect(navbar.getByRole('link', {name: 'Documentation', exact: true})).toHaveAttribute(
      'href',
      '/docs/introduction/',
    );
    await expect(navbar.locator('.dropdown > .navbar__link', {hasText: '2.0.0'})).toBeVisible();
    await expect(navbar.getByRole('link', {name: 'Blog', exact: true})).toHaveAttribute('href', '/blog');
    await expect(navbar.locator('.dropdown > .navbar__link', {hasText: 'English'})).toBeVisible();
    await expect(navbar.locator(`a[href="${GITHUB_ORG_URL}"]`)).toBeVisible();
    await expect(navbar.locator(`a[href="${GROUP_SITE_URL}"]`)).toBeVisible();
  });

  test('does not hide when the page scrolls down', async ({page}) => {
    await open(page, '/docs/introduction/');
    const navbar = page.locator('nav.navbar');
    const scrollY = () => page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 1500);
    await expect.poll(scrollY).toBeGreaterThan(100);
    const first = await scrollY();
    await page.mouse.wheel(0, 600);
    await expect.poll(scrollY).toBeGreaterThan(first);
    // a navbar that hides slides away in a transition: wait for any to finish before measuring
    await navbar.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    await expect(navbar).not.toHaveClass(/navbarHidden/);
    expect((await navbar.boundingBox())?.y).toBe(0);
    await expect(navbar).toBeInViewport();
  });

  test('the language dropdown keeps the search string and the hash', async ({page}) => {
    await open(page, '/docs/introduction/?from=test#where-to-start');
    const dropdown = page.locator('.dropdown', {has: page.locator('.navbar__link', {hasText: 'English'})});
    await dropdown.hover();
    const item = dropdown.locator('.dropdown__menu a', {hasText: 'English'});
    await expect(item).toHaveAttribute('href', /\/docs\/introduction\/\?from=test#where-to-start$/);
    // and after a client-side navigation it follows the new address
    await page.locator('.theme-doc-sidebar-menu a[href="/docs/FAQ"]').click();
    await expect(page).toHaveURL(/\/docs\/FAQ$/);
    await dropdown.hover();
    await expect(item).toHaveAttribute('href', /\/docs\/FAQ$/);
  });
});

test.describe('footer', () => {
  test('has the shortcuts, the external links and the 2025 copyright', async ({page}) => {
    await open(page, '/');
    const footer = page.locator('footer');
    for (const href of ['/docs/installation', '/docs/api', '/docs/simulations']) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    for (const href of [GITHUB_ORG_URL, SYSTEM_REPO_URL, GROUP_SITE_URL, DISCUSSIONS_URL, ISSUES_URL]) {
      await expect(footer.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await expect(footer).toContainText(`Copyright © ${COPYRIGHT_YEAR}`);
  });

  test('the shortcuts lead to real section pages', async ({page}) => {
    await open(page, '/');
    for (const [label, heading] of [
      ['Installation', /install/i],
      ['MRS API', /api/i],
      ['Simulations', /simulat/i],
    ] as const) {
      await page.locator('footer').getByRole('link', {name: label, exact: true}).click();
      await expect(page.locator('article h1')).toContainText(heading);
      await page.goBack();
      await waitForHome(page);
    }
  });
});

async function waitForHome(page: import('@playwright/test').Page) {
  await expect(page.locator('.hero__subtitle')).toBeVisible();
}

test.describe('colour mode', () => {
  test.use({colorScheme: 'dark'});

  test('is light by default even when the system prefers dark', async ({page}) => {
    await open(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  });

  test.describe('with no colour scheme set by the system', () => {
    // The theme drops a stored choice whenever the system's colour scheme reports a change; here nothing but
    // the switch may touch the stored choice.
    test.use({colorScheme: 'no-preference'});

    test('the switch persists the choice across reloads', async ({page, context}) => {
      await open(page, '/');
      await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
      // Chromium hands a tab's storage writes to the browser process asynchronously, and a reload may start in a
      // new renderer that reads from there; wait until another tab sees the choice, as a reader's next visit would.
      const other = await context.newPage();
      await other.route(/cdn\.jsdelivr\.net/, (route) => route.abort());
      await open(other, '/docs/introduction/');
      await expect.poll(() => other.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
      await other.close();
      // the stored choice applies before the page's scripts run; on a loaded machine the first reload can still
      // come before the write has been committed, so a few reloads are allowed (a choice never stored fails them all)
      await expect(async () => {
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark', {timeout: 3000});
      }).toPass({timeout: 20_000});
      await waitForHydration(page);
      await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    });
  });

  test('follows a change made in another open tab', async ({page, context}) => {
    await open(page, '/');
    const other = await context.newPage();
    await other.route(/cdn\.jsdelivr\.net/, (route) => route.abort());
    await open(other, '/docs/introduction/');
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('announcement bar', () => {
  const bar = 'div[role="banner"]';

  test('is shown, closes, and stays closed after a reload', async ({page}) => {
    await open(page, '/');
    await expect(page.locator(bar)).toBeVisible();
    await expect(page.locator(bar)).toContainText('ROS 2 Jazzy');
    await page.locator(bar).getByRole('button', {name: 'Close'}).click();
    await expect(page.locator(bar)).toBeHidden();
    const stored = await page.evaluate(() => [
      localStorage.getItem('docusaurus.announcement.dismiss'),
      localStorage.getItem('docusaurus.announcement.id'),
    ]);
    expect(stored).toEqual(['true', ANNOUNCEMENT_ID]);
    await page.reload();
    await expect(page.locator('html[data-announcement-bar-initially-dismissed="true"]')).toHaveCount(1);
    await expect(page.locator(bar)).toBeHidden();
  });

  test('a new announcement id shows the bar again to readers who closed an older one', async ({page}) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('docusaurus.announcement.dismiss', 'true');
        localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await open(page, '/');
    await expect(page.locator(bar)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.dismiss'))).toBe('false');
  });
});

test.describe('math', () => {
  test('the KaTeX stylesheet comes from the CDN with SRI and the installed katex version', async ({page}) => {
    const katexVersion = JSON.parse(
      fs.readFileSync(path.join(ROOT, 'node_modules/katex/package.json'), 'utf8'),
    ).version;
    await open(page, '/docs/api/motor_thrust_model');
    const link = page.locator('link[rel="stylesheet"][href*="katex"]');
    await expect(link).toHaveAttribute('href', `https://cdn.jsdelivr.net/npm/katex@${katexVersion}/dist/katex.min.css`);
    await expect(link).toHaveAttribute('integrity', /^sha384-/);
    // a bare `crossorigin` (as the HTML minifier writes it) is the anonymous CORS mode
    expect(await link.evaluate((element: HTMLLinkElement) => element.crossOrigin)).toBe('anonymous');
    // the page's formulas are rendered by rehype-katex at build time
    expect(await page.locator('article .katex').count()).toBeGreaterThan(0);
  });

  test('pages without math do not load it; navigating to a page with math adds the stylesheet', async ({page}) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('katex')) requested.push(request.url());
    });
    await open(page, '/docs/api/');
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.locator('link[href*="katex"]')).toHaveCount(0);
    expect(requested).toEqual([]);
    // a client-side navigation: the document is not reloaded, the stylesheet is added to its head
    await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
    await page.locator('article a[href="/docs/api/motor_thrust_model"]').first().click();
    await expect(page).toHaveURL(/\/docs\/api\/motor_thrust_model$/);
    await expect(page.locator('article .katex').first()).toBeVisible();
    await expect(page.locator('head link[rel="stylesheet"][href*="katex"]')).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
    expect(requested.length).toBeGreaterThan(0);
  });
});
