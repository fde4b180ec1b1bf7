/**
 * One query, answered in one or two steps: with the full text already in the worker, the engine runs once
 * and that answer is final; while the full text is still on its way, the engine first runs over the
 * outline (titles, headings, descriptions) for an early answer, then once more when the full text has
 * arrived. The worker (worker.ts) posts both answers in reply to the same message.
 */
import type {Part, SearchResult} from './engine';

export interface IndexParts {
  /** the outline parts, loading them first when needed */
  outline(): Promise<Part[]>;
  /** the full-text part if it has arrived, without waiting */
  arrivedText(): Part | undefined;
  /** the full-text part, loading it first when needed */
  text(): Promise<Part>;
}

export type Run = (parts: Part[], input: string, limit: number) => SearchResult[];

/**
 * Answers `input`. `early` is called at most once, before the final answer, and only when the full text
 * had not arrived; without `early` the outline-only run is skipped. A failed full-text load rejects the
 * final answer (the early one has been given by then).
 */
export async function answerQuery(
  parts: IndexParts,
  run: Run,
  input: string,
  limit: number,
  early?: (results: SearchResult[]) => void,
): Promise<SearchResult[]> {
  const outline = await parts.outline();
  const arrived = parts.arrivedText();
  if (arrived) return run([...outline, arrived], input, limit);
  if (early) early(run(outline, input, limit));
  const text = await parts.text();
  return run([...outline, text], input, limit);
}
