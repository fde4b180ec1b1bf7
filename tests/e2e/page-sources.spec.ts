import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {test, expect, open} from './fixtures';
import {ROOT} from '../manifest';
import {SITE_EDIT_URL, SITE_REPO_BRANCH, SITE_REPO_URL} from '../../config/site';

const git = (...args: string[]) => execFileSync('git', args, {cwd: ROOT, encoding: 'utf8'}).trim();

test.describe('edit this page', () => {
  for (const {name, path: route, file} of [
    {
      name: 'a 2.0.0 doc page',
      path: '/docs/installation/docker-installation',
      file: 'docs/installation/docker-installation.md',
    },
    {
      name: 'a 1.5.0 doc page',
      path: '/docs/1.5.0/installation/docker-installation',
      file: 'versioned_docs/version-1.5.0/installation/docker-installation.md',
    },
    {name: 'a blog post', path: '/blog/accurate-amsl-altitude', file: 'blog/2024-12-18-accurate-amsl-altitude.md'},
  ]) {
    test(`on ${name} opens its Markdown file in the site repository`, async ({page}) => {
      await open(page, route);
      const link = page.getByRole('link', {name: 'Edit this page'});
      await expect(link).toBeVisible();
      const href = (await link.getAttribute('href'))!;
      expect(href).toBe(`${SITE_REPO_URL}/edit/${SITE_REPO_BRANCH}/${file}`);
      expect(href.startsWith(SITE_EDIT_URL)).toBe(true);
      // the file is in the repository's tree (and so on the default branch once this commit is merged)
      expect(fs.existsSync(path.join(ROOT, file)), `${file} exists`).toBe(true);
      expect(git('ls-files', '--error-unmatch', file)).toBe(file);
    });
  }
});

test.describe('last updated', () => {
  test('a doc page shows the date of its file’s newest commit', async ({page}) => {
    test.skip(
      git('rev-parse', '--is-shallow-repository') === 'true',
      'a shallow clone has no page history: the build shows no dates',
    );
    const file = 'docs/installation/docker-installation.md';
    // %cs is the committer date in the committer's time zone; the page writes the date in UTC,
    // so the commit's date is taken in UTC too (the same day for commits made in UTC).
    const day = execFileSync('git', ['log', '-1', '--date=format-local:%Y-%m-%d', '--format=%cd', '--', file], {
      cwd: ROOT,
      encoding: 'utf8',
      env: {...process.env, TZ: 'UTC'},
    }).trim();
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await open(page, '/docs/installation/docker-installation');
    const time = page.locator('.theme-last-updated time[itemprop="dateModified"]');
    await expect(time).toBeVisible();
    expect((await time.getAttribute('datetime'))!.slice(0, 10)).toBe(day);
    const [year, month, date] = day.split('-').map(Number);
    const shown = new Date(Date.UTC(year, month - 1, date)).toLocaleDateString('en-US', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await expect(page.locator('.theme-last-updated')).toHaveText(`Last updated on ${shown}`);
  });
});
