/**
 * Matching of static route paths without building regular expressions.
 *
 * React Router compiles every route path it tests into a regular expression (path-to-regexp 1.x), and the
 * first match of a page tests, route after route, a good share of the site's ~390 routes: 15-20 ms
 * of parsing and compiling on a desktop core while the start-up script runs, four times that on a phone.
 * Every route of this site is a static path (no `:params`, no wildcards), for which the expression is
 * simple: the path itself, optionally a trailing slash, then the end or a `/`. {@link staticMatcher} does
 * exactly what that expression does with string comparisons; `tests/unit/routing.test.ts` compares
 * the two over every route path of the site. Anything else is left to path-to-regexp.
 */

export interface PathToRegexpOptions {
  end?: boolean;
  strict?: boolean;
  sensitive?: boolean;
  delimiter?: string;
}

/** The part of a RegExp that React Router's `matchPath` uses. */
export interface PathMatcher {
  exec: (pathname: string) => string[] | null;
  test: (pathname: string) => boolean;
  keys: unknown[];
}

/** Printable ASCII text, which the matcher compares as plain characters. */
const ASCII = /^[ -~]*$/;
const SPECIAL = /[:*?()\\[\]{}]/;

/** Paths made of plain characters only: no parameter, group, wildcard, optional mark or escape (a `+` outside a parameter is a plain character). */
export function isStaticPath(path: unknown): path is string {
  return typeof path === 'string' && ASCII.test(path) && !SPECIAL.test(path);
}

/**
 * The matcher path-to-regexp would compile for a static `path`: `^path(?:/(?=$))?$` and its variants
 * (trailing slash folded unless strict, end or next-segment lookahead, case-insensitive unless
 * sensitive). `fallback` builds the real expression, for the rare pathname this cannot compare as plain
 * ASCII text.
 */
export function staticMatcher(
  path: string,
  options: PathToRegexpOptions,
  fallback: () => {exec: (s: string) => RegExpExecArray | null},
): PathMatcher {
  const strict = Boolean(options.strict);
  const end = options.end !== false;
  const sensitive = Boolean(options.sensitive);
  const endsWithSlash = path.endsWith('/');
  const base = !strict && endsWithSlash ? path.slice(0, -1) : path;
  const wanted = sensitive ? base : base.toLowerCase();
  let real: {exec: (s: string) => RegExpExecArray | null} | undefined;

  const exec = (pathname: string): string[] | null => {
    const head = pathname.slice(0, base.length);
    if (!ASCII.test(head)) {
      const match = (real ??= fallback()).exec(pathname);
      return match ? [match[0]] : null;
    }
    if ((sensitive ? head : head.toLowerCase()) !== wanted) return null;
    let position = base.length;
    // non-strict: a slash right at the end is part of the match
    if (!strict && pathname[position] === '/' && position + 1 === pathname.length) position += 1;
    if (end) return position === pathname.length ? [pathname.slice(0, position)] : null;
    // not at the end: the match must stop at a segment boundary (strict paths ending in "/" already do)
    if (strict && endsWithSlash) return [pathname.slice(0, position)];
    return position === pathname.length || pathname[position] === '/' ? [pathname.slice(0, position)] : null;
  };
  return {exec, test: (pathname) => exec(pathname) !== null, keys: []};
}
