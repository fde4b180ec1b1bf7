import {test, expect} from '@playwright/test';
import {
  createDateFormatter,
  englishDateText,
  pickPluralMessage,
  pluralRulesFor,
} from '../../src/perf/locale-free-intl/english';

// The option sets the theme passes to useDateTimeFormat (blog post header, blog archive, last-updated line).
const THEME_DATE_OPTIONS: Intl.DateTimeFormatOptions[] = [
  {calendar: 'gregory', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC'},
  {calendar: 'gregory', day: 'numeric', month: 'long', timeZone: 'UTC'},
  {calendar: 'gregory', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'},
];

/** Every day from 1999 to 2041, at times that fall on another day in some time zones. */
function days(): Date[] {
  const out: Date[] = [];
  for (let t = Date.UTC(1999, 0, 1); t < Date.UTC(2041, 0, 1); t += 86_400_000) {
    out.push(new Date(t + 23.5 * 3_600_000), new Date(t + 30 * 60_000));
  }
  return out;
}

test.describe('English texts written without ICU', () => {
  test('dates read exactly as Intl.DateTimeFormat writes them for every option set the theme uses', () => {
    const dates = days();
    for (const options of THEME_DATE_OPTIONS) {
      expect(englishDateText(options), JSON.stringify(options)).not.toBeNull();
      const ours = createDateFormatter('en', options);
      const intl = new Intl.DateTimeFormat('en', options);
      const mismatches = dates
        .filter((d) => ours.format(d) !== intl.format(d))
        .map((d) => `${d.toISOString()}: ${ours.format(d)} vs ${intl.format(d)}`);
      expect(mismatches.slice(0, 5), JSON.stringify(options)).toEqual([]);
      // numbers (timestamps) and date strings are accepted as Intl accepts them
      expect(ours.format(dates[100]!.getTime())).toBe(intl.format(dates[100]!.getTime()));
    }
  });

  test('other locales, calendars and option sets are written by Intl', () => {
    const date = new Date(Date.UTC(2026, 10, 22, 12));
    expect(englishDateText({day: 'numeric', month: 'long', year: 'numeric'})).toBeNull(); // local time zone
    expect(englishDateText({day: 'numeric', month: 'long', timeZone: 'UTC', calendar: 'buddhist'})).toBeNull();
    expect(englishDateText({day: '2-digit', month: 'long', timeZone: 'UTC'})).toBeNull();
    expect(englishDateText({day: 'numeric', month: 'long', timeZone: 'UTC', weekday: 'long'})).toBeNull();
    for (const [locale, options] of [
      ['fr', THEME_DATE_OPTIONS[0]!],
      ['cs', THEME_DATE_OPTIONS[2]!],
      ['en', {...THEME_DATE_OPTIONS[0]!, calendar: 'buddhist'}],
      ['en', {day: 'numeric', month: 'long', weekday: 'long', timeZone: 'UTC'}],
    ] as const) {
      expect(createDateFormatter(locale, options).format(date)).toBe(
        new Intl.DateTimeFormat(locale, options).format(date),
      );
    }
    expect(() => createDateFormatter('en', THEME_DATE_OPTIONS[0]!).format(new Date('not a date'))).toThrow(RangeError);
  });

  test('English plural forms match Intl.PluralRules, and other locales use their own rules', () => {
    const english = pluralRulesFor('en-GB');
    const intl = new Intl.PluralRules('en');
    for (const count of [0, 1, 2, 3, 5, 11, 21, 100, 101, 1.5, 0.5, -1]) {
      expect(english.choose(count), String(count)).toBe(intl.select(count));
      expect(pickPluralMessage('One item|{count} items', count, english)).toBe(
        intl.select(count) === 'one' ? 'One item' : '{count} items',
      );
    }
    expect(english.forms).toEqual(['one', 'other']);
    // Czech: one, few, many, other; a message with fewer forms falls back to its last one
    const czech = pluralRulesFor('cs');
    expect(czech.forms).toEqual(['one', 'few', 'many', 'other']);
    expect(pickPluralMessage('a|b|c|d', 3, czech)).toBe('b');
    expect(pickPluralMessage('a|b', 3, czech)).toBe('b');
    expect(pickPluralMessage('only', 7, czech)).toBe('only');
  });
});
