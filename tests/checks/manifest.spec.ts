import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {readManifest, readPages, ROOT} from '../manifest';
import {parseMarkdown, walkMarkdown} from '../markdown';

const pages = readPages();

test('the manifest has the specification’s 192 routes for 2.0.0, 181 for 1.5.0 and 7 for the blog, then the reference pages', () => {
  // The parameter reference (scripts/reference/pages.mjs) adds one route per generated page after them.
  const generated = (dir: string) => fs.readdirSync(path.join(ROOT, dir)).filter((f) => f.endsWith('.md')).length;
  const isReference = (route: string) => /^\/docs\/(1\.5\.0\/)?reference\//.test(route);
  const current = readManifest('current');
  const frozen = readManifest('1.5.0');
  expect(current.filter((r) => !isReference(r.route))).toHaveLength(192);
  expect(frozen.filter((r) => !isReference(r.route))).toHaveLength(181);
  expect(current.filter((r) => isReference(r.route))).toHaveLength(generated('docs/reference'));
  expect(frozen.filter((r) => isReference(r.route))).toHaveLength(generated('versioned_docs/version-1.5.0/reference'));
  expect(readManifest('blog')).toHaveLength(7);
});

test('every doc route has exactly one source file, and every file its front matter', () => {
  const routes = [...readManifest('current'), ...readManifest('1.5.0')].map((r) => r.route);
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

test('no doc exists outside the manifest except the two version landing pages', () => {
  const mapped = new Set(pages.map((p) => p.file));
  const extra = [...walkMarkdown(path.join(ROOT, 'docs')), ...walkMarkdown(path.join(ROOT, 'versioned_docs'))]
    .map((f) => path.relative(ROOT, f))
    .filter((f) => !mapped.has(f));
  expect(extra.sort()).toEqual(['docs/index.md', 'versioned_docs/version-1.5.0/index.md']);
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
