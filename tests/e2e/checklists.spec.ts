import type {Page} from '@playwright/test';
import {test, expect, open, disableLocalStorage, shown, waitForHydration} from './fixtures';

/** Markdown task lists made tickable (src/features/field-kit/Checklist/), ticks kept per UAV name. */

const CHECKLISTS_KEY = 'mrs-docs.checklists';
const FILL_KEY = 'mrs-docs.fill-in-values';

/** A page with two task lists (MDX partials, also shown in the field manual). */
const PAGE = '/docs/deployment/native/preparing_for_a_real-world_experiment';
const checklists = (page: Page) => page.locator('[data-checklist]');
const boxes = (page: Page, list = 0) => checklists(page).nth(list).getByRole('checkbox');
const uavInput = (page: Page, list = 0) => checklists(page).nth(list).getByLabel('UAV name');
const reset = (page: Page, list = 0) =>
  checklists(page).nth(list).getByRole('button', {name: 'Reset for the next flight'});

test.describe('checklists', () => {
  test('task lists are labelled checkboxes whose ticks survive a reload, per UAV name', async ({page}) => {
    await open(page, PAGE);
    await expect(checklists(page)).toHaveCount(2);
    const first = boxes(page);
    expect(await first.count()).toBeGreaterThanOrEqual(3);
    for (const box of await first.all()) {
      await expect(box).toBeEnabled();
      await expect(box).not.toBeChecked();
    }
    // each box is named by its item's text
    await expect(
      checklists(page)
        .nth(1)
        .getByRole('checkbox', {name: /not yet active/}),
    ).toHaveCount(1);

    await first.nth(0).check();
    await checklists(page)
      .nth(0)
      .getByText(/batteries charged/)
      .click();
    await expect(first.nth(0)).toBeChecked();
    const ticked = await first.evaluateAll((all) => all.map((box) => (box as HTMLInputElement).checked));
    expect(ticked.filter(Boolean).length).toBe(2);
    await expect(checklists(page).nth(0)).toContainText(`2 of ${await first.count()} ticked for uav1`);

    await page.reload();
    await waitForHydration(page);
    await expect(first.nth(0)).toBeChecked();
    expect(await first.evaluateAll((all) => all.map((box) => (box as HTMLInputElement).checked))).toEqual(ticked);
    const stored = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), CHECKLISTS_KEY)) ?? '{}');
    expect(Object.keys(stored)).toEqual(['uav1']);

    // another UAV has its own ticks
    await uavInput(page).fill('uav2');
    await expect(first.nth(0)).not.toBeChecked();
    await expect(checklists(page).nth(1)).toContainText('ticked for uav2');
    await first.nth(1).check();
    await uavInput(page).fill('uav1');
    await expect(first.nth(0)).toBeChecked();
    expect(await first.evaluateAll((all) => all.map((box) => (box as HTMLInputElement).checked))).toEqual(ticked);
    // the UAV name is the fill-in commands' one
    expect(JSON.parse((await page.evaluate((k) => localStorage.getItem(k), FILL_KEY)) ?? '{}')).toEqual({});

    // reset clears this UAV's list only
    await reset(page).click();
    for (const box of await first.all()) await expect(box).not.toBeChecked();
    await expect(reset(page)).toBeDisabled();
    await uavInput(page).fill('uav2');
    await expect(first.nth(1)).toBeChecked();
  });

  test('printed, the boxes are empty and the list controls are gone', async ({page}) => {
    await open(page, PAGE);
    await boxes(page).nth(0).check();
    await page.emulateMedia({media: 'print'});
    const look = await boxes(page)
      .nth(0)
      .evaluate((box) => ({
        appearance: getComputedStyle(box).appearance,
        border: getComputedStyle(box).borderTopStyle,
      }));
    expect(look).toEqual({appearance: 'none', border: 'solid'});
    await expect(boxes(page).nth(0)).toBeVisible();
    expect(await shown(page, '[data-checklist] [data-print-hide]')).toBe(0);
  });

  test.describe('without browser storage', () => {
    test.use({allowConsole: true});

    test('boxes still tick and reset, a warning says the ticks will not last; only the site-wide warning is logged', async ({
      page,
      consoleProblems,
    }) => {
      await disableLocalStorage(page);
      await open(page, PAGE);
      await expect(checklists(page).first().locator('[data-checklist-storage-warning]')).toContainText(
        'does not let the site keep data',
      );
      await boxes(page).nth(0).check();
      await expect(boxes(page).nth(0)).toBeChecked();
      await uavInput(page).fill('uav3');
      await expect(boxes(page).nth(0)).not.toBeChecked();
      await uavInput(page).fill('uav1');
      await expect(boxes(page).nth(0)).toBeChecked();
      await reset(page).click();
      await expect(boxes(page).nth(0)).not.toBeChecked();
      expect(consoleProblems.filter((line) => !/browser storage is not available/i.test(line))).toEqual([]);
    });
  });

  test('with storage there is no warning', async ({page}) => {
    await open(page, PAGE);
    await expect(boxes(page).nth(0)).toBeEnabled();
    await expect(page.locator('[data-checklist-storage-warning]')).toHaveCount(0);
  });
});
