// The troubleshooting entries quote the release: every ```log-message block of a version's troubleshooting pages is
// a message of reference/<version>/messages.json, or names the other program that prints it and a public source.
// Reads only the Markdown and the committed reference data (no build, no network).
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {parseEntries} from '../../src/features/troubleshooting/entries';
import {checkPage, indexByText, loadMessages, troubleshootingPages} from '../../src/features/troubleshooting/verify';
import {ROOT} from '../manifest';
import {parseHtml} from '../html';

for (const version of ['2.0.0', '1.5.0']) {
  test(`${version} troubleshooting entries quote messages of the ${version} release or name their program and source`, () => {
    const records = loadMessages(ROOT, version);
    expect(records.length, 'messages in the reference data').toBeGreaterThan(1000);
    const byText = indexByText(records);
    const pages = troubleshootingPages(ROOT, version);
    expect(pages.length, 'troubleshooting pages').toBeGreaterThanOrEqual(3);
    let release = 0;
    const problems = pages.flatMap((file) => {
      const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
      release += parseEntries(source).filter((e) => e.message && !e.meta.tool).length;
      return checkPage(file, source, records, byText).map((p) => `${p.file}:${p.line}: ${p.problem}`);
    });
    expect(problems).toEqual([]);
    // most entries are the system's own messages, checked against the release
    expect(release, 'entries checked against messages.json').toBeGreaterThanOrEqual(10);
  });
}

test('entry anchors are unique across the troubleshooting pages of each version', () => {
  for (const version of ['2.0.0', '1.5.0']) {
    const anchors = troubleshootingPages(ROOT, version).flatMap((file) =>
      parseEntries(fs.readFileSync(path.join(ROOT, file), 'utf8')).map((e) => `${e.anchor}`),
    );
    expect(
      anchors.filter((a, i) => anchors.indexOf(a) !== i),
      version,
    ).toEqual([]);
  }
});

// After the build: each entry's block is in the page's HTML, marked with its raw text and labelled, and the Markdown
// copy holds the text as a plain block.
const BUILD = path.join(ROOT, 'build');
const builtPage = (route: string) =>
  [path.join(BUILD, route, 'index.html'), path.join(BUILD, `${route}.html`)].find((f) => fs.existsSync(f));

for (const [version, base] of [
  ['2.0.0', '/docs/troubleshooting/'],
  ['1.5.0', '/docs/1.5.0/troubleshooting/'],
] as const) {
  test(`${version} troubleshooting pages render every log message as a labelled data-log-message block`, () => {
    const pages = troubleshootingPages(ROOT, version);
    expect(pages.length).toBeGreaterThan(0);
    for (const file of pages) {
      const route = `${base}${path.basename(file, '.md')}`;
      const html = builtPage(route);
      expect(html, `built page of ${route}`).toBeTruthy();
      const $ = parseHtml(fs.readFileSync(html!, 'utf8'));
      const entries = parseEntries(fs.readFileSync(path.join(ROOT, file), 'utf8'));
      const blocks = $('[data-log-message]');
      expect(blocks.length, route).toBe(entries.length);
      entries.forEach((entry, i) => {
        const block = blocks.eq(i);
        expect(block.attr('data-log-message'), `${route}#${entry.anchor}`).toBe(entry.message);
        expect(block.attr('aria-label'), route).toMatch(/^Log message/);
        // the highlighter writes one element per line: compare the text without the line breaks
        expect(block.find('pre code').text().trim(), route).toBe(entry.message?.replace(/\n/g, '').trim());
        // the block follows its own heading
        expect(block.prevAll('h2').first().attr('id'), route).toBe(entry.anchor);
      });
      const md = fs.readFileSync(path.join(BUILD, `${route}.md`), 'utf8');
      expect(md, `${route}.md`).not.toContain('```log-message');
      expect(md.match(/^Log message/gm)?.length ?? 0, `${route}.md`).toBe(entries.length);
    }
  });
}
