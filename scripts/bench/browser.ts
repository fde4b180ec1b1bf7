/** Chromium through Playwright: the first view's scripts and the hydration check. */
import {gzipSync} from 'node:zlib';
import {chromium, type Browser, type Page} from 'playwright-core';
import {CDN, CHROME, CHROME_ARGS, JS_PAGE} from './common';

const HYDRATION = /hydrat|Minified React error #(418|423|425)\b/i;

export const launchBrowser = (): Promise<Browser> => chromium.launch({executablePath: CHROME, args: CHROME_ARGS});

/** A console error (or an uncaught exception) and the page it came from. */
export interface ConsoleError {
  url: string;
  text: string;
}

/** A script response of a first view: its path on the site and its bytes. */
export interface ScriptResponse {
  url: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface FirstViewJs {
  page: string;
  files: number;
  rawBytes: number;
  gzipBytes: number;
  scripts: ScriptResponse[];
}

export interface HydrationCheck {
  pages: string[];
  hydrationErrors: number;
  hydration: ConsoleError[];
  otherConsoleErrors: ConsoleError[];
}

/** A desktop-sized page in a fresh context with the CDN blocked; console errors go to `consoleErrors` if given. */
export async function newPage(browser: Browser, consoleErrors?: ConsoleError[]): Promise<Page> {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  const page = await context.newPage();
  await page.route(CDN, (route) => route.abort());
  if (consoleErrors) {
    page.on('console', (msg) => {
      if (msg.type() === 'error') consoleErrors.push({url: page.url(), text: msg.text()});
    });
    page.on('pageerror', (error) => consoleErrors.push({url: page.url(), text: error.message}));
  }
  return page;
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached'});
}

/** Every script response of the first view of `route`, until the network is idle. */
export async function firstViewJs(browser: Browser, base: string, route: string = JS_PAGE): Promise<FirstViewJs> {
  const page = await newPage(browser);
  const scripts: ScriptResponse[] = [];
  page.on('response', async (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script' && !/\.m?js(\?|$)/.test(request.url())) return;
    try {
      const body = await response.body();
      scripts.push({url: request.url().replace(base, ''), rawBytes: body.length, gzipBytes: gzipSync(body).length});
    } catch {
      // a redirect or an aborted request has no body
    }
  });
  await page.goto(base + route, {waitUntil: 'networkidle'});
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await page.context().close();
  return {
    page: route,
    files: scripts.length,
    rawBytes: scripts.reduce((sum, s) => sum + s.rawBytes, 0),
    gzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
    scripts,
  };
}

/** Loads each page in one tab and collects hydration errors (React's #418/#423/#425) and other console errors. */
export async function hydrationCheck(browser: Browser, base: string, pages: string[]): Promise<HydrationCheck> {
  const errors: ConsoleError[] = [];
  const page = await newPage(browser, errors);
  for (const route of pages) {
    await page.goto(base + route, {waitUntil: 'networkidle'});
    await waitForHydration(page);
  }
  await page.context().close();
  const hydration = errors.filter((e) => HYDRATION.test(e.text));
  return {
    pages,
    hydrationErrors: hydration.length,
    hydration,
    otherConsoleErrors: errors.filter((e) => !HYDRATION.test(e.text)),
  };
}
