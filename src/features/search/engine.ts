/**
 * The site's search engine: its pure logic, shared by the search worker (worker.ts) and the relevance
 * benchmark (scripts/bench-search.ts), which runs it in Node over the built index files. It has no
 * access to the network or the DOM: callers load the index files and hand over their contents.
 *
 * An index has five parts, as the local-search plugin makes them: page titles (with the page's place
 * on the site as a second field), headings, descriptions, keywords and the full text of each section
 * (see indexing.ts). A query is split into words the way pages are (tokens.ts); an identifier is
 * looked up whole first, then by its words. Each word may match a term exactly, by prefix (the word
 * being typed) or, when no page has it, within one or two typing errors. Pages are ranked by how well
 * each word matches their title, headings and text (title matches weigh most), and each page brings
 * its best sections along.
 */
import {identifiersOf, isStopWord, stem, tokens, wordsOf} from './tokens';
import {MIN_LITERAL_WORDS, literalWords, messagePattern, queryLines, queryTextOf} from './logline';
import {QUESTION_WORDS, VOCABULARY, WEAK_WORDS} from './vocabulary';

/** Splits an identifier into its segments, keeping the separators. */
const SEGMENTS = /(::|[_/.:-]+)/;
/** Boundaries of camelCase words (as in tokens.ts). */
const CAMEL_WORDS = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;
import type {SearchDocument, SearchResult} from './adapter/types';

export type {SearchDocument, SearchResult};

/**
 * A heading document may carry the log messages its section is the entry for (a troubleshooting entry), each
 * normalised (logline.ts); the outline holds them, so a pasted line finds its entry before the full text loads.
 */
export type EntryDocument = SearchDocument & {m?: string[]};

/** The document types of the plugin (its `SearchDocumentType`). */
export const TITLE = 0;
export const HEADING = 1;
export const DESCRIPTION = 2;
export const KEYWORDS = 3;
export const CONTENT = 4;

/** One field of a stored part: sorted terms, a posting list per term, and each document's length. */
export interface StoredField {
  terms: string[];
  /** Per term: gaps between document positions, a negative gap being followed by the term's count there. */
  postings: number[][];
  lengths: number[];
}

export interface StoredPart {
  type: number;
  documents: SearchDocument[];
  fields: Record<string, StoredField>;
}

/** An index file: the outline (titles, headings, descriptions, keywords) or the full text. */
export interface IndexFile {
  format: 2;
  parts: StoredPart[];
}

/** How much a match in each field counts, by document type and field name. */
const FIELD_WEIGHT: Record<number, Record<string, number>> = {
  [TITLE]: {t: 6, place: 2, q: 3},
  [HEADING]: {t: 3, log: 2.5},
  [DESCRIPTION]: {t: 1.5},
  [KEYWORDS]: {t: 1.5},
  [CONTENT]: {t: 1},
};

/** How much each way of matching a word counts. */
const MATCH = {
  identifier: 1.6,
  shortIdentifier: 1.3,
  identifierPrefix: 0.9,
  word: 1,
  prefix: 0.7,
  typo1: 0.45,
  typo2: 0.3,
};
/** Identifier words found only by their words count less than the identifier found whole. */
const WORDS_OF_IDENTIFIER = 0.6;
/** BM25 parameters. */
const K1 = 1.2;
const B = 0.75;
/**
 * The generated parameter reference pages (docs/reference/) quote the shipped config comments, which name
 * topics and services in passing; the hand-written page about a name should come first. They keep their full
 * score for parameter paths (a query with a dot inside a name).
 */
const REFERENCE_PAGE = /^\/docs\/(1\.5\.0\/)?reference\//;
const REFERENCE_PAGE_FACTOR = 0.5;
/**
 * The generated mrs_msgs interface page holds no quoted prose: it is where a type is defined, field by field. A
 * query that names an mrs_msgs type (`mrs_msgs/srv/Vec4`, `mrs_msgs::msg::UavState`, pasted from code or from
 * `ros2 interface list`) is asking for that definition, so there the page keeps its full score; for other
 * queries ("path", "reference") it stays below the hand-written pages like the other reference pages.
 */
const INTERFACE_PAGE = /^\/docs\/(1\.5\.0\/)?reference\/mrs_msgs$/;
/**
 * The troubleshooting pages quote topic, service and node names in every entry; a query that is only a name asks for
 * the page that documents it, so there they count like the reference pages. Their entries' messages, and questions
 * in words, keep the full score.
 */
