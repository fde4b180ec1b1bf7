/**
 * /compare?page=<doc path>[&with=<version name>]: a doc page of one version set against the same doc of the
 * other version. Both pages' Markdown copies (URL + `.md`, src/features/llms/) are compared line by line and,
 * within a changed line, word by word (./model.ts, loaded with `import()` only here, with the `diff` package).
 * Headings stay headings and are listed at the top for navigation; additions and removals are marked by
 * symbols, underline and strike-through and hidden labels for screen readers, not by colour alone. Offline, the
 * copies come from the service worker's precache (./precache.ts); without it the page says so.
 *
 * Everything depends on the query string, which the server-rendered page cannot know: the page renders its
 * frame on the server and the comparison only in the browser (useIsBrowser), so hydration sees the same markup.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useLocation} from '@docusaurus/router';
import {useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import {markdownPathOf} from '../../../lib/markdownPath';
import type {Comparison, Piece, Row} from './model';
import styles from './styles.module.css';

interface Side {
  versionName: string;
  label: string;
  path: string;
}

interface Pair {
  older: Side;
  newer: Side;
}

/** The doc at `page` and the same doc (by id) in version `withName`, or in the other version. */
function usePair(page: string | null, withName: string | null): Pair | 'unknown' | null {
  const all = useAllDocsData();
  if (!page) return null;
  const versions = all.default?.versions ?? [];
  const normalise = (p: string) => p.replace(/\/+$/, '') || '/';
  for (const [index, version] of versions.entries()) {
    const doc = version.docs.find((d) => normalise(d.path) === normalise(page));
    if (!doc) continue;
    const others = versions
      .map((v, i) => ({v, i}))
      .filter(({v}) => v.name !== version.name && (withName === null || v.name === withName));
    for (const {v, i} of others) {
      const twin = v.docs.find((d) => d.id === doc.id);
      if (!twin) continue;
      const here = {versionName: version.name, label: version.label, path: doc.path};
      const there = {versionName: v.name, label: v.label, path: twin.path};
      // versions are listed newest first
      return i > index ? {older: there, newer: here} : {older: here, newer: there};
    }
    return 'unknown';
  }
  return 'unknown';
}

type Loaded =
  | {state: 'loading'}
  | {state: 'ready'; comparison: Comparison; title: string}
  | {state: 'offline'}
  | {state: 'failed'; message: string};

async function fetchMarkdown(path: string): Promise<string> {
  const response = await fetch(markdownPathOf(path));
  if (!response.ok) throw new Error(`${markdownPathOf(path)}: HTTP ${response.status}`);
  return response.text();
}

function useComparison(pair: Pair | null): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({state: 'loading'});
  const olderPath = pair?.older.path;
  const newerPath = pair?.newer.path;
  useEffect(() => {
    if (!olderPath || !newerPath) return undefined;
    let live = true;
    setLoaded({state: 'loading'});
    Promise.all([fetchMarkdown(olderPath), fetchMarkdown(newerPath), import('./model')]).then(
      ([before, after, model]) => {
        if (!live) return;
        const title = after.match(/^# (.+)$/m)?.[1] ?? before.match(/^# (.+)$/m)?.[1] ?? newerPath;
        setLoaded({state: 'ready', comparison: model.compareMarkdown(before, after), title});
      },
      (error: unknown) => {
        if (!live) return;
        // fetch rejects (a TypeError) when the request never got an answer: no network, nothing saved
        if (error instanceof TypeError || !navigator.onLine) setLoaded({state: 'offline'});
        else setLoaded({state: 'failed', message: error instanceof Error ? error.message : String(error)});
      },
    );
    return () => {
      live = false;
    };
  }, [olderPath, newerPath]);
  return loaded;
}

const SR_LABEL = {added: 'Added: ', removed: 'Removed: '} as const;

function PieceView({piece}: {piece: Piece}): ReactNode {
  if (piece.kind === 'same') return piece.text;
  const Tag = piece.kind === 'added' ? 'ins' : 'del';
  return (
    <Tag className={piece.kind === 'added' ? styles.ins : styles.del}>
      <span className={styles.srOnly}>{SR_LABEL[piece.kind]}</span>
      {piece.text}
    </Tag>
  );
}

const SYMBOL = {same: ' ', added: '+', removed: '−', changed: '±'} as const;
const ROW_LABEL = {same: '', added: 'Only in the newer page', removed: 'Only in the older page', changed: 'Changed'};

