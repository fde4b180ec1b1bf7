import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';
import {markdownPathOf} from '../../lib/markdownPath';
import styles from './CopyMarkdownButton.module.css';

type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

/** Fetches the page's Markdown copy (written at build time by ./llms-txt.ts) and puts it on the clipboard. */
export default function CopyMarkdownButton(): ReactNode {
  const {activeDoc} = useActiveDocContext(undefined);
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  if (!activeDoc) return null;
  const copy = async () => {
    setState('copying');
    try {
      const response = await fetch(markdownPathOf(activeDoc.path));
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