const TROUBLESHOOTING_PAGE = /^\/docs\/(1\.5\.0\/)?troubleshooting\//;
const INTERFACE_QUERY = /\bmrs_msgs(\/|::)[A-Za-z]/;
/** A question about doing something: the task's page answers it, a troubleshooting entry only when a message is named. */
const TASK_QUESTION =
  /^\s*(how\b|is there\b|are there\b|is it possible\b|can i\b|could i\b|where\b|what is the way\b)/i;

/** How much each further section holding every word adds to a page's score, up to MAX_SPREAD sections. */
const SPREAD = 0.05;
const MAX_SPREAD = 4;
/** At most this many terms stand for one prefix or misspelled word. */
const MAX_EXPANSIONS = 40;

interface Postings {
  docs: number[];
  counts: number[];
}

interface Field {
  name: string;
  weight: number;
  terms: string[];
  positions: Map<string, number>;
  encoded: number[][];
  decoded: (Postings | undefined)[];
  lengths: number[];
  averageLength: number;
  /** Prefix and typo expansions already looked up, by word. */
  expansions: Map<string, [string, number][]>;
  byLength?: Map<number, string[]>;
}

export interface Part {
  type: number;
  documents: SearchDocument[];
  fields: Field[];
}

function toField(name: string, weight: number, stored: StoredField): Field {
  const total = stored.lengths.reduce((sum, n) => sum + n, 0);
  // a field most documents lack (a page's questions, an entry's log message): its length is the mean of those that have it
  const holding = stored.lengths.filter((n) => n > 0).length;
  return {
    name,
    weight,
    terms: stored.terms,
    positions: new Map(stored.terms.map((term, k) => [term, k])),
    encoded: stored.postings,
    decoded: new Array(stored.terms.length),
    lengths: stored.lengths,
    averageLength: holding ? Math.max(1, total / holding) : 1,
    expansions: new Map(),
  };
}

export function toPart(stored: StoredPart): Part {
  const weights = FIELD_WEIGHT[stored.type] ?? {};
  return {
    type: stored.type,
    documents: stored.documents,
    fields: Object.entries(stored.fields).map(([name, field]) => toField(name, weights[name] ?? 1, field)),
  };
}

function readIndexFile(file: unknown): StoredPart[] {
  const index = file as IndexFile;
  if (!index || index.format !== 2 || !Array.isArray(index.parts)) throw new Error('Unknown search index format');
  return index.parts;
}

/** The parts of the outline file (titles, headings, descriptions, keywords). */
export function outlineParts(file: unknown): Part[] {
  return readIndexFile(file).map(toPart);
}

/** The full-text part, from its own file; its documents get back what the outline holds. */
export function textPart(file: unknown, outline: Part[]): Part {
  const [stored] = readIndexFile(file);
  return toPart({...stored, documents: restoreSections(stored.documents, outline)});
}

/** Gives full-text documents their page URL and section title back (see `compactSections` in indexing.ts). */
export function restoreSections(sections: SearchDocument[], outline: Part[]): SearchDocument[] {
  const titles = outline.find((p) => p.type === TITLE)?.documents ?? [];
  const headings = outline.find((p) => p.type === HEADING)?.documents ?? [];
  const pages = new Map(titles.map((d) => [d.i, d]));
  const headingAt = new Map(headings.map((d) => [`${d.p}${d.h ?? ''}`, d.t]));
  return sections.map((section) => {
    const page = section.p === undefined ? undefined : pages.get(section.p);
    return {
      ...section,
      u: section.u ?? page?.u ?? '',
      s: section.s ?? headingAt.get(`${section.p}${section.h ?? ''}`) ?? page?.t,
    };
  });
}

function postingsOf(field: Field, position: number): Postings {
  let found = field.decoded[position];
  if (!found) {
    const docs: number[] = [];
    const counts: number[] = [];
    let doc = -1;
    const encoded = field.encoded[position];
    for (let k = 0; k < encoded.length; k++) {
      const value = encoded[k];
      if (value < 0) {
        doc -= value;
        docs.push(doc);
        counts.push(encoded[++k]);
      } else {
        doc += value;
        docs.push(doc);
        counts.push(1);
      }
    }
    found = field.decoded[position] = {docs, counts};
  }
  return found;
}

/** Rows reused by typoDistance (words are short; longer ones grow them). */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/** Optimal string alignment distance (a swap of two letters is one error), or `max + 1` when above `max`. */
function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (b.length + 1 > rows[0].length) rows = rows.map(() => new Int32Array(2 * (b.length + 1)));
  let [before, previous, current] = rows;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        value = Math.min(value, before[j - 2] + 1);
      }
      current[j] = value;
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length];
}

/** The terms of a field by length, made on first use. */
function termsByLength(field: Field): Map<number, string[]> {
  if (!field.byLength) {
    field.byLength = new Map();
    for (const term of field.terms) {
      const list = field.byLength.get(term.length);
      if (list) list.push(term);
      else field.byLength.set(term.length, [term]);
    }
  }
  return field.byLength;
}

