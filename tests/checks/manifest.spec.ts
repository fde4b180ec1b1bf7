import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {readBlogTags, readManifest, readPages, readPosts, releaseManifest, ROOT} from '../manifest';
import {RELEASES} from '../../config/releases';
import {parseMarkdown, walkMarkdown} from '../markdown';

const pages = readPages();

test('the manifest has one route per page of each version: every Markdown file but the landing page', () => {
  for (const release of RELEASES) {
    const dir = release.docsDir;
    const files = walkMarkdown(path.join(ROOT, dir)).filter((file) => file !== path.join(ROOT, dir, 'index.md'));
    expect(files.length, dir).toBeGreaterThan(0);
    expect(releaseManifest(release), `tests/data/${release.manifest} against ${dir}/`).toHaveLength(files.length);
    // the parameter reference (src/features/reference/pages.ts) writes one page and one route per package, or per
    // group of a package's parameters in a section of its own; tests/manifest.ts derives their routes
    const generated = walkMarkdown(path.join(ROOT, dir, 'reference')).length;
    const reference = releaseManifest(release).filter((r) => r.route.startsWith(`${release.route}/reference/`));
    expect(reference, `${dir}/reference`).toHaveLength(generated);
  }
});

test('the blog manifest has the blog pages, one route per post of blog/ and one per tag the posts use', () => {
  const posts = readPosts();
  expect(posts.length).toBeGreaterThan(0);
  const tags = readBlogTags();
  const tagRoutes = new Set(
    posts.flatMap((post) => post.tags.map((tag) => tags.get(tag)?.route ?? `unknown tag ${tag}`)),
  );
  const expected = [
    '/blog/',
    '/blog/archive',
    '/blog/authors',
    '/blog/tags',
    ...tagRoutes,
    ...posts.map((p) => p.route),
  ];
  const manifest = readManifest('blog');
  expect(manifest.map((r) => r.route).sort()).toEqual(expected.sort());
  // posts are the rows titled "Blog post: …"
  expect(
    manifest
      .filter((r) => r.title.startsWith('Blog post:'))
      .map((r) => r.route)
      .sort(),
  ).toEqual(posts.map((p) => p.route).sort());
});

test('every doc route has exactly one source file, and every file its front matter', () => {
  const routes = RELEASES.flatMap(releaseManifest).map((r) => r.route);
  expect(pages.map((p) => p.route)).toEqual(routes);
  const problems: string[] = [];
  for (const page of pages) {
    const file = path.join(ROOT, page.file);
    if (!fs.existsSync(file)) {
      problems.push(`${page.route}: ${page.file} is missing`);
      continue;
    }
    const {fm} = parseMarkdown(fs.readFileSync(file, 'utf8'));
    if (Number(fm.sidebar_position) !== page.position)
      problems.push(`${page.file}: sidebar_position ${fm.sidebar_position} ≠ ${page.position}`);
    if ((fm.slug ?? '') !== page.slug) problems.push(`${page.file}: slug "${fm.slug ?? ''}" ≠ "${page.slug}"`);
  }
  expect(problems).toEqual([]);
});

test('no doc exists outside the manifest except the landing page of each version', () => {
  const mapped = new Set(pages.map((p) => p.file));
  const extra = [...walkMarkdown(path.join(ROOT, 'docs')), ...walkMarkdown(path.join(ROOT, 'versioned_docs'))]
    .map((f) => path.relative(ROOT, f))
    .filter((f) => !mapped.has(f));
  expect(extra.sort()).toEqual(RELEASES.map((r) => `${r.docsDir}/index.md`).sort());
});

test('the 1.5.0 tree differs from 2.0.0 as the specification says', () => {
  const current = new Set(readManifest('current').map((r) => r.route.replace(/^\/docs/, '')));
  const frozen = new Set(readManifest('1.5.0').map((r) => r.route.replace(/^\/docs\/1\.5\.0/, '')));
  for (const onlyCurrent of [
    '/deployment/kubernetes',
    '/deployment/podman',
    '/features/python-libraries/',
    '/sensors/',
    '/subsystems/',
    '/software/chrony',
    '/prerequisites/ssh',
  ]) {
    expect(current.has(onlyCurrent), onlyCurrent).toBe(true);
    expect(frozen.has(onlyCurrent), onlyCurrent).toBe(false);
  }
  for (const onlyFrozen of [
    '/installation/ros2-installation',
    '/prerequisites/ros/',
    '/prerequisites/catkin/',
    '/prerequisites/ros/remote_ros_master',
  ]) {
    expect(frozen.has(onlyFrozen), onlyFrozen).toBe(true);
  }
});
