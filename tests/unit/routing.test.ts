import path from 'node:path';
import Module, {createRequire} from 'node:module';
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readManifest} from '../manifest';
import {
  isStaticPath,
  staticMatcher,
  type PathToRegexpOptions,
} from '../../src/perf/static-route-matcher/staticPathMatcher';

const requireHere = createRequire(__filename);
const ROUTER_DIR = path.dirname(requireHere.resolve('react-router/package.json'));
// the path-to-regexp React Router uses (1.x)
const REAL_PATH_TO_REGEXP = requireHere.resolve('path-to-regexp', {paths: [ROUTER_DIR]});
const pathToRegexp = requireHere(REAL_PATH_TO_REGEXP) as (
  path: string,
  keys: unknown[],
  options: PathToRegexpOptions,
) => RegExp;
// the module the build puts in its place for React Router (src/perf/plugin.ts)
const PATCHED_PATH_TO_REGEXP = path.resolve(__dirname, '../../src/perf/static-route-matcher/pathToRegexp.ts');

type RouteConfig = {path: string; exact?: boolean; routes?: RouteConfig[]};
type Matched = {route: RouteConfig; match: {path: string; url: string; isExact: boolean; params: object}};
type MatchRoutes = (routes: RouteConfig[], pathname: string) => Matched[];

/**
 * React Router and react-router-config (what Docusaurus matches routes with) loaded twice: as installed,
 * and with path-to-regexp replaced by the site's matcher, as the build wires it.
 */
function routerMatchers(): {real: MatchRoutes; patched: MatchRoutes} {
  const loader = Module as unknown as {
    _resolveFilename: (request: string, parent: {filename?: string} | undefined, ...rest: unknown[]) => string;
  };
  const resolve = loader._resolveFilename;
  const fresh = () => {
    for (const key of Object.keys(requireHere.cache))
      if (/[\\/]node_modules[\\/]react-router(-config)?[\\/]/.test(key)) delete requireHere.cache[key];
    return (requireHere('react-router-config') as {matchRoutes: MatchRoutes}).matchRoutes;
  };
  const real = fresh();
  loader._resolveFilename = function (request, parent, ...rest) {
    if (request === '@mrs/path-to-regexp') return REAL_PATH_TO_REGEXP;
    if (request === 'path-to-regexp' && parent?.filename?.startsWith(ROUTER_DIR)) return PATCHED_PATH_TO_REGEXP;
    return resolve.call(this, request, parent, ...rest);
  };
  try {
    const patched = fresh();
    assert.ok(requireHere.cache[PATCHED_PATH_TO_REGEXP], 'the patched router loads the site’s path-to-regexp');
    return {real, patched};
  } finally {
    loader._resolveFilename = resolve;
  }
}

/** Every route path of the route manifest (both docs versions, the blog, the home page). */
function routePaths(): string[] {
  const rows = [...readManifest('current'), ...readManifest('1.5.0'), ...readManifest('blog')];
  return [...new Set(['/', ...rows.map((r) => r.route)])];
}

/** Pathnames a matcher may treat differently: each route and its variations, and a few odd ones. */
function pathnamesFor(paths: string[]): Set<string> {
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
  return pathnames;
}

describe('route matching', () => {
  test('static route paths match exactly as path-to-regexp would match them', () => {
    const paths = routePaths();
    // every manifest route of both versions and the blog is compared (the counts come from tests/data)
    const manifestRoutes = ['current', '1.5.0', 'blog'].flatMap((n) => readManifest(n as 'current' | '1.5.0' | 'blog'));
    assert.ok(manifestRoutes.length > 0 && manifestRoutes.every((r) => paths.includes(r.route)));
    assert.deepEqual(
      paths.filter((p) => !isStaticPath(p)),
      [],
    );
    const pathnames = pathnamesFor(paths);
    const patterns = [...paths, '/docs', '/docs/', '/blog/tags/'];
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
    assert.deepEqual(mismatches, []);
    assert.ok(compared > 1_000_000, `${compared} comparisons`);
  });

  test('the router finds the same routes, matches and parameters with the site’s matcher', () => {
    const {real, patched} = routerMatchers();
    const rows = (name: 'current' | '1.5.0' | 'blog') => readManifest(name).map((r) => r.route);
    const leaves = (routes: string[]) => routes.map((p) => ({path: p, exact: true}));
    // the shape of Docusaurus' route table: a version's routes under its base path, a catch-all last
    const routes: RouteConfig[] = [
      {path: '/', exact: true},
      ...leaves(rows('blog')),
      {path: '/docs/1.5.0', routes: [{path: '/docs/1.5.0', routes: leaves(rows('1.5.0'))}]},
      {path: '/docs', routes: [{path: '/docs', routes: leaves(rows('current'))}]},
      {path: '/docs/:slug', exact: true},
      {path: '*'},
    ];
    const describeMatch = (matched: Matched[]) =>
      JSON.stringify(matched.map(({route, match}) => [route.path, match.path, match.url, match.isExact, match.params]));
    const mismatches: string[] = [];
    let byPage = 0;
    for (const pathname of pathnamesFor(routePaths())) {
      const a = describeMatch(real(routes, pathname));
      const b = describeMatch(patched(routes, pathname));
      if (a !== b && mismatches.length < 10) mismatches.push(`${pathname}: ${a} vs ${b}`);
      if (patched(routes, pathname).at(-1)?.route.path !== '*') byPage++;
    }
    assert.deepEqual(mismatches, []);
    assert.ok(byPage > 1000, `${byPage} pathnames matched by a page's route`);
    // a page's own route is found under its version, not by the catch-all
    assert.deepEqual(
      patched(routes, '/docs/1.5.0/introduction/').map(({route}) => route.path),
      ['/docs/1.5.0', '/docs/1.5.0', '/docs/1.5.0/introduction/'],
    );
  });

  test('paths with parameters, wildcards or groups are left to path-to-regexp', () => {
    for (const p of ['/docs/:id', '/docs/*', '/docs/(a|b)', '/docs/:id?', '/docs/:id+', '/docs/\\:x', 'ü'])
      assert.equal(isStaticPath(p), false, p);
  });
});
