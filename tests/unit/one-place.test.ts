/**
 * One fact, one place: a sentence written out on two pages of one docs tree is a fact with two homes, and a fix to
 * one copy leaves the other wrong. Such a sentence belongs in an MDX partial (`_partials/`) that both pages import,
 * or on one page that the other links to. Twin pages of two versions may share sentences: each tree is checked
 * against its own release. Code blocks, front matter, the generated reference pages and the partials themselves are
 * left out.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {RELEASES} from '../../config/releases';
import {walkMarkdown} from '../markdown';

const ROOT = path.resolve(__dirname, '../..');
/** Sentences shorter than this are phrases any two pages may share ("Start the session with the script."). */
const MIN_WORDS = 12;

/** The sentences of a page's prose, as lowercase word runs. */
export function sentencesOf(source: string): string[] {
  const prose = source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '')
    .replace(/^import .*$/gm, '')
    .replace(/\s+/g, ' ');
  return prose
    .split(/(?<=[.!?])\s+/)
    .map((s) => (s.toLowerCase().match(/[a-z0-9_]+/g) ?? []).join(' '))
    .filter((s) => s.split(' ').length >= MIN_WORDS);
}

/** Sentences that stand on more than one of the given pages, with the pages. */
export function repeatedSentences(pages: {file: string; source: string}[]): {sentence: string; files: string[]}[] {
  const where = new Map<string, Set<string>>();
  for (const {file, source} of pages) {
    for (const sentence of sentencesOf(source)) {
      if (!where.has(sentence)) where.set(sentence, new Set());
      where.get(sentence)!.add(file);
    }
  }
  return [...where]
    .filter(([, files]) => files.size > 1)
    .map(([sentence, files]) => ({sentence, files: [...files].sort()}));
}

describe('one fact, one place', () => {
  for (const release of RELEASES) {
    test(`${release.version}: no sentence of ${MIN_WORDS} words or more is written out on two pages`, () => {
      const dir = path.join(ROOT, release.docsDir);
      const pages = walkMarkdown(dir)
        .filter((f) => !path.relative(dir, f).startsWith(`reference${path.sep}`))
        .map((f) => ({file: path.relative(ROOT, f), source: fs.readFileSync(f, 'utf8')}));
      const repeated = repeatedSentences(pages).map((r) => `"${r.sentence}" on ${r.files.join(', ')}`);
      assert.deepEqual(repeated, [], 'give the fact one home: an MDX partial both pages import, or a link');
    });
  }

  test('a sentence copied onto a second page is found; code, short phrases and a single page are not', () => {
    const long = 'The control manager refuses a reference outside the safety area and prints why it did so.';
    const code =
      '```bash\necho "a command repeated on both pages is fine because it is code and not prose at all"\n```\n';
    const found = repeatedSentences([
      {file: 'a.md', source: `---\ntitle: A\n---\n${long} Short one.\n${code}`},
      {file: 'b.md', source: `Intro. ${long}\n${code}Short one.`},
      {file: 'c.md', source: `${long.replace('refuses', 'accepts')}`},
    ]);
    assert.deepEqual(
      found.map((r) => r.files),
      [['a.md', 'b.md']],
    );
  });
});
