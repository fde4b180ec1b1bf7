/** Sizes of the built search index files, per docs version: the outline and the full text, raw and gzip. */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {CURRENT_RELEASE, releaseOfRoute} from '../../config/releases';
import {walk} from './common';

/** Bytes of a file, raw and gzipped (level 9). */
export interface Size {
  rawBytes: number;
  gzipBytes: number;
}

/** One version's index files: all of them summed, and the outline and the full text each. */
export interface SearchIndexSize extends Size {
  files: string[];
  outline: Size | null;
  text: Size | null;
}

export function sizeOf(file: string): Size {
  const raw = readFileSync(file);
  return {rawBytes: raw.length, gzipBytes: gzipSync(raw, {level: 9}).length};
}

/**
 * Each version's index comes in two files: the outline (titles, headings, descriptions; loaded when the browser
 * is idle after a page load) and the full text (`-content.json`; fetched when a reader focuses the search box or
 * searches). `files` defaults to every file of `dir`.
 */
export function searchIndexSizes(dir: string, files: string[] = walk(dir)): Record<string, SearchIndexSize> {
  const byVersion: Record<string, SearchIndexSize> = {};
  for (const file of files.filter((f) => /search-index.*\.json$/.test(path.basename(f)))) {
    const rel = path.relative(dir, file);
    // a frozen version's files are under its route (docs/1.5.0/), the current version's at the root
    const release = releaseOfRoute(`/${path.dirname(rel).split(path.sep).join('/')}`);
    const version = release && !release.current ? release.version : `${CURRENT_RELEASE.version} (current)`;
    const size = sizeOf(file);
    const entry = (byVersion[version] ??= {files: [], rawBytes: 0, gzipBytes: 0, outline: null, text: null});
    entry.files.push(rel);
    entry.rawBytes += size.rawBytes;
    entry.gzipBytes += size.gzipBytes;
    entry[rel.endsWith('-content.json') ? 'text' : 'outline'] = size;
  }
  return byVersion;
}
