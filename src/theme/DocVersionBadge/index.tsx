import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import DocVersionBadge from '@theme-original/DocVersionBadge';
import type DocVersionBadgeType from '@theme/DocVersionBadge';
import type {WrapperProps} from '@docusaurus/types';
import {useActiveDocContext, useDoc, useDocsData} from '@docusaurus/plugin-content-docs/client';
import CopyMarkdownButton from '@site/src/features/llms/CopyMarkdownButton';
import CompareLink from '@site/src/features/field-kit/compare/CompareLink';
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

export default function DocVersionBadgeWrapper(props: Props): ReactNode {
  return (
    <div className={styles.row}>
      <DocVersionBadge {...props} className={`${props.className ?? ''} ${styles.flat}`} />
      <VersionPresence />
      <VerifiedNote />
      <CopyMarkdownButton />
      <CompareLink className="button button--sm button--outline button--secondary" />
    </div>
  );
}
