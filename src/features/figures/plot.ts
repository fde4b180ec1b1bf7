/**
 * Line plots drawn at build time from a YAML description in the page: axes with units, "nice" tick
 * values, grid, one or more series (a formula in x or a list of points), horizontal and vertical
 * reference lines, and a legend. Colours are CSS classes (figures.css), so both colour modes apply.
 */
import {parse as parseYaml} from 'yaml';
import {compileExpression} from './expr';

export class PlotError extends Error {}

interface Axis {
  label: string;
  unit?: string;
  min?: number;
  max?: number;
  /** Draw this axis on a log10 scale (values must be positive). */
  log?: boolean;
}

interface Series {
  label: string;
  expr?: string;
  points?: [number, number][];
  /** Number of samples of a formula across the x range (default 200). */
  samples?: number;
  /** Limits the formula to part of the x range. */
  from?: number;
  to?: number;
  /** `line` (default), `points`, `steps` or `dashed`. */
  style?: 'line' | 'points' | 'steps' | 'dashed';
}

interface RefLine {
  x?: number;
  y?: number;
  label?: string;
}

export interface PlotSpec {
  x: Axis;
  y: Axis;
  vars?: Record<string, number>;
  series: Series[];
  lines?: RefLine[];
  /** Where the legend goes: `top-left`, `top-right` (default), `bottom-left`, `bottom-right`, or `none`. */
  legend?: 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right' | 'none';
}

const WIDTH = 640;
const HEIGHT = 360;
const MARGIN = {left: 64, right: 20, top: 16, bottom: 52};

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Tick values at 1, 2 or 5 times a power of ten, about `count` of them across [min, max]. */
export function niceTicks(min: number, max: number, count = 6): number[] {
  if (!(max > min)) return [min];
  const rough = (max - min) / count;
  const power = Math.pow(10, Math.floor(Math.log10(rough)));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  const ticks: number[] = [];
  for (let v = Math.ceil(min / step - 1e-9) * step; v <= max + step * 1e-9; v += step) {
    ticks.push(Number(v.toPrecision(12)));
  }
  return ticks;
}

function formatTick(value: number): string {
  if (value === 0) return '0';
  const abs = Math.abs(value);
  if (abs >= 1e5 || abs < 1e-3) return value.toExponential(0);
  return String(Number(value.toPrecision(6)));
}

function axisTitle(axis: Axis): string {
  return axis.unit ? `${axis.label} [${axis.unit}]` : axis.label;
}

function validate(spec: unknown): PlotSpec {
  if (!spec || typeof spec !== 'object') throw new PlotError('a plot needs `x`, `y` and `series`');
  const s = spec as Partial<PlotSpec>;
  for (const key of ['x', 'y'] as const) {
    if (!s[key] || typeof s[key]?.label !== 'string') throw new PlotError(`\`${key}.label\` is required`);
  }
  if (!Array.isArray(s.series) || s.series.length === 0) throw new PlotError('`series` needs at least one entry');
  s.series.forEach((series, i) => {
    if (typeof series?.label !== 'string') throw new PlotError(`series ${i + 1} needs a \`label\``);
    if (!series.expr === !series.points)
      throw new PlotError(`series "${series.label}" needs either \`expr\` or \`points\``);
  });
  return s as PlotSpec;
}

/**
 * Parses the YAML of a plot block and returns the SVG markup. `clipId` must be unique on the page (the
 * clip path of the plot area). Throws PlotError on bad input.
 */
