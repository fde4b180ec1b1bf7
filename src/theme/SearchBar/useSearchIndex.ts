import {useCallback, useEffect, useRef, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useActivePlugin, useActiveVersion} from '@docusaurus/plugin-content-docs/client';
import {
  fetchIndexesByWorker,
  searchByWorker,
  type SearchResult,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';

export type IndexStatus = 'loading' | 'ready' | 'error';

/**
 * The base URL of the search index for the docs version being read: the latest version and
 * non-docs pages (blog, home) use the site index; an older version uses its own index.
 */
export function useSearchIndexBase(): string {
  const {siteConfig} = useDocusaurusContext();
  const activePlugin = useActivePlugin();
  const activeVersion = useActiveVersion(activePlugin?.pluginId);
  return activeVersion && !activeVersion.isLast ? `${activeVersion.path}/` : siteConfig.baseUrl;
}

/** Schedules `fn` once the browser is idle (after hydration), so index loading never competes with first paint. */
function whenIdle(fn: () => void): () => void {
  const w = window as Window & {
    requestIdleCallback?: (cb: () => void, opts?: {timeout: number}) => number;
    cancelIdleCallback?: (id: number) => void;
  };
  if (w.requestIdleCallback && w.cancelIdleCallback) {
    const id = w.requestIdleCallback(fn, {timeout: 3000});
    return () => w.cancelIdleCallback?.(id);
  }
  const id = window.setTimeout(fn, 1000);
  return () => window.clearTimeout(id);
}

/**
 * Loads the search index of `indexBase` in the plugin's web worker and exposes a search function.
 * Loading starts when the browser is idle after the page has loaded, or at once on `loadNow()`
 * (focus, hover, keyboard shortcut).
 */
export function useSearchIndex(indexBase: string): {
  status: IndexStatus;
  loadNow: () => void;
  search: (query: string, limit: number) => Promise<SearchResult[]>;
} {
  const [status, setStatus] = useState<IndexStatus>('loading');
  const started = useRef<string | null>(null);

  const loadNow = useCallback(() => {
    if (started.current === indexBase) return;
    started.current = indexBase;
    setStatus('loading');
    fetchIndexesByWorker(indexBase, '').then(
      () => {
        if (started.current === indexBase) setStatus('ready');
      },
      (error: unknown) => {
        console.error('The search index could not be loaded.', error);
        if (started.current === indexBase) setStatus('error');
      },
    );
  }, [indexBase]);

  useEffect(() => {
    let cancelIdle: () => void = () => {};
    const schedule = () => {
      cancelIdle = whenIdle(loadNow);
    };
    if (document.readyState === 'complete') {
      schedule();
      return () => cancelIdle();
    }
    window.addEventListener('load', schedule, {once: true});
    return () => {
      window.removeEventListener('load', schedule);
      cancelIdle();
    };
  }, [loadNow]);

  const search = useCallback(
    (query: string, limit: number) => searchByWorker(indexBase, '', query, limit),
    [indexBase],
  );
  return {status, loadNow, search};
}
