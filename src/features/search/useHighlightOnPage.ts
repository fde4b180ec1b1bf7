import {useEffect} from 'react';
import {useLocation} from '@docusaurus/router';
import type Mark from 'mark.js';

export const HIGHLIGHT_PARAM = '_highlight';

/** Adds the matched words of a search hit to a page URL, as `?_highlight=word`. */
export function withHighlight(url: string, hash: string | undefined, tokens: string[]): string {
  const params = new URLSearchParams();
  for (const token of tokens) params.append(HIGHLIGHT_PARAM, token);
  const query = params.toString();
  return `${url}${query ? `?${query}` : ''}${hash ?? ''}`;
}

/** mark.js, fetched the first time a page has words to mark (most visits have none). */
let markLibrary: Promise<typeof Mark> | undefined;

/** Marks the words named by `?_highlight=` in the page's article once the page has rendered. */
export function useHighlightOnPage(): void {
  const location = useLocation();
  useEffect(() => {
    const words = new URLSearchParams(location.search).getAll(HIGHLIGHT_PARAM).filter(Boolean);
    // Nothing to mark, and nothing marked before: the library is not needed.
    if (words.length === 0 && !markLibrary) return undefined;
    markLibrary ??= import('mark.js').then((module) => module.default);
    let cancelled = false;
    // Code blocks re-render after effects run; mark after a macrotask so the marks survive.
    const timer = window.setTimeout(() => {
      void markLibrary!.then((MarkJs) => {
        const article = document.querySelector('article');
        if (cancelled || !article) return;
        const mark = new MarkJs(article);
        mark.unmark();
        if (words.length > 0) mark.mark(words, {exclude: ['.theme-doc-toc-mobile > button']});
      });
    }, 0);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [location.pathname, location.search]);
}
