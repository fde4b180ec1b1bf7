import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {compileExpression} from '../../src/features/figures/expr';
import {niceTicks, renderPlot} from '../../src/features/figures/plot';
import {renderDot} from '../../src/features/figures/dot';
import {renderFigure} from '../../src/features/figures/remark';

describe('figure rendering', () => {
  test('formulas follow arithmetic precedence and reject unknown names', () => {
    assert.equal(compileExpression('2*x^2 + 1')(3), 19);
    assert.equal(compileExpression('-x^2')(3), -9);
    assert.equal(compileExpression('2^3^2')(0), 512);
    assert.equal(compileExpression('(1 + 2) * 3 - 4 / 2')(0), 7);
    assert.ok(Math.abs(compileExpression('n * ((x - b) / a)^2', {n: 4, a: 0.5, b: 0.1})(0.6) - 4) < 1e-10);
    assert.equal(compileExpression('max(x, 1) + sqrt(16)')(0), 5);
    assert.ok(Math.abs(compileExpression('atan2(1, 1) * 4')(0) - Math.PI) < 1e-12);
    assert.equal(compileExpression('clamp(x, 0, 1)')(7), 1);
    assert.throws(() => compileExpression('k * x'), /unknown name "k"/);
    assert.throws(() => compileExpression('x +'), /unexpected end/);
    assert.throws(() => compileExpression('foo(x)'), /unknown function/);
  });

  test('tick values are round numbers covering the range', () => {
    assert.deepEqual(niceTicks(0, 1), [0, 0.2, 0.4, 0.6, 0.8, 1]);
    assert.deepEqual(niceTicks(0, 66), [0, 20, 40, 60]);
    assert.deepEqual(niceTicks(-3, 7), [-2, 0, 2, 4, 6]);
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
    assert.ok(svg.includes('>Throttle<'));
    assert.ok(svg.includes('>Thrust [N]<'));
    assert.equal(svg.match(/<path class="plot-series/g)?.length, 1);
    assert.ok(svg.includes('clip-path="url(#c1)"'));
    assert.throws(() => renderPlot('x: {label: a}\ny: {label: b}\nseries: []'), /at least one/);
  });

  test('a DOT diagram renders to SVG; explicit colours and unknown classes are refused', async () => {
    const svg = await renderDot('digraph { a [class="core"]; a -> b [label="odom"]; }');
    assert.ok(svg.includes('<svg'));
    assert.ok(svg.includes('class="node core"'));
    await assert.rejects(renderDot('digraph { a [fillcolor=red]; }'), /explicit colours/);
    await assert.rejects(renderDot('digraph { a [class="blue"]; }'), /unknown class "blue"/);
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
    await assert.rejects(renderFigure(block('digraph {\n a -> ;\n}', 'title="T" alt="A"'), file, 0), (error: Error) =>
      /^docs\/example\.md:12: dot figure: syntax error/.test(error.message),
    );
    await assert.rejects(renderFigure(block('digraph { a }', 'alt="A"'), file, 0), /example\.md:10: .*caption/);
    await assert.rejects(
      renderFigure(block('digraph { a }', 'title="T"'), file, 0),
      /example\.md:10: .*text alternative/,
    );
  });

  test('a rendered figure is a captioned <figure> whose SVG is an image with a text alternative', async () => {
    const figure = await renderFigure(
      {type: 'code', lang: 'dot', meta: 'title="Caption" alt="Alt text"', value: 'digraph { a -> b }'},
      {path: 'x.md'},
      0,
    );
    assert.equal(figure.tagName, 'figure');
    const [canvas, caption] = figure.children as {
      tagName: string;
      children: {properties?: Record<string, unknown>}[];
    }[];
    assert.equal(caption!.tagName, 'figcaption');
    assert.equal(canvas!.children[0]!.properties?.role, 'img');
    assert.equal(canvas!.children[0]!.properties?.ariaLabel, 'Alt text');
  });

  test('a figure gets the same ids wherever the site is checked out, and other ids on another page', async () => {
    const plot = {
      type: 'code' as const,
      lang: 'plot',
      meta: 'title="T" alt="A"',
      value: [
        'x: {label: Throttle, min: 0, max: 1}',
        'y: {label: Thrust, unit: N}',
        'series: [{label: m, expr: "x"}]',
      ].join('\n'),
    };
    const ids = async (file: {path: string; cwd: string}) =>
      JSON.stringify(await renderFigure(plot, file, 0)).match(/fig-[0-9a-f]{8}/g) ?? [];
    const here = await ids({cwd: '/work/a', path: '/work/a/docs/api/x.md'});
    assert.ok(here.length > 0, 'a plot has a clip path id');
    assert.deepEqual(await ids({cwd: '/tmp/b', path: '/tmp/b/docs/api/x.md'}), here);
    assert.notDeepEqual(await ids({cwd: '/work/a', path: '/work/a/docs/api/y.md'}), here);
  });
});
