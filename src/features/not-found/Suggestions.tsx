/**
 * The helpful part of the not-found page: the pages whose titles and addresses best match the words of the
 * unknown path, from the search outline of the version the path belongs to (no request beyond the site's own
 * files; offline it comes from the service worker's precache), and a search box holding those words.
 * Rendered only in the browser: the server-rendered 404.html cannot know the path it will be shown for.
 */
import React, {useEffect, useState} from 'react';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useLocation} from '@docusaurus/router';
import {useVersions} from '@docusaurus/plugin-content-docs/client';
import {loadOutlinePages} from './outline';
import {suggestPages, versionPathOf, wordsOf, type Suggestion} from './suggest';
import styles from './styles.module.css';

type State = {status: 'loading'} | {status: 'ready'; pages: Suggestion[]} | {status: 'error'};

function SuggestedPages({path}: {path: string}): JSX.Element {
  const versions = useVersions(undefined);
  const base = versionPathOf(
    path,
    versions.map((version) => version.path),
  );
  const [state, setState] = useState<State>({status: 'loading'});
  useEffect(() => {
    let live = true;
    setState({status: 'loading'});
    loadOutlinePages(base).then(
      (pages) => live && setState({status: 'ready', pages: suggestPages(path, pages, base)}),
      () => live && setState({status: 'error'}),
    );
    return () => {
      live = false;
    };
  }, [path, base]);
  const words = wordsOf(path.replace(/^\/docs\/\d+(\.\d+)+\//, '/')).join(' ');
  return (
    <section
      className={styles.suggestions}
      aria-labelledby="not-found-suggestions"
      data-not-found-suggestions={state.status}
    >
      <h2 id="not-found-suggestions">Perhaps you were looking for</h2>
      {state.status === 'loading' && <p>Looking for pages that match this address…</p>}
      {state.status === 'error' && <p>The list of pages could not be loaded. Try the search below.</p>}
      {state.status === 'ready' && state.pages.length === 0 && (
        <p>No page title or address matches the words of this address. Try the search below.</p>
      )}
      {state.status === 'ready' && state.pages.length > 0 && (
        <ul className={styles.list}>
          {state.pages.map((page) => (
            <li key={page.url}>
              <Link to={page.url}>{page.title}</Link>
              <span className={styles.url}>{page.url}</span>
            </li>
          ))}
        </ul>
      )}
      <form className={styles.search} action="/search" method="get" role="search" aria-label="Search the documentation">
        <label htmlFor="not-found-search">Search the documentation</label>
        <div className={styles.searchRow}>
          <input id="not-found-search" className={styles.input} type="search" name="q" defaultValue={words} />
          <button className="button button--primary" type="submit">
            Search
          </button>
        </div>
      </form>
    </section>
  );
}

export default function NotFoundSuggestions(): JSX.Element | null {
  const isBrowser = useIsBrowser();
  const {pathname} = useLocation();
  return isBrowser ? <SuggestedPages path={pathname} /> : null;
}
