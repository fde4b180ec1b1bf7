/**
 * Runs `callback` when the browser is idle (`requestIdleCallback`), at the latest after `timeout` ms;
 * where the browser has no idle callbacks, after `fallbackDelay` ms with a deadline that reports
 * `fallbackBudget` ms of idle time. Returns a function that cancels the call if it has not run yet.
 * Browser code only.
 */
export interface IdleDeadlineLike {
  timeRemaining(): number;
  didTimeout: boolean;
}

export interface WhenIdleOptions {
  /** the longest wait for an idle period, in ms */
  timeout: number;
  /** the delay used where `requestIdleCallback` is missing, in ms */
  fallbackDelay: number;
  /** the idle time the stand-in deadline reports, in ms */
  fallbackBudget?: number;
}

export function whenIdle(
  callback: (deadline: IdleDeadlineLike) => void,
  {timeout, fallbackDelay, fallbackBudget = 0}: WhenIdleOptions,
): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, {timeout});
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(() => callback({timeRemaining: () => fallbackBudget, didTimeout: false}), fallbackDelay);
  return () => window.clearTimeout(id);
}
