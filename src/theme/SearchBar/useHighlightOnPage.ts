import {useEffect} from 'react';
import {useLocation} from '@docusaurus/router';
import Mark from 'mark.js';

export const HIGHLIGHT_PARAM = '_highlight';

/** Adds the matched words of a search hit to a page URL, as `?_highlight=word`. */
export function withHighlight(url: string, hash: string | undefined, tokens: string[]): string {
  const params = new URLSearchParams();
  for (const token of tokens) params.append(HIGHLIGHT_PARAM, token);
  const query = params.toString();
  return `${url}${query ? `?${query}` : ''}${hash ?? ''}`;
}

/** Marks the words named by `?_highlight=` in the page's article once the page has rendered. */
export function useHighlightOnPage(): void {
  const location = useLocation();
  useEffect(() => {
    const words = new URLSearchParams(location.search).getAll(HIGHLIGHT_PARAM).filter(Boolean);
    // Code blocks re-render after effects run; mark after a macrotask so the marks survive.
    const timer = window.setTimeout(() => {
      const article = document.querySelector('article');
      if (!article) return;
      const mark = new Mark(article);
      mark.unmark();
      if (words.length > 0) mark.mark(words, {exclude: ['.theme-doc-toc-mobile > button']});
    }, 0);
    return () => window.clearTimeout(timer);
  }, [location.pathname, location.search]);
}
