import type {Page} from '@playwright/test';
import {test, expect, open, disableLocalStorage} from './fixtures';
import {parseHtml} from '../html';

const KEY = 'mrs-docs.fill-in-values';
const BASHRC = '/docs/deployment/native/bashrc_configuration';
const GAZEBO = '/docs/simulations/gazebo/howto';
const INSTALL = '/docs/installation/native-installation';

const blocks = (page: Page) => page.locator('article [data-fill-command]');
const variables = (page: Page, name: string) =>
  page.locator(`article [data-fill-command] code [data-variable="${name}"]`);

async function readClipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

test.describe('fill-in commands', () => {
  test('the server renders the defaults, highlighted, with labelled inputs', async ({request, page}) => {
    const html = await (await request.get(`${BASHRC}/`)).text();
    const $ = parseHtml(html);
    expect($('[data-variable="UAV_NAME"]').first().text()).toBe('uav1');
    expect($('[data-variable="WORKSPACE"]').first().text()).toBe('~/ros2_ws');
    expect(html).not.toContain('{{UAV_NAME}}');

    await open(page, BASHRC);
    const block = blocks(page).first();
    await expect(block.getByRole('button', {name: 'Copy command'})).toBeVisible();
    await expect(block.getByLabel('UAV name')).toHaveValue('uav1');
    await expect(block.getByLabel('Workspace path')).toHaveValue('~/ros2_ws');
    await expect(block.locator('code')).toContainText('export UAV_NAME=uav1');
    await expect(block.locator('code')).toContainText('source ~/ros2_ws/install/setup.bash');
  });

  test('1.5.0 pages pass their own workspace default and keep ROS 1 commands', async ({page}) => {
    await open(page, '/docs/1.5.0/deployment/native/bashrc_configuration');
    await expect(blocks(page)).toHaveCount(2);
    await expect(blocks(page).first().locator('code')).toContainText('source ~/catkin_ws/devel/setup.bash');
    await expect(blocks(page).nth(1).locator('code')).toContainText('source /opt/ros/noetic/setup.bash');
    await open(page, '/docs/1.5.0/simulations/gazebo/howto');
    await expect(blocks(page).first().locator('code')).toHaveText(
      'rosservice call /uav1/control_manager/goto "goal: [0.0, 10.0, 1.5, 0.0]"',
    );
  });

  test('a value set on one page fills the blocks of other pages and survives a reload', async ({page}) => {
    await open(page, '/docs/1.5.0/deployment/native/bashrc_configuration');
    // two blocks on the page: editing one updates the other at once
    await blocks(page).first().getByLabel('Workspace path').fill('~/my_catkin');
    await expect(blocks(page).nth(1).getByLabel('Workspace path')).toHaveValue('~/my_catkin');
    await expect(blocks(page).nth(1).locator('code')).toContainText('source ~/my_catkin/devel/setup.bash');

    await blocks(page).nth(1).getByLabel('UAV name').fill('uav42');
    expect(JSON.parse((await page.evaluate((k) => localStorage.getItem(k), KEY)) ?? '{}')).toEqual({
      WORKSPACE: '~/my_catkin',
      UAV_NAME: 'uav42',
    });

    await open(page, GAZEBO);
    await expect(variables(page, 'UAV_NAME').first()).toHaveText('uav42');
    await expect(blocks(page).first().locator('code')).toContainText('ros2 service call /uav42/control_manager/goto');

    await open(page, INSTALL);
    await expect(blocks(page).first().locator('code')).toContainText("echo 'source ~/my_catkin/install/setup.bash'");
    await page.reload();
    await expect(variables(page, 'WORKSPACE').first()).toHaveText('~/my_catkin');
  });

  test('the number of UAVs set on the 2.0.0 spawner page fills the 1.5.0 one and is copied filled in', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, '/docs/simulations/gazebo/drone_spawner');
    const block = page.locator('article [data-fill-command]', {has: page.locator('[data-variable="UAV_COUNT"]')});
    await expect(block.locator('code')).toContainText("ids=$(seq -s ' ' 1 1)");
    await block.getByLabel('Number of UAVs').fill('4');
    await expect(block.locator('code')).toContainText("ids=$(seq -s ' ' 1 4)");
    await block.getByRole('button', {name: 'Copy command'}).click();
    expect(await readClipboard(page)).toBe(
      "ids=$(seq -s ' ' 1 4)\nros2 service call /mrs_drone_spawner/spawn mrs_msgs/srv/String \"{value: '$ids --x500 --enable-rangefinder'}\"",
    );

    await open(page, '/docs/1.5.0/simulations/gazebo/drone_spawner');
    await expect(variables(page, 'UAV_COUNT').first()).toHaveText('4');
    await expect(page.locator('article [data-fill-command] code').filter({hasText: 'seq'})).toContainText(
      'rosservice call /mrs_drone_spawner/spawn',
    );
  });

  test('stored values replace the defaults after hydration without warnings', async ({page}) => {
    await page.addInitScript((k) => localStorage.setItem(k, JSON.stringify({UAV_NAME: 'uav9'})), KEY);
    await open(page, BASHRC);
    await expect(variables(page, 'UAV_NAME')).toHaveText('uav9');
    await expect(blocks(page).first().getByLabel('UAV name')).toHaveValue('uav9');
    // clearing the input falls back to the default in the command
    await blocks(page).first().getByLabel('UAV name').fill('');
    await expect(variables(page, 'UAV_NAME')).toHaveText('uav1');
  });

  test('Copy copies the filled-in command', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, BASHRC);
    const block = blocks(page).first();
    await block.getByLabel('UAV name').fill('uav7');
    await block.getByLabel('Workspace path').fill('~/drone_ws');
    await block.getByRole('button', {name: 'Copy command'}).click();
    await expect(block.getByRole('button', {name: 'Copied'})).toBeVisible();
    const text = await readClipboard(page);
    expect(text).toContain('source ~/drone_ws/install/setup.bash');
    expect(text).toContain('export UAV_NAME=uav7');
    expect(text).not.toContain('{{');
    expect(text.startsWith('source /opt/ros/jazzy/setup.bash\n')).toBe(true);
  });

  test.describe('without browser storage', () => {
    test.use({allowConsole: true});

    test('blocks still render, fill in and copy; only the site-wide storage warning is logged', async ({
      page,
      context,
      consoleProblems,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await disableLocalStorage(page);
      await open(page, '/docs/1.5.0/deployment/native/bashrc_configuration');
      await expect(variables(page, 'UAV_NAME')).toHaveText('uav1');
      await blocks(page).first().getByLabel('Workspace path').fill('~/ws');
      await expect(blocks(page).nth(1).locator('code')).toContainText('source ~/ws/devel/setup.bash');
      await blocks(page).nth(1).getByRole('button', {name: 'Copy command'}).click();
      expect(await readClipboard(page)).toContain('source ~/ws/devel/setup.bash');
      const others = consoleProblems.filter((line) => !/browser storage is not available/i.test(line));
      expect(others).toEqual([]);
      expect(consoleProblems.length).toBeLessThanOrEqual(1);
    });
  });

  test('dark mode uses the dark code colours and the inputs fit a phone screen', async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await open(page, BASHRC);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const block = blocks(page).first();
    await block.scrollIntoViewIfNeeded();
    const bg = await block.locator('.theme-code-block').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(bg).toBe('rgb(40, 42, 54)');
    const input = block.getByLabel('Workspace path');
    await expect(input).toBeVisible();
    const box = await input.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflow).toBe(false);
  });
});
