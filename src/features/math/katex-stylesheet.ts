/**
 * Adds the KaTeX stylesheet (CDN, with SRI) to the `<head>` of the pages that contain math, and only
 * to them: a render-blocking cross-origin stylesheet on every page would delay the first paint of the
 * ~320 pages that have no formula. Runs after remark-math, which turns `$…$` and `$$…$$` into
 * `inlineMath` and `math` nodes. The link goes into a `<Head>` element (the MDX component for
 * `<head>`; Docusaurus's own head-renaming step runs before user plugins), which puts it into the
 * document head, in the server-rendered HTML as well as on client navigation.
 */
interface Node {
  type: string;
  children?: Node[];
}

interface MdxJsxAttribute {
  type: 'mdxJsxAttribute';
  name: string;
  value: string;
}

interface MdxJsxElement extends Node {
  type: 'mdxJsxFlowElement';
  name: string;
  attributes: MdxJsxAttribute[];
  children: Node[];
}

export interface KatexStylesheetOptions {
  href: string;
  integrity: string;
}

export function containsMath(node: Node): boolean {
  if (node.type === 'math' || node.type === 'inlineMath') return true;
  return (node.children ?? []).some(containsMath);
}

function element(name: string, attributes: Record<string, string>, children: Node[] = []): MdxJsxElement {
  return {
    type: 'mdxJsxFlowElement',
    name,
    attributes: Object.entries(attributes).map(([attr, value]) => ({type: 'mdxJsxAttribute', name: attr, value})),
    children,
  };
}

export default function remarkKatexStylesheet(options: KatexStylesheetOptions) {
  return (tree: Node): void => {
    if (!containsMath(tree)) return;
    const link = element('link', {
      rel: 'stylesheet',
      href: options.href,
      integrity: options.integrity,
      crossOrigin: 'anonymous',
    });
    (tree.children ??= []).push(element('Head', {}, [link]));
  };
}
