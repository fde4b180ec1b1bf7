/**
 * The search engine's pure logic, shared by the site's search worker (worker.ts) and the relevance
 * benchmark (scripts/bench-search.mjs), which runs it in Node over the built index files. It has no
 * access to the network or the DOM: callers load the index files and hand over their parsed parts.
 */
import lunr from 'lunr';
import {tokenize} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize';
import {smartQueries} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries';
import {sortSearchResults} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults';
import {processTreeStatusOfSearchResults} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/processTreeStatusOfSearchResults';
import {CONTENT_PART} from './indexFiles';
import type {SearchDocument, SearchResult} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';

export type {SearchDocument, SearchResult};

export interface Part {
  type: number;
  documents: Map<string, SearchDocument>;
  index: lunr.Index;
}

export interface SerializedPart {
  documents: SearchDocument[];
  index: object;
}

/** The site is English only. */
const LANGUAGE = ['en'];

export function toPart(type: number, {documents, index}: SerializedPart): Part {
  return {type, documents: new Map(documents.map((d) => [String(d.i), d])), index: lunr.Index.load(index)};
}

/** The parts of the outline file (titles, headings, descriptions, keywords). */
export function outlineParts(file: unknown): Part[] {
  return (file as SerializedPart[]).slice(0, CONTENT_PART).map((part, type) => toPart(type, part));
}

/** The full-text part, from its own file. */
export function textPart(file: unknown): Part {
  return toPart(CONTENT_PART, (file as SerializedPart[])[0]);
}

/** The words of a query, as the engine sees them; an empty list means there is nothing to search. */
export function queryWords(input: string): string[] {
  return tokenize(input, LANGUAGE);
}

/** Runs a query over the given parts of one index: the plugin's query expansion, ranking and grouping. */
export function runQuery(parts: Part[], input: string, limit: number): SearchResult[] {
  const words = queryWords(input);
  if (words.length === 0) return [];
  const pages = parts[0].documents;
  const results: (SearchResult & {metadata: unknown})[] = [];
  const seen = new Set<string>();
  // The site is English only: no dictionary of CJK words for the query expansion.
  found: for (const {term, tokens} of smartQueries(words, [])) {
    for (const part of parts) {
      const hits = part.index.query((query) => {
        for (const item of term) {
          query.term(item.value, {
            wildcard: item.wildcard,
            presence: item.presence,
            ...(item.editDistance ? {editDistance: item.editDistance} : {}),
          });
        }
      });
      for (const hit of hits) {
        if (results.length >= limit) break found;
        const document = part.documents.get(hit.ref);
        if (!document || seen.has(hit.ref)) continue;
        seen.add(hit.ref);
        results.push({
          document,
          type: part.type,
          page: part.type !== 0 && document.p !== undefined ? pages.get(String(document.p)) : false,
          metadata: hit.matchData.metadata,
          tokens,
          score: hit.score,
        });
      }
    }
  }
  sortSearchResults(results);
  processTreeStatusOfSearchResults(results);
  return results;
}
