/** Messages between the page and the search worker. */
export type WorkerRequest =
  | {id: number; method: 'loadOutline'; base: string}
  | {id: number; method: 'loadText'; base: string}
  | {id: number; method: 'search'; base: string; input: string; limit: number}
  | {id: number; method: 'searchLoaded'; base: string; input: string; limit: number};

export type WorkerResponse = {id: number; result: unknown} | {id: number; error: string};
