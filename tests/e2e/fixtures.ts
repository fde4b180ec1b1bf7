import {test as base, expect, type Page, type ConsoleMessage} from '@playwright/test';

export {expect};

/** Console output that is not a defect of the site (the browser's own network noise). */
const IGNORED = [/cdn\.jsdelivr\.net/, /net::ERR_FAILED/, /Failed to load resource/];

export interface SiteFixtures {
  /** Console errors and warnings seen on the page; checked to be empty after each test unless `allowConsole` is set. */
  consoleProblems: string[];
  allowConsole: boolean;
}

export const test = base.extend<SiteFixtures>({
  allowConsole: [false, {option: true}],
  // auto: every test fails on console errors, warnings and page errors unless it sets allowConsole
  consoleProblems: [
    async ({page, allowConsole}, use) => {
      const problems: string[] = [];
      const onConsole = (msg: ConsoleMessage) => {
        if (msg.type() !== 'error' && msg.type() !== 'warning') return;
        const text = msg.text();
        if (IGNORED.some((re) => re.test(text))) return;
        problems.push(`${msg.type()}: ${text}`);
      };
      page.on('console', onConsole);
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await use(problems);
      if (!allowConsole) expect(problems, 'console errors, warnings or page errors').toEqual([]);
    },
    {auto: true},
  ],
  page: async ({page}, use) => {
    // The KaTeX stylesheet lives on a CDN this machine cannot reach: never depend on it.
    await page.route(/cdn\.jsdelivr\.net/, (route) => route.abort());
    await use(page);
  },
});

/** Opens a path and waits until React has hydrated the server-rendered markup. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

/** Makes every access to localStorage throw, as in browsers where storage is disabled. */
export async function disableLocalStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new Error('localStorage is disabled in this browser');
      },
    });
  });
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
}

/** Holds back every request matching `pattern` until the returned function is called. */
export async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** The URLs of the page's `<link rel="prefetch">` hints. */
export function prefetchHints(page: Page): Promise<string[]> {
  return page
    .locator('head link[rel="prefetch"]')
    .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
}

/** Reads the route manifest copied from the specification (tests/data). */
export {readManifest} from '../manifest';
