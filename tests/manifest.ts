import fs from 'node:fs';
import path from 'node:path';
import {parse as parseYaml} from 'yaml';
import {RELEASES, releaseOfRoute, type Release} from '../config/releases';
import {routesOfReference} from '../src/features/reference/pages';

export interface ManifestRow {
  route: string;
  title: string;
  kind: string;
  depth: number;
}

const dataDir = path.join(__dirname, 'data');

/** The route manifest of a release (config/releases.ts). */
export function releaseManifest(release: Release): ManifestRow[] {
  return readManifest(release.manifest.replace(/\.tsv$/, ''));
}

const tsvLines = (file: string) => fs.readFileSync(path.join(dataDir, file), 'utf8').split('\n').filter(Boolean);

/**
 * Rows of the route manifest `name`, in sidebar order: `blog` or a release's manifest without `.tsv`
 * (config/releases.ts: `current` for the current release, the version for a frozen one). tests/data/<name>.tsv has
 * the written pages' rows (`route TAB title TAB kind TAB depth`); a release's generated reference pages follow,
 * derived from the release data as the generator derives them (src/features/reference/pages.ts).
 */
export function readManifest(name: string): ManifestRow[] {
  const written = tsvLines(`${name}.tsv`).map((line) => {
    const [route, title, kind, depth] = line.split('\t');
    return {route, title, kind, depth: Number(depth)};
  });
  const release = RELEASES.find((r) => r.manifest === `${name}.tsv`);
  const generated = release
    ? routesOfReference(release).map(({route, title, kind, depth}) => ({route, title, kind, depth}))
    : [];
  return [...written, ...generated];
}

export interface PageRow {
  route: string;
  file: string;
  position: number;
  slug: string;
}

/**
 * Which Markdown file serves which route, release by release in the table's order: the written pages' rows of
 * tests/data/pages.tsv (written by scripts/scaffold-map.ts), then the release's generated reference pages.
 */
export function readPages(): PageRow[] {
  const written = tsvLines('pages.tsv').map((line) => {
    const [route, file, position, slug] = line.split('\t');
    return {route, file, position: Number(position), slug};
  });
  return RELEASES.flatMap((release) => [
    ...written.filter((row) => releaseOfRoute(row.route) === release),
    ...routesOfReference(release).map(({route, file, position}) => ({route, file, position, slug: ''})),
  ]);
}

export const ROOT = path.join(__dirname, '..');

export interface Post {
  /** `blog/2024-12-18-accurate-amsl-altitude.md` */
  file: string;
  /** `/blog/accurate-amsl-altitude` */
  route: string;
  title: string;
  /** `YYYY-MM-DD` */
  date: string;
  tags: string[];
  authors: string[];
}

const blogDir = path.join(__dirname, '..', 'blog');

function frontMatter(file: string): Record<string, unknown> {
  const match = fs.readFileSync(file, 'utf8').match(/^---\n([\s\S]*?)\n---/);
  return match ? (parseYaml(match[1]) as Record<string, unknown>) : {};
}

const asList = (value: unknown): string[] =>
  value === undefined ? [] : (Array.isArray(value) ? value : [value]).map(String);

/**
 * The blog posts, newest first, read from the files of blog/ as Docusaurus reads them: the slug and the date
 * from the front matter, else from the file name (`YYYY-MM-DD-slug.md`).
 */
export function readPosts(): Post[] {
  return fs
    .readdirSync(blogDir)
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => {
      const fm = frontMatter(path.join(blogDir, name));
      const named = name.match(/^(\d{4}-\d{2}-\d{2})-(.+)\.mdx?$/);
      const date = fm.date instanceof Date ? fm.date.toISOString().slice(0, 10) : String(fm.date ?? named?.[1] ?? '');
      const slug = String(fm.slug ?? named?.[2] ?? name.replace(/\.mdx?$/, ''));
      return {
        file: `blog/${name}`,
        route: `/blog/${slug.replace(/^\//, '')}`,
        title: String(fm.title ?? ''),
        date,
        tags: asList(fm.tags),
        authors: asList(fm.authors),
      };
    })
    .sort((a, b) => b.date.localeCompare(a.date));
}

/** blog/tags.yml: each tag's label, page (`/blog/tags/<permalink>`) and description. */
export function readBlogTags(): Map<string, {label: string; route: string; description: string}> {
  const tags = parseYaml(fs.readFileSync(path.join(blogDir, 'tags.yml'), 'utf8')) as Record<
    string,
    {label: string; permalink: string; description: string}
  >;
  return new Map(
    Object.entries(tags).map(([key, tag]) => [
      key,
      {label: tag.label, route: `/blog/tags/${tag.permalink.replace(/^\//, '')}`, description: tag.description},
    ]),
  );
}

/** blog/authors.yml: each author's name. */
export function readBlogAuthors(): Map<string, {name: string}> {
  const authors = parseYaml(fs.readFileSync(path.join(blogDir, 'authors.yml'), 'utf8')) as Record<
    string,
    {name: string}
  >;
  return new Map(Object.entries(authors));
}
