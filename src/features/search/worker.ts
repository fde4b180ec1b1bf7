/**
 * The site's search worker: runs the site's search engine (engine.ts: identifier-aware words, typo
 * and prefix matching, ranking by page) over an index that comes in two files (see indexFiles.ts).
 * A `query` runs the engine once when the full text is there; while it is still on its way, it may
 * first answer from the outline and then once more with the full text (answer.ts).
 */
import {searchIndexUrl} from './adapter/client';
import {answerQuery} from './answer';
import {outlineParts, queryWords, runQuery, textPart, type Part} from './engine';
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

async function handle(request: WorkerRequest, post: (message: WorkerResponse) => void): Promise<unknown> {
  switch (request.method) {
    case 'loadOutline':
      await loadOutline(request.base);
      return undefined;
    case 'loadText':
      await loadText(request.base);
      return undefined;
    case 'query': {
      const {id, base, input, limit} = request;
      if (queryWords(input).length === 0) return [];
      return answerQuery(
        {outline: () => loadOutline(base), arrivedText: () => arrived.get(base), text: () => loadText(base)},
        runQuery,
        input,
        limit,
        request.early ? (results) => post({id, early: results}) : undefined,
      );
    }
  }
}

scope.addEventListener('message', (event: MessageEvent<WorkerRequest>) => {
  const {id} = event.data;
  handle(event.data, (message) => scope.postMessage(message)).then(
    (result) => scope.postMessage({id, final: result} satisfies WorkerResponse),
    (error: unknown) =>
      scope.postMessage({id, error: error instanceof Error ? error.message : String(error)} satisfies WorkerResponse),
  );
});
