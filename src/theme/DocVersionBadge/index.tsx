import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import DocVersionBadge from '@theme-original/DocVersionBadge';
import type DocVersionBadgeType from '@theme/DocVersionBadge';
import type {WrapperProps} from '@docusaurus/types';
import {useActiveDocContext, useDoc, useDocsData} from '@docusaurus/plugin-content-docs/client';
import styles from './styles.module.css';

type Props = WrapperProps<typeof DocVersionBadgeType>;

/**
 * Which versions have this page. Computed from the docs plugin's global data and the route only,
 * so the server and the first client render agree.
 */
function VersionPresence(): ReactNode {
  const {versions} = useDocsData(undefined);
  const {activeVersion, activeDoc, alternateDocVersions} = useActiveDocContext(undefined);
  if (!activeVersion || !activeDoc) return null;
  const others = versions.filter((v) => v.name !== activeVersion.name);
  const shared = others.filter((v) => alternateDocVersions[v.name]);
  if (shared.length > 0) {
    return (
      <>
        {shared.map((v) => (
          <Link
            key={v.name}
            className={`badge badge--info ${styles.presence}`}
            data-version-presence="also"
            to={alternateDocVersions[v.name].path}
          >
            Also in {v.label}
          </Link>
        ))}
      </>
    );
  }
  // Versions are ordered newest first: a page missing from every other version is new in the
  // latest one, and a page of an older version that the others dropped exists only there.
  const text = activeVersion.isLast ? `New in ${activeVersion.label}` : `Only in ${activeVersion.label}`;
  return (
    <span
      className={`badge badge--warning ${styles.presence}`}
      data-version-presence={activeVersion.isLast ? 'new' : 'only'}
    >
      {text}
    </span>
  );
}

/**
 * What the page's facts were checked against, from its `verified` front matter (e.g.
 * `verified: 2.0.0 release, 2026-08`). Pages without it show nothing.
 */
function VerifiedNote(): ReactNode {
  const {frontMatter} = useDoc();
  const verified = (frontMatter as {verified?: unknown}).verified;
  if (typeof verified !== 'string' || verified.trim() === '') return null;
  return (
    <span
      className={`badge badge--success ${styles.presence}`}
      data-verified
      title="The release this page’s facts were checked against"
    >
      Verified: {verified}
    </span>
  );
}

type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

/** Where the Markdown copy of a page lives (written at build time by the mrs-llms-txt plugin). */
function markdownUrl(pagePath: string): string {
  return pagePath.endsWith('/') ? `${pagePath}index.md` : `${pagePath}.md`;
}

/** Fetches the page as Markdown and puts it on the clipboard. */
function CopyMarkdownButton(): ReactNode {
  const {activeDoc} = useActiveDocContext(undefined);
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  if (!activeDoc) return null;
  const copy = async () => {
    setState('copying');
    try {
      const response = await fetch(markdownUrl(activeDoc.path));
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      await navigator.clipboard.writeText(await response.text());
      setState('copied');
    } catch {
      setState('failed');
    }
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setState('idle'), 4000);
  };
  const label =
    state === 'copied'
      ? 'Copied as Markdown'
      : state === 'failed'
        ? 'Copy failed'
        : state === 'copying'
          ? 'Copying…'
          : 'Copy page as Markdown';
  return (
    <span className={styles.copy}>
      <button
        type="button"
        className={`button button--sm button--outline button--secondary ${styles.copyButton}`}
        onClick={copy}
        disabled={state === 'copying'}
      >
        {label}
      </button>
      <span className={styles.status} role="status" aria-live="polite">
        {state === 'copied'
          ? 'The page’s Markdown is on your clipboard.'
          : state === 'failed'
            ? 'Could not copy the page.'
            : ''}
      </span>
    </span>
  );
}

export default function DocVersionBadgeWrapper(props: Props): ReactNode {
  return (
    <div className={styles.row}>
      <DocVersionBadge {...props} className={`${props.className ?? ''} ${styles.flat}`} />
      <VersionPresence />
      <VerifiedNote />
      <CopyMarkdownButton />
    </div>
  );
}
