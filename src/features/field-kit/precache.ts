/**
 * Offline mode precaches the build's HTML, scripts, style sheets and search indexes (@docusaurus/plugin-pwa, whose
 * glob patterns cannot be changed). The version comparison (./compare/) reads the pages' Markdown copies, which
 * that glob leaves out; this Workbox manifest transform adds every `.md` file of the build to the precache, with a
 * hash of its content as the revision, once src/features/llms/ has written them. Their size (about 4 MB for both
 * versions) is small beside the HTML of the same pages.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {ManifestTransform} from 'workbox-build';
import {filesUnder} from '../../lib/files';
import {markdownCopiesWritten} from '../llms/llms-txt';
import {manualPdfsWritten} from './pdf-plugin';

/** The `.md` files of a build folder, as precache entries (paths relative to the folder, `/`-separated). */
export function markdownEntries(outDir: string): {url: string; revision: string; size: number}[] {
  return filesUnder(outDir, {
    keep: (name) => name.endsWith('.md'),
    skip: (name) => name === 'assets' || name === '__test__',
  })
    .map((file) => {
      const content = readFileSync(file);
      return {
        url: path.relative(outDir, file).split(path.sep).join('/'),
        revision: createHash('md5').update(content).digest('hex'),
        size: content.length,
      };
    })
    .sort((a, b) => a.url.localeCompare(b.url));
}

/** Precache entries of files under `outDir` given by their relative paths. */
function entriesOf(outDir: string, files: string[]): {url: string; revision: string; size: number}[] {
  return files.map((url) => {
    const content = readFileSync(path.join(outDir, url));
    return {url, revision: createHash('md5').update(content).digest('hex'), size: content.length};
  });
}

/** Adds the Markdown copies and the field manual's PDFs (./pdf-plugin.ts) to the offline precache. */
export const precacheMarkdownCopies: ManifestTransform = async (entries) => {
  const outDir = await markdownCopiesWritten();
  const pdfs = await manualPdfsWritten();
  const known = new Set(entries.map((entry) => entry.url));
  const extra = [...markdownEntries(outDir), ...entriesOf(outDir, pdfs)].filter((entry) => !known.has(entry.url));
  return {manifest: [...entries, ...extra], warnings: []};
};
