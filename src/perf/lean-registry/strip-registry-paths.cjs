/* global module */
/**
 * Bundler loader for the client build's copy of `@generated/registry`: each entry is
 * `[load, modulePath, moduleId]`, and the module path (about half the registry's bytes) is only read
 * when pages are rendered on the server, to collect the chunks a page used. In the browser it is dead
 * weight in the start-up script, so it becomes an empty string there.
 *
 * The number of paths emptied is added to the perf build guard's counts (src/perf/guard.ts, key
 * `lean-registry`), which fails the build if the registry's format has changed and nothing matched.
 */
const COUNTS = Symbol.for('mrs-docs.perf.transform-counts');

module.exports = function stripRegistryPaths(source) {
  let stripped = 0;
  const result = source.replace(/\), "([^"]+)", require\.resolveWeak\("\1"\)\]/g, (_match, modulePath) => {
    stripped++;
    return `), "", require.resolveWeak("${modulePath}")]`;
  });
  const counts = (globalThis[COUNTS] ??= {});
  counts['lean-registry'] = (counts['lean-registry'] ?? 0) + stripped;
  return result;
};
