/**
 * The link to the field manual's PDF of the version being read (made by the build, ./pdf-plugin.ts), or, when the
 * build could not make one, to printing this page.
 */
import React, {type ReactNode} from 'react';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import type {ManualPdfData} from './pdf-plugin';

export default function ManualPdf(): ReactNode {
  const data = usePluginData('mrs-field-manual-pdf') as ManualPdfData | undefined;
  const version = useDocsVersion();
  const url = data?.pdfs[version.version];
  if (url)
    return (
      <p data-manual-pdf="">
        <a href={url} download>
          Download this manual as a PDF
        </a>{' '}
        (A4, page numbers, saved for offline reading with the rest of the site).
      </p>
    );
  return (
    <p data-manual-pdf="">
      No PDF was made with this build of the site: print this page instead (Ctrl+P or ⌘+P; the print dialogue also saves
      it as a PDF).{' '}
      <button type="button" className="button button--sm button--secondary" onClick={() => window.print()}>
        Print this page
      </button>
    </p>
  );
}
