/**
 * Every release of config/releases.ts, in the browser: the version dropdown, each version's landing page, the
 * version presence badge and the scope of search. Written from the table, so the same tests run on a site with a
 * third version (the version-cut rehearsal of `npm test`, scripts/rehearse-version-cut.sh).
 */
import type {Page} from '@playwright/test';
import {test, expect as pageExpect, open} from './fixtures';
import {RELEASES, otherReleases} from '../../config/releases';

// Answers wait on index files parsed in a worker: allow for a busy machine.
const expect = pageExpect.configure({timeout: 30_000});

// the navbar's versions dropdown (the other one chooses the language): the one whose own link leads into the docs
const versions = (page: Page) =>
  page.locator('nav.navbar .dropdown').filter({has: page.locator(':scope > .navbar__link[href^="/docs"]')});
const dropdownItems = (page: Page) => versions(page).locator('.dropdown__menu a.dropdown__link');
const dropdownLabel = (page: Page) => versions(page).locator(':scope > .navbar__link');
const searchInput = (page: Page) => page.locator('nav.navbar [role="search"] input');
const options = (page: Page) => page.locator('nav.navbar [role="listbox"] [role="option"]');

/** A page every release has (each tree documents its frames of reference). */
const SHARED_PAGE = 'api/frames_of_reference';

test.describe('every release of the table', () => {
  test('the version dropdown lists every release, newest first, each linking to its own tree', async ({page}) => {
    await open(page, '/docs/introduction/');
    await expect(dropdownItems(page)).toHaveText(RELEASES.map((r) => r.label));
    const hrefs = await dropdownItems(page).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    RELEASES.forEach((r, i) => {
      const release = hrefs[i];
      expect(release === r.route || release.startsWith(`${r.route}/`), `${r.label}: ${release}`).toBe(true);
      // the current release's links stay out of the frozen trees
      if (r.current) expect(otherReleases(r).some((o) => release.startsWith(`${o.route}/`))).toBe(false);
    });
  });

  for (const release of RELEASES) {
    test(`${release.label}: its landing page and a shared page render in its own version`, async ({page}) => {
      await open(page, release.route);
      await expect(page.locator('article h1')).toBeVisible();
      await expect(dropdownLabel(page)).toHaveText(release.label);

      await open(page, `${release.route}/${SHARED_PAGE}`);
      await expect(dropdownLabel(page)).toHaveText(release.label);
      // the badge offers the same page in each other version, newest first
      const also = page.locator('article [data-version-presence="also"]');
      await expect(also).toHaveText(otherReleases(release).map((o) => `Also in ${o.label}`));
      const targets = await also.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      expect(targets).toEqual(otherReleases(release).map((o) => `${o.route}/${SHARED_PAGE}`));
    });

    test(`${release.label}: search answers from its own version's index and the blog only`, async ({page}) => {
      test.setTimeout(90_000);
      await open(page, `${release.route}/${SHARED_PAGE}`);
      await expect(searchInput(page)).toHaveAttribute('placeholder', 'Search');
      await searchInput(page).fill('managers');
      await expect(options(page).first()).toBeVisible();
      // the complete answer (full text included)
      await expect(page.locator('nav.navbar [role="search"] [role="status"]')).toHaveCount(0);
      // each hit is labelled by where its URL belongs (a version's label, or Blog)
      const labels = await options(page).locator('[data-version-label]').allTextContents();
      expect(labels).toHaveLength(await options(page).count());
      expect(labels).toContain(release.label);
      expect(labels.filter((l) => l !== release.label && l !== 'Blog')).toEqual([]);
    });
  }
});
