/**
 * How the site's search turns text into index terms, the same way for the pages (at build time) and
 * for the reader's query (in the search worker). Words of prose are lower-cased and stemmed (lunr's
 * English stemmer); identifiers, i.e. words joined by `_ / . : -` or written in camelCase such as
 * `control_manager/goto`, `mrs_lib::ParamLoader` or `LandoffTracker`, are kept whole, as every
 * shorter run of their segments (`control_manager`, `manager/goto`) and as their stemmed words, so
 * a reader finds them by the whole name, a part of it, or its words.
 */
import lunr from 'lunr';

/** A word of text: letters, digits and underscores, possibly joined into an identifier by `/ . : :: -`. */
const TOKEN = /[\p{L}\p{N}_]+(?:(?:::|[/.:-])[\p{L}\p{N}_]+)*/gu;
/** What separates the segments of an identifier. */
const SEPARATOR = /::|[_/.:-]+/;
const SEPARATORS = /(::|[_/.:-]+)/;
/** Boundaries of camelCase words: `paramLoader`, `ParamLoader`, `HTMLParser`, `Se3Controller`. */
const CAMEL = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;
/** Identifiers with more segments than this are indexed whole and by word only. */
const MAX_SEGMENTS = 8;

const stems = new Map<string, string>();

/** lunr's English stemmer, remembered per word. */
export function stem(word: string): string {
  let result = stems.get(word);
  if (result === undefined) {
    result = lunr.stemmer(new lunr.Token(word, {})).toString();
    if (stems.size > 50_000) stems.clear();
    stems.set(word, result);
  }
  return result;
}

/** Words too common to search for (lunr's English list). */
export function isStopWord(word: string): boolean {
  return lunr.stopWordFilter(new lunr.Token(word, {})) === undefined;
}

export interface Token {
  /** The word as written. */
  text: string;
  /** Where it starts in the text. */
  start: number;
}

/** The words of a text, with their places. */
export function tokens(text: string): Token[] {
  const found: Token[] = [];
  for (const match of text.matchAll(TOKEN)) found.push({text: match[0], start: match.index ?? 0});
  return found;
}

/** The stemmed words of a token: its segments and their camelCase words, without stop words. */
export function wordsOf(token: string): string[] {
  const words: string[] = [];
  for (const segment of token.split(SEPARATOR)) {
    if (!segment) continue;
    const camel = segment.split(CAMEL);
    for (const part of camel.length > 1 ? [segment, ...camel] : camel) {
      const lower = part.toLowerCase();
      if (lower && !isStopWord(lower)) words.push(stem(lower));
    }
  }
  return words;
}

/** Whether a token is an identifier: more than one segment or camelCase word. */
export function isIdentifier(token: string): boolean {
  return SEPARATOR.test(token) || CAMEL.test(token);
}

/**
 * The identifier terms of a token: the whole token and every shorter run of two or more of its
 * segments that stands as a name of its own, i.e. is not cut out of a longer name joined by `_` or
 * `-`, lower-cased and with their separators. `/uav1/control_manager/goto` gives
 * `uav1/control_manager/goto`, `uav1/control_manager` and `control_manager/goto`, but not
 * `manager/goto`; `control_manager/goto_relative` does not give `control_manager/goto`. A camelCase
 * word alone gives itself lower-cased.
 */
export function identifiersOf(token: string): string[] {
  const lower = token.toLowerCase();
  const pieces = lower.split(SEPARATORS);
  // pieces alternate: segment, separator, segment, ...
  const segments = Math.ceil(pieces.length / 2);
  if (segments < 2) return isIdentifier(token) ? [lower] : [];
  if (segments > MAX_SEGMENTS) return [lower];
  const bound = (separator: string | undefined) => separator === undefined || !/^[_-]+$/.test(separator);
  const found: string[] = [];
  for (let first = 0; first < segments; first++) {
    if (!bound(pieces[2 * first - 1])) continue;
    for (let last = first + 1; last < segments; last++) {
      if (bound(pieces[2 * last + 1])) found.push(pieces.slice(2 * first, 2 * last + 1).join(''));
    }
  }
  return found;
}

/** Every term a token is indexed under. */
export function termsOf(token: string): string[] {
  return [...identifiersOf(token), ...wordsOf(token)];
}
