import fs from 'node:fs';
import path from 'node:path';

export interface ManifestRow {
  route: string;
  title: string;
  kind: string;
  depth: number;
}

const dataDir = path.join(__dirname, 'data');

/** Rows of tests/data/<name>.tsv: `route TAB title TAB kind TAB depth`, in sidebar order. */
export function readManifest(name: 'current' | '1.5.0' | 'blog'): ManifestRow[] {
  return fs
    .readFileSync(path.join(dataDir, `${name}.tsv`), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [route, title, kind, depth] = line.split('\t');
      return {route, title, kind, depth: Number(depth)};
    });
}

export interface PageRow {
  route: string;
  file: string;
  position: number;
  slug: string;
}

/** Rows of tests/data/pages.tsv: which Markdown file serves which route (written by scripts/scaffold-map.mjs). */
export function readPages(): PageRow[] {
  return fs
    .readFileSync(path.join(dataDir, 'pages.tsv'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [route, file, position, slug] = line.split('\t');
      return {route, file, position: Number(position), slug};
    });
}

export const ROOT = path.join(__dirname, '..');
