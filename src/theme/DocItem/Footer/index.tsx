import React, {useEffect, useState, type ReactNode} from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import {useDoc, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {ISSUES_URL, SITE_URL} from '@site/config/site';
import styles from './styles.module.css';

type Props = WrapperProps<typeof FooterType>;
type Answer = 'yes' | 'no';

/** The reader's answer is kept in this browser only, one key per page. Nothing is sent anywhere. */
export const FEEDBACK_KEY_PREFIX = 'mrs-docs.feedback:';

function readAnswer(key: string): Answer | null {
  try {
    const value = window.localStorage.getItem(key);
    return value === 'yes' || value === 'no' ? value : null;
  } catch {
    return null;
  }
}

function saveAnswer(key: string, answer: Answer): void {
  try {
    window.localStorage.setItem(key, answer);
  } catch {
    // Storage can be full or disabled: the answer then lasts only as long as the page.
  }
}

/** A new GitHub issue, pre-filled with the page's address and docs version. */
export function reportUrl(pageUrl: string, title: string, versionLabel: string): string {
  const body = [
    `**Page:** ${pageUrl}`,
    `**Docs version:** ${versionLabel}`,
    '',
    '### What is wrong',
    '',
    '<!-- Describe the mistake, the missing information or the broken example. -->',
    '',
    '### What you expected',
    '',
    '<!-- What should the page say or do instead? -->',
    '',
  ].join('\n');
  const params = new URLSearchParams({title: `Docs: problem on "${title}" (${versionLabel})`, body});
  return `${ISSUES_URL}/new?${params.toString()}`;
}

function PageFeedback(): ReactNode {
  const {pathname} = useLocation();
  const {metadata} = useDoc();
  const version = useDocsVersion();
  const key = FEEDBACK_KEY_PREFIX + pathname;
  const [answer, setAnswer] = useState<Answer | null>(null);
  // Stored answers are read after hydration, so the server markup and the first client render agree.
  useEffect(() => setAnswer(readAnswer(key)), [key]);
  const choose = (value: Answer) => {
    setAnswer(value);
    saveAnswer(key, value);
  };
  const pageUrl = SITE_URL + pathname;
  return (
    <section className={styles.feedback} aria-labelledby="page-feedback-title" data-page-feedback>
      <div className={styles.question}>
        <h2 id="page-feedback-title" className={styles.title}>
          Was this page helpful?
        </h2>
        {answer === null ? (
          <div className={styles.buttons}>
            <button
              type="button"
              className="button button--sm button--outline button--primary"
              onClick={() => choose('yes')}
            >
              Yes
            </button>
            <button
              type="button"
              className="button button--sm button--outline button--primary"
              onClick={() => choose('no')}
            >
              No
            </button>
          </div>
        ) : null}
        <p className={styles.thanks} role="status" aria-live="polite">
          {answer === 'yes'
            ? 'Thank you for your feedback! We are glad the page helped.'
            : answer === 'no'
              ? 'Thank you for your feedback! Tell us what was missing with “Report a problem”.'
              : ''}
        </p>
      </div>
      <a
        className={styles.report}
        href={reportUrl(pageUrl, metadata.title, version.label)}
        target="_blank"
        rel="noopener noreferrer"
      >
        Report a problem
      </a>
    </section>
  );
}

/**
 * The questions the page's front matter says it answers (`questions:`), in the reader's words, for the site's
 * search: the indexer reads them from this list (src/features/search/indexing.ts) and weighs them like headings.
 * The list is not shown: the page's headings say the same in the page's own words.
 */
function PageQuestions(): ReactNode {
  const {frontMatter} = useDoc();
  const {questions} = frontMatter as {questions?: unknown};
  const list = Array.isArray(questions) ? questions.filter((q): q is string => typeof q === 'string') : [];
  if (list.length === 0) return null;
  return (
    <ul hidden data-page-questions>
      {list.map((question) => (
        <li key={question}>{question}</li>
      ))}
    </ul>
  );
}

export default function DocItemFooterWrapper(props: Props): ReactNode {
  return (
    <>
      <Footer {...props} />
      <PageFeedback />
      <PageQuestions />
    </>
  );
}
