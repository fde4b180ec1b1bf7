// Types of the search plugin's client module that adapter/client.ts re-exports.
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants' {
  export const searchIndexUrl: string;
  export const searchResultLimits: number;
}
