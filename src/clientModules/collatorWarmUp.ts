/**
 * The theme sorts with `localeCompare` while a page hydrates, and the first call builds the browser's
 * collator: 15-25 ms on a desktop core, several times that on a phone. Doing it in a task of its own,
 * queued while the start-up script runs, keeps it out of hydration's longest task.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

if (ExecutionEnvironment.canUseDOM) {
  setTimeout(() => 'a'.localeCompare('b'), 0);
}

export {};
