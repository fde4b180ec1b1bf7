import {useCallback, useEffect, useRef, useState} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useActivePlugin, useActiveVersion, useVersions} from '@docusaurus/plugin-content-docs/client';
import type {SearchResult} from './adapter/types';
import {whenIdle} from '../../lib/whenIdle';
import {fetchIndexesByWorker, fetchTextByWorker, searchByWorker, searchStagedByWorker} from './client';

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

/** A search index: the docs version it covers (each index also holds the blog) and its base URL. */
export interface VersionIndex {
  label: string;
  base: string;
}

/**
 * The index of the docs version being read (the latest one on blog and other pages), the indexes of
 * the other versions, and a function that names where a hit's URL belongs: a version label or "Blog".
 */
export function useVersionIndexes(): {
  current: VersionIndex;
  others: VersionIndex[];
  labelOf: (url: string) => string;
} {
  const {siteConfig} = useDocusaurusContext();
  const activePlugin = useActivePlugin();
  const pluginId = activePlugin?.pluginId;
  const versions = useVersions(pluginId);
  const activeVersion = useActiveVersion(pluginId);
  const baseUrl = siteConfig.baseUrl;
  const indexOf = (version: (typeof versions)[number]): VersionIndex => ({
    label: version.label,
    base: version.isLast ? baseUrl : `${version.path}/`,
  });
  const reading = activeVersion ?? versions.find((v) => v.isLast) ?? versions[0];
  const current = reading ? indexOf(reading) : {label: '', base: baseUrl};
  const others = versions.filter((v) => v.name !== reading?.name).map(indexOf);
  const byPath = [...versions].sort((a, b) => b.path.length - a.path.length);
  const blogPath = `${baseUrl}blog`;
  const labelOf = (url: string): string => {
    const path = url.split(/[?#]/)[0];
    if (path === blogPath || path.startsWith(`${blogPath}/`)) return 'Blog';
    const version = byPath.find((v) => path === v.path || path.startsWith(`${v.path}/`));
    return version ? version.label : 'Page';
  };
  return {current, others, labelOf};
}

/**
 * Loads the search index of `indexBase` in the site's search worker and exposes a search function.
 * The small part of the index (titles, headings, descriptions) loads when the browser is idle after
 * the page has loaded, or at once on `loadNow()` (focus, hover, keyboard shortcut), which also starts
 * fetching the full text: a reader who reaches for the box is about to search.
 */
export function useSearchIndex(indexBase: string): {
  status: IndexStatus;
  loadNow: () => void;
  /** the complete answer; `early` gets the outline's answer first while the full text is still loading */
  search: (query: string, limit: number, early?: (results: SearchResult[]) => void) => Promise<SearchResult[]>;
} {
  const [status, setStatus] = useState<IndexStatus>('loading');
  const started = useRef<string | null>(null);
  const textStarted = useRef<string | null>(null);

  const loadOutline = useCallback(() => {
    if (started.current === indexBase) return;
    started.current = indexBase;
    setStatus('loading');
    fetchIndexesByWorker(indexBase, '').then(
      () => {
        if (started.current === indexBase) setStatus('ready');
      },
      (error: unknown) => {
        // Offline without a saved copy, the box simply says search is unavailable; online, it is a fault.
        if (navigator.onLine) console.error('The search index could not be loaded.', error);
        if (started.current === indexBase) setStatus('error');
      },
    );
  }, [indexBase]);

  const loadNow = useCallback(() => {
    loadOutline();
    if (textStarted.current === indexBase) return;
    textStarted.current = indexBase;
    fetchTextByWorker(indexBase).catch(() => {
      // A query loads it again and reports a failure there.
      if (textStarted.current === indexBase) textStarted.current = null;
    });
  }, [indexBase, loadOutline]);

  useEffect(() => {
    let cancelIdle: () => void = () => {};
    const schedule = () => {
      // Index loading never competes with the first paint.
      cancelIdle = whenIdle(loadOutline, {timeout: 3000, fallbackDelay: 1000});
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
  }, [loadOutline]);

  const search = useCallback(
    (query: string, limit: number, early?: (results: SearchResult[]) => void) =>
      early ? searchStagedByWorker(indexBase, query, limit, early) : searchByWorker(indexBase, '', query, limit),
    [indexBase],
  );
  return {status, loadNow, search};
}

/** Searches the index at `indexBase` once, loading it first if needed (for another version's index). */
export async function searchOtherIndex(indexBase: string, query: string, limit: number): Promise<SearchResult[]> {
  await fetchIndexesByWorker(indexBase, '');
  return searchByWorker(indexBase, '', query, limit);
}
