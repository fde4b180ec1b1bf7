import fs from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import type {Page} from '@playwright/test';
import {test, expect, open, disableLocalStorage} from './fixtures';
import {ROOT, readPages} from '../manifest';

/** The parameter reference pages and their custom-config builder, in Chromium. */

const pick = (path: string) => `xpath=//h3[@id="${path}"]/following::label[contains(., "Add to custom config")][1]`;

test('a parameter has its own anchor with its type, default and unit', async ({page}) => {
  await open(page, '/docs/reference/mrs_uav_autostart#safety_timeout');
  const heading = page.locator('h3#safety_timeout');
  await expect(heading).toBeInViewport();
  await expect(heading.locator('xpath=following-sibling::p[1]')).toContainText('Type float · default 5.0 · unit s');
});

test('a page says what it was verified against, from its front matter', async ({page}) => {
  await open(page, '/docs/reference/mrs_uav_managers/uav_manager');
  await expect(page.locator('article [data-verified]')).toHaveText(
    /^Verified: generated from the 2\.0\.0 release \(mrs_uav_managers built \d{4}-\d{2}-\d{2}\)$/,
  );
  await open(page, '/docs/1.5.0/reference/mrs_uav_managers/');
  await expect(page.locator('article [data-verified]')).toContainText('generated from the 1.5.0 release');
  // a hand-written page shows its own line (every doc page has one: tests/unit/content.test.ts)
  const verifiedLine = (file: string) =>
    /^verified:\s*(.+)$/m.exec(fs.readFileSync(path.join(ROOT, file), 'utf8'))?.[1];
  const marked = readPages().find(
    (p) => /\.mdx?$/.test(p.file) && !p.file.includes('/reference/') && verifiedLine(p.file),
  );
  expect(marked, 'a hand-written page with a verified line').toBeDefined();
  await open(page, marked!.route);
  await expect(page.locator('article [data-verified]')).toHaveText(`Verified: ${verifiedLine(marked!.file)}`);
});

test('a package with many parameters has a section: its index page links each group page, with its count', async ({
  page,
}) => {
  await open(page, '/docs/reference/mrs_uav_state_estimators/');
  const rows = page.locator('article table tbody tr');
  const files = fs
    .readdirSync(path.join(ROOT, 'docs/reference/mrs_uav_state_estimators'))
    .filter((f) => f.endsWith('.md') && f !== 'index.md');
  await expect(rows).toHaveCount(files.length);
  const rtk = rows.filter({has: page.locator('a', {hasText: /^rtk$/})});
  const count = Number(await rtk.locator('td').nth(1).textContent());
  await rtk.locator('a').click();
  await expect(page).toHaveURL('/docs/reference/mrs_uav_state_estimators/rtk');
  await expect(page.locator('article h3[id^="mrs_uav_managers.estimation_manager.rtk."]')).toHaveCount(count);
  // the sidebar shows the section's pages under the package
  await expect(page.locator('.theme-doc-sidebar-menu a.menu__link--active', {hasText: /^rtk$/})).toBeVisible();
});

test('picked parameters from two packages make one correctly nested YAML file, kept across pages', async ({
  page,
}, testInfo) => {
  // several page loads of reference pages
  test.slow();
  const noRequests: string[] = [];
  await open(page, '/docs/reference/mrs_uav_autostart');
  await page.locator(pick('safety_timeout')).locator('input').check();
  await page.locator(pick('preflight_check.speed_check.max_speed')).locator('input').check();
  const builder = page.locator('[data-config-builder="2.0.0"]');
  await expect(builder).toContainText('2 picked');
  // edit a value in the builder
  const input = builder.getByLabel('Value of safety_timeout');
  await input.fill('7');
  await expect(builder.locator('[data-custom-config-yaml]')).toContainText('safety_timeout: 7.0');
  await input.fill('seven');
  await expect(builder).toContainText('not a valid float');
  await input.fill('7.5');

  // another package, on another page: the picks are still there and the file grows
  page.on('request', (request) => {
    if (!request.url().startsWith(new URL(page.url()).origin)) noRequests.push(request.url());
  });
  await open(page, '/docs/reference/mrs_uav_managers/active_estimators');
  await expect(builder).toContainText('2 picked');
  const managers = 'mrs_uav_managers.estimation_manager.initial_state_estimator';
  await page.locator(pick(managers)).locator('input').check();
  await expect(builder).toContainText('3 picked');
  await builder.getByLabel(`Value of ${managers}`).fill('gps_baro');

  const text = (await builder.locator('[data-custom-config-yaml]').textContent()) ?? '';
  const data = parse(text);
  expect(data).toEqual({
    mrs_uav_managers: {estimation_manager: {initial_state_estimator: 'gps_baro'}},
    preflight_check: {speed_check: {max_speed: 0.3}},
    safety_timeout: 7.5,
  });

  // the download is the same file
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    builder.getByRole('button', {name: /Download/}).click(),
  ]);
  expect(download.suggestedFilename()).toBe('custom_config.yaml');
  const saved = fs.readFileSync((await download.path())!, 'utf8');
  expect(parse(saved)).toEqual(data);
  await testInfo.attach('custom_config.yaml', {body: saved, contentType: 'text/yaml'});
  expect(noRequests, 'the builder makes no requests off the site').toEqual([]);

  // the 1.5.0 pages keep their own picks
  await open(page, '/docs/1.5.0/reference/mrs_uav_autostart');
  await expect(page.locator('[data-config-builder="1.5.0"]')).toContainText('no parameters picked yet');

  await open(page, '/docs/reference/mrs_uav_autostart');
  await builder.getByRole('button', {name: 'Clear'}).click();
  await expect(builder).toContainText('no parameters picked yet');
  await expect(page.locator(pick('safety_timeout')).locator('input')).not.toBeChecked();
});

