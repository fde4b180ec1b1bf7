/**
 * Route-table helpers shared by the browser (idle prefetching) and the build (each page's script list).
 * No imports: the module runs in both places.
 */

/** A route of the generated route table, as far as these helpers need it. */
export interface RouteNode {
  path: string;
  routes?: RouteNode[];
}

/** Leaf values of a chunk-name tree (the chunks of one route: component, content, metadata…). */
export function chunkNameLeaves(tree: unknown, into: string[] = []): string[] {
  if (typeof tree === 'string') into.push(tree);
  else if (tree && typeof tree === 'object') for (const value of Object.values(tree)) chunkNameLeaves(value, into);
  return into;
}

/**
 * For every leaf route path in the table, the routes rendered for it: its ancestors, outermost first, and
 * itself. The first route with a path wins, as in the router.
 */
export function routeChains<R extends RouteNode>(routes: R[]): Map<string, R[]> {
  const chains = new Map<string, R[]>();
  const walk = (list: R[], ancestors: R[]) => {
    for (const route of list) {
      const chain = [...ancestors, route];
      if (route.routes) walk(route.routes as R[], chain);
      else if (!chains.has(route.path)) chains.set(route.path, chain);
    }
  };
  walk(routes, []);
  return chains;
}
