/**
 * Turns the SVG markup of a rendered figure into a hast tree that MDX compiles into the page, cleaned
 * for the site: no comments, tooltips or ids that would clash between figures, no fixed colours
 * (black becomes the text colour, the white canvas disappears), the theme's font, and the
 * accessible name the page gave the figure.
 */
import {fromHtml} from 'hast-util-from-html';
import type {Element, ElementContent, Root} from 'hast';

export interface SvgOptions {
  /** The text alternative: the SVG gets role="img" and this aria-label. */
  label: string;
  /** Extra class on the SVG (`mrs-figure__dot`, `mrs-figure__plot`). */
  className: string;
  /** Ids to keep (a plot's clip path); Graphviz's own ids are dropped. */
  keepIds?: string[];
}

const PT_TO_PX = 4 / 3;
/** The smallest scale a drawing is shown at; a narrower column scrolls it. */
const MIN_SCALE = 0.6;

function clean(node: Element, keepIds: Set<string>, depth: number): Element {
  const props = node.properties;
  if (typeof props.id === 'string' && !keepIds.has(props.id)) delete props.id;
  for (const key of ['fill', 'stroke'] as const) {
    if (props[key] === 'black' || props[key] === '#000000') props[key] = 'currentColor';
  }
  delete props.fontFamily;
  const children: ElementContent[] = [];
  for (const child of node.children) {
    if (child.type === 'comment') continue;
    if (child.type === 'text' && child.value.trim() === '' && node.tagName !== 'text') continue;
    if (child.type === 'element') {
      // Graphviz writes a <title> into every node and edge (its DOT id): hover noise, not content.
      if (child.tagName === 'title') continue;
      // The white canvas behind the graph: the page's own background shows instead.
      if (depth <= 1 && child.tagName === 'polygon' && child.properties.fill === 'white') continue;
      children.push(clean(child, keepIds, depth + 1));
    } else {
      children.push(child);
    }
  }
  node.children = children;
  return node;
}

function toPx(value: unknown): number | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const match = /^([\d.]+)(pt|px)?$/.exec(String(value));
  if (!match) return undefined;
  return Math.round(Number(match[1]) * (match[2] === 'pt' ? PT_TO_PX : 1));
}

export function svgToHast(markup: string, options: SvgOptions): Element {
  const start = markup.indexOf('<svg');
  if (start < 0) throw new Error('no <svg> element in the rendered figure');
  const root: Root = fromHtml(markup.slice(start), {fragment: true, space: 'svg'});
  const svg = root.children.find((c): c is Element => c.type === 'element' && c.tagName === 'svg');
  if (!svg) throw new Error('no <svg> element in the rendered figure');
  clean(svg, new Set(options.keepIds ?? []), 0);
  const width = toPx(svg.properties.width);
  const height = toPx(svg.properties.height);
  delete svg.properties.xmlnsXLink;
  svg.properties = {
    ...svg.properties,
    ...(width ? {width} : {}),
    ...(height ? {height} : {}),
    role: 'img',
    ariaLabel: options.label,
    className: [options.className],
    // The natural width is an upper bound; a narrower column scales the drawing down to 60 % of it, and
    // below that the figure scrolls sideways inside its frame (figures.css) so labels stay legible.
    style: width ? `max-width:${width}px;min-width:${Math.round(width * MIN_SCALE)}px` : undefined,
  };
  return svg;
}
