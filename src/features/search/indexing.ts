/**
 * Build-time side of the site's search index (see src/features/search/search-index-split.ts): turns the
 * documents that the local-search plugin extracted from the built pages into the stored form the
 * engine (engine.ts) loads. Per part (titles, headings, descriptions, keywords, full text) and per
 * field it keeps, for every term (tokens.ts), the documents that hold it and how often, and the
 * length of each document; term positions are not stored (the engine finds the words to highlight
 * in the few documents it returns). Full-text documents leave out their page URL and section title,
 * which the engine takes from the outline.
 */
import * as cheerio from 'cheerio';
import {termsOf, tokens} from './tokens';
import {CONTENT, DESCRIPTION, HEADING, KEYWORDS, TITLE} from './engine';
import type {EntryDocument, IndexFile, SearchDocument, StoredField, StoredPart} from './engine';
import {VALUE, normaliseMessage} from './logline';

/** The text of a page's place on the site: its breadcrumb and its URL. */
export function placeOf(document: SearchDocument): string {
  const breadcrumb = Array.isArray(document.b) ? document.b.join(' ') : '';
  return `${breadcrumb} ${document.u}`;
}

function indexField(texts: string[]): StoredField {
  const byTerm = new Map<string, number[]>();
  const lengths: number[] = [];
  texts.forEach((text, position) => {
    const counts = new Map<string, number>();
    const found = tokens(text);
    lengths.push(found.length);
    for (const token of found) {
      for (const term of new Set(termsOf(token.text))) counts.set(term, (counts.get(term) ?? 0) + 1);
    }
    for (const [term, count] of counts) {
      let list = byTerm.get(term);
      if (!list) byTerm.set(term, (list = []));
      list.push(position, count);
    }
  });
  const terms = [...byTerm.keys()].sort();
  // Each posting list: the gap to the previous document (the first counts from -1), negated when the
  // term occurs more than once there and then followed by its count.
  const postings = terms.map((term) => {
    const list = byTerm.get(term)!;
    const encoded: number[] = [];
    let previous = -1;
    for (let k = 0; k < list.length; k += 2) {
      const gap = list[k] - previous;
      previous = list[k];
      if (list[k + 1] > 1) encoded.push(-gap, list[k + 1]);
      else encoded.push(gap);
    }
    return encoded;
  });
  return {terms, postings, lengths};
}

/** Indexes documents of one type, each field being text taken from a document. */
export function indexPart(
  type: number,
  documents: SearchDocument[],
  fields: Record<string, (d: SearchDocument) => string>,
): StoredPart {
  return {
    type,
    documents,
    fields: Object.fromEntries(Object.entries(fields).map(([name, text]) => [name, indexField(documents.map(text))])),
  };
}

/**
 * Full-text documents without what the engine can restore from the outline (`restoreSections` in
 * engine.ts): the page URL, and the section title when it is the heading at the same anchor or,
 * failing that, the page title. Whatever would not come back the same is kept.
 */
export function compactSections(
  sections: SearchDocument[],
  titles: SearchDocument[],
  headings: SearchDocument[],
): SearchDocument[] {
  const pages = new Map(titles.map((d) => [d.i, d]));
  const headingAt = new Map(headings.map((d) => [`${d.p}${d.h ?? ''}`, d.t]));
  return sections.map((section) => {
    const page = section.p === undefined ? undefined : pages.get(section.p);
    const {u, s, ...rest} = section;
    const compact: SearchDocument = {...rest} as SearchDocument;
    if (!page || page.u !== u) compact.u = u;
    const restored = headingAt.get(`${section.p}${section.h ?? ''}`) ?? page?.t;
    if (restored !== s) compact.s = s;
    return compact;
  });
}

