/* global module */
/**
 * Bundler loader for the client build's copy of `@generated/registry`: each entry is
 * `[load, modulePath, moduleId]`, and the module path (about half the registry's bytes) is only read
 * when pages are rendered on the server, to collect the chunks a page used. In the browser it is dead
 * weight in the start-up script, so it becomes an empty string there.
 */
module.exports = function stripRegistryPaths(source) {
  return source.replace(/\), "([^"]+)", require\.resolveWeak\("\1"\)\]/g, '), "", require.resolveWeak("$1")]');
};
