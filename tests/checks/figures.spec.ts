import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {readPages, ROOT} from '../manifest';
import {parseHtml} from '../html';
import {compileExpression} from '../../src/features/figures/expr';
import {niceTicks, renderPlot} from '../../src/features/figures/plot';
import {renderDot} from '../../src/features/figures/dot';
import {renderFigure} from '../../src/features/figures/remark';

/** Figure blocks in a Markdown source: ```dot / ```plot fences. */
function figureBlocks(source: string): number {
  return (source.match(/^```(dot|plot)\b/gm) ?? []).length;
}

function builtFile(route: string): string {
  return path.join(ROOT, 'build', route, 'index.html');
}

test.describe('figure rendering (no build needed)', () => {
  test('formulas follow arithmetic precedence and reject unknown names', () => {
    expect(compileExpression('2*x^2 + 1')(3)).toBe(19);
    expect(compileExpression('-x^2')(3)).toBe(-9);
    expect(compileExpression('2^3^2')(0)).toBe(512);
    expect(compileExpression('n * ((x - b) / a)^2', {n: 4, a: 0.5, b: 0.1})(0.6)).toBeCloseTo(4, 10);
    expect(compileExpression('max(x, 1) + sqrt(16)')(0)).toBe(5);
    expect(() => compileExpression('k * x')).toThrow(/unknown name "k"/);
    expect(() => compileExpression('x +')).toThrow(/unexpected end/);
    expect(() => compileExpression('foo(x)')).toThrow(/unknown function/);
  });

  test('tick values are round numbers covering the range', () => {
    expect(niceTicks(0, 1)).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    expect(niceTicks(0, 66)).toEqual([0, 20, 40, 60]);
    expect(niceTicks(-3, 7)).toEqual([-2, 0, 2, 4, 6]);
  });

  test('a plot has both axis titles with units, ticks and one path per formula series', () => {
    const svg = renderPlot(
      [
        'x: {label: Throttle, min: 0, max: 1}',
        'y: {label: Thrust, unit: N}',
        'series: [{label: model, expr: "4 * x^2"}]',
      ].join('\n'),
      'c1',
    );
    expect(svg).toContain('>Throttle<');
    expect(svg).toContain('>Thrust [N]<');
    expect(svg.match(/<path class="plot-series/g)).toHaveLength(1);
    expect(svg).toContain('clip-path="url(#c1)"');
    expect(() => renderPlot('x: {label: a}\ny: {label: b}\nseries: []')).toThrow(/at least one/);
  });

  test('a DOT diagram renders to SVG; explicit colours and unknown classes are refused', async () => {
    const svg = await renderDot('digraph { a [class="core"]; a -> b [label="odom"]; }');
    expect(svg).toContain('<svg');
    expect(svg).toContain('class="node core"');
    await expect(renderDot('digraph { a [fillcolor=red]; }')).rejects.toThrow(/explicit colours/);
    await expect(renderDot('digraph { a [class="blue"]; }')).rejects.toThrow(/unknown class "blue"/);
  });

  test('a syntax error, a missing caption or a missing text alternative names the file and line', async () => {
    const file = {path: 'docs/example.md'};
    const block = (value: string, meta: string) => ({
      type: 'code' as const,
      lang: 'dot',
      meta,
      value,
      position: {start: {line: 10}},
    });
    await expect(renderFigure(block('digraph {\n a -> ;\n}', 'title="T" alt="A"'), file, 0)).rejects.toThrow(
      /^docs\/example\.md:12: dot figure: syntax error/,
    );
    await expect(renderFigure(block('digraph { a }', 'alt="A"'), file, 0)).rejects.toThrow(/example\.md:10: .*caption/);
    await expect(renderFigure(block('digraph { a }', 'title="T"'), file, 0)).rejects.toThrow(
      /example\.md:10: .*text alternative/,
    );
  });

  test('a rendered figure is a captioned <figure> whose SVG is an image with a text alternative', async () => {
    const figure = await renderFigure(
      {type: 'code', lang: 'dot', meta: 'title="Caption" alt="Alt text"', value: 'digraph { a -> b }'},
      {path: 'x.md'},
      0,
    );
    expect(figure.tagName).toBe('figure');
    const [canvas, caption] = figure.children as {
      tagName: string;
      children: {properties?: Record<string, unknown>}[];
    }[];
    expect(caption.tagName).toBe('figcaption');
    expect(canvas.children[0].properties).toMatchObject({role: 'img', ariaLabel: 'Alt text'});
  });
});

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
