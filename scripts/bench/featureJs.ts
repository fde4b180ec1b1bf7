/** JS cost of the reader-facing extras, each source minified by SWC (the build's minifier), gzipped together. */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {ROOT} from './common';

/**
 * The reader-facing extras of the site (offline mode, version badges, fill-in commands, the Markdown copy action,
 * page feedback): their client code, and the libraries they pull in that a plain Docusaurus site would not load.
 * Shared dependencies (React, Docusaurus) are left out: a plain site loads them anyway.
 */
const FEATURE_SOURCES = [
  'src/components/FillCommand/index.tsx',
  'src/components/FillCommand/store.ts',
  'src/features/offline/OfflineNotice/index.tsx',
  'src/features/llms/CopyMarkdownButton.tsx',
  'src/theme/DocVersionBadge/index.tsx',
  'src/theme/DocItem/Footer/index.tsx',
  'src/theme/Navbar/index.tsx',
  'src/theme/MDXComponents/index.tsx',
  'node_modules/@docusaurus/plugin-pwa/lib/registerSw.js',
  'node_modules/workbox-window/build/workbox-window.prod.mjs',
];

/** A feature source's bytes, minified and gzipped. */
export interface FeatureFile {
  file: string;
  minifiedBytes: number;
  gzipBytes: number;
}

export interface FeatureJs {
  files: FeatureFile[];
  minifiedBytes: number;
  gzipBytes: number;
}

export async function featureJs(): Promise<FeatureJs> {
  const {transform} = await import('@swc/core');
  const files: (FeatureFile & {code: string})[] = [];
  for (const rel of FEATURE_SOURCES) {
    const source = readFileSync(path.join(ROOT, rel), 'utf8');
    const typescript = /\.tsx?$/.test(rel);
    const {code} = await transform(source, {
      filename: rel,
      jsc: {
        parser: typescript ? {syntax: 'typescript', tsx: rel.endsWith('.tsx')} : {syntax: 'ecmascript', jsx: true},
        transform: {react: {runtime: 'automatic'}},
        target: 'es2020',
        minify: {compress: true, mangle: true},
      },
      module: {type: 'es6'},
      minify: true,
      sourceMaps: false,
    });
    files.push({file: rel, minifiedBytes: Buffer.byteLength(code), gzipBytes: gzipSync(code).length, code});
  }
  const all = files.map((f) => f.code).join('\n');
  return {
    files: files.map(({code, ...rest}) => rest),
    minifiedBytes: Buffer.byteLength(all),
    gzipBytes: gzipSync(all).length,
  };
}