/** Keeps an expansion for the next keystrokes; a long session starts afresh now and then. */
function remember(field: Field, key: string, found: [string, number][]): void {
  if (field.expansions.size >= 1000) field.expansions.clear();
  field.expansions.set(key, found);
}

/** Terms of a field that start with `prefix`, each with how much the match counts. */
function prefixTerms(field: Field, prefix: string, weight: number): [string, number][] {
  const key = `^${prefix}`;
  let found = field.expansions.get(key);
  if (!found) {
    found = [];
    let low = 0;
    let high = field.terms.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (field.terms[middle] < prefix) low = middle + 1;
      else high = middle;
    }
    for (
      let k = low;
      k < field.terms.length && field.terms[k].startsWith(prefix) && found.length < MAX_EXPANSIONS;
      k++
    ) {
      const term = field.terms[k];
      if (term !== prefix) found.push([term, Math.sqrt(prefix.length / term.length)]);
    }
    remember(field, key, found);
  }
  return found.map(([term, share]) => [term, weight * share]);
}

/**
 * Terms of a field within one typing error of a word (two for words of eight letters or more),
 * compared with the word as typed and with its stem; a stem that the word starts with, a few letters
 * short of it, counts too (`simulaton` → `simul`, the stem of `simulation`).
 */
function typoTerms(field: Field, word: string): [string, number][] {
  const key = `~${word}`;
  let found = field.expansions.get(key);
  if (!found) {
    found = [];
    const stemmed = stem(word);
    const max = word.length >= 8 ? 2 : 1;
    const byLength = termsByLength(field);
    const lengths = new Set<number>();
    for (const base of [word.length, stemmed.length]) for (let n = base - max; n <= base + max; n++) lengths.add(n);
    const seen = new Set<string>();
    for (const n of lengths) {
      for (const term of byLength.get(n) ?? []) {
        if (term.length < 3) continue;
        const distance = Math.min(typoDistance(word, term, max), typoDistance(stemmed, term, max));
        if (distance <= max) {
          found.push([term, distance <= 1 ? MATCH.typo1 : MATCH.typo2]);
          seen.add(term);
        }
      }
    }
    // a stem that the word starts with, a few letters short of it
    for (let n = Math.max(4, Math.ceil(word.length / 2)); n < word.length; n++) {
      const term = word.slice(0, n);
      if (word.length - n <= 4 && !seen.has(term) && field.positions.has(term)) found.push([term, MATCH.typo2]);
    }
    found.sort((a, b) => b[1] - a[1]);
    found = found.slice(0, MAX_EXPANSIONS);
    remember(field, key, found);
  }
  return found;
}

/** A word of the query. */
interface QueryWord {
  /** As typed, lower-cased. */
  text: string;
  /** The identifier terms to look up whole, with how much each counts. */
  identifiers: [string, number][];
  /** Its stemmed words, and each as typed (for typos and prefixes). */
  words: {stemmed: string; typed: string}[];
  /** Whether it may be cut short (the reader is still typing it). */
  typing: boolean;
  /** The site's words for it (vocabulary.ts): each a list of stemmed words that must all match, counted less. */
  alternatives?: string[][];
  /** A word nearly every page is about (`uav`, `drone`): it counts less, and a page need not have it. */
  weak?: boolean;
  /** A verb with its particle (`take off`): the verb alone on a page (`takes`) counts less than the site's word. */
  particle?: boolean;
}

/** How much the verb of a verb with its particle counts, found alone. */
const PARTICLE_VERB = 0.4;

/** How much a weak word of the query counts. */
const WEAK = 0.3;

/** How much a match of the site's word for the reader's word counts (vocabulary.ts). */
const ALTERNATIVE = 0.7;

/** Stemmed words of a phrase, stop words left out. */
const stemmedWords = (phrase: string): string[] => tokens(phrase).flatMap((t) => wordsOf(t.text));

/** The lower-cased words of a phrase, stop words included. */
const allWords = (phrase: string): string[] => tokens(phrase).map((t) => t.text.toLowerCase());

/**
 * The vocabulary by the reader's stemmed phrase, and the longest phrase in words. A phrase that is one word and a stop
 * word (`take off`, `fly to`, `move to`) is a verb with its particle: it is known by both, the stemmed word and the
 * stop word as written (`take off`), and the word alone (`take`, `flying`) does not stand for it. A reader's word that
 * the stemmer cuts short (`settings` → `set`) stands for its own forms, not for the bare stem written as a word of its
 * own (`set up`): `bare` holds the keys some reader form of which is its own stem.
 */
