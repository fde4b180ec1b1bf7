// Types of the browser packages the search uses that ship none: lunr's query options and mark.js.
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
