/**
 * The theme's `usePluralForm` (reading times, item counts on category cards, tag pages) without
 * `Intl.PluralRules` for English (see `english.ts`). Stands in for
 * `@docusaurus/theme-common/lib/utils/usePluralForm` (wired by `src/perf/plugin.ts`).
 */
import {useMemo} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {pickPluralMessage, pluralRulesFor} from './english';

export function usePluralForm(): {selectMessage: (count: number, pluralMessages: string) => string} {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const rules = useMemo(() => pluralRulesFor(currentLocale), [currentLocale]);
  return {selectMessage: (count, pluralMessages) => pickPluralMessage(pluralMessages, count, rules)};
}