export function renderPlot(source: string, clipId = 'plot-clip'): string {
  let raw: unknown;
  try {
    raw = parseYaml(source);
  } catch (error) {
    throw new PlotError(`invalid YAML: ${(error as Error).message}`);
  }
  const spec = validate(raw);
  const vars = spec.vars ?? {};

  const xMin0 = spec.x.min;
  const xMax0 = spec.x.max;
  // Sample every series first: the data decide the ranges the author left open.
  const sampled = spec.series.map((series) => {
    if (series.points) return series.points.map(([x, y]) => [Number(x), Number(y)] as [number, number]);
    const fn = compileExpression(series.expr as string, vars);
    const from = series.from ?? xMin0;
    const to = series.to ?? xMax0;
    if (from === undefined || to === undefined) {
      throw new PlotError(`series "${series.label}" is a formula: give \`x.min\` and \`x.max\` (or its from/to)`);
    }
    const n = Math.max(2, series.samples ?? 200);
    const points: [number, number][] = [];
    for (let i = 0; i < n; i += 1) {
      const x = spec.x.log
        ? Math.pow(10, Math.log10(from) + ((Math.log10(to) - Math.log10(from)) * i) / (n - 1))
        : from + ((to - from) * i) / (n - 1);
      points.push([x, fn(x)]);
    }
    return points;
  });
  const finite = sampled.flat().filter(([x, y]) => Number.isFinite(x) && Number.isFinite(y));
  if (finite.length === 0) throw new PlotError('no series has a finite value in the x range');

  const range = (axis: Axis, values: number[], refs: number[]): [number, number] => {
    let lo = axis.min ?? Math.min(...values, ...refs);
    let hi = axis.max ?? Math.max(...values, ...refs);
    if (axis.log) {
      if (lo <= 0) throw new PlotError(`\`${axis.label}\` is logarithmic: its values must be positive`);
      return [lo, hi];
    }
    if (lo === hi) {
      lo -= 1;
      hi += 1;
    }
    if (axis.min === undefined || axis.max === undefined) {
      const ticks = niceTicks(lo, hi);
      const step = ticks.length > 1 ? ticks[1] - ticks[0] : 1;
      if (axis.min === undefined) lo = Math.floor(lo / step + 1e-9) * step;
      if (axis.max === undefined) hi = Math.ceil(hi / step - 1e-9) * step;
    }
    return [lo, hi];
  };
  const lines = spec.lines ?? [];
  const [xMin, xMax] = range(
    spec.x,
    finite.map((p) => p[0]),
    lines.flatMap((l) => (l.x === undefined ? [] : [l.x])),
  );
  const [yMin, yMax] = range(
    spec.y,
    finite.map((p) => p[1]),
    lines.flatMap((l) => (l.y === undefined ? [] : [l.y])),
  );

  const plotW = WIDTH - MARGIN.left - MARGIN.right;
  const plotH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const scale = (axis: Axis, lo: number, hi: number, size: number) => (v: number) =>
    axis.log
      ? ((Math.log10(v) - Math.log10(lo)) / (Math.log10(hi) - Math.log10(lo))) * size
      : ((v - lo) / (hi - lo)) * size;
  const sx = (v: number) => MARGIN.left + scale(spec.x, xMin, xMax, plotW)(v);
  const sy = (v: number) => MARGIN.top + plotH - scale(spec.y, yMin, yMax, plotH)(v);
  const fmt = (v: number) => v.toFixed(1);

  const logTicks = (lo: number, hi: number) => {
    const ticks: number[] = [];
    for (let p = Math.floor(Math.log10(lo)); p <= Math.ceil(Math.log10(hi)); p += 1) {
      const v = Math.pow(10, p);
      if (v >= lo * (1 - 1e-9) && v <= hi * (1 + 1e-9)) ticks.push(v);
    }
    return ticks;
  };
  const xTicks = spec.x.log
    ? logTicks(xMin, xMax)
    : niceTicks(xMin, xMax).filter((t) => t >= xMin - 1e-9 && t <= xMax + 1e-9);
  const yTicks = spec.y.log
    ? logTicks(yMin, yMax)
    : niceTicks(yMin, yMax).filter((t) => t >= yMin - 1e-9 && t <= yMax + 1e-9);

  const parts: string[] = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">`,
  );
  parts.push(
    `<defs><clipPath id="${clipId}"><rect x="${MARGIN.left}" y="${MARGIN.top}" width="${plotW}" height="${plotH}"/></clipPath></defs>`,
  );
  // grid and ticks
  parts.push('<g class="plot-grid">');
  for (const t of xTicks)
    parts.push(`<line x1="${fmt(sx(t))}" x2="${fmt(sx(t))}" y1="${MARGIN.top}" y2="${MARGIN.top + plotH}"/>`);
  for (const t of yTicks)
    parts.push(`<line x1="${MARGIN.left}" x2="${MARGIN.left + plotW}" y1="${fmt(sy(t))}" y2="${fmt(sy(t))}"/>`);
  parts.push('</g>');
  parts.push(`<rect class="plot-frame" x="${MARGIN.left}" y="${MARGIN.top}" width="${plotW}" height="${plotH}"/>`);
  parts.push('<g class="plot-ticks">');
  for (const t of xTicks) {
    parts.push(
      `<text x="${fmt(sx(t))}" y="${MARGIN.top + plotH + 16}" text-anchor="middle">${escapeXml(formatTick(t))}</text>`,
    );
  }
  for (const t of yTicks) {
    parts.push(
      `<text x="${MARGIN.left - 6}" y="${fmt(sy(t) + 4)}" text-anchor="end">${escapeXml(formatTick(t))}</text>`,
    );
  }
  parts.push('</g>');
  parts.push(
    `<text class="plot-axis-title" x="${MARGIN.left + plotW / 2}" y="${HEIGHT - 12}" text-anchor="middle">${escapeXml(axisTitle(spec.x))}</text>`,
  );
  parts.push(
    `<text class="plot-axis-title" transform="translate(16 ${MARGIN.top + plotH / 2}) rotate(-90)" text-anchor="middle">${escapeXml(axisTitle(spec.y))}</text>`,
  );
  // reference lines
  parts.push(`<g class="plot-refs" clip-path="url(#${clipId})">`);
  for (const line of lines) {
    if (line.x !== undefined) {
      parts.push(
        `<line x1="${fmt(sx(line.x))}" x2="${fmt(sx(line.x))}" y1="${MARGIN.top}" y2="${MARGIN.top + plotH}"/>`,
      );
      if (line.label) {
        parts.push(`<text x="${fmt(sx(line.x) + 4)}" y="${MARGIN.top + 12}">${escapeXml(line.label)}</text>`);
      }
    }
    if (line.y !== undefined) {
      parts.push(
        `<line x1="${MARGIN.left}" x2="${MARGIN.left + plotW}" y1="${fmt(sy(line.y))}" y2="${fmt(sy(line.y))}"/>`,
      );
      if (line.label) {
        parts.push(
          `<text x="${MARGIN.left + plotW - 4}" y="${fmt(sy(line.y) - 4)}" text-anchor="end">${escapeXml(line.label)}</text>`,
        );
      }
    }
  }
  parts.push('</g>');
  // series
  spec.series.forEach((series, i) => {
    const cls = `plot-series plot-series-${i % 4}${series.style === 'dashed' ? ' plot-dashed' : ''}`;
    const points = sampled[i].filter(([x, y]) => Number.isFinite(x) && Number.isFinite(y));
    if (series.style === 'points') {
      parts.push(`<g class="${cls} plot-points" clip-path="url(#${clipId})">`);
      for (const [x, y] of points) parts.push(`<circle cx="${fmt(sx(x))}" cy="${fmt(sy(y))}" r="3.5"/>`);
      parts.push('</g>');
      return;
    }
    let d = '';
    points.forEach(([x, y], k) => {
      if (k === 0) d += `M${fmt(sx(x))},${fmt(sy(y))}`;
      else if (series.style === 'steps') d += `H${fmt(sx(x))}V${fmt(sy(y))}`;
      else d += `L${fmt(sx(x))},${fmt(sy(y))}`;
    });
    parts.push(`<path class="${cls}" clip-path="url(#${clipId})" d="${d}"/>`);
  });
  // legend
  const legend = spec.legend ?? 'top-right';
  if (legend !== 'none' && spec.series.length > 0) {
    const rowH = 18;
    const longest = Math.max(...spec.series.map((s) => s.label.length));
    const boxW = 40 + longest * 7;
    const boxH = spec.series.length * rowH + 8;
    const left = legend.endsWith('left') ? MARGIN.left + 8 : MARGIN.left + plotW - boxW - 8;
    const top = legend.startsWith('top') ? MARGIN.top + 8 : MARGIN.top + plotH - boxH - 8;
    parts.push(`<g class="plot-legend"><rect x="${left}" y="${top}" width="${boxW}" height="${boxH}"/>`);
    spec.series.forEach((series, i) => {
      const y = top + 4 + rowH * i + rowH / 2;
      const cls = `plot-series plot-series-${i % 4}${series.style === 'dashed' ? ' plot-dashed' : ''}`;
      if (series.style === 'points')
        parts.push(`<circle class="${cls} plot-points" cx="${left + 18}" cy="${y}" r="3.5"/>`);
      else parts.push(`<line class="${cls}" x1="${left + 8}" x2="${left + 28}" y1="${y}" y2="${y}"/>`);
      parts.push(`<text x="${left + 34}" y="${y + 4}">${escapeXml(series.label)}</text>`);
    });
    parts.push('</g>');
  }
  parts.push('</svg>');
  return parts.join('');
}
