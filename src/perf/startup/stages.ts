/**
 * Runs start-up steps one task each. Browser code only, no imports: `clientEntry.ts` uses it, and the unit
 * tests run it with a stand-in for the task boundary.
 */

export interface Step {
  /** its name in the User Timing mark `mrs-startup:<name>`, set when the step has run */
  name: string;
  run: () => Promise<unknown>;
}

/** A promise that settles in a later task: `scheduler.yield()` where the browser has it, else a zero timeout. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as {scheduler?: {yield?: () => Promise<void>}}).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export const MARK_PREFIX = 'mrs-startup:';

/**
 * Runs the steps in order, each after a task boundary (`boundary`), and marks each one done. Rejects with
 * the first step's error; the steps after it do not run.
 */
export async function runInTasks(
  steps: readonly Step[],
  boundary: () => Promise<void> = nextTask,
  mark: (name: string) => void = (name) => performance.mark(MARK_PREFIX + name),
): Promise<void> {
  for (const step of steps) {
    await boundary();
    await step.run();
    mark(step.name);
  }
}
