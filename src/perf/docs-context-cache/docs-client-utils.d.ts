// The docs plugin's client helpers under their file path, for the site's stand-in (./docsClientUtils.ts,
// wired by src/perf/plugin.ts); the package does not export the file.
declare module '@mrs/docs-client-utils' {
  type GlobalPluginData = import('@docusaurus/plugin-content-docs/client').GlobalPluginData;
  type ActiveDocContext = import('@docusaurus/plugin-content-docs/client').ActiveDocContext;
  type GlobalVersion = import('@docusaurus/plugin-content-docs/client').GlobalVersion;
  type DocVersionSuggestions = import('@docusaurus/plugin-content-docs/client').DocVersionSuggestions;

  export function getActivePlugin(
    allPluginData: Record<string, GlobalPluginData>,
    pathname: string,
    options?: {failfast?: boolean},
  ): {pluginId: string; pluginData: GlobalPluginData} | undefined;
  export function getLatestVersion(data: GlobalPluginData): GlobalVersion;
  export function getActiveVersion(data: GlobalPluginData, pathname: string): GlobalVersion | undefined;
  export function getActiveDocContext(data: GlobalPluginData, pathname: string): ActiveDocContext;
  export function getDocVersionSuggestions(data: GlobalPluginData, pathname: string): DocVersionSuggestions;
}
