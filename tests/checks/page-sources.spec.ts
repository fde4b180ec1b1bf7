import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {test, expect} from '@playwright/test';
import {readManifest, readPages, ROOT} from '../manifest';
import {parseHtml} from '../html';
import {SITE_EDIT_URL} from '../../config/site';

const BUILD = path.join(ROOT, 'build');

function builtPage(route: string): string {
  const file = [path.join(BUILD, route, 'index.html'), path.join(BUILD, `${route.replace(/\/$/, '')}.html`)].find((f) =>
    fs.existsSync(f),
  );
  if (!file) throw new Error(`no built page for ${route}`);
  return fs.readFileSync(file, 'utf8');
}

function git(...args: string[]): string {
  return execFileSync('git', args, {cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
}

/** Files tracked by git, relative to the repository root. */
function trackedFiles(): Set<string> {
  return new Set(git('ls-files', '-z').split('\0').filter(Boolean));
}

/** The newest commit time (seconds) of a file, asked of git file by file (the build reads them in one pass). */
function newestCommitTime(file: string): number | undefined {
  const out = git('log', '-1', '--format=%ct', '--', file).trim();
  return out ? Number(out) : undefined;
}

const isShallow = () => git('rev-parse', '--is-shallow-repository').trim() === 'true';

test.describe('where each page comes from', () => {
  const pages = readPages();

  test('every doc page of both versions links "Edit this page" to its own Markdown file in the site repository', () => {
    const tracked = trackedFiles();
    expect(pages.length).toBe(readManifest('current').length + readManifest('1.5.0').length);
    let committed = 0;
    for (const {route, file} of pages) {
      const $ = parseHtml(builtPage(route));
      const links = $('a.theme-edit-this-page');
      expect(links.length, route).toBe(1);
      expect(links.attr('href'), route).toBe(SITE_EDIT_URL + file);
      expect(fs.existsSync(path.join(ROOT, file)), `${file} exists`).toBe(true);
      committed += tracked.has(file) ? 1 : 0;
    }
    // the link goes to the repository's copy: the files are the repository's (a new page may not be committed yet)
    expect(committed).toBeGreaterThan(pages.length * 0.9);
  });

  test('every blog post links "Edit this page" to its Markdown file in the site repository', () => {
    const posts = readManifest('blog').filter((row) => row.title.startsWith('Blog post:'));
    const postFiles = fs
      .readdirSync(path.join(ROOT, 'blog'))
      .filter((name) => /\.mdx?$/.test(name))
      .map((name) => `blog/${name}`);
    expect(posts.length).toBe(postFiles.length);
    const linked = posts.map(({route}) => {
      const href = parseHtml(builtPage(route))('a.theme-edit-this-page').attr('href') ?? '';
      expect(href.startsWith(`${SITE_EDIT_URL}blog/`), `${route}: ${href}`).toBe(true);
      // the post's slug is its file name without the date
      expect(href.endsWith(`${route.split('/').pop()}.md`), `${route}: ${href}`).toBe(true);
      return href.slice(SITE_EDIT_URL.length);
    });
    expect(linked.sort()).toEqual(postFiles.sort());
  });

  test('every doc page shows the date of its file’s newest commit (none at all in a shallow clone)', () => {
    test.setTimeout(180_000); // one git process per page
    const shallow = isShallow();
    let dated = 0;
    for (const {route, file} of pages) {
      const $ = parseHtml(builtPage(route));
      const time = $('.theme-last-updated time[itemprop="dateModified"]');
      if (shallow) {
        // Every file's newest commit would be the clone's tip: the build shows no date instead.
        expect($('.theme-last-updated').length, route).toBe(0);
        continue;
      }
      const seconds = newestCommitTime(file);
      if (seconds === undefined) {
        // a page whose file is not committed yet has no history: no date (and no error)
        expect($('.theme-last-updated').length, `${route} (file not committed)`).toBe(0);
        continue;
      }
      dated++;
      expect(time.length, `${route} has a last-updated date`).toBe(1);
      expect(time.attr('datetime'), route).toBe(new Date(seconds * 1000).toISOString());
    }
    if (!shallow) expect(dated, 'pages with a date').toBeGreaterThan(pages.length * 0.9);
  });
});
