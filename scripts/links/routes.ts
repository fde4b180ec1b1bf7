import fs from 'node:fs';
import path from 'node:path';

/** Routes the site serves outside the route manifest: the home page, each version's landing page, search. */
const FIXED_ROUTES = ['/', '/docs/', '/docs/1.5.0/', '/search'];

/** Every route of the site: the manifest in tests/data (both versions and the blog) and the fixed routes. */
export function siteRoutes(root: string): Set<string> {
  const routes = new Set(FIXED_ROUTES);
  for (const name of ['current', '1.5.0', 'blog']) {
    const text = fs.readFileSync(path.join(root, 'tests/data', `${name}.tsv`), 'utf8');
    for (const line of text.split('\n')) if (line) routes.add(line.split('\t')[0]);
  }
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