/** The documents of each type that the local-search plugin extracts from the built pages of one version. */
export interface ExtractedDocuments {
  titles: SearchDocument[];
  headings: SearchDocument[];
  descriptions: SearchDocument[];
  keywords: SearchDocument[];
  sections: SearchDocument[];
  /** What the plugin's scanner does not see (`pageExtrasOf`), by page URL. */
  extras?: Map<string, PageExtras>;
}

/** What a built page holds for the search beyond the plugin's documents. */
export interface PageExtras {
  /** The log messages of its troubleshooting entries, by the anchor of the entry's heading (`#anchor`). */
  messages: Map<string, string[]>;
  /** The questions its front matter says it answers (rendered by the DocItem/Footer wrapper). */
  questions: string[];
}

/** Marks of what `pageExtrasOf` reads, for a quick look before a page is parsed. */
export const EXTRAS_MARK = /data-log-message|language-log-message|data-page-questions/;

/**
 * Reads from a built page what the plugin's scanner does not keep apart: the log message of each troubleshooting
 * entry (the element marked `data-log-message` that the troubleshooting remark plugin renders, or, without it, the
 * ```` ```log-message ```` code block), under the `h2`/`h3` heading before it, one message a line; and the list of
 * questions marked `data-page-questions`.
 */
export function pageExtrasOf(html: string): PageExtras {
  const $ = cheerio.load(html);
  const messages = new Map<string, string[]>();
  const marked = $('article [data-log-message]').length > 0;
  const selector = marked ? 'h2[id], h3[id], [data-log-message]' : 'h2[id], h3[id], code.language-log-message';
  let anchor: string | undefined;
  $('article')
    .find(selector)
    .each((_, element) => {
      const $element = $(element);
      if ($element.is('h2, h3')) {
        anchor = `#${$element.attr('id')}`;
        return;
      }
      if (anchor === undefined) return;
      const attribute = $element.attr('data-log-message');
      let text = attribute && attribute !== 'true' ? attribute : '';
      if (!text) {
        const copy = $element.clone();
        copy.find('br').replaceWith('\n');
        copy.find('button').remove();
        text = copy.text();
      }
      const lines = text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      if (lines.length > 0) messages.set(anchor, [...(messages.get(anchor) ?? []), ...lines]);
    });
  const questions = $('[data-page-questions] li')
    .map((_, element) => $(element).text().trim())
    .get()
    .filter(Boolean);
  return {messages, questions};
}

/** Heading documents with the normalised log messages of their entries (`m`, see engine.ts). */
function withMessages(headings: SearchDocument[], extras: Map<string, PageExtras> | undefined): EntryDocument[] {
  if (!extras) return headings;
  return headings.map((heading) => {
    const messages = extras.get(heading.u)?.messages.get(heading.h ?? '');
    if (!messages) return heading;
    return {...heading, m: [...new Set(messages.map(normaliseMessage).filter(Boolean))]};
  });
}

/** The words of an entry's messages, for the word search: without the values. */
const messageWords = (d: EntryDocument) =>
  (d.m ?? [])
    .join(' ')
    .split(' ')
    .filter((w) => w !== VALUE)
    .join(' ');

/** The two index files of a version: the outline (loaded first) and the full text of every section. */
export function indexFilesOf({titles, headings, descriptions, keywords, sections, extras}: ExtractedDocuments): {
  outline: IndexFile;
  fullText: IndexFile;
} {
  const text = ({t}: SearchDocument) => t;
  const entries = withMessages(headings, extras);
  const questions = (d: SearchDocument) => extras?.get(d.u)?.questions.join('\n') ?? '';
  return {
    outline: {
      format: 2,
      parts: [
        indexPart(TITLE, titles, {t: text, place: placeOf, q: questions}),
        indexPart(HEADING, entries, {t: text, log: messageWords}),
        indexPart(DESCRIPTION, descriptions, {t: text}),
        indexPart(KEYWORDS, keywords, {t: text}),
      ],
    },
    fullText: {format: 2, parts: [indexPart(CONTENT, compactSections(sections, titles, headings), {t: text})]},
  };
}
