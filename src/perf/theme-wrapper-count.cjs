/* global module */
/**
 * Bundler loader on the files of a patch's theme folder: passes each file through unchanged and adds one to the
 * perf build guard's counts (src/perf/guard.ts) under the key the plugin gives it, so a theme wrapper that no
 * component of the build uses any more fails the build instead of turning itself off without a word.
 */
const COUNTS = Symbol.for('mrs-docs.perf.transform-counts');

module.exports = function countThemeWrapper(source) {
  const {key} = this.getOptions();
  const counts = (globalThis[COUNTS] ??= {});
  counts[key] = (counts[key] ?? 0) + 1;
  return source;
};
