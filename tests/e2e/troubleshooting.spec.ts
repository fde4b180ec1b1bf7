import {test, expect, open} from './fixtures';

/**
 * A troubleshooting entry as a reader meets it: the heading its anchor names, then the log message in a framed,
 * labelled block with the text to copy, in both versions, on a phone and a desktop, in both colour modes.
 */
const ENTRIES = [
  {
    path: '/docs/troubleshooting/control-and-tracking#takeoff-not-armed',
    message: 'can not takeoff, UAV not armed!',
    label: 'Log message',
  },
  {
    path: '/docs/troubleshooting/networking#zenoh-router-missing',
    message: 'Unable to connect to a Zenoh router.',
    label: 'Log message of rmw_zenoh',
  },
  {
    path: '/docs/1.5.0/troubleshooting/control-and-tracking#escalating-failsafe-rc',
    message: '[ControlManager]: triggering escalating failsafe by RC',
    label: 'Log message',
  },
];

for (const {path, message, label} of ENTRIES) {
  for (const [width, mode] of [
    [390, 'light'],
    [1280, 'dark'],
  ] as const) {
    test(`${path} shows its log message under its heading (${width} px, ${mode})`, async ({page}) => {
      const anchor = path.split('#')[1];
      await page.setViewportSize({width, height: 800});
      await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
      await open(page, path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await expect(page.locator(`h2#${anchor}`)).toBeVisible();
      // the first block after the heading is the entry's own
      const block = page.locator(`h2#${anchor} ~ [data-log-message]`).first();
      await expect(block).toBeVisible();
      await expect(block).toHaveAttribute(
        'data-log-message',
        new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      );
      await expect(block).toHaveAttribute('role', 'group');
      await expect(block).toHaveAccessibleName(label);
      await expect(block.locator('.log-message__label')).toContainText('Log message');
      await expect(block.locator('pre code')).toContainText(message);
      // framed apart from ordinary code blocks, and inside the window on a phone
      expect(await block.evaluate((el) => getComputedStyle(el).borderLeftWidth)).toBe('4px');
      const box = await block.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width + 0.5);
      // the code block keeps its copy button
      await block.hover();
      await expect(block.getByRole('button', {name: /copy/i})).toBeAttached();
    });
  }
}
