/**
 * The page side of the site's search worker (worker.ts). It also stands in for the local-search
 * plugin's own `searchByWorker` module (see src/features/search/search-index-split.ts), so the plugin's
 * search page uses the same worker and the same two-file index.
 */
import type {SearchResult} from './adapter/types';
import type {WorkerRequest, WorkerResponse} from './protocol';

type Request = WorkerRequest extends infer R ? (R extends {id: number} ? Omit<R, 'id'> : never) : never;

let worker: Worker | undefined;
let nextId = 0;
interface Waiting {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  early?: (results: SearchResult[]) => void;
}
const pending = new Map<number, Waiting>();

function call(request: Request, early?: (results: SearchResult[]) => void): Promise<unknown> {
  if (!worker) {
    worker = new Worker(new URL('./worker.ts', import.meta.url));
    worker.addEventListener('message', (event: MessageEvent<WorkerResponse>) => {
      const waiting = pending.get(event.data.id);
      if (!waiting) return;
      if ('early' in event.data) {
        waiting.early?.(event.data.early);
        return;
      }
      pending.delete(event.data.id);
      if ('error' in event.data) waiting.reject(new Error(event.data.error));
      else waiting.resolve(event.data.final);
    });
  }
  const id = ++nextId;
  return new Promise((resolve, reject) => {
    pending.set(id, {resolve, reject, early});
    worker!.postMessage({...request, id} as WorkerRequest);
  });
}

/** Loads the small part of the index (titles, headings, descriptions, keywords): the box is ready after it. */
export async function fetchIndexesByWorker(baseUrl: string, _searchContext?: string): Promise<void> {
  await call({method: 'loadOutline', base: baseUrl});
}

/** Starts loading the full-text part, when a reader shows an intent to search. */
export async function fetchTextByWorker(baseUrl: string): Promise<void> {
  await call({method: 'loadText', base: baseUrl});
}

/** Searches both parts of the index at `baseUrl` (loading what is missing first). */
export async function searchByWorker(
  baseUrl: string,
  _searchContext: string,
  input: string,
  limit: number,
): Promise<SearchResult[]> {
  return (await call({method: 'query', base: baseUrl, input, limit, early: false})) as SearchResult[];
}

/**
 * Searches both parts of the index at `baseUrl` with one engine run when the full text has arrived. While it
 * is still on its way, `early` first gets the answer from the outline, and the promise the complete one.
 */
export async function searchStagedByWorker(
  baseUrl: string,
  input: string,
  limit: number,
  early: (results: SearchResult[]) => void,
): Promise<SearchResult[]> {
  return (await call({method: 'query', base: baseUrl, input, limit, early: true}, early)) as SearchResult[];
}
