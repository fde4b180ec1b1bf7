/**
 * The theme's `useDateTimeFormat` (blog post dates, the archive, "last updated") without
 * `Intl.DateTimeFormat` for the English texts the theme writes (see `english.ts`). Stands in for
 * `@docusaurus/theme-common/lib/utils/IntlUtils` (wired by `src/perf/plugin.ts`).
 */
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {createDateFormatter, type DateFormatter} from './english';

export function useCalendar(): string {
  const {
    i18n: {currentLocale, localeConfigs},
  } = useDocusaurusContext();
  return localeConfigs[currentLocale]!.calendar;
}

export function useDateTimeFormat(options: Intl.DateTimeFormatOptions = {}): DateFormatter {
  const {
    i18n: {currentLocale},
  } = useDocusaurusContext();
  const calendar = useCalendar();
  return createDateFormatter(currentLocale, {calendar, ...options});
}