function RowView({row}: {row: Row}): ReactNode {
  const content =
    row.kind === 'changed' ? (
      row.pieces.map((piece, i) => <PieceView key={i} piece={piece} />)
    ) : row.kind === 'same' ? (
      row.text || ' '
    ) : (
      <PieceView piece={{kind: row.kind, text: row.text || ' '}} />
    );
  const className = `${styles.row} ${styles[row.kind]} ${row.code ? styles.code : ''}`;
  const gutter = (
    <span className={styles.gutter} aria-hidden="true" title={ROW_LABEL[row.kind]}>
      {SYMBOL[row.kind]}
    </span>
  );
  if (row.heading) {
    const Heading = `h${Math.min(row.heading.level + 1, 6)}` as 'h2';
    return (
      <Heading id={row.heading.id} className={`${className} ${styles.heading}`} data-diff-row={row.kind}>
        {gutter}
        <span className={styles.text}>{content}</span>
      </Heading>
    );
  }
  return (
    <div className={className} data-diff-row={row.kind}>
      {gutter}
      <span className={styles.text}>{content}</span>
    </div>
  );
}

function Result({pair, loaded}: {pair: Pair; loaded: Loaded}): ReactNode {
  const links = (
    <p className={styles.links}>
      <Link to={pair.older.path} data-compare-link={pair.older.versionName}>
        The page in {pair.older.label}
      </Link>
      {' · '}
      <Link to={pair.newer.path} data-compare-link={pair.newer.versionName}>
        The page in {pair.newer.label}
      </Link>
    </p>
  );
  if (loaded.state === 'loading')
    return (
      <>
        {links}
        <p role="status">Loading the two pages…</p>
      </>
    );
  if (loaded.state === 'offline')
    return (
      <>
        {links}
        <div className="alert alert--warning" role="alert" data-compare-offline="">
          You are offline, and this browser has no saved copy of the two pages’ Markdown. Offline mode saves them with
          the rest of the site (install the site as an app, or open it once with <code>?offlineMode=true</code> while
          online); until then, the links above open each version’s page if the browser has it.
        </div>
      </>
    );
  if (loaded.state === 'failed')
    return (
      <>
        {links}
        <div className="alert alert--danger" role="alert">
          The pages could not be loaded: {loaded.message}
        </div>
      </>
    );
  const {comparison} = loaded;
  return (
    <>
      {links}
      <p role="status" data-compare-summary="">
        {comparison.changed} lines changed, {comparison.removed} only in {pair.older.label}, {comparison.added} only in{' '}
        {pair.newer.label}.
      </p>
      <dl className={styles.legend} aria-label="How the differences are marked">
        <div>
          <dt>
            <span className={styles.gutter} aria-hidden="true">
              −
            </span>{' '}
            <del className={styles.del}>struck through</del>
          </dt>
          <dd>only in {pair.older.label}</dd>
        </div>
        <div>
          <dt>
            <span className={styles.gutter} aria-hidden="true">
              +
            </span>{' '}
            <ins className={styles.ins}>underlined</ins>
          </dt>
          <dd>only in {pair.newer.label}</dd>
        </div>
        <div>
          <dt>
            <span className={styles.gutter} aria-hidden="true">
              ±
            </span>
          </dt>
          <dd>a line changed between the versions, word by word</dd>
        </div>
      </dl>
      {comparison.headings.length > 0 ? (
        <nav className={styles.nav} aria-labelledby="compare-headings">
          <h2 id="compare-headings" className={styles.navTitle}>
            Headings
          </h2>
          <ul>
            {comparison.headings.map((heading) => (
              <li key={heading.id} style={{marginLeft: `${(heading.level - 1) * 0.75}rem`}}>
                <a href={`#${heading.id}`}>{heading.text}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className={styles.diff} data-compare-diff="">
        {comparison.rows.map((row, i) => (
          <RowView key={i} row={row} />
        ))}
      </div>
    </>
  );
}

function Body(): ReactNode {
  const {search} = useLocation();
  const params = new URLSearchParams(search);
  const pair = usePair(params.get('page'), params.get('with'));
  const loaded = useComparison(pair && pair !== 'unknown' ? pair : null);
  if (pair === null)
    return (
      <p>
        Open a documentation page that exists in both versions and choose “Compare with …” next to its version badge.
      </p>
    );
  if (pair === 'unknown')
    return (
      <div className="alert alert--warning" role="alert">
        No documentation page at <code>{params.get('page')}</code> exists in both versions.
      </div>
    );
  return <Result pair={pair} loaded={loaded} />;
}

export default function ComparePage(): ReactNode {
  const isBrowser = useIsBrowser();
  return (
    <Layout
      title="Compare versions"
      description="A documentation page of one version set against the same page of the other version, word by word."
    >
      <main className={`container margin-vert--lg ${styles.page}`}>
        <h1>Compare versions</h1>
        {isBrowser ? <Body /> : <p role="status">Loading the two pages…</p>}
      </main>
    </Layout>
  );
}
