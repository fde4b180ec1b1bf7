/**
 * What the browser code of the site takes from the search plugin's client (`@easyops-cn/docusaurus-search-local`):
 * the URL pattern of the index files and the number of results the search box shows, both generated from the
 * plugin's options at build time. No other file of the site imports the plugin's `dist/` (tests/unit/architecture.test.ts).
 */
export {
  searchIndexUrl,
  searchResultLimits,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants';
export type {SearchDocument, SearchResult} from './types';
