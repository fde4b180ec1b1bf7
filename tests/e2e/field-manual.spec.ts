import type {Page} from '@playwright/test';
import {test, expect, open} from './fixtures';
import {FIELD_MANUAL_SECTIONS} from '../field-manual';

/** The field manual of each version (docs/field-manual.md, assembled from MDX partials). */

const MANUAL = '/docs/field-manual/';
const checklists = (page: Page) => page.locator('[data-checklist]');
const boxes = (page: Page, list = 0) => checklists(page).nth(list).getByRole('checkbox');

test.describe('field manual', () => {
  test('the same checklist on its own page shares the ticks of the manual', async ({page}) => {
    await open(page, MANUAL);
    await boxes(page, 1).nth(1).check();
    await open(page, '/docs/deployment/native/preparing_for_a_real-world_experiment');
    await expect(checklists(page)).toHaveCount(2);
    await expect(boxes(page, 1).nth(1)).toBeChecked();
    await expect(boxes(page, 1).nth(0)).not.toBeChecked();
  });

  for (const [path, version, distro, run] of [
    [MANUAL, '2.0.0', 'ctu-mrs/ppa2-stable', 'ros2 run mrs_uav_status status.sh'],
    ['/docs/1.5.0/field-manual/', '1.5.0', 'ctu-mrs/ppa-stable', 'roslaunch mrs_uav_status status.launch'],
  ] as const) {
    test(`${path} follows the flight and names its release`, async ({page}) => {
      await open(page, path);
      const headings = await page.locator('article h2').allTextContents();
      const order: readonly string[] = FIELD_MANUAL_SECTIONS;
      const clean = headings.map((h) => h.replace(/\u200b|#/g, '').trim()).filter((h) => order.includes(h));
      expect(clean).toEqual(order);
      const article = page.locator('article');
      await expect(article).toContainText(`Built from the MRS UAV System ${version} release`);
      await expect(article).toContainText(`packages in ${distro}`);
      // facts of the owning pages, per version
      await expect(article).toContainText(run);
      await expect(article).toContainText('failsafe_escalating');
      // common problems lead to the troubleshooting entries of the same version, each at its anchor
      const own = version === '1.5.0' ? '/docs/1.5.0/troubleshooting/' : '/docs/troubleshooting/';
      const entries = await article
        .locator('a[href*="/troubleshooting/"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      expect(entries.length).toBeGreaterThan(5);
      expect(entries.filter((href) => !href.startsWith(own) || !href.includes('#'))).toEqual([]);
    });
  }
});
