/**
 * path-to-regexp 1.x for React Router (wired by `src/perf/plugin.ts`): static paths get the
 * string matcher of `./staticPathMatcher.ts`, everything else, and every other function of the package,
 * is the package's own.
 */
import original from '@mrs/path-to-regexp';
import {isStaticPath, staticMatcher, type PathToRegexpOptions} from './staticPathMatcher';

type Original = typeof original;

function pathToRegexp(path: unknown, keys?: unknown, options?: unknown): ReturnType<Original> {
  const keyList = Array.isArray(keys) ? keys : undefined;
  const opts = ((keyList ? options : keys) ?? {}) as PathToRegexpOptions;
  if (isStaticPath(path) && (opts.delimiter === undefined || opts.delimiter === '/')) {
    return staticMatcher(path, opts, () => original(path, [], opts as never)) as unknown as ReturnType<Original>;
  }
  return (original as unknown as (...args: unknown[]) => ReturnType<Original>)(path, keys, options);
}

export default Object.assign(pathToRegexp, {
  parse: original.parse,
  compile: original.compile,
  tokensToFunction: original.tokensToFunction,
  tokensToRegExp: original.tokensToRegExp,
}) as unknown as Original;
