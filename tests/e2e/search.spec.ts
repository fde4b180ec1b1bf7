import {test, expect as pageExpect, afterIdle, holdRequests, open} from './fixtures';

// Answers wait on index files parsed in a worker: allow for a busy machine.
const expect = pageExpect.configure({timeout: 30_000});

/** The full-text part of a search index (the outline is the other part). */
const FULL_TEXT = /search-index[^/]*-content\.json$/;
import type {Page} from '@playwright/test';
import {parseHtml} from '../html';

const input = (page: Page) => page.locator('nav.navbar [role="search"] input');

interface WorkerCounts {
  /** messages the page sent to its workers */
  sent: number;
  /** final answers (or errors) the workers sent back, one per message sent */
  answered: number;
  /** early answers, given before the final one while the full text is still on its way */
  early: number;
}

/** Answers of the workers held back from the page while `held` is set; `release` hands them over in order. */
interface WorkerHold {
  held: boolean;
  release(): void;
}

/**
 * Counts, in the page, the messages sent to its web workers and the answers they send back; answers can be
 * held back (`window.workerHold`), so that the page sees them only after what the test does next.
 */
async function countWorkerMessages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counts: WorkerCounts = {sent: 0, answered: 0, early: 0};
    (window as unknown as {workerMessages: WorkerCounts}).workerMessages = counts;
    const queue: {worker: Worker; data: unknown}[] = [];
    const handedOver = new WeakSet<Event>();
    const hold: WorkerHold = {
      held: false,
      release() {
        hold.held = false;
        for (const {worker, data} of queue.splice(0)) {
          const event = new MessageEvent('message', {data});
          handedOver.add(event);
          worker.dispatchEvent(event);
        }
      },
    };
    (window as unknown as {workerHold: WorkerHold}).workerHold = hold;
    const NativeWorker = window.Worker;
    window.Worker = class extends NativeWorker {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        // registered before the page's own listeners, so a held answer never reaches them
        this.addEventListener('message', (event: MessageEvent) => {
          if (!hold.held || handedOver.has(event)) return;
          event.stopImmediatePropagation();
          queue.push({worker: this, data: event.data});
        });
        this.addEventListener('message', (event: MessageEvent) => {
          if (event.data && typeof event.data === 'object' && 'early' in event.data) counts.early++;
          else counts.answered++;
        });
        const post = this.postMessage.bind(this) as (message: unknown, options?: StructuredSerializeOptions) => void;
        this.postMessage = ((message: unknown, options?: StructuredSerializeOptions) => {
          counts.sent++;
          post(message, options);
        }) as Worker['postMessage'];
      }
    };
  });
}

/** Whether every message the page sent to a worker has been answered. */
function workersAnswered(page: Page): Promise<{sent: number; allAnswered: boolean}> {
  return page.evaluate(() => {
    const {sent, answered} = (window as unknown as {workerMessages: WorkerCounts}).workerMessages;
    return {sent, allAnswered: sent === answered};
  });
}

function workerCounts(page: Page): Promise<WorkerCounts> {
  return page.evaluate(() => ({...(window as unknown as {workerMessages: WorkerCounts}).workerMessages}));
}

