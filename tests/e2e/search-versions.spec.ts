import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {test, expect as pageExpect, open} from './fixtures';

// Answers wait on index files parsed in a worker: allow for a busy machine.
const expect = pageExpect.configure({timeout: 30_000});

const input = (page: Page) => page.locator('nav.navbar [role="search"] input');
const options = (page: Page) => page.locator('nav.navbar [role="listbox"] [role="option"]');
const dropdown = (page: Page) => page.locator('nav.navbar [role="search"]');

/** The built index files (outline and full text) of one directory of the build (the site root or /docs/1.5.0). */
function indexText(dir: string): string {
  const full = path.join(__dirname, '..', '..', 'build', dir);
  return fs
    .readdirSync(full)
    .filter((name) => /^search-index.*\.json$/.test(name))
    .map((name) => fs.readFileSync(path.join(full, name), 'utf8'))
    .join('\n');
}

// A word of the ROS 1 pages only: the 1.5.0 index has it, the 2.0.0 index does not.
const ONLY_IN_1_5_0 = 'rosservice';
const ONLY_IN_2_0_0 = 'kubernetes';

test.describe('search across versions', () => {
  // These tests load full-text indexes (about 0.5 MB compressed per version) and parse them in a worker:
  // seconds each on a busy two-core machine, so they get more time than a page test.
  test.describe.configure({timeout: 90_000});

  test("the chosen words are each in one version's index only", () => {
    expect(indexText('.').toLowerCase()).not.toContain(ONLY_IN_1_5_0);
    expect(indexText('docs/1.5.0').toLowerCase()).toContain(ONLY_IN_1_5_0);
    expect(indexText('.').toLowerCase()).toContain(ONLY_IN_2_0_0);
    expect(indexText('docs/1.5.0').toLowerCase()).not.toContain(ONLY_IN_2_0_0);
  });

  test('every hit is labelled with its version or as a blog post', async ({page}) => {
    await open(page, '/docs/introduction/');
    await expect(input(page)).toHaveAttribute('placeholder', 'Search');
    await input(page).fill('colcon');
    await expect(options(page).first()).toBeVisible();
    // the complete answer (full text included), so the list is not replaced between the two reads below
    await expect(dropdown(page).locator('[role="status"]')).toHaveCount(0);
    const labels = await options(page).locator('[data-version-label]').allTextContents();
    expect(labels.length).toBe(await options(page).count());
    expect(labels).toContain('2.0.0');
    expect(labels.every((l) => l === '2.0.0' || l === 'Blog')).toBe(true);
    // a hit in the 2.0.0 docs has results of its own: no offer
    await expect(dropdown(page).getByRole('button', {name: /instead/})).toHaveCount(0);

    await input(page).fill('ellipsoid');
    await expect(options(page).first()).toBeVisible();
    await expect(options(page).locator('[data-version-label="Blog"]').first()).toHaveText('Blog');
  });

  test('a word missing from 2.0.0 offers the 1.5.0 index, whose labelled hits lead to 1.5.0 pages', async ({page}) => {
    const indexUrls: string[] = [];
    page.on('request', (r) => {
      if (/search-index.*\.json$/.test(r.url())) indexUrls.push(new URL(r.url()).pathname);
    });
    await open(page, '/docs/introduction/');
    await expect(input(page)).toHaveAttribute('placeholder', 'Search');
    await input(page).fill(ONLY_IN_1_5_0);
    await expect(page.getByText(`No results for “${ONLY_IN_1_5_0}”.`)).toBeVisible();
    expect(indexUrls.some((u) => u.startsWith('/docs/1.5.0/'))).toBe(false);
    const offer = dropdown(page).getByRole('button', {name: 'Search 1.5.0 instead'});
    await expect(offer).toBeVisible();
    await offer.click();
    await expect(options(page).first()).toBeVisible();
    await expect(dropdown(page).getByText(`Results from 1.5.0 for “${ONLY_IN_1_5_0}”.`)).toBeVisible();
    expect(indexUrls.some((u) => u.startsWith('/docs/1.5.0/'))).toBe(true);
    const labels = await options(page).locator('[data-version-label]').allTextContents();
    expect(labels).toContain('1.5.0');
    expect(labels.every((l) => l === '1.5.0' || l === 'Blog')).toBe(true);
    // long hit titles wrap beside the label instead of pushing it out of the dropdown
    const list = await page.locator('nav.navbar [role="listbox"]').boundingBox();
    const label = await options(page).first().locator('[data-version-label]').boundingBox();
    expect(list && label).toBeTruthy();
    if (list && label) expect(label.x + label.width).toBeLessThanOrEqual(list.x + list.width);
    await expect(offer).toHaveCount(0);
    // the input keeps focus: arrows and Enter work on the other version's hits
    await expect(input(page)).toBeFocused();
    await options(page).locator('[data-version-label="1.5.0"]').first().click();
    await expect(page).toHaveURL(/\/docs\/1\.5\.0\/.*_highlight=rosservice/);
    await expect(page.locator('article mark[data-markjs="true"]').first()).toBeVisible();
  });

  test('"Back to" returns to the results of the version being read; a new query starts there again', async ({page}) => {
    await open(page, '/docs/introduction/');
    await expect(input(page)).toHaveAttribute('placeholder', 'Search');
    await input(page).fill(ONLY_IN_1_5_0);
    await dropdown(page).getByRole('button', {name: 'Search 1.5.0 instead'}).click();
    await expect(options(page).first()).toBeVisible();
    await dropdown(page).getByRole('button', {name: 'Back to 2.0.0 results'}).click();
    await expect(options(page)).toHaveCount(0);
    await expect(page.getByText(`No results for “${ONLY_IN_1_5_0}”.`)).toBeVisible();
    await dropdown(page).getByRole('button', {name: 'Search 1.5.0 instead'}).click();
    await expect(options(page).first()).toBeVisible();
    await input(page).fill('colcon');
    await expect(options(page).locator('[data-version-label="2.0.0"]').first()).toBeVisible();
    await expect(dropdown(page).getByRole('button', {name: /Back to/})).toHaveCount(0);
  });

  test('on a 1.5.0 page a word missing there offers the 2.0.0 index', async ({page}) => {
    await open(page, '/docs/1.5.0/introduction/');
    await expect(input(page)).toHaveAttribute('placeholder', 'Search');
    await input(page).fill(ONLY_IN_2_0_0);
    const offer = dropdown(page).getByRole('button', {name: 'Search 2.0.0 instead'});
    await expect(offer).toBeVisible();
    await offer.click();
    await expect(dropdown(page).getByText(`Results from 2.0.0 for “${ONLY_IN_2_0_0}”.`)).toBeVisible();
    const labels = await options(page).locator('[data-version-label]').allTextContents();
    expect(labels).toContain('2.0.0');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/docs\/(?!1\.5\.0\/)/);
  });
});
