import type {Page} from '@playwright/test';
import {test, expect as pageExpect, open} from './fixtures';

// Answers wait on index files parsed in a worker: allow for a busy machine.
const expect = pageExpect.configure({timeout: 30_000});

const input = (page: Page) => page.locator('nav.navbar [role="search"] input');
const options = (page: Page) => page.locator('nav.navbar [role="listbox"] [role="option"]');

/** Types a query into the box and waits for the complete answer (the full text included). */
async function search(page: Page, path: string, query: string): Promise<void> {
  await open(page, path);
  await expect(input(page)).toHaveAttribute('placeholder', 'Search');
  await input(page).fill(query);
  await expect(options(page).first()).toBeVisible();
  // the first answer may come from titles and headings alone; wait for the full text's
  await expect(page.locator('nav.navbar [role="search"] [role="status"]')).toHaveCount(0);
}

/** Opens the first hit with Enter and returns the path it led to. */
async function openFirstHit(page: Page): Promise<string> {
  const before = page.url();
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(before);
  return new URL(page.url()).pathname;
}

test.describe('search relevance', () => {
  // These tests load full-text indexes and parse them in a worker: seconds each on a busy machine.
  test.describe.configure({timeout: 90_000});

  test('a ROS name with underscores finds the page that documents it first', async ({page}) => {
    await search(page, '/docs/introduction/', 'safety_area_manager');
    // three pages document the safety area manager: its section of the managers page (what it does), the core launch
    // (what starts it) and the world file (its config)
    expect([
      '/docs/features/managers/',
      '/docs/for-system-developers/system_launch',
      '/docs/api/custom_real_world_file',
    ]).toContain(await openFirstHit(page));
    await expect(page).toHaveURL(/_highlight=safety_area_manager/);
    await expect(page.locator('article mark[data-markjs="true"]').first()).toBeVisible();
  });

  test('a service name copied from a log, with its namespace, finds the interface page first', async ({page}) => {
    await search(page, '/docs/introduction/', '/uav1/uav_manager/takeoff');
    expect(await openFirstHit(page)).toBe('/docs/api/uav_ros_api');
  });

  test('a message type pasted from C++ finds its definition on the interface page first', async ({page}) => {
    await search(page, '/docs/introduction/', 'mrs_msgs::msg::UavState');
    expect(await openFirstHit(page)).toBe('/docs/reference/mrs_msgs');
  });

  test('a typo in each of two words still finds the page', async ({page}) => {
    await search(page, '/docs/1.5.0/introduction/', 'trajectroy generaton');
    expect(await openFirstHit(page)).toBe('/docs/1.5.0/features/trajectory_generation/');
  });

  test('a page whose title names the subject outranks pages that mention it', async ({page}) => {
    // "gazebo" and "simulation" are on dozens of 1.5.0 pages; the Gazebo simulation pages are written for them
    await search(page, '/docs/1.5.0/introduction/', 'gazebo simulation');
    await expect(options(page).first()).toContainText(/How to simulate|Gazebo\/ROS/);
    expect(await openFirstHit(page)).toMatch(/^\/docs\/1\.5\.0\/simulations\/gazebo\/(howto)?$/);
  });
});
