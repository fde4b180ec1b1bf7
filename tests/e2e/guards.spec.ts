import type {Page} from '@playwright/test';
import {test, expect, open} from './fixtures';

/** The shared fixture's guards must catch what they are there to catch (tests/e2e/fixtures.ts). */

const MISSING_IMAGE = '/img/planted-missing-image.png';

/** Adds an image to the page and waits until the browser has tried to load it. */
function plantImage(page: Page, src: string): Promise<'load' | 'error'> {
  return page.evaluate(
    (source) =>
      new Promise<'load' | 'error'>((resolve) => {
        const image = new Image();
        image.onload = () => resolve('load');
        image.onerror = () => resolve('error');
        image.src = source;
        document.body.append(image);
      }),
    src,
  );
}

test.describe('same-origin failures', () => {
  test('a missing image of the site is reported, and the check after the test throws on it', async ({
    page,
    baseURL,
    failedRequests,
  }) => {
    await open(page, '/docs/introduction/');
    // an image that exists and one on another origin (the fixture routes the CDN away) are no failures
    expect(await plantImage(page, '/img/logo.svg')).toBe('load');
    expect(await plantImage(page, 'https://cdn.jsdelivr.net/planted.png')).toBe('error');
    expect(failedRequests.unexpected()).toEqual([]);
    expect(() => failedRequests.check()).not.toThrow();

    expect(await plantImage(page, MISSING_IMAGE)).toBe('error');
    await expect.poll(() => failedRequests.unexpected()).toEqual([`404 ${baseURL}${MISSING_IMAGE}`]);
    expect(() => failedRequests.check()).toThrow(/planted-missing-image\.png/);

    // declared as expected, it no longer fails the test
    failedRequests.allow(/\/img\/planted-missing-image\.png$/);
    expect(() => failedRequests.check()).not.toThrow();
  });

  test('a same-origin request that fails in the network is reported too', async ({page, baseURL, failedRequests}) => {
    await open(page, '/docs/introduction/');
    await page.route('**/img/planted-broken.png', (route) => route.abort('connectionreset'));
    expect(await plantImage(page, '/img/planted-broken.png')).toBe('error');
    await expect
      .poll(() => failedRequests.unexpected())
      .toEqual([`net::ERR_CONNECTION_RESET ${baseURL}/img/planted-broken.png`]);
    failedRequests.allow(/planted-broken\.png$/);
  });

  test('an undeclared missing image fails the test (this test must fail)', async ({page}) => {
    test.fail(true, 'the fixture fails a test that loads a missing same-origin image without declaring it');
    await open(page, '/docs/introduction/');
    const answered = page.waitForResponse((response) => response.url().endsWith(MISSING_IMAGE));
    await plantImage(page, MISSING_IMAGE);
    await answered;
  });

  test.describe('declared by the test', () => {
    test.use({expectedFailedRequests: [/\/img\/planted-missing-image\.png$/]});

    test('an expected failure is seen but does not fail the test', async ({page, baseURL, failedRequests}) => {
      await open(page, '/docs/introduction/');
      expect(await plantImage(page, MISSING_IMAGE)).toBe('error');
      await expect.poll(() => failedRequests.seen).toContain(`404 ${baseURL}${MISSING_IMAGE}`);
      expect(failedRequests.unexpected()).toEqual([]);
    });
  });
});
