/**
 * The theme's React helpers, with `useShallowMemoObject` ordering keys by code point instead of
 * `localeCompare`: the theme calls it while every doc page hydrates (the mobile menu's sidebar, each code
 * block's observer options), and the first `localeCompare` builds the browser's collator, 25-50 ms of
 * main-thread work on a phone. Key order only has to be stable, not linguistic. Stands in for
 * `@docusaurus/theme-common/lib/utils/reactUtils` (wired by `src/perf/plugin.ts`).
 */
import {useMemo} from 'react';

export * from '@mrs/theme-common-react-utils';

function byKey(a: [string, unknown], b: [string, unknown]): number {
  if (a[0] === b[0]) {
    return 0;
  }
  return a[0] < b[0] ? -1 : 1;
}

/** Returns `obj` itself until one of its own values changes (compared with `Object.is`), whatever the key order. */
export function useShallowMemoObject<O extends object>(obj: O): O {
  const entries = Object.entries(obj).sort(byKey);
  // the values, in a stable key order, are the dependencies
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => obj, entries.flat());
}
