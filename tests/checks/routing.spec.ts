import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {test, expect} from '@playwright/test';
import {readManifest, ROOT} from '../manifest';
import {
  isStaticPath,
  staticMatcher,
  type PathToRegexpOptions,
} from '../../src/perf/static-route-matcher/staticPathMatcher';

// the path-to-regexp React Router uses (1.x)
const requireFromRouter = createRequire(require.resolve('react-router/package.json'));
const pathToRegexp = requireFromRouter('path-to-regexp') as (
  path: string,
  keys: unknown[],
  options: PathToRegexpOptions,
) => RegExp;

/** Every route path of the site, from the route table of the last build. */
function routePaths(): string[] {
  const source = fs.readFileSync(path.join(ROOT, '.docusaurus/routes.js'), 'utf8');
  return [...new Set([...source.matchAll(/path: '([^']*)'/g)].map((m) => m[1]!))];
}

test.describe('route matching', () => {
  test('static route paths match exactly as path-to-regexp would match them', () => {
    const all = routePaths();
    // every route of the manifest is in the table (the blog's list pages, search and the like come on top)
    for (const {route} of [...readManifest('current'), ...readManifest('1.5.0'), ...readManifest('blog')])
      expect(all, route).toContain(route === '/blog/' ? '/blog' : route);
    // the one route with a wildcard is the not-found catch-all, which path-to-regexp keeps matching
    expect(all.filter((p) => !isStaticPath(p))).toEqual(['*']);
    const paths = all.filter((p) => isStaticPath(p));
    // pathnames: every route path and variations of each that matchers treat differently
    const pathnames = new Set<string>(['', '/', '//', '/DOCS', '/docs/', '/docs//', '/docs/ü', '/dócs/']);
    for (const p of paths) {
      const bare = p.replace(/\/$/, '');
      for (const variant of [
        p,
        bare,
        `${bare}/`,
        `${bare}//`,
        `${bare}/x`,
        `${bare}x`,
        p.toUpperCase(),
        `${bare}/%C3%BC`,
        `${bare}ü`,
      ])
        pathnames.add(variant);
    }
    const patterns = [...paths, '/', '/docs', '/docs/', '/blog/tags/'];
    let compared = 0;
    const mismatches: string[] = [];
    for (const end of [true, false]) {
      for (const strict of [true, false]) {
        for (const sensitive of [true, false]) {
          const options = {end, strict, sensitive};
          for (const pattern of patterns) {
            const real = pathToRegexp(pattern, [], options);
            const ours = staticMatcher(pattern, options, () => real);
            for (const pathname of pathnames) {
              const a = real.exec(pathname)?.[0] ?? null;
              const b = ours.exec(pathname)?.[0] ?? null;
              compared++;
              if (a !== b && mismatches.length < 10)
                mismatches.push(`${JSON.stringify(options)} ${pattern} on ${pathname}: ${a} vs ${b}`);
            }
          }
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(compared).toBeGreaterThan(1_000_000);
  });

  test('paths with parameters, wildcards or groups are left to path-to-regexp', () => {
    for (const p of ['/docs/:id', '/docs/*', '/docs/(a|b)', '/docs/:id?', '/docs/:id+', '/docs/\\:x', 'ü'])
      expect(isStaticPath(p), p).toBe(false);
  });
});
