import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {readManifest, ROOT} from '../manifest';
import {htmlFiles, parseHtml} from '../html';

// An independent link checker over the built HTML: every internal link must reach a page that
// exists in build/, and every #anchor must name an id on that page.
const BUILD = path.join(ROOT, 'build');

function routeOf(file: string): string {
  const rel = '/' + path.relative(BUILD, file).split(path.sep).join('/');
  return rel.replace(/index\.html$/, '').replace(/\.html$/, '');
}

function fileFor(pathname: string): string | undefined {
  const clean = decodeURIComponent(pathname);
  const candidates = [
    path.join(BUILD, clean),
    path.join(BUILD, clean, 'index.html'),
    path.join(BUILD, `${clean.replace(/\/$/, '')}.html`),
  ];
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile());
}

test('every internal link and anchor in the built site resolves', () => {
  expect(fs.existsSync(BUILD), 'build the site first').toBe(true);
  const files = htmlFiles(BUILD).filter(
    (f) => !f.endsWith('404.html') && !f.includes(`${path.sep}__test__${path.sep}`),
  );
  // at least one page per route of the manifest (the blog's list pages and the like come on top)
  const routes = readManifest('current').length + readManifest('1.5.0').length + readManifest('blog').length;
  expect(files.length).toBeGreaterThanOrEqual(routes);
  const ids = new Map<string, Set<string>>();
  const idsOf = (file: string) => {
    let set = ids.get(file);
    if (!set) {
      const $ = parseHtml(fs.readFileSync(file, 'utf8'));
      set = new Set(
        $('[id]')
          .map((_, element) => $(element).attr('id')!)
          .get(),
      );
      ids.set(file, set);
    }
    return set;
  };
  const broken: string[] = [];
  let checked = 0;
  for (const file of files) {
    const $ = parseHtml(fs.readFileSync(file, 'utf8'));
    for (const href of $('a[href]')
      .map((_, element) => $(element).attr('href')!)
      .get()) {
      if (/^(https?:|mailto:|tel:|data:)/.test(href) || href.startsWith('//')) continue;
      const url = new URL(href, `http://site${routeOf(file)}`);
      if (url.pathname.startsWith('/search')) continue;
      const target = fileFor(url.pathname);
      checked += 1;
      if (!target) {
        broken.push(`${routeOf(file)} → ${href}`);
        continue;
      }
      const anchor = decodeURIComponent(url.hash.slice(1));
      if (anchor && target.endsWith('.html') && !idsOf(target).has(anchor))
        broken.push(`${routeOf(file)} → ${href} (no #${anchor})`);
    }
  }
  // every page links to others (navbar, sidebar, footer): at least ten links a page were followed
  expect(checked).toBeGreaterThan(files.length * 10);
  expect(broken).toEqual([]);
});
