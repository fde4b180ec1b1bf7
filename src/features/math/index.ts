/**
 * Math in pages and posts: `$…$` and `$$…$$` are rendered by KaTeX at build time (remark-math,
 * rehype-katex), and pages with math, and only those, link the KaTeX stylesheet (./katex-stylesheet.ts)
 * from the CDN with its Subresource Integrity hash. The pinned release is `KATEX_VERSION` in config/site.ts.
 */
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import {KATEX_CSS_INTEGRITY, KATEX_VERSION} from '../../../config/site';
import remarkKatexStylesheet from './katex-stylesheet';

export const KATEX_CSS_URL = `https://cdn.jsdelivr.net/npm/katex@${KATEX_VERSION}/dist/katex.min.css`;

/** The remark plugins of math, in their order: remark-math first, then the stylesheet link. */
export const mathRemarkPlugins = [
  remarkMath,
  [remarkKatexStylesheet, {href: KATEX_CSS_URL, integrity: KATEX_CSS_INTEGRITY}],
] as const;

export const mathRehypePlugins = [rehypeKatex] as const;
