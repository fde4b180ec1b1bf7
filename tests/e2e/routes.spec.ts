import {test, expect, open} from './fixtures';
import {readManifest, releaseManifest} from '../manifest';
import {RELEASES, releaseOfRoute} from '../../config/releases';

const docs = RELEASES.flatMap(releaseManifest);
const blog = readManifest('blog');
// /compare: the version comparison (src/features/field-kit/compare/)
const topLevel = ['/', ...RELEASES.map((r) => r.route), '/blog', '/search', '/compare'];

test.describe('every route of the manifest is served', () => {
  test(`${docs.length} doc routes and ${blog.length} blog routes answer 200 with their own page`, async ({request}) => {
    test.setTimeout(180_000);
    const failures: string[] = [];
    for (const {route} of [...docs, ...blog, ...topLevel.map((route) => ({route}))]) {
      const response = await request.get(route);
      const html = await response.text();
      if (response.status() !== 200) failures.push(`${route}: HTTP ${response.status()}`);
      else if (/<title[^>]*>Page Not Found/.test(html)) failures.push(`${route}: not-found page`);
      else if (!/<h1[\s>]/.test(html) && route !== '/search') failures.push(`${route}: no h1`);
    }
    expect(failures).toEqual([]);
  });
});

// In the browser, one page per top-level section of each tree: the client router must match too.
const firstOfSection = new Map<string, string>();
for (const {route} of docs) {
  const section = route
    .split('/')
    .slice(0, (releaseOfRoute(route)?.route.split('/').length ?? 2) + 1)
    .join('/');
  if (!firstOfSection.has(section)) firstOfSection.set(section, route);
}

test.describe('client routing', () => {
  for (const route of firstOfSection.values()) {
    test(`${route} renders after hydration`, async ({page, consoleProblems}) => {
      await open(page, route);
      await expect(page.locator('article h1, main h1').first()).toBeVisible();
      await expect(page.locator('h1', {hasText: 'Page Not Found'})).toHaveCount(0);
      expect(consoleProblems).toEqual([]);
    });
  }
});
