import {test as base, expect, type BrowserContext, type ConsoleMessage, type Page} from '@playwright/test';

export {expect};

/** Console output that is not a defect of the site (the browser's own network noise). */
const IGNORED = [/cdn\.jsdelivr\.net/, /net::ERR_FAILED/, /Failed to load resource/];

/**
 * Failed requests to the site's own origin: a response with status 400 or above, or a request that failed
 * in the network. A request the browser cancelled itself (`net::ERR_ABORTED`: a navigation away, a prefetch
 * no longer needed) is no failure of the site. A request a test aborts on purpose (`route.abort()`) fails as
 * `net::ERR_FAILED`, so the test declares it like any other failure it expects.
 */
export class FailedRequests {
  /** Every failure seen, as `404 http://…/path` or `net::ERR_… http://…/path`. */
  readonly seen: string[] = [];
  private readonly expected: RegExp[];

  constructor(
    private readonly origin: string,
    expected: RegExp[],
  ) {
    this.expected = [...expected];
  }

  /** Declares the failures that match `pattern` (tried on the whole line: status or error, then URL) as expected. */
  allow(pattern: RegExp): void {
    this.expected.push(pattern);
  }

  /** The failures no declaration covers. */
  unexpected(): string[] {
    return this.seen.filter((line) => !this.expected.some((re) => re.test(line)));
  }

  /** What the fixture runs after each test: throws when an undeclared failure was seen. */
  check(): void {
    expect(this.unexpected(), 'same-origin requests that failed (declare the ones the test expects)').toEqual([]);
  }

  private record(line: string): void {
    // a request the page makes through the service worker is seen twice: by the page and by the worker
    if (!this.seen.includes(line)) this.seen.push(line);
  }

  /** Listens to every page of `context`, the pages opened later and its service workers included. */
  watch(context: BrowserContext): void {
    const sameOrigin = (url: string) => {
      try {
        return new URL(url).origin === this.origin;
      } catch {
        return false;
      }
    };
    context.on('response', (response) => {
      if (response.status() >= 400 && sameOrigin(response.url())) this.record(`${response.status()} ${response.url()}`);
    });
    context.on('requestfailed', (request) => {
      const error = request.failure()?.errorText ?? 'failed';
      if (error === 'net::ERR_ABORTED' || !sameOrigin(request.url())) return;
      this.record(`${error} ${request.url()}`);
    });
  }
}

export interface SiteFixtures {
  /** Console errors and warnings seen on the page; checked to be empty after each test unless `allowConsole` is set. */
  consoleProblems: string[];
  allowConsole: boolean;
  /**
   * Patterns of the same-origin failures the test expects (a missing page, a load the test breaks on purpose,
   * requests made offline), tried on lines such as `404 http://…/path` or `net::ERR_FAILED http://…/path`.
   * Any other same-origin failure fails the test.
   */
  expectedFailedRequests: RegExp[];
  /** The same-origin failures seen by the test's browser context; checked after each test. */
  failedRequests: FailedRequests;
}

export const test = base.extend<SiteFixtures>({
  allowConsole: [false, {option: true}],
  expectedFailedRequests: [[], {option: true}],
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
  // auto: every test fails on a same-origin request that failed unless it declared that failure
  failedRequests: [
    async ({context, baseURL, expectedFailedRequests}, use) => {
      const failed = new FailedRequests(new URL(baseURL!).origin, expectedFailedRequests);
      failed.watch(context);
      await use(failed);
      failed.check();
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

/**
 * Resolves once the page has rendered two frames and then been idle twice: work the page queued for idle
 * time before the call (prefetching, loading the search outline) has had its turn. A wait on a condition
 * of the page, not on the clock.
 */
export async function afterIdle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => requestIdleCallback(() => resolve()))),
        ),
      ),
  );
}

/**
 * Everything outside the article's own content that the browser would draw from an image resource: style
 * properties of elements and of their ::before/::after holding a `url(…)`, and `<img>` elements showing SVG.
 * Each SVG image costs the browser a document of its own while it lays out the first screen.
 */
export function imagesOutsideContent(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const properties = [
      'background-image',
      'mask-image',
      '-webkit-mask-image',
      'list-style-image',
      'border-image-source',
      'content',
    ];
    const found: string[] = [];
    const describe = (element: Element) =>
      element.tagName.toLowerCase() +
      (element.className && typeof element.className === 'string'
        ? `.${element.className.trim().split(/\s+/).join('.')}`
        : '');
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      if (element.closest('.markdown')) continue;
      if (
        element instanceof HTMLImageElement &&
        /\.svg($|[?#])|^data:image\/svg/.test(element.currentSrc || element.src)
      )
        found.push(`${describe(element)} src=${element.getAttribute('src')}`);
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        for (const property of properties) {
          const value = style.getPropertyValue(property);
          if (value.includes('url('))
            found.push(`${describe(element)}${pseudo ?? ''} ${property}: ${value.slice(0, 60)}`);
        }
      }
    }
    return found;
  });
}

/** How many of the matched elements are laid out and visible (printing hides with display: none). */
export const shown = (page: Page, selector: string): Promise<number> =>
  page.locator(selector).evaluateAll(
    (elements) =>
      elements.filter((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
      }).length,
  );
