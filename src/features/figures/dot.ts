/**
 * Graphviz DOT → SVG at build time, through Graphviz compiled to WebAssembly (@viz-js/viz): no browser
 * and no diagram code reach the reader. House defaults (Helvetica, rounded boxes, small arrows) keep
 * every diagram alike; colour comes only from CSS classes (`class="core"` …, see figures.css), so a
 * diagram follows the light and dark theme. Explicit colours in DOT are rejected for that reason.
 */
import {instance, type Viz} from '@viz-js/viz';

export class DotError extends Error {
  constructor(
    message: string,
    /** 1-based line inside the DOT source, when Graphviz names one. */
    readonly line?: number,
  ) {
    super(message);
  }
}

/** Node and cluster classes that figures.css colours; anything else is a typo. */
export const DOT_CLASSES = ['core', 'plugin', 'hw', 'sim', 'ext', 'data', 'warn', 'ok', 'muted'] as const;

let vizPromise: Promise<Viz> | undefined;
function viz(): Promise<Viz> {
  vizPromise ??= instance();
  return vizPromise;
}

const FONT = 'Helvetica';

export async function renderDot(source: string): Promise<string> {
  const colour = /\b(?:fill|font|pen|bg)?colou?r\s*=/i.exec(source);
  if (colour) {
    const line = source.slice(0, colour.index).split('\n').length;
    throw new DotError(
      `explicit colours are not allowed (\`${colour[0].trim()}\`): give the node or cluster a class (${DOT_CLASSES.join(', ')}) instead`,
      line,
    );
  }
  for (const match of source.matchAll(/\bclass\s*=\s*"?([\w -]+)"?/g)) {
    for (const name of match[1].trim().split(/\s+/)) {
      if (!(DOT_CLASSES as readonly string[]).includes(name)) {
        const line = source.slice(0, match.index).split('\n').length;
        throw new DotError(`unknown class "${name}" (known: ${DOT_CLASSES.join(', ')})`, line);
      }
    }
  }
  const result = (await viz()).render(source, {
    format: 'svg',
    graphAttributes: {fontname: FONT, fontsize: 12, pad: 0.1, nodesep: 0.3, ranksep: 0.4},
    nodeAttributes: {fontname: FONT, fontsize: 12, shape: 'box', style: 'rounded', margin: '0.12,0.05', height: 0.3},
    edgeAttributes: {fontname: FONT, fontsize: 10, arrowsize: 0.7},
  });
  const errors = result.errors.filter((e) => e.level === 'error');
  if (result.status !== 'success' || errors.length > 0) {
    const message = errors.map((e) => e.message.trim()).join('; ') || 'Graphviz could not render the diagram';
    const line = /\bline (\d+)/.exec(message);
    throw new DotError(message, line ? Number(line[1]) : undefined);
  }
  const warnings = result.errors.filter((e) => e.level === 'warning');
  if (warnings.length > 0) throw new DotError(warnings.map((w) => w.message.trim()).join('; '));
  return result.output;
}
