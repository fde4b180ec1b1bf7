import fs from 'node:fs';
import path from 'node:path';
import {RELEASES} from '../../config/releases';
import {routesOfReference} from '../../src/features/reference/pages';

/** Routes the site serves outside the route manifest: the home page, each version's landing page, search. */
const FIXED_ROUTES = ['/', ...RELEASES.map((r) => `${r.route}/`), '/search'];

/**
 * Every route of the site: the manifests in tests/data (every release and the blog), each release's generated
 * reference pages (src/features/reference/pages.ts) and the fixed routes.
 */
export function siteRoutes(root: string): Set<string> {
  const routes = new Set(FIXED_ROUTES);
  for (const file of [...RELEASES.map((r) => r.manifest), 'blog.tsv']) {
    const text = fs.readFileSync(path.join(root, 'tests/data', file), 'utf8');
    for (const line of text.split('\n')) if (line) routes.add(line.split('\t')[0]);
  }
  for (const release of RELEASES)
    for (const {route} of routesOfReference(release, {referenceDir: path.join(root, 'reference')})) routes.add(route);
  return routes;
}

/**
 * The route that serves `url` as it is, with no redirect: the route itself, or the route with or without its
 * trailing slash, or `…/index.html` of a folder route (a static host serves that file); undefined otherwise.
 * A `….html` URL of a page is no page: it needs its own redirect.
 */
export function canonicalRoute(url: string, routes: ReadonlySet<string>): string | undefined {
  const plain = url.replace(/\/index\.html$/, '/');
  for (const candidate of [plain, plain.endsWith('/') ? plain.slice(0, -1) : `${plain}/`])
    if (candidate && routes.has(candidate)) return candidate;
  return undefined;
}
