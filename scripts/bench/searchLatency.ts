/**
 * The search-latency probe, used by the main benchmark and by the relevance benchmark: the time from the last
 * keystroke of a query to its results painted in the navbar's search box, in Chromium.
 */
import {median} from './common';
import type {Browser} from 'playwright-core';
import {newPage, waitForHydration} from './browser';

/** The time of one query, from its last keystroke to its results on screen. */
export interface LatencySample {
  query: string;
  ms: number;
}

export interface SearchLatency {
  route: string;
  samples: LatencySample[];
  medianMs: number;
  maxMs: number;
  /** the load average after the probe, where the main benchmark records it */
  loadAverage?: number[];
}

/** What the probe keeps on the page's window between the input event and the painted results. */
declare global {
  interface Window {
    __searchTiming: {start: number; end: number};
  }
}

const INPUT = 'nav.navbar [role="search"] input';

/**
 * Opens `route` of `base`, waits for the box to be ready, and times each query. The whole query arrives as one
 * input event in an empty box (like the last key of a query whose prefixes were not answered yet), so an earlier
 * query's results cannot be taken for it; the observer is installed (and awaited) before the text is typed.
 *
 * `fullText`: first load the full-text part of the index (as after a reader has focused the box) and count a
 * query as answered only once no "searching" status is left; without it, the first results on screen count
 * (the outline's answer may come first). Resolves to `{route, samples: [{query, ms}], medianMs, maxMs}`.
 */
export async function searchLatency(
  browser: Browser,
  base: string,
  route: string,
  queries: string[],
  {fullText = false}: {fullText?: boolean} = {},
): Promise<SearchLatency> {
  const page = await newPage(browser);
  try {
    await page.goto(base + route);
    await waitForHydration(page);
    const input = page.locator(INPUT);
    await input.focus();
    await page.waitForFunction(
      (selector) => document.querySelector(selector)?.getAttribute('placeholder') === 'Search',
      INPUT,
      {
        timeout: 90_000,
      },
    );
    if (fullText) {
      // the full text is in once a word of the body only gets its complete answer
      await input.fill('undulation');
      await page.waitForFunction(
        () =>
          document.querySelector('nav.navbar [role="option"]') &&
          !document.querySelector('nav.navbar [role="search"] [role="status"]'),
        null,
        {timeout: 90_000},
      );
    }
    const samples: LatencySample[] = [];
    for (const query of queries) {
      await input.fill('');
      await input.focus();
      await page.waitForFunction(() => !document.querySelector('nav.navbar [role="listbox"] [role="option"]'));
      await page.evaluate(
        ({q, complete}) => {
          const box = document.querySelector('nav.navbar [role="search"]') as Element;
          const state = {start: 0, end: 0};
          window.__searchTiming = state;
          const onInput = (event: Event) => {
            if ((event.target as HTMLInputElement).value === q) state.start = event.timeStamp;
          };
          document.addEventListener('input', onInput, true);
          const answered = () =>
            (!complete || !box.querySelector('[role="status"]')) &&
            (box.querySelector('[role="option"]') ||
              Array.from(box.querySelectorAll('p')).some((p) => (p.textContent as string).startsWith('No results')));
          const observer = new MutationObserver(() => {
            if (!state.start || !answered()) return;
            observer.disconnect();
            document.removeEventListener('input', onInput, true);
            // the frame after the DOM change is when the results are painted
            requestAnimationFrame(() => requestAnimationFrame(() => (state.end = performance.now())));
          });
          observer.observe(box, {childList: true, subtree: true, attributes: true, characterData: true});
        },
        {q: query, complete: fullText},
      );
      await page.keyboard.insertText(query);
      await page.waitForFunction(() => window.__searchTiming.end > 0, null, {timeout: 10_000});
      samples.push({query, ms: await page.evaluate(() => window.__searchTiming.end - window.__searchTiming.start)});
    }
    return {
      route,
      samples,
      medianMs: median(samples.map((s) => s.ms)),
      maxMs: Math.max(...samples.map((s) => s.ms)),
    };
  } finally {
    await page.context().close();
  }
}