test.describe('without storage', () => {
  test.use({allowConsole: true});

  test('the builder still works for the page', async ({page}) => {
    await disableLocalStorage(page);
    await open(page, '/docs/reference/mrs_uav_trackers');
    const first = page.locator('label:has-text("Add to custom config") input').first();
    await first.check();
    await expect(page.locator('[data-config-builder="2.0.0"]')).toContainText('1 picked');
  });
});

test.describe('links from the pages to the reference entries', () => {
  /**
   * The first link on the page to an entry under `target` (a reference page of the page's own version, or the
   * route prefix of a section of them): it wraps the inline code that names the entry, and following it lands on
   * that entry.
   */
  async function followFirstLink(page: Page, from: string, target: string) {
    await open(page, from);
    const links = `a[href^="${target}"][href*="#"]`;
    const link = page.locator(`article ${links}`).first();
    await expect(link.locator('code')).toHaveCount(1);
    const href = (await link.getAttribute('href'))!;
    const anchor = decodeURIComponent(href.split('#')[1]);
    const code = (await link.locator('code').textContent())!;
    // no link in the headings of the page
    await expect(page.locator(`article :is(h2, h3) ${links}`)).toHaveCount(0);
    await link.click();
    await expect(page).toHaveURL(`${href.split('#')[0]}#${encodeURI(anchor)}`);
    const heading = page.locator(`h3[id="${anchor}"]`);
    await expect(heading).toBeInViewport();
    return {anchor, code, heading};
  }

  test('a type named on a 2.0.0 page links to its entry on the 2.0.0 interface page', async ({page}) => {
    const {anchor, code, heading} = await followFirstLink(page, '/docs/api/uav_ros_api', '/docs/reference/mrs_msgs#');
    expect(code).toMatch(new RegExp(`^mrs_msgs(/msg/|/srv/|/|::(msg::|srv::)?)${anchor}\\b`));
    await expect(heading).toContainText(`mrs_msgs/`);
    await expect(heading.locator('xpath=following-sibling::pre[1]')).toBeVisible();
    await expect(page.locator('article [data-verified]')).toContainText('generated from the 2.0.0 release');
  });

  test('a type named on a 1.5.0 page links to its entry on the 1.5.0 interface page', async ({page}) => {
    const {anchor, heading} = await followFirstLink(
      page,
      '/docs/1.5.0/api/uav_ros_api',
      '/docs/1.5.0/reference/mrs_msgs#',
    );
    // a ROS 1 name: no kind segment
    await expect(heading).toHaveText(`mrs_msgs/${anchor}`);
    await expect(page.locator('article [data-verified]')).toContainText('generated from the 1.5.0 release');
  });

  test('a parameter path on a page links to its entry on the parameter reference of the same version', async ({
    page,
  }) => {
    for (const [from, target] of [
      ['/docs/features/managers/', '/docs/reference/mrs_uav_managers/'],
      ['/docs/1.5.0/features/managers/', '/docs/1.5.0/reference/mrs_uav_managers/'],
    ]) {
      const {anchor, code} = await followFirstLink(page, from, target);
      // the code is the key or its trailing segments, with slashes or dots
      expect(anchor.endsWith(code.replace(/\//g, '.'))).toBe(true);
    }
  });
});
