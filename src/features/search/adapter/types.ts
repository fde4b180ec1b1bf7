/**
 * The site's own types of what the search engine returns: the documents of the index files and the results the
 * search bar, the search page and the not-found page show. They keep the field names of the search plugin's
 * client (`@easyops-cn/docusaurus-search-local`), whose search page renders them.
 */
export interface SearchDocument {
  /** id */
  i: number;
  /** title, heading or content text */
  t: string;
  /** url of the page */
  u: string;
  /** hash of the heading, when the hit is inside a page */
  h?: string;
  /** id of the page document a heading/content hit belongs to */
  p?: number;
  /** section or page title shown as context */
  s?: string;
  /** breadcrumb of the page */
  b?: string[];
}

export interface SearchResult {
  document: SearchDocument;
  type: number;
  page: SearchDocument | false | undefined;
  tokens: string[];
  score: number;
  /** where the shown text matched, per term and field: the plugin's highlighter reads `t` and needs one position */
  metadata: Record<string, Record<string, {position: [number, number][]}>>;
  isInterOfTree?: boolean;
  isLastOfTree?: boolean;
}
