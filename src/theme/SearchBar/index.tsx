/**
 * The navbar search box: this site's own component on the search engine of
 * @easyops-cn/docusaurus-search-local (index + web worker). It exists because the plugin's bar
 * cannot say "Loading..." while its index loads; see src/theme/README.md.
 */
import React, {useCallback, useEffect, useId, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {searchResultLimits, type SearchResult} from '@site/src/features/search/adapter/client';
import {
  searchOtherIndex,
  useSearchIndex,
  useSearchIndexBase,
  useVersionIndexes,
  type VersionIndex,
} from '@site/src/features/search/useSearchIndex';
import {useHighlightOnPage, withHighlight} from '@site/src/features/search/useHighlightOnPage';
import styles from './styles.module.css';

const PLACEHOLDER = {loading: 'Loading...', ready: 'Search', error: 'Search unavailable'} as const;

function isMacPlatform(): boolean {
  const nav = navigator as Navigator & {userAgentData?: {platform?: string}};
  const platform = nav.userAgentData?.platform ?? navigator.platform ?? '';
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/** The magnifier beside the query, inline so that the browser needs no separate image document. */
function Magnifier(): ReactNode {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="6.5" cy="6.5" r="4.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M10 10l4.5 4.5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

function hitUrl(result: SearchResult): string {
  return withHighlight(result.document.u, result.document.h, result.tokens);
}

function HitText({result, label}: {result: SearchResult; label: string}): ReactNode {
  const {document, page} = result;
  const context = document.s ?? (page ? page.t : undefined);
  return (
    <>
      <span className={styles.hitHead}>
        <span className={styles.hitTitle}>{document.t}</span>
        <span className={styles.hitVersion} data-version-label={label}>
          {label}
        </span>
      </span>
      {context && context !== document.t && <span className={styles.hitContext}>{context}</span>}
    </>
  );
}

/** Results of the same query in another version's index, shown on request. */
interface OtherResults {
  index: VersionIndex;
  query: string;
  status: 'loading' | 'ready' | 'error';
  results: SearchResult[];
}

export default function SearchBar(): ReactNode {
  const isBrowser = useIsBrowser();
  const history = useHistory();
  const indexBase = useSearchIndexBase();
  const {status, loadNow, search} = useSearchIndex(indexBase);
  const versions = useVersionIndexes();
  useHighlightOnPage();

  const inputRef = useRef<HTMLInputElement>(null);
  const requestId = useRef(0);
  /** The query the shown results answer (typing may be ahead of them). */
  const resultsFor = useRef('');
  const listId = useId();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<SearchResult[]>([]);
  const [searched, setSearched] = useState(false);
  // A first answer from titles and headings is shown while the full text is still loading.
  const [pending, setPending] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [focused, setFocused] = useState(false);
  const [isMac, setIsMac] = useState(false);
  const [other, setOther] = useState<OtherResults | null>(null);
  const otherRequest = useRef(0);

  useEffect(() => setIsMac(isMacPlatform()), []);

  // Ctrl+K (⌘+K on Mac) focuses the box from anywhere on the page.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'k' && (isMac ? event.metaKey : event.ctrlKey) && !event.altKey) {
        event.preventDefault();
        loadNow();
        inputRef.current?.focus();
        inputRef.current?.select();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isMac, loadNow]);

  // Run the query whenever it changes and the index is ready; stale answers are dropped.
  useEffect(() => {
    const text = query.trim();
    otherRequest.current++;
    setOther(null);
    // Every change of the query retires the answers still on their way, also when the box is cleared.
    const id = ++requestId.current;
    // A new query puts the selection back on top; the answers that follow keep wherever the arrow keys take it.
    setActive(0);
    if (!text || status !== 'ready') {
      setResults([]);
      setSearched(false);
      setPending(false);
      return;
    }
    // The reader may already be moving through the previous answer with the arrow keys: keep the place.
    const keepPlace = (hits: SearchResult[]) => setActive((current) => Math.min(current, Math.max(hits.length - 1, 0)));
    // One engine run per keystroke once the full text is there; before that, the outline answers first.
    search(text, searchResultLimits, (hits) => {
      if (id !== requestId.current) return;
      setResults(hits);
      setSearched(false);
      setPending(true);
      keepPlace(hits);
    }).then(
      (hits) => {
        if (id !== requestId.current) return;
        resultsFor.current = text;
        setResults(hits);
        setSearched(true);
        setPending(false);
        keepPlace(hits);
      },
      (error: unknown) => {
        console.error('Search failed.', error);
        if (id === requestId.current) setPending(false);
      },
    );
  }, [query, status, search]);

  // The same query against another version's index; answers for an older query are dropped.
  const searchOther = useCallback((index: VersionIndex, text: string) => {
    const id = ++otherRequest.current;
    setOther({index, query: text, status: 'loading', results: []});
    setActive(0);
    searchOtherIndex(index.base, text, searchResultLimits).then(
      (hits) => {
        if (id === otherRequest.current) setOther({index, query: text, status: 'ready', results: hits});
      },
      (error: unknown) => {
        console.error('Search failed.', error);
        if (id === otherRequest.current) setOther({index, query: text, status: 'error', results: []});
      },
    );
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    inputRef.current?.blur();
  }, []);

  const go = useCallback(
    (result: SearchResult) => {
      setOpen(false);
      setQuery('');
      inputRef.current?.blur();
      history.push(hitUrl(result));
    },
    [history],
  );

  const shown = other ? other.results : results;
  // Offer the other versions when the version being read has no hit of its own (blog hits do not count).
  const offers =
    !other && searched && !results.some((r) => versions.labelOf(r.document.u) === versions.current.label)
      ? versions.others
      : [];

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      if (query) setQuery('');
      close();
    } else if (event.key === 'ArrowDown' && shown.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % shown.length);
    } else if (event.key === 'ArrowUp' && shown.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i - 1 + shown.length) % shown.length);
    } else if (event.key === 'Enter') {
      const text = query.trim();
      if (!other && text && status === 'ready' && resultsFor.current !== text) {
        // Enter pressed before the answer for the latest keystrokes arrived: go to its first hit.
        event.preventDefault();
        search(text, searchResultLimits).then((hits) => {
          if (hits[0]) go(hits[0]);
        });
        return;
      }
      const hit = shown[active];
      if (hit) {
        event.preventDefault();
        go(hit);
      }
    }
  };

  const placeholder = PLACEHOLDER[status];
  const showList = open && query.trim() !== '' && (searched || pending || status !== 'ready');
  const activeId = showList && shown[active] ? `${listId}-${active}` : undefined;

  return (
    <div className={styles.searchBar} role="search" onMouseEnter={isBrowser ? loadNow : undefined}>
      <Magnifier />
      <input
        ref={inputRef}
        className={clsx('navbar__search-input', styles.input)}
        type="search"
        placeholder={placeholder}
        aria-label={placeholder}
        aria-busy={status === 'loading'}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={activeId}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onPaste={(event) => {
          // A log excerpt of several lines: its lines joined by spaces, the same in every browser (the search
          // normalises the logger's prefixes inside the text as at the start of a line, src/features/search/logline.ts).
          const pasted = event.clipboardData.getData('text/plain');
          if (!/[\r\n]/.test(pasted)) return;
          event.preventDefault();
          const input = event.currentTarget;
          const flat = pasted.replace(/\s*[\r\n]+\s*/g, ' ').trim();
          const start = input.selectionStart ?? query.length;
          const end = input.selectionEnd ?? query.length;
          setQuery(query.slice(0, start) + flat + query.slice(end));
          setOpen(true);
        }}
        onFocus={() => {
          loadNow();
          setFocused(true);
          setOpen(true);
        }}
        onBlur={() => setFocused(false)}
        onKeyDown={onKeyDown}
        data-status={status}
      />
      {!query && !focused && (
        <span className={styles.hint} aria-hidden="true">
          <kbd className={styles.kbd}>{isMac ? '⌘' : 'Ctrl'}</kbd>
          <kbd className={styles.kbd}>K</kbd>
        </span>
      )}
      <div className={clsx(styles.dropdown, !showList && styles.hidden)}>
        <ul id={listId} role="listbox" aria-label="Search results" className={styles.list}>
          {shown.map((result, index) => (
            <li
              key={`${result.document.i}-${result.type}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={clsx(styles.hit, index === active && styles.hitActive)}
              // mousedown fires before the input's blur, so the click is not lost
              onMouseDown={(event) => {
                event.preventDefault();
                go(result);
              }}
              onMouseEnter={() => setActive(index)}
            >
              <HitText result={result} label={versions.labelOf(result.document.u)} />
            </li>
          ))}
        </ul>
        {showList && status === 'loading' && <p className={styles.message}>Loading the search index…</p>}
        {showList && pending && !other && (
          <p className={styles.message} role="status">
            {results.length > 0 ? 'Searching the full text too…' : 'Searching the full text…'}
          </p>
        )}
        {showList && searched && !other && results.length === 0 && (
          <p className={styles.message}>No results for “{query.trim()}”.</p>
        )}
        {showList && other && (
          <p className={styles.message} role="status">
            {other.status === 'loading' && <>Searching {other.index.label}…</>}
            {other.status === 'error' && <>The {other.index.label} search index could not be loaded.</>}
            {other.status === 'ready' &&
              (other.results.length > 0 ? (
                <>
                  Results from {other.index.label} for “{other.query}”.
                </>
              ) : (
                <>
                  No results in {other.index.label} for “{other.query}”.
                </>
              ))}
          </p>
        )}
        {showList &&
          offers.map((index) => (
            <button
              key={index.base}
              type="button"
              className={clsx('clean-btn', styles.offer)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => searchOther(index, query.trim())}
            >
              Search {index.label} instead
            </button>
          ))}
        {showList && other && (
          <button
            type="button"
            className={clsx('clean-btn', styles.offer)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              otherRequest.current++;
              setOther(null);
              setActive(0);
            }}
          >
            Back to {versions.current.label} results
          </button>
        )}
        {showList && (searched || pending) && (
          <Link
            className={styles.allResults}
            to={`/search?q=${encodeURIComponent(query.trim())}`}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => setOpen(false)}
          >
            See all results
          </Link>
        )}
      </div>
    </div>
  );
}
