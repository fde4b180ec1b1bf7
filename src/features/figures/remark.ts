/**
 * Figures written as text in the Markdown, drawn at build time:
 *
 *   ```dot title="Caption shown under the figure" alt="What the figure shows, for screen readers"
 *   digraph { … }
 *   ```
 *
 *   ```plot title="…" alt="…"
 *   x: {label: Throttle, min: 0, max: 1}
 *   y: {label: Thrust, unit: N}
 *   series: [{label: model, expr: "8.5 * x^2"}]
 *   ```
 *
 * Each block becomes `<figure class="mrs-figure"><svg role="img" aria-label=alt>…</svg><figcaption>`
 * in the page's HTML. A block without a caption or text alternative, a DOT syntax error or a bad plot
 * fails the build with the file and line.
 */
import {createHash} from 'node:crypto';
import path from 'node:path';
import {frontMatterLines} from '../../lib/frontMatter';
import type {Element} from 'hast';
import {DotError, renderDot} from './dot';
import {PlotError, renderPlot} from './plot';
import {ExpressionError} from './expr';
import {svgToHast} from './svg';

interface CodeNode {
  type: 'code';
  lang?: string | null;
  meta?: string | null;
  value: string;
  position?: {start: {line: number}};
}

interface ParentNode {
  type: string;
  children?: ParentNode[];
}

interface VFileLike {
  path?: string;
  /** the directory the build runs in (the site's folder) */
  cwd?: string;
}

export const FIGURE_LANGUAGES = ['dot', 'plot'] as const;

/** `title="A" alt='B'` → {title: 'A', alt: 'B'}. */
export function parseMeta(meta: string | null | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const match of (meta ?? '').matchAll(/(\w+)=(?:"([^"]*)"|'([^']*)')/g)) {
    result[match[1]] = match[2] ?? match[3];
  }
  return result;
}

export class FigureError extends Error {}

function fail(file: VFileLike, node: CodeNode, message: string, lineInBlock?: number): never {
  const blockLine = (node.position?.start.line ?? 0) + frontMatterLines(file.path);
  // The block's first content line is one below its opening fence.
  const line = lineInBlock === undefined ? blockLine : blockLine + lineInBlock;
  throw new FigureError(`${file.path ?? '<unknown file>'}:${line}: ${node.lang} figure: ${message}`);
}

function figureElement(svg: Element, caption: string, kind: string): Element {
  return {
    type: 'element',
    tagName: 'figure',
    properties: {className: ['mrs-figure', `mrs-figure--${kind}`]},
    children: [
      // Focusable so that keyboard users can scroll a wide drawing on a narrow screen.
      {
        type: 'element',
        tagName: 'div',
        properties: {className: ['mrs-figure__canvas'], tabIndex: 0, role: 'group', ariaLabel: caption},
        children: [svg],
      },
      {type: 'element', tagName: 'figcaption', properties: {}, children: [{type: 'text', value: caption}]},
    ],
  };
}

export async function renderFigure(node: CodeNode, file: VFileLike, index: number): Promise<Element> {
  const meta = parseMeta(node.meta);
  if (!meta.title) fail(file, node, 'add a caption: title="…"');
  if (!meta.alt) fail(file, node, 'add a text alternative: alt="…"');
  // the page's path inside the site, so that a build gives the same ids wherever the site is checked out
  const page = file.path
    ? path
        .relative(file.cwd ?? process.cwd(), file.path)
        .split(path.sep)
        .join('/')
    : '';
  const id = `fig-${createHash('sha1').update(`${page}\n${index}\n${node.value}`).digest('hex').slice(0, 8)}`;
  try {
    if (node.lang === 'dot') {
      const svg = svgToHast(await renderDot(node.value), {label: meta.alt, className: 'mrs-figure__dot'});
      return figureElement(svg, meta.title, 'dot');
    }
    const clipId = `${id}-clip`;
    const svg = svgToHast(renderPlot(node.value, clipId), {
      label: meta.alt,
      className: 'mrs-figure__plot',
      keepIds: [clipId],
    });
    return figureElement(svg, meta.title, 'plot');
  } catch (error) {
    if (error instanceof DotError) fail(file, node, error.message, error.line);
    if (error instanceof PlotError || error instanceof ExpressionError) fail(file, node, error.message);
    throw error;
  }
}

export default function remarkFigures() {
  return async (tree: ParentNode, file: VFileLike): Promise<void> => {
    const jobs: Promise<void>[] = [];
    let index = 0;
    const walk = (parent: ParentNode) => {
      parent.children?.forEach((child, i) => {
        const code = child as unknown as CodeNode;
        if (code.type === 'code' && (FIGURE_LANGUAGES as readonly string[]).includes(code.lang ?? '')) {
          const siblings = parent.children as ParentNode[];
          const n = index++;
          jobs.push(
            renderFigure(code, file, n).then((figure) => {
              // An mdast node that mdast-util-to-hast turns into exactly this hast element.
              siblings[i] = {
                type: 'mrsFigure',
                data: {hName: 'figure', hProperties: figure.properties, hChildren: figure.children},
              } as unknown as ParentNode;
            }),
          );
        } else {
          walk(child);
        }
      });
    };
    walk(tree);
    await Promise.all(jobs);
  };
}
