/**
 * Messages between the page and the search worker. A `query` is answered by one `final` message (or an
 * `error`); when it asks for an early answer and the full text has not arrived yet, an `early` message
 * from the outline comes first, in reply to the same id.
 */
import type {SearchResult} from './adapter/types';

export type WorkerRequest =
  | {id: number; method: 'loadOutline'; base: string}
  | {id: number; method: 'loadText'; base: string}
  | {id: number; method: 'query'; base: string; input: string; limit: number; early: boolean};

export type WorkerResponse =
  {id: number; final: unknown} | {id: number; early: SearchResult[]} | {id: number; error: string};
