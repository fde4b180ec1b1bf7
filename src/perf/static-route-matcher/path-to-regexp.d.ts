// path-to-regexp 1.x, the version React Router uses, under its file path: the site's stand-in
// (./pathToRegexp.ts, wired by src/perf/plugin.ts) wraps it.
declare module '@mrs/path-to-regexp' {
  interface Options {
    end?: boolean;
    strict?: boolean;
    sensitive?: boolean;
    delimiter?: string;
  }
  interface PathToRegexp {
    (path: string | RegExp | (string | RegExp)[], keys?: unknown[], options?: Options): RegExp & {keys: unknown[]};
    parse: (path: string, options?: Options) => unknown[];
    compile: (path: string, options?: Options) => (data?: object, options?: object) => string;
    tokensToFunction: (tokens: unknown[], options?: Options) => (data?: object, options?: object) => string;
    tokensToRegExp: (tokens: unknown[], keys?: unknown[], options?: Options) => RegExp;
  }
  const pathToRegexp: PathToRegexp;
  export default pathToRegexp;
}
