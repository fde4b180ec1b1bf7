import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {readPages, ROOT} from '../manifest';
import {parseHtml} from '../html';

/** Figure blocks in a Markdown source: ```dot / ```plot fences. */
function figureBlocks(source: string): number {
  return (source.match(/^```(dot|plot)\b/gm) ?? []).length;
}

function builtFile(route: string): string {
  return path.join(ROOT, 'build', route, 'index.html');
}

test.describe('figures in the production build', () => {
  const sources = readPages()
    .map((p) => ({
      ...p,
      blocks: fs.existsSync(path.join(ROOT, p.file))
        ? figureBlocks(fs.readFileSync(path.join(ROOT, p.file), 'utf8'))
        : 0,
    }))
    .filter((p) => p.blocks > 0);

  test('every figure block of the Markdown is a captioned, labelled inline SVG figure in the page', () => {
    expect(sources.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const page of sources) {
      const $ = parseHtml(fs.readFileSync(builtFile(page.route), 'utf8'));
      const figures = $('article figure.mrs-figure');
      if (figures.length !== page.blocks)
        problems.push(`${page.route}: ${figures.length} figures for ${page.blocks} blocks`);
      figures.each((_, el) => {
        const fig = $(el);
        const svg = fig.find('svg[role="img"]');
        if (svg.length !== 1) problems.push(`${page.route}: a figure without one role="img" SVG`);
        if (!(svg.attr('aria-label') ?? '').trim()) problems.push(`${page.route}: an SVG without aria-label`);
        if (!fig.find('figcaption').text().trim()) problems.push(`${page.route}: a figure without caption`);
        if (fig.find('svg [fill="black"], svg [stroke="black"], svg [fill="white"]').length > 0) {
          problems.push(`${page.route}: a figure with a fixed black or white colour`);
        }
      });
      const ids = $('[id]')
        .map((_, el) => $(el).attr('id'))
        .get();
      const dup = ids.filter((id, i) => ids.indexOf(id) !== i);
      if (dup.length > 0) problems.push(`${page.route}: duplicate ids ${dup.join(', ')}`);
    }
    expect(problems).toEqual([]);
  });

  test('no diagram or plot code ships to the browser', () => {
    const assets = path.join(ROOT, 'build', 'assets', 'js');
    const offenders = fs
      .readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .filter((f) =>
        /@viz-js\/viz|emscripten|its values must be positive/i.test(fs.readFileSync(path.join(assets, f), 'utf8')),
      );
    expect(offenders).toEqual([]);
  });
});
