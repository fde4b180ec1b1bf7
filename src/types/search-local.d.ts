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
    /** where the shown text matched, per term and field: the theme's highlighter reads `t` and needs one position */
    metadata: Record<string, Record<string, {position: [number, number][]}>>;
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

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants' {
  export const language: string[];
  export const searchIndexUrl: string;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize' {
  export function tokenize(text: string, language: string[]): string[];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries' {
  export interface QueryTermItem {
    value: string;
    wildcard?: number;
    presence?: number;
    editDistance?: number;
  }
  export function smartQueries(tokens: string[], zhDictionary: string[]): {term: QueryTermItem[]; tokens: string[]}[];
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults' {
  export function sortSearchResults(results: unknown[]): void;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/utils/processTreeStatusOfSearchResults' {
  export function processTreeStatusOfSearchResults(results: unknown[]): void;
}

declare module 'lunr' {
  namespace lunr {
    interface QueryTermOptions {
      wildcard?: number;
      presence?: number;
      editDistance?: number;
    }
    interface Query {
      term(value: string, options?: QueryTermOptions): Query;
    }
    interface Result {
      ref: string;
      score: number;
      matchData: {metadata: unknown};
    }
    interface Builder {
      ref(name: string): void;
      field(name: string): void;
    }
    /** A word with metadata, as lunr's pipeline functions take it. */
    class Token {
      constructor(text: string, metadata: object);
      toString(): string;
    }
    /** The English stemmer (Porter). */
    function stemmer(token: Token): Token;
    /** Returns the token, or undefined for an English stop word. */
    function stopWordFilter(token: Token): Token | undefined;
    class Index {
      static load(serialized: object): Index;
      query(fn: (query: Query) => void): Result[];
      toJSON(): object;
    }
  }
  function lunr(config: (this: lunr.Builder, builder: lunr.Builder) => void): lunr.Index;
  export default lunr;
}
