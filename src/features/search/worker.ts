/**
 * The site's search worker: runs the site's search engine (engine.ts: identifier-aware words, typo
 * and prefix matching, ranking by page) over an index that comes in two files (see indexFiles.ts).
 * `search` waits for the full-text part, so its results are complete; `searchLoaded` answers at once
 * from what has arrived, for a first answer while the full text is still on its way.
 */
import {searchIndexUrl} from './adapter/client';
import {outlineParts, queryWords, runQuery, textPart, type Part, type SearchResult} from './engine';
import {contentFileOf} from './indexFiles';
import type {WorkerRequest, WorkerResponse} from './protocol';

/** The worker's global scope (typed by hand: the project compiles with the DOM library). */
const scope = self as unknown as {
  location: Location;
  postMessage(message: WorkerResponse): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<WorkerRequest>) => void): void;
};

async function fetchJson(url: string): Promise<unknown> {
  // Index files only ever come from the site itself.
  if (new URL(url, scope.location.origin).origin !== scope.location.origin)
    throw new Error(`Unexpected index URL ${url}`);
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
    return outlineParts(await fetchJson(indexFile(base)));
  });
}

function loadText(base: string): Promise<Part> {
  return memo(texts, base, async () => {
    const [file, outline] = await Promise.all([fetchJson(contentFileOf(indexFile(base))), loadOutline(base)]);
    const part = textPart(file, outline);
    arrived.set(base, part);
    return part;
  });
}

async function search(base: string, input: string, limit: number): Promise<SearchResult[]> {
  if (queryWords(input).length === 0) return [];
  const [outline, text] = await Promise.all([loadOutline(base), loadText(base)]);
  return runQuery([...outline, text], input, limit);
}

async function searchLoaded(
  base: string,
  input: string,
  limit: number,
): Promise<{results: SearchResult[]; complete: boolean}> {
  if (queryWords(input).length === 0) return {results: [], complete: true};
  const outline = await loadOutline(base);
  const text = arrived.get(base);
  return {results: runQuery(text ? [...outline, text] : outline, input, limit), complete: Boolean(text)};
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
    (error: unknown) =>
      scope.postMessage({id, error: error instanceof Error ? error.message : String(error)} satisfies WorkerResponse),
  );
});
