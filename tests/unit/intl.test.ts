import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
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

describe('English texts written without ICU', () => {
  test('dates read exactly as Intl.DateTimeFormat writes them for every option set the theme uses', () => {
    const dates = days();
    for (const options of THEME_DATE_OPTIONS) {
      assert.notEqual(englishDateText(options), null, JSON.stringify(options));
      const ours = createDateFormatter('en', options);
      const intl = new Intl.DateTimeFormat('en', options);
      const mismatches = dates
        .filter((d) => ours.format(d) !== intl.format(d))
        .map((d) => `${d.toISOString()}: ${ours.format(d)} vs ${intl.format(d)}`);
      assert.deepEqual(mismatches.slice(0, 5), [], JSON.stringify(options));
      // numbers (timestamps) and date strings are accepted as Intl accepts them
      assert.equal(ours.format(dates[100]!.getTime()), intl.format(dates[100]!.getTime()));
    }
  });

  test('other locales, calendars and option sets are written by Intl', () => {
    const date = new Date(Date.UTC(2026, 10, 22, 12));
    assert.equal(englishDateText({day: 'numeric', month: 'long', year: 'numeric'}), null); // local time zone
    assert.equal(englishDateText({day: 'numeric', month: 'long', timeZone: 'UTC', calendar: 'buddhist'}), null);
    assert.equal(englishDateText({day: '2-digit', month: 'long', timeZone: 'UTC'}), null);
    assert.equal(englishDateText({day: 'numeric', month: 'long', timeZone: 'UTC', weekday: 'long'}), null);
    for (const [locale, options] of [
      ['fr', THEME_DATE_OPTIONS[0]!],
      ['cs', THEME_DATE_OPTIONS[2]!],
      ['en', {...THEME_DATE_OPTIONS[0]!, calendar: 'buddhist'}],
      ['en', {day: 'numeric', month: 'long', weekday: 'long', timeZone: 'UTC'}],
    ] as const) {
      assert.equal(
        createDateFormatter(locale, options).format(date),
        new Intl.DateTimeFormat(locale, options).format(date),
      );
    }
    assert.throws(() => createDateFormatter('en', THEME_DATE_OPTIONS[0]!).format(new Date('not a date')), RangeError);
  });

  test('English plural forms match Intl.PluralRules, and other locales use their own rules', () => {
    const english = pluralRulesFor('en-GB');
    const intl = new Intl.PluralRules('en');
    for (const count of [0, 1, 2, 3, 5, 11, 21, 100, 101, 1.5, 0.5, -1]) {
      assert.equal(english.choose(count), intl.select(count), String(count));
      assert.equal(
        pickPluralMessage('One item|{count} items', count, english),
        intl.select(count) === 'one' ? 'One item' : '{count} items',
      );
    }
    assert.deepEqual(english.forms, ['one', 'other']);
    // Czech: one, few, many, other; a message with fewer forms falls back to its last one
    const czech = pluralRulesFor('cs');
    assert.deepEqual(czech.forms, ['one', 'few', 'many', 'other']);
    assert.equal(pickPluralMessage('a|b|c|d', 3, czech), 'b');
    assert.equal(pickPluralMessage('a|b', 3, czech), 'b');
    assert.equal(pickPluralMessage('only', 7, czech), 'only');
  });
});
