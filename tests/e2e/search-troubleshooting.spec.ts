import type {Page} from '@playwright/test';
import {test, expect as pageExpect, open} from './fixtures';

// Answers wait on index files parsed in a worker: allow for a busy machine.
const expect = pageExpect.configure({timeout: 30_000});

const input = (page: Page) => page.locator('nav.navbar [role="search"] input');
const options = (page: Page) => page.locator('nav.navbar [role="listbox"] [role="option"]');

/** Puts text on the clipboard and pastes it into the focused search box with the keyboard, as a reader does. */
async function pasteIntoBox(page: Page, text: string): Promise<void> {
  await expect(input(page)).toHaveAttribute('placeholder', 'Search');
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await input(page).focus();
  await page.keyboard.press('Control+V');
}

/** Waits for the complete answer (the full text included), opens the first hit with Enter, returns path and hash. */
async function openFirstHit(page: Page): Promise<string> {
  await expect(options(page).first()).toBeVisible();
  await expect(page.locator('nav.navbar [role="search"] [role="status"]')).toHaveCount(0);
  const before = page.url();
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(before);
  const url = new URL(page.url());
  return `${url.pathname}${url.hash}`;
}

/** Excerpts of a session's log as readers paste them: several lines, ROS prefixes, timestamps, values. */
const EXCERPTS = [
  {
    version: '2.0.0',
    from: '/docs/introduction/',
    entry: '/docs/troubleshooting/control-and-tracking#takeoff-not-armed',
    log: [
      '[component_container_mt-1] [INFO] [1733312344.981220117] [uav1.control_manager]: [LandoffTracker]: taking off',
      '[component_container_mt-1] [ERROR] [1733312345.123456789] [uav1.uav_manager]: [UavManager]: can not takeoff, UAV not armed!',
      '[component_container_mt-1] [ERROR] [1733312346.123811207] [uav1.uav_manager]: [UavManager]: can not takeoff, UAV not armed!',
    ].join('\n'),
  },
  {
    version: '1.5.0',
    from: '/docs/1.5.0/introduction/',
    entry: '/docs/1.5.0/troubleshooting/control-and-tracking#takeoff-not-armed',
    log: [
      '[ WARN] [1613400351.108509807, 52.104000000]: [ControlManager]: output is disabled',
      '[ERROR] [1613400351.190807881, 52.186000000]: [UavManager]: can not takeoff, UAV not armed!',
      '[ WARN] [1613400351.290807881, 52.286000000]: [ControlManager]: output is disabled',
    ].join('\n'),
  },
];

test.describe('search for readers in trouble', () => {
  // These tests load full-text indexes and parse them in a worker: seconds each on a busy machine.
  test.describe.configure({timeout: 90_000});

  for (const {version, from, entry, log} of EXCERPTS) {
    test(`a pasted excerpt of a ${version} log lands on its troubleshooting entry`, async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await open(page, from);
      await pasteIntoBox(page, log);
      // the lines arrive joined by spaces, the box being one line
      await expect(input(page)).toHaveValue(log.replace(/\n/g, ' '));
      expect(await openFirstHit(page)).toBe(entry);
      await expect(page.locator(`#${entry.split('#')[1]}`)).toBeInViewport();
    });
  }

  test('the search page answers a pasted line with its entry first', async ({page}) => {
    const line = '[ERROR] [1733312345.123456789] [uav1.uav_manager]: [UavManager]: can not takeoff, UAV not armed!';
    await open(page, `/search?q=${encodeURIComponent(line)}`);
    await expect(page.locator('article a[href*="/docs/troubleshooting/"]').first()).toHaveAttribute(
      'href',
      /\/docs\/troubleshooting\/control-and-tracking(\?[^#]*)?#takeoff-not-armed$/,
    );
  });

  test('the search page lists a page found by the questions it answers, with no word of its text highlighted', async ({
    page,
  }) => {
    // the answer's shown text holds none of the words: the result comes from the page's questions alone
    await open(page, `/search?q=${encodeURIComponent('how can I make the drone take off without arming it by hand')}`);
    const first = page.locator('article h2 a').first();
    await expect(first).toHaveAttribute('href', /^\/docs\/simulations\/gazebo\/howto\b/);
    await expect(page.locator('article')).not.toHaveCount(0);
  });

  test('a question that shares no word with the page title finds the page', async ({page}) => {
    // "Custom Real World File" is where the safety area, the system's geofence, is set
    await open(page, '/docs/introduction/');
    await expect(input(page)).toHaveAttribute('placeholder', 'Search');
    await input(page).fill('How do I set up a geofence?');
    expect((await openFirstHit(page)).split('#')[0]).toBe('/docs/api/custom_real_world_file');
  });
});
