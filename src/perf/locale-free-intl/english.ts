/**
 * English plural forms and dates written without the browser's ICU services, which cost tens of
 * milliseconds of main-thread work the first time any of them is used; every other locale, and any
 * option set not covered here, goes to `Intl`. Pure functions: the React hooks that use them are in
 * `pluralForm.ts` and `dateFormat.ts`, and `tests/unit/intl.test.ts` compares their text with `Intl`'s.
 */

/** The order in which a message lists its forms, for every locale. */
const FORM_ORDER: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

export interface PluralRulesOfLocale {
  locale: string;
  /** the forms this locale distinguishes, in message order */
  forms: Intl.LDMLPluralRule[];
  choose: (count: number) => Intl.LDMLPluralRule;
}

/** English has two plural categories: "one" for 1 and -1 (CLDR looks at the absolute value), "other" for everything else. */
const ENGLISH: PluralRulesOfLocale = {
  locale: 'en',
  forms: ['one', 'other'],
  choose: (count) => (Math.abs(count) === 1 ? 'one' : 'other'),
};

export function isEnglish(locale: string): boolean {
  return locale === 'en' || locale.startsWith('en-');
}

export function pluralRulesFor(locale: string): PluralRulesOfLocale {
  if (isEnglish(locale)) {
    return ENGLISH;
  }
  try {
    const rules = new Intl.PluralRules(locale);
    const categories = rules.resolvedOptions().pluralCategories;
    return {
      locale,
      forms: FORM_ORDER.filter((form) => categories.includes(form)),
      choose: (count) => rules.select(count),
    };
  } catch (error) {
    console.error(
      `Plural rules for "${locale}" are unavailable (${(error as Error).message}); English rules are used.`,
    );
    return ENGLISH;
  }
}

/** Picks the form of `messages` (the theme's format: "One item|{count} items") that fits `count`. */
export function pickPluralMessage(messages: string, count: number, rules: PluralRulesOfLocale): string {
  const forms = messages.split('|');
  if (forms.length === 1) {
    return forms[0]!;
  }
  if (forms.length > rules.forms.length) {
    console.error(
      `"${messages}" has ${forms.length} forms; locale ${rules.locale} has ${rules.forms.length} (${rules.forms.join(', ')}).`,
    );
  }
  const index = rules.forms.indexOf(rules.choose(count));
  // a message with fewer forms than the locale uses its last one ("other")
  return forms[Math.min(index, forms.length - 1)]!;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The part of `Intl.DateTimeFormat` the theme calls. */
export interface DateFormatter {
  format: (date?: Date | number) => string;
  formatToParts: (date?: Date | number) => Intl.DateTimeFormatPart[];
  resolvedOptions: () => Intl.ResolvedDateTimeFormatOptions;
}

/**
 * The English texts of the option sets the theme uses (numeric day, long or short month, numeric year
 * or none, UTC, Gregorian calendar): "November 22, 2026", "Nov 22, 2026", "November 22". Null for
 * any other option set.
 */
export function englishDateText(options: Intl.DateTimeFormatOptions): ((date: Date) => string) | null {
  const {day, month, year, timeZone, calendar, ...rest} = options;
  if (Object.values(rest).some((value) => value !== undefined)) {
    return null;
  }
  if (timeZone !== 'UTC' || (calendar !== undefined && calendar !== 'gregory') || day !== 'numeric') {
    return null;
  }
  if ((month !== 'long' && month !== 'short') || (year !== undefined && year !== 'numeric')) {
    return null;
  }
  return (date) => {
    const name = MONTHS[date.getUTCMonth()]!;
    const dayText = `${month === 'long' ? name : name.slice(0, 3)} ${date.getUTCDate()}`;
    return year === undefined ? dayText : `${dayText}, ${date.getUTCFullYear()}`;
  };
}

/** A date formatter for `locale`: English texts written directly, anything else by `Intl`, built on first use. */
export function createDateFormatter(locale: string, options: Intl.DateTimeFormatOptions): DateFormatter {
  let intl: Intl.DateTimeFormat | undefined;
  const real = () => (intl ??= new Intl.DateTimeFormat(locale, options));
  const english = isEnglish(locale) ? englishDateText(options) : null;
  return {
    format: (date) => {
      const value = date === undefined ? new Date() : new Date(date);
      // Intl reports an invalid date (RangeError); so does this formatter, by handing it over
      return english && !Number.isNaN(value.getTime()) ? english(value) : real().format(value);
    },
    formatToParts: (date) => real().formatToParts(date),
    resolvedOptions: () => real().resolvedOptions(),
  };
}
