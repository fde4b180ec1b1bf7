/**
 * The site's search worker: runs the local-search plugin's query pipeline (its tokenizer, query
 * expansion, ranking and tree grouping) over an index that comes in two files (see indexFiles.ts).
 * `search` waits for the full-text part, so its results are complete; `searchLoaded` answers at once
 * from what has arrived, for a first answer while the full text is still on its way.
 */
import lunr from 'lunr';
import {tokenize} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/tokenize';
import {smartQueries} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/smartQueries';
import {sortSearchResults} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults';
import {processTreeStatusOfSearchResults} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/processTreeStatusOfSearchResults';
import {language, searchIndexUrl} from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants';
import type {SearchDocument, SearchResult} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';
import {CONTENT_PART, contentFileOf} from './indexFiles';
import type {WorkerRequest, WorkerResponse} from './protocol';

interface Part {
  type: number;
  documents: Map<string, SearchDocument>;
  index: lunr.Index;
}

interface SerializedPart {
  documents: SearchDocument[];
  index: object;
}

/** The worker's global scope (typed by hand: the project compiles with the DOM library). */
const scope = self as unknown as {
  location: Location;
  postMessage(message: WorkerResponse): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerRequest>) => void): void;
};

function toPart(type: number, {documents, index}: SerializedPart): Part {
  return {type, documents: new Map(documents.map((d) => [String(d.i), d])), index: lunr.Index.load(index)};
}

async function fetchJson(url: string): Promise<unknown> {
  // Index files only ever come from the site itself.
  if (new URL(url, scope.location.origin).origin !== scope.location.origin) throw new Error(`Unexpected index URL ${url}`);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

/** Loads once per base URL; a failed load is forgotten so that the next call tries again. */
function memo<T>(cache: Map<string, Promise<T>>, key: string, load: () => Promise<T>): Promise<T> {
  let promise = cache.get(key);
  if (!promise) {
    promise = load();
    cache.set(key, promise);
    promise.catch(() => cache.delete(key));
  }
  return promise;
}

const outlines = new Map<string, Promise<Part[]>>();
const texts = new Map<string, Promise<Part>>();
/** Full-text parts that have arrived, by base URL. */
const arrived = new Map<string, Part>();
const indexFile = (base: string) => `${base}${searchIndexUrl.replace('{dir}', '')}`;

function loadOutline(base: string): Promise<Part[]> {
  return memo(outlines, base, async () => {
    const parts = (await fetchJson(indexFile(base))) as SerializedPart[];
    return parts.slice(0, CONTENT_PART).map((part, type) => toPart(type, part));
  });
}

function loadText(base: string): Promise<Part> {
  return memo(texts, base, async () => {
    const [serialized] = (await fetchJson(contentFileOf(indexFile(base)))) as SerializedPart[];
    const part = toPart(CONTENT_PART, serialized);
    arrived.set(base, part);
    return part;
  });
}

/** Runs a query over the given parts of one index: the plugin's query expansion, ranking and grouping. */
function runQuery(parts: Part[], words: string[], limit: number): SearchResult[] {
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

async function search(base: string, input: string, limit: number): Promise<SearchResult[]> {
  const words = tokenize(input, language);
  if (words.length === 0) return [];
  const [outline, text] = await Promise.all([loadOutline(base), loadText(base)]);
  return runQuery([...outline, text], words, limit);
}

async function searchLoaded(base: string, input: string, limit: number): Promise<{results: SearchResult[]; complete: boolean}> {
  const words = tokenize(input, language);
  if (words.length === 0) return {results: [], complete: true};
  const outline = await loadOutline(base);
  const text = arrived.get(base);
  return {results: runQuery(text ? [...outline, text] : outline, words, limit), complete: Boolean(text)};
}

async function handle(request: WorkerRequest): Promise<unknown> {
  switch (request.method) {
    case 'loadOutline':
      await loadOutline(request.base);
      return undefined;
    case 'loadText':
      await loadText(request.base);
      return undefined;
    case 'search':
      return search(request.base, request.input, request.limit);
    case 'searchLoaded':
      return searchLoaded(request.base, request.input, request.limit);
  }
}

scope.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const {id} = event.data;
  handle(event.data).then(
    (result) => scope.postMessage({id, result} satisfies WorkerResponse),
    (error: unknown) => scope.postMessage({id, error: error instanceof Error ? error.message : String(error)} satisfies WorkerResponse),
  );
});