test.describe('search', () => {
  // These tests load full-text indexes (about 0.5 MB compressed per version) and parse them in a worker:
  // seconds each on a busy two-core machine, so they get more time than a page test.
  test.describe.configure({timeout: 90_000});

  test('the server-rendered box says Loading...', async ({request}) => {
    const html = await (await request.get('/docs/introduction/')).text();
    expect(parseHtml(html)('nav [role="search"] input').attr('placeholder')).toBe('Loading...');
  });

  test('says Loading... until the index has loaded, then Search, with the Ctrl K hint', async ({page}) => {
    const release = await holdRequests(page, /search-index.*\.json$/);
    const requested = page.waitForRequest(/search-index.*\.json$/);
    await open(page, '/docs/introduction/');
    await expect(input(page)).toHaveAttribute('placeholder', 'Loading...');
    // the index has been asked for and is held back: the box must still say so
    await requested;
    await expect(input(page)).toHaveAttribute('placeholder', 'Loading...');
    release();
    await expect(input(page)).toHaveAttribute('placeholder', 'Search');
    await expect(page.locator('nav.navbar [role="search"] kbd')).toHaveText(['Ctrl', 'K']);
  });

  test('loads titles and headings after the page has loaded, the full text only when a reader reaches for the box', async ({
    page,
  }) => {
    const events: string[] = [];
    page.on('load', () => events.push('load'));
    page.on('request', (r) => {
      if (/search-index[^/]*\.json$/.test(r.url())) events.push(r.url().endsWith('-content.json') ? 'text' : 'outline');
    });
    await open(page, '/docs/introduction/');
    await expect(input(page)).toHaveAttribute('placeholder', 'Search');
    // reading the page never fetches the full text, not even once the idle-time work has been done
    await afterIdle(page);
    expect(events).toEqual(['load', 'outline']);
    await input(page).focus();
    await expect.poll(() => events).toEqual(['load', 'outline', 'text']);
    // a word that is only in the body of a post, in no title, heading or description
    await input(page).fill('undulation');
    await expect(page.locator('nav.navbar [role="listbox"] [role="option"]').first()).toContainText(/undulation/i);
  });

  test('while the full text is on its way, titles and headings answer first and the full answer follows', async ({
    page,
  }) => {
    const release = await holdRequests(page, FULL_TEXT);
    await open(page, '/docs/introduction/');
    await expect(input(page)).toHaveAttribute('placeholder', 'Search');
    const hits = page.locator('nav.navbar [role="listbox"] [role="option"]');
    const status = page.locator('nav.navbar [role="search"] [role="status"]');
    // a word of many page titles: hits at once, with a note that the full text is still coming
    await input(page).fill('gazebo');
    await expect(hits.first()).toBeVisible();
    await expect(status).toHaveText('Searching the full text too…');
    // a word only in the body of a post: no premature "No results"
    await input(page).fill('undulation');
    await expect(status).toHaveText('Searching the full text…');
    await expect(page.getByText(/No results for/)).toHaveCount(0);
    release();
    await expect(hits.first()).toContainText(/undulation/i);
    await expect(status).toHaveCount(0);
  });

  test('once the full text is in, a query is one message to the worker and one answer back', async ({page}) => {
    await countWorkerMessages(page);
    await open(page, '/docs/introduction/');
    await expect(input(page)).toHaveAttribute('placeholder', 'Search');
    const hits = page.locator('nav.navbar [role="listbox"] [role="option"]');
    // a word only in the body of a post: its hit means the full text has arrived
    await input(page).fill('undulation');
    await expect(hits.first()).toContainText(/undulation/i);
    await expect.poll(() => workersAnswered(page)).toEqual({sent: expect.any(Number), allAnswered: true});
    const before = await workerCounts(page);
    await input(page).fill('gazebo');
    await expect(hits.first()).toContainText(/gazebo/i);
    await expect.poll(() => workersAnswered(page)).toEqual({sent: expect.any(Number), allAnswered: true});
    await afterIdle(page);
    const after = await workerCounts(page);
    expect({
      sent: after.sent - before.sent,
      answered: after.answered - before.answered,
      early: after.early - before.early,
    }).toEqual({sent: 1, answered: 1, early: 0});
  });

  test('an answer that arrives after the box was cleared is dropped', async ({page}) => {
    await countWorkerMessages(page);
    const release = await holdRequests(page, FULL_TEXT);
    await open(page, '/docs/introduction/');
    await expect(input(page)).toHaveAttribute('placeholder', 'Search');
    const hits = page.locator('nav.navbar [role="listbox"] [role="option"]');
    await input(page).fill('gazebo');
    await expect(hits.first()).toBeVisible();
    // cleared while the complete answer for "gazebo" still waits for the full text
    await input(page).fill('');
    const arrived = page.waitForResponse(FULL_TEXT);
    release();
    await arrived;
    // the worker takes in the full text and answers the old query: wait for that answer, then for the page
    // to have rendered whatever it does with it
    await expect.poll(() => workersAnswered(page)).toEqual({sent: expect.any(Number), allAnswered: true});
    expect((await workersAnswered(page)).sent).toBeGreaterThan(0);
    await afterIdle(page);
    expect(await hits.count()).toBe(0);
    // the box answers the next query as usual
    await input(page).fill('undulation');
    await expect(hits.first()).toContainText(/undulation/i);
  });

  test('answers that arrive while the reader moves with the arrow keys keep the selection where it is', async ({
    page,
  }) => {
    await countWorkerMessages(page);
    await open(page, '/docs/introduction/');
    await expect(input(page)).toHaveAttribute('placeholder', 'Search');
    const options = page.locator('[role="listbox"] [role="option"]');
    await input(page).fill('colcon');
    await expect(page.locator('nav.navbar [role="search"] [role="status"]')).toHaveCount(0);
    await expect.poll(() => workersAnswered(page)).toEqual({sent: expect.any(Number), allAnswered: true});
    expect(await options.count()).toBeGreaterThan(2);
    // the answers to the longer query are held back until the reader has moved down the list of the shorter one
    await page.evaluate(() => ((window as unknown as {workerHold: WorkerHold}).workerHold.held = true));
    await page.keyboard.type(' build');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.evaluate(() => (window as unknown as {workerHold: WorkerHold}).workerHold.release());
    await expect.poll(() => workersAnswered(page)).toEqual({sent: expect.any(Number), allAnswered: true});
    await afterIdle(page);
    await expect(options.first()).toContainText(/colcon/i);
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  });

  test('the search page finds words of the full text too', async ({page}) => {
    await open(page, '/search?q=undulation');
    await expect(page.locator('article a[href*="/blog/accurate-amsl-altitude"]').first()).toBeVisible();
    await expect(page.locator('article mark', {hasText: /undulation/i}).first()).toBeVisible();
  });

  test('shows ⌘ K on a Mac and Cmd+K focuses the box', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'platform', {get: () => 'MacIntel'});
      Object.defineProperty(navigator, 'userAgentData', {get: () => ({platform: 'macOS', mobile: false, brands: []})});
    });
    await open(page, '/docs/introduction/');
    await expect(page.locator('nav.navbar [role="search"] kbd')).toHaveText(['⌘', 'K']);
    await page.keyboard.press('Meta+k');
    await expect(input(page)).toBeFocused();
  });

  test('Ctrl+K focuses the box; arrows, Enter and Escape work; the hit is highlighted on its page', async ({page}) => {
    await open(page, '/docs/introduction/');
    await expect(input(page)).toHaveAttribute('placeholder', 'Search');
    await page.locator('article').click();
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    await page.keyboard.type('colcon');
    const options = page.locator('[role="listbox"] [role="option"]');
    await expect(options.first()).toBeVisible();
    // the complete answer (full text included): it would replace the first one's list, and the selection with it
    await expect(page.locator('nav.navbar [role="search"] [role="status"]')).toHaveCount(0);
    await expect(options.first()).toContainText(/colcon/i);
    expect(await options.count()).toBeGreaterThan(1);
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(page.locator('[role="listbox"]')).toBeHidden();
    await expect(input(page)).not.toBeFocused();

    await input(page).click();
    // the whole word at once: answers to a partial query ("col") must not be the ones Enter opens
    await input(page).fill('colcon');
    await expect(options.first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/_highlight=colcon/);
    await expect(page.locator('article mark[data-markjs="true"]').first()).toBeVisible();
    // 2.0.0 results stay in 2.0.0
    expect(page.url()).not.toContain('/docs/1.5.0/');
  });

  test('clicking a hit navigates to it', async ({page}) => {
    await open(page, '/blog');
    await expect(input(page)).toHaveAttribute('placeholder', 'Search');
    await input(page).fill('ellipsoid');
    const hit = page.locator('[role="listbox"] [role="option"]').first();
    await expect(hit).toBeVisible();
    await hit.click();
    await expect(page).toHaveURL(/\/blog\/accurate-amsl-altitude/);
    await expect(page.locator('article mark[data-markjs="true"]').first()).toBeVisible();
  });

  test('on a 1.5.0 page the 1.5.0 index is used and hits stay in 1.5.0', async ({page}) => {
    const indexUrls: string[] = [];
    page.on('request', (r) => {
      if (/search-index.*\.json$/.test(r.url())) indexUrls.push(new URL(r.url()).pathname);
    });
    await open(page, '/docs/1.5.0/introduction/');
    await expect(input(page)).toHaveAttribute('placeholder', 'Search');
    expect(indexUrls.every((u) => u.startsWith('/docs/1.5.0/'))).toBe(true);
    await input(page).fill('catkin');
    const options = page.locator('[role="listbox"] [role="option"]');
    await expect(options.first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/1\.5\.0\//);
  });

  test('a query without hits says so', async ({page}) => {
    await open(page, '/docs/introduction/');
    await expect(input(page)).toHaveAttribute('placeholder', 'Search');
    await input(page).fill('qwxzvbnmpl');
    await expect(page.getByText('No results for “qwxzvbnmpl”.')).toBeVisible();
  });
});
