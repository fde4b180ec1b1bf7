import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {readManifest, ROOT, releaseManifest} from '../manifest';
import {FROZEN_RELEASES, RELEASES} from '../../config/releases';
import {SITE_URL} from '../../config/site';
import {markdownPathOf, routeOfMarkdownPath} from '../../src/lib/markdownPath';

const BUILD = path.join(ROOT, 'build');
const read = (file: string) => fs.readFileSync(path.join(BUILD, file), 'utf8');

/** The page's title as the built page shows it (its `h1`); the manifest holds the sidebar label. */
function pageTitle(route: string): string {
  const file = [path.join(BUILD, route, 'index.html'), path.join(BUILD, `${route.replace(/\/$/, '')}.html`)].find((f) =>
    fs.existsSync(f),
  );
  if (!file) throw new Error(`no HTML page for ${route}`);
  const h1 = fs.readFileSync(file, 'utf8').match(/<h1[^>]*>([\s\S]*?)<\/h1>/);
  if (!h1) throw new Error(`no h1 on ${route}`);
  return h1[1]
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .trim();
}

test.describe('pages for language models', () => {
  test('llms.txt follows the convention and lists every current page with a description', () => {
    const text = read('llms.txt');
    const lines = text.split('\n');
    expect(lines[0]).toMatch(/^# MRS UAV System/);
    expect(lines.find((l) => l.startsWith('> '))).toBeTruthy();
    expect(lines.some((l) => /^## \S/.test(l))).toBe(true);
    // entries by the route of the page whose Markdown copy they link
    const entries = new Map<string, {title: string; description: string}>();
    for (const line of lines) {
      const m = line.match(/^- \[([^\]]+)\]\(([^)]+)\): (.+)$/);
      const route = m && m[2].startsWith(SITE_URL) ? routeOfMarkdownPath(m[2].slice(SITE_URL.length)) : null;
      if (m) entries.set(route ?? m[2], {title: m[1], description: m[3].trim()});
    }
    const manifest = readManifest('current');
    const missing: string[] = [];
    for (const row of manifest) {
      const entry = entries.get(row.route);
      if (!entry || entry.description.length < 10) missing.push(row.route);
      else expect(entry.title, row.route).toBe(pageTitle(row.route));
    }
    expect(missing).toEqual([]);
    // The current version only, and in sidebar order.
    expect([...entries.keys()].some((key) => FROZEN_RELEASES.some((r) => key.startsWith(`${r.route}/`)))).toBe(false);
    const order = manifest.map((row) => [...entries.keys()].indexOf(row.route));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  test('llms-full.txt holds every current page with its title and URL', () => {
    const text = read('llms-full.txt');
    const missing = readManifest('current').filter(
      (row) => !text.includes(`\n# ${pageTitle(row.route)}\n`) || !text.includes(`URL: ${SITE_URL}${row.route}\n`),
    );
    expect(missing.map((r) => r.route)).toEqual([]);
  });

  test('every doc page of every version has a clean Markdown copy', () => {
    const problems: string[] = [];
    for (const row of RELEASES.flatMap(releaseManifest)) {
      const file = path.join(BUILD, markdownPathOf(row.route));
      if (!fs.existsSync(file)) {
        problems.push(`${row.route}: no ${markdownPathOf(row.route)}`);
        continue;
      }
      const md = fs.readFileSync(file, 'utf8');
      if (!md.startsWith(`# ${pageTitle(row.route)}\n`)) problems.push(`${row.route}: does not start with its title`);
      if (/^---\n[\s\S]*?\n---/.test(md)) problems.push(`${row.route}: front matter left`);
      if (/<DocCardList\s*\/>/.test(md)) problems.push(`${row.route}: DocCardList left`);
      if (/^import .* from '@theme\//m.test(md)) problems.push(`${row.route}: MDX import left`);
    }
    expect(problems).toEqual([]);
  });
});