const vocabulary = (() => {
  const byPhrase = new Map<string, string[][]>();
  const particles = new Map<string, string[][]>();
  const bare = new Set<string>();
  let longest = 1;
  for (const {reader, site} of VOCABULARY) {
    const alternatives = site.map(stemmedWords).filter((words) => words.length > 0);
    for (const phrase of reader) {
      const words = stemmedWords(phrase);
      if (words.length === 0) continue;
      const written = allWords(phrase);
      const key = words.join(' ');
      const own = alternatives.filter((a) => a.join(' ') !== key);
      if (words.length === 1 && written.length === 2 && written.some(isStopWord)) {
        const particleKey = written.map((w) => (isStopWord(w) ? w : stem(w))).join(' ');
        particles.set(particleKey, [...(particles.get(particleKey) ?? []), ...own]);
        continue;
      }
      if (words.length === 1 && written.length === 1 && written[0] === words[0]) bare.add(key);
      byPhrase.set(key, [...(byPhrase.get(key) ?? []), ...own]);
      longest = Math.max(longest, words.length);
    }
  }
  return {byPhrase, particles, bare, longest};
})();

const questionStems = new Set(QUESTION_WORDS.map((w) => stem(w)));
const weakStems = new Set(WEAK_WORDS.map((w) => stem(w)));

/** A plain word of the query: one stemmed word, not an identifier. */
const plain = (w: QueryWord) => w.identifiers.length === 0 && w.words.length === 1;

/**
 * Gives the query's words the site's words for them: a reader's phrase of several words in a row becomes one word
 * of the query whose words must all match, or whose site words do.
 */
function withVocabulary(words: QueryWord[]): QueryWord[] {
  const out: QueryWord[] = [];
  for (let k = 0; k < words.length; k++) {
    let merged: QueryWord | undefined;
    for (let n = Math.min(vocabulary.longest, words.length - k); n >= 1 && !merged; n--) {
      const run = words.slice(k, k + n);
      // a phrase of plain words, or one identifier the readers use (`cmd_vel`); a verb with its particle has its own
      if (run.some((w) => w.alternatives)) continue;
      if (!run.every(plain) && n > 1) continue;
      const key = run.flatMap((w) => w.words.map((x) => x.stemmed)).join(' ');
      // a bare stem (`set`) is not the reader's word the stemmer cut to it (`settings`)
      if (n === 1 && plain(run[0]) && run[0].words[0].typed === key && !vocabulary.bare.has(key)) continue;
      const alternatives = vocabulary.byPhrase.get(key);
      if (!alternatives) continue;
      merged =
        n === 1
          ? {...run[0], alternatives, identifiers: run[0].identifiers}
          : {
              text: run.map((w) => w.text).join(' '),
              identifiers: [],
              words: run.flatMap((w) => w.words),
              typing: run[n - 1].typing,
              alternatives,
            };
      k += n - 1;
    }
    out.push(merged ?? words[k]);
  }
  return out;
}

