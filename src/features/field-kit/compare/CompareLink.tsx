/**
 * "Compare with 1.5.0" (or 2.0.0) beside the version badge of a doc page that exists in both versions: a link to
 * /compare (./ComparePage.tsx). Plain markup from the docs plugin's global data, as the badge itself, so the
 * server and the first client render agree; no comparison code comes with it.
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useActiveDocContext, useDocsData} from '@docusaurus/plugin-content-docs/client';

export function compareUrl(page: string, versionName: string): string {
  return `/compare?${new URLSearchParams({page, with: versionName}).toString()}`;
}

export default function CompareLink({className}: {className?: string}): ReactNode {
  const {versions} = useDocsData(undefined);
  const {activeVersion, activeDoc, alternateDocVersions} = useActiveDocContext(undefined);
  if (!activeVersion || !activeDoc) return null;
  const shared = versions.filter((v) => v.name !== activeVersion.name && alternateDocVersions[v.name]);
  return (
    <>
      {shared.map((v) => (
        <Link key={v.name} className={className} data-compare-with={v.name} to={compareUrl(activeDoc.path, v.name)}>
          Compare with {v.label}
        </Link>
      ))}
    </>
  );
}
