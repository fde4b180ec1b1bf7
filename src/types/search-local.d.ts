// Types for the parts of @easyops-cn/docusaurus-search-local's client engine this site uses.
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker' {
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
  }
  export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void>;
  export function searchByWorker(
    baseUrl: string,
    searchContext: string,
    input: string,
    limit: number,
  ): Promise<SearchResult[]>;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants' {
  export const searchResultLimits: number;
}

declare module 'mark.js' {
  interface MarkOptions {
    exclude?: string[];
    separateWordSearch?: boolean;
    className?: string;
  }
  export default class Mark {
    constructor(context: Element | string);
    mark(keywords: string | string[], options?: MarkOptions): void;
    unmark(options?: {done?: () => void}): void;
  }
}