function typedWordsOf(token: string): string[] {
  // the same split as wordsOf, without stemming
  return token
    .split(/::|[_/.:-]+/)
    .flatMap((segment) => {
      const camel = segment.split(/(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u);
      return camel.length > 1 ? [segment, ...camel] : camel;
    })
    .map((w) => w.toLowerCase())
    .filter((w) => w && !isStopWord(w));
}

/** The words of a query, as the engine sees them; an empty list means there is nothing to search. */
export function parseQuery(typed: string): QueryWord[] {
  // a pasted log line is searched for without the logger's prefixes and the values of the moment
  const input = queryTextOf(typed);
  const found = tokens(input);
  const typingLast = !/\s$/.test(input);
  const words: QueryWord[] = [];
  found.forEach((token, k) => {
    const lower = token.text.toLowerCase();
    const identifiers: [string, number][] = [];
    const whole = identifiersOf(token.text);
    if (whole.length > 0) {
      identifiers.push([lower, MATCH.identifier]);
      // a namespace or path in front of a name (`/uav1/control_manager/goto`): also the name without it
      const pieces = lower.split(/(::|[_/.:-]+)/);
      for (let first = 2; first < pieces.length - 2; first += 2) {
        if (/[/:.]/.test(pieces[first - 1])) identifiers.push([pieces.slice(first).join(''), MATCH.shortIdentifier]);
      }
    }
    const typed = typedWordsOf(token.text);
    const stemmed = wordsOf(token.text);
    words.push({
      text: lower,
      identifiers,
      words: stemmed.map((s, j) => ({stemmed: s, typed: typed[j] ?? s})),
      typing: typingLast && k === found.length - 1,
    });
  });
  // A verb with its particle (`take off`, `fly to`) is one word of the query, with the site's words for it.
  for (let k = 0; k + 1 < words.length; k++) {
    const [word, next] = [words[k], words[k + 1]];
    if (!plain(word) || next.words.length > 0 || next.identifiers.length > 0) continue;
    const alternatives = vocabulary.particles.get(`${word.words[0].stemmed} ${next.text}`);
    if (alternatives)
      words[k] = {...word, text: `${word.text} ${next.text}`, alternatives, particle: true, typing: next.typing};
  }
  // Stop words ("how", "do", "the") are left out, unless the query has nothing else.
  const meaningful = words.filter((w) => w.identifiers.length > 0 || w.words.length > 0);
  // So are the words that only make it a question or a plea ("is there a way", "please help").
  const subject = meaningful.filter((w) => !(plain(w) && questionStems.has(w.words[0].stemmed)));
  if (subject.length > 0) {
    // the subject of every page ("the drone", "the system") counts little beside two other words
    const isWeak = (w: QueryWord) => plain(w) && weakStems.has(w.words[0].stemmed);
    const weak = subject.filter((w) => !isWeak(w)).length >= 2;
    return withVocabulary(subject.map((w) => (weak && isWeak(w) ? {...w, weak: true} : w)));
  }
  if (meaningful.length > 0) return meaningful;
  return words.map((w) => ({...w, words: [{stemmed: stem(w.text), typed: w.text}]}));
}

/** The words of a query that the engine searches for. */
export function queryWords(input: string): string[] {
  return parseQuery(input).map((w) => w.text);
}

/** Scores of one query word: per document key, the score and the terms that matched. */
type WordScores = Map<string, {score: number; terms: Set<string>}>;

function bm25(field: Field, postings: Postings, k: number): number {
  const n = field.lengths.length;
  const df = postings.docs.length;
  const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
  const count = postings.counts[k];
  const length = field.lengths[postings.docs[k]] ?? field.averageLength;
  return (idf * (count * (K1 + 1))) / (count + K1 * (1 - B + (B * length) / field.averageLength));
}

/** Adds the documents of `term` in `field` to `into`, each scored by `weight`, keeping the best per document. */
function addTerm(into: Map<number, {score: number; term: string}>, field: Field, term: string, weight: number): void {
  const position = field.positions.get(term);
  if (position === undefined) return;
  const postings = postingsOf(field, position);
  for (let k = 0; k < postings.docs.length; k++) {
    const score = weight * bm25(field, postings, k);
    const doc = postings.docs[k];
    const known = into.get(doc);
    if (!known || known.score < score) into.set(doc, {score, term});
  }
}

function hasTerm(parts: Part[], term: string): boolean {
  return parts.some((part) => part.fields.some((field) => field.positions.has(term)));
}

/** Scores every document of the parts for one query word. */
function scoreWord(parts: Part[], word: QueryWord, key: (part: Part, doc: number) => string): WordScores {
  const scores: WordScores = new Map();
  const add = (docKey: string, score: number, terms: Iterable<string>) => {
    const known = scores.get(docKey);
    if (known) {
      known.score += score;
      for (const t of terms) known.terms.add(t);
    } else scores.set(docKey, {score, terms: new Set(terms)});
  };
  // Misspelled words are looked for only when no document has them as typed, which is known only
  // once the full text is there.
  const complete = parts.some((part) => part.type === CONTENT);
  const typos = word.words.map(
    ({stemmed, typed}) => complete && typed.length >= 4 && !hasTerm(parts, stemmed) && !hasTerm(parts, typed),
  );
  for (const part of parts) {
    for (const field of part.fields) {
      // the identifier whole
      const whole = new Map<number, {score: number; term: string}>();
      for (const [term, weight] of word.identifiers) addTerm(whole, field, term, weight);
      if (word.typing && word.identifiers.length > 0) {
        for (const [term, weight] of prefixTerms(field, word.text, MATCH.identifierPrefix))
          addTerm(whole, field, term, weight);
      }
      // its words: every one must match, except in a page's title or place, where an identifier's
      // words count in proportion (`mrs_octomap_server` names the page "Server" under octomap_server)
      const perWord = word.words.map(({stemmed, typed}, j) => {
        const matches = new Map<number, {score: number; term: string}>();
        addTerm(matches, field, stemmed, MATCH.word);
        if (typed !== stemmed) addTerm(matches, field, typed, MATCH.word);
        if (word.typing && j === word.words.length - 1 && typed.length >= 2) {
          for (const [term, weight] of prefixTerms(field, typed, MATCH.prefix)) addTerm(matches, field, term, weight);
        }
        if (typos[j]) for (const [term, weight] of typoTerms(field, typed)) addTerm(matches, field, term, weight);
        return matches;
      });
      const partial = part.type === TITLE && word.identifiers.length > 0 && perWord.length > 1;
      const byWords = new Map<number, {score: number; terms: string[]; count: number}>();
      for (const matches of perWord) {
        for (const [doc, m] of matches) {
          const sum = byWords.get(doc);
          if (sum) {
            sum.score += m.score;
            sum.terms.push(m.term);
            sum.count++;
          } else byWords.set(doc, {score: m.score, terms: [m.term], count: 1});
        }
      }
      for (const [doc, sum] of byWords) {
        if (sum.count < perWord.length) {
          if (partial) sum.score *= sum.count / perWord.length;
          else byWords.delete(doc);
        }
      }
      const share =
        (word.identifiers.length > 0
          ? WORDS_OF_IDENTIFIER / Math.max(1, word.words.length)
          : 1 / Math.max(1, word.words.length)) * (word.particle ? PARTICLE_VERB : 1);
      // the site's words for the reader's (vocabulary.ts), every word of one of them in the same document
      const alternative = new Map<number, {score: number; terms: string[]}>();
      for (const words of word.alternatives ?? []) {
        const sums = new Map<number, {score: number; terms: string[]; count: number}>();
        for (const stemmed of words) {
          const matches = new Map<number, {score: number; term: string}>();
          addTerm(matches, field, stemmed, MATCH.word);
          for (const [doc, m] of matches) {
            const sum = sums.get(doc);
            if (sum) {
              sum.score += m.score;
              sum.terms.push(m.term);
              sum.count++;
            } else sums.set(doc, {score: m.score, terms: [m.term], count: 1});
          }
        }
        for (const [doc, sum] of sums) {
          if (sum.count < words.length) continue;
          const score = (ALTERNATIVE * sum.score) / words.length;
          const known = alternative.get(doc);
          if (!known || known.score < score) alternative.set(doc, {score, terms: sum.terms});
        }
      }
      const docs = new Set([...whole.keys(), ...byWords.keys(), ...alternative.keys()]);
      for (const doc of docs) {
        const w = whole.get(doc);
        const b = byWords.get(doc);
        const a = alternative.get(doc);
        let wordScore = b ? b.score * share : 0;
        let terms = b?.terms ?? [];
        if (a && a.score > wordScore) [wordScore, terms] = [a.score, a.terms];
        if (w && w.score >= wordScore) add(key(part, doc), field.weight * w.score, [w.term]);
        else if (wordScore > 0) add(key(part, doc), field.weight * wordScore, terms);
      }
    }
  }
  return scores;
}

interface Candidate {
  part: Part;
  doc: number;
  document: SearchDocument;
  /** Per query word: score and matched terms. */
  words: ({score: number; terms: Set<string>} | undefined)[];
  total: number;
  matched: number;
  /** Whether its text has the query's words in a row, as typed. */
  phrase: boolean;
  /** For an entry whose log message the query matches: how well (see matchEntries), else 0. */
  exact: number;
}

/** A page with an entry whose message the query matches comes before every other page. */
const EXACT_SCORE = 1e4;

interface EntryPattern {
  doc: number;
  message: string;
  pattern: RegExp;
  literal: number;
}

const entryPatterns = new WeakMap<Part, EntryPattern[]>();

/** The log messages of the entries among a part's documents, compiled once per part. */
function entriesOf(part: Part): EntryPattern[] {
  let found = entryPatterns.get(part);
  if (!found) {
    found = [];
    part.documents.forEach((document, doc) => {
      for (const message of (document as EntryDocument).m ?? []) {
        const literal = literalWords(message);
        if (literal >= MIN_LITERAL_WORDS) found!.push({doc, message, pattern: messagePattern(message), literal});
      }
    });
    entryPatterns.set(part, found);
  }
  return found;
}

/**
 * The entries (documents of the part) whose log message the query matches, each with a strength: a message found
 * whole in the pasted text, its placeholders standing for the values there, counts 2000 plus its number of words; a
 * typed run of three words or more found inside a message counts 1000 plus its number of words. More specific
 * messages come first.
 */
export function matchEntries(part: Part, input: string): Map<number, number> {
  const matched = new Map<number, number>();
  const entries = entriesOf(part);
  if (entries.length === 0) return matched;
  const lines = queryLines(input);
  if (!lines) return matched;
  const keep = (doc: number, strength: number) => matched.set(doc, Math.max(matched.get(doc) ?? 0, strength));
  for (const entry of entries) {
    if (entry.pattern.test(lines)) keep(entry.doc, 2000 + entry.literal);
  }
  for (const line of lines.split('\n')) {
    const literal = literalWords(line);
    if (literal < 3) continue;
    for (const entry of entries) {
      if (` ${entry.message} `.includes(` ${line} `)) keep(entry.doc, 1000 + literal);
    }
  }
  return matched;
}

/** The query's words in a row, stop words included, whatever stands between them; none for one word. */
function phraseOf(input: string): RegExp | undefined {
  const found = tokens(input);
  if (found.length < 2) return undefined;
  const escaped = found.map((t) => t.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`(?<![\\p{L}\\p{N}_])${escaped.join('[^\\p{L}\\p{N}_]+')}`, 'iu');
}

/**
 * Where the words that matched are in a document's text, for highlighting: an identifier (or the run
 * of its segments) that matched whole, else each of its segments whose word matched.
 */
function matchPositions(text: string, terms: Set<string>): {positions: [number, number][]; words: string[]} {
  const positions: [number, number][] = [];
  const words = new Set<string>();
  const mark = (start: number, written: string) => {
    positions.push([start, written.length]);
    words.add(written.toLowerCase());
  };
  // a word matches when it, or its stem, is one of the terms (stop words are never terms)
  const matches = (word: string) => {
    const lower = word.toLowerCase();
    return terms.has(lower) || terms.has(stem(lower));
  };
  for (const token of tokens(text)) {
    if (!SEGMENTS.test(token.text)) {
      if (matches(token.text) || token.text.split(CAMEL_WORDS).some(matches)) mark(token.start, token.text);
      continue;
    }
    const lower = token.text.toLowerCase();
    const whole = identifiersOf(token.text)
      .filter((id) => terms.has(id))
      .sort((a, b) => b.length - a.length)[0];
    if (whole !== undefined) {
      const at = lower.indexOf(whole);
      mark(token.start + at, token.text.slice(at, at + whole.length));
      continue;
    }
    let offset = 0;
    token.text.split(SEGMENTS).forEach((piece, k) => {
      if (k % 2 === 0 && piece && (matches(piece) || piece.split(CAMEL_WORDS).some(matches)))
        mark(token.start + offset, piece);
      offset += piece.length;
    });
  }
  return {positions, words: [...words]};
}

/** Runs a query over the given parts of one index; results come grouped by page, best page first. */
export function runQuery(parts: Part[], input: string, limit: number): SearchResult[] {
  const words = parseQuery(input);
  if (words.length === 0 || parts.length === 0) return [];
  const byKey = new Map<string, Candidate>();
  const keyOf = (part: Part, doc: number) => `${part.type}:${doc}`;
  const partOf = new Map(parts.map((p) => [p.type, p]));
  const candidateOf = (key: string): Candidate => {
    let candidate = byKey.get(key);
    if (!candidate) {
      const [type, doc] = key.split(':').map(Number);
      const part = partOf.get(type)!;
      candidate = {
        part,
        doc,
        document: part.documents[doc],
        words: new Array(words.length),
        total: 0,
        matched: 0,
        phrase: false,
        exact: 0,
      };
      byKey.set(key, candidate);
    }
    return candidate;
  };
  words.forEach((word, w) => {
    const factor = word.weak ? WEAK : 1;
    for (const [key, match] of scoreWord(parts, word, keyOf)) {
      const candidate = candidateOf(key);
      candidate.words[w] = {score: match.score * factor, terms: match.terms};
      candidate.total += match.score * factor;
      if (!word.weak) candidate.matched++;
    }
  });
  // the words a page must have: all but the weak ones
  const strong = words.filter((w) => !w.weak).length;
  // Troubleshooting entries whose log message the query is (the outline holds the messages).
  const headings = partOf.get(HEADING);
  if (headings) {
    for (const [doc, strength] of matchEntries(headings, input)) candidateOf(keyOf(headings, doc)).exact = strength;
  }

  // What the reader typed, or the words of a pasted log line.
  const text = queryTextOf(input);
  // A section that has the words as the reader wrote them (an error message, a question) counts more.
  const phrase = phraseOf(text);
  if (phrase) {
    for (const candidate of byKey.values()) {
      if (candidate.matched === strong && phrase.test(candidate.document.t)) candidate.phrase = true;
    }
  }

  // A dotted path (`preflight_check.speed_check.max_speed`) is a parameter: the parameter reference answers it.
  const parameterQuery = /\w\.\w/.test(text);
  const interfaceQuery = INTERFACE_QUERY.test(text);
  const nameQuery = words.every((w) => w.identifiers.length > 0);
  // "how do I …", "is there a way to …": the reader asks how to do a task, which the task's page answers
  const taskQuestion = TASK_QUESTION.test(text);
  // Group by page: a title is its own page; other documents belong to the page they name.
  const titles = partOf.get(TITLE)?.documents ?? [];
  const pageDocs = new Map(titles.map((d) => [d.i, d]));
  interface Page {
    id: number;
    candidates: Candidate[];
    best: number[];
    score: number;
    matched: number;
    exact: number;
  }
  const pages = new Map<number, Page>();
  for (const candidate of byKey.values()) {
    const id = candidate.part.type === TITLE ? candidate.document.i : (candidate.document.p ?? candidate.document.i);
    let page = pages.get(id);
    if (!page)
      pages.set(
        id,
        (page = {id, candidates: [], best: new Array(words.length).fill(0), score: 0, matched: 0, exact: 0}),
      );
    page.candidates.push(candidate);
    page.exact = Math.max(page.exact, candidate.exact);
    candidate.words.forEach((m, w) => {
      if (m && m.score > page.best[w]) page.best[w] = m.score;
    });
  }
  for (const page of pages.values()) {
    page.matched = page.best.filter((s, w) => s > 0 && !words[w].weak).length;
    // each word where the page matches it best, and more when one section holds every word
    const together = Math.max(
      0,
      ...page.candidates.filter((c) => c.matched === strong).map((c) => c.total * (c.phrase ? 3 : 1)),
    );
    // a page that comes back to the subject in several sections is more about it than a passing mention
    const sections = page.candidates.filter((c) => c.matched === strong).length;
    const spread = 1 + SPREAD * Math.min(Math.max(sections - 1, 0), MAX_SPREAD);
    page.score = (page.best.reduce((sum, s) => sum + s, 0) + 0.5 * together) * spread * (page.matched / strong) ** 2;
    const url = pageDocs.get(page.id)?.u ?? '';
    const fullScore = parameterQuery || (interfaceQuery && INTERFACE_PAGE.test(url));
    if (!fullScore && REFERENCE_PAGE.test(url)) page.score *= REFERENCE_PAGE_FACTOR;
    if ((nameQuery || taskQuestion) && TROUBLESHOOTING_PAGE.test(url)) page.score *= REFERENCE_PAGE_FACTOR;
    // the entry for the message the reader pasted outranks every mention of its words in prose or code
    if (page.exact > 0) page.score += EXACT_SCORE * page.exact;
  }
  // Pages must hold every word (all but one in queries of three words or more), if any page does.
  const needed = strong >= 3 ? strong - 1 : strong;
  let ranked = [...pages.values()].filter((p) => p.matched >= needed || p.exact > 0);
  if (ranked.length === 0) ranked = [...pages.values()];
  ranked.sort((a, b) => b.score - a.score || a.id - b.id);

  const perPage = limit <= 10 ? 3 : 5;
  const results: SearchResult[] = [];
  for (const page of ranked) {
    const pageDoc = pageDocs.get(page.id);
    const shown = [...page.candidates]
      .sort(
        (a, b) =>
          b.exact - a.exact ||
          Number(b.part.type === TITLE) - Number(a.part.type === TITLE) ||
          Number(b.phrase) - Number(a.phrase) ||
          b.matched - a.matched ||
          b.total - a.total,
      )
      .slice(0, perPage);
    const found = shown.map((candidate) => {
      const terms = new Set<string>();
      for (const m of candidate.words) if (m) for (const t of m.terms) terms.add(t);
      return matchPositions(candidate.document.t, terms);
    });
    // The page's own entry opens the page as a whole: it highlights what every shown section matched (an identifier
    // found whole in a section, not only the word its title shares with the query).
    const pageWords = [...new Set(found.flatMap((f) => f.words))];
    shown.forEach((candidate, k) => {
      if (results.length >= limit) return;
      const {positions, words: own} = found[k];
      const marked = candidate.part.type === TITLE ? [...new Set([...own, ...pageWords])] : own;
      const result = {
        document: candidate.document,
        type: candidate.part.type,
        page: candidate.part.type === TITLE ? false : pageDoc,
        // the theme's highlighter needs one position at least: a section found by its message or questions alone
        // (no word of the shown text among the terms) gets an empty one at its start
        metadata: {match: {t: {position: positions.length > 0 ? positions : [[0, 0] as [number, number]]}}},
        tokens: marked.length > 0 ? marked : words.map((w) => w.text),
        score: page.score + candidate.total / 1000,
        ...(k > 0 &&
          candidate.part.type !== TITLE &&
          (k < shown.length - 1 ? {isInterOfTree: true} : {isLastOfTree: true})),
      };
      results.push(result as SearchResult);
    });
    if (results.length >= limit) break;
  }
  return results;
}
