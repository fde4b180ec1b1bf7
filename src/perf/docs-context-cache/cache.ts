/**
 * The active doc of a page, worked out once per page path. The docs plugin's `getActiveDocContext(data,
 * pathname)` matches the path against every doc of the active version and scans the docs of every version
 * for the same document in the others; the navbar's version items, the sidebar and the version banner call it
 * on every render, several times per page view. Its answer depends on nothing but its two arguments (the
 * plugin's global data, which never changes in the browser, and the path), so `cachePerPath` keeps the first
 * answer per data object and path and hands back that same object afterwards.
 */
export function cachePerPath<Data extends object, Result>(
  compute: (data: Data, pathname: string) => Result,
): (data: Data, pathname: string) => Result {
  const cache = new WeakMap<Data, Map<string, Result>>();
  return (data, pathname) => {
    let byPath = cache.get(data);
    if (!byPath) cache.set(data, (byPath = new Map()));
    if (!byPath.has(pathname)) byPath.set(pathname, compute(data, pathname));
    return byPath.get(pathname)!;
  };
}
