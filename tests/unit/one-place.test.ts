/**
 * One fact, one place: a sentence written out on two pages of one docs tree is a fact with two homes, and a fix to
 * one copy leaves the other wrong. Such a sentence belongs in an MDX partial (`_partials/`) that both pages import,
 * or on one page that the other links to. Twin pages of two versions may share sentences: each tree is checked
 * against its own release. Code blocks, front matter, the generated reference pages and the partials themselves are
 * left out.
 *
 * The same fact in other words is found too: two sentences on two pages of one tree that name the same code (a topic,
 * a parameter, a package, a command) and share at least half of their content words state one behaviour twice. A
 * sentence with a link defers to the page it links to, so it is not a second home; two sentences that each name a
 * package, node, plugin, header, launch file or configured estimator, tracker or controller the other does not are
 * parallel statements about different things
 * ("mrs_hector_core is not released", "mrs_liosam_core is not released").
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {RELEASES} from '../../config/releases';
import {walkMarkdown} from '../markdown';
import {loadReference} from '../../src/features/reference/drift';

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

/** Words too common to tell two statements apart. */
const COMMON = new Set(
  (
    'a an the of to in on for and or is are be by with as at it its this that these those from into when which who ' +
    'what how can will not no if then than there their they you your one each all any also only so do does has have ' +
    'was were more most other such use used uses using via per up out but we our'
  ).split(' '),
);
/** Content words share at least this part of the two sentences' words (Jaccard index) to be one statement. */
const SAME_STATEMENT = 0.5;
/** Sentences with fewer content words than this are phrases, not statements. */
const MIN_CONTENT_WORDS = 5;

export interface Statement {
  file: string;
  line: number;
  text: string;
  codes: string[];
  words: Set<string>;
  linked: boolean;
}

/** The statements of a page's prose: sentences with their inline code, content words (crudely stemmed) and links. */
export function statementsOf(file: string, source: string): Statement[] {
  const blank = (m: string) => m.replace(/[^\n]/g, ' ');
  const prose = source
    .replace(/^---\n[\s\S]*?\n---\n/, blank)
    .replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, blank)
    .replace(/^import .*$/gm, blank)
    .replace(/<[^>]+>/g, blank);
  const out: Statement[] = [];
  let at = 0;
  for (const raw of prose.split(/(?<=[.!?])\s+/)) {
    const start = prose.indexOf(raw, at);
    at = start + raw.length;
    const text = raw.replace(/\s+/g, ' ').trim();
    const words = new Set(
      (
        text
          .replace(/`[^`]*`/g, ' ')
          .replace(/\]\([^)]*\)/g, ']')
          .toLowerCase()
          .match(/[a-z][a-z0-9_]+/g) ?? []
      )
        .filter((w) => !COMMON.has(w))
        .map((w) => w.replace(/(ing|ed|es|s)$/, '')),
    );
    if (words.size < MIN_CONTENT_WORDS) continue;
    out.push({
      file,
      line: prose.slice(0, start + raw.search(/\S/)).split('\n').length,
      text,
      codes: [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]),
      words,
      // an inline link, a reference-style link or a bracketed link label
      linked: /\]\(|\]\[|\[[^\]]+\](?!\()/.test(text),
    });
  }
  return out;
}

/** Pairs of statements on two pages that state one thing twice (see the file's comment). */
export function paraphrasedStatements(
  statements: Statement[],
  subjects: ReadonlySet<string>,
): {a: Statement; b: Statement; shared: string[]; similarity: number}[] {
  const found = [];
  const free = statements.filter((s) => !s.linked && s.codes.length);
  for (let i = 0; i < free.length; i++) {
    for (let j = i + 1; j < free.length; j++) {
      const [a, b] = [free[i], free[j]];
      if (a.file === b.file) continue;
      const shared = [...new Set(a.codes.filter((c) => b.codes.includes(c)))];
      if (!shared.length) continue;
      let common = 0;
      for (const w of a.words) if (b.words.has(w)) common++;
      const similarity = common / (a.words.size + b.words.size - common);
      if (similarity < SAME_STATEMENT) continue;
      const own = (x: Statement, y: Statement) => x.codes.some((c) => subjects.has(c) && !y.codes.includes(c));
      if (own(a, b) && own(b, a)) continue;
      found.push({a, b, shared, similarity});
    }
  }
  return found;
}

/**
 * What a statement can be about: the release's packages, Debian packages, nodes, plugins, headers, launch files and
 * the named entries of its config.
 */
function subjectsOf(version: string): Set<string> {
  const ref = loadReference(version as Parameters<typeof loadReference>[0]);
  return new Set([
    ...ref.packages,
    ...ref.debs,
    ...ref.nodeNames,
    ...ref.plugins,
    ...ref.headers,
    ...[...ref.launch.values()].flatMap((files) => [...files]),
    // the named entries of the shipped config: estimators, trackers, controllers
    ...[...ref.registries.values()].flatMap((children) => [...children.keys()]),
  ]);
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

  for (const release of RELEASES) {
    test(`${release.version}: no statement naming the same code is written in other words on two pages`, () => {
      const dir = path.join(ROOT, release.docsDir);
      const statements = walkMarkdown(dir)
        .filter((f) => !path.relative(dir, f).startsWith(`reference${path.sep}`))
        .flatMap((f) => statementsOf(path.relative(ROOT, f), fs.readFileSync(f, 'utf8')));
      const found = paraphrasedStatements(statements, subjectsOf(release.version)).map(
        ({a, b, shared, similarity}) =>
          `${a.file}:${a.line} and ${b.file}:${b.line} (${similarity.toFixed(2)}, both name ${shared.map((c) => `\`${c}\``).join(', ')}):\n    "${a.text}"\n    "${b.text}"`,
      );
      assert.deepEqual(found, [], 'state the fact on one page and link to it from the other');
    });
  }

  test('a statement in other words on a second page is found; a linked one and parallel subjects are not', () => {
    const pages = {
      'a.md':
        '---\ntitle: A\n---\nThe control manager refuses a reference outside the safety area and logs `refused`.\n',
      'b.md':
        'Intro.\n\nA reference outside the safety area is refused by the control manager, which logs `refused`.\n',
      'c.md': 'The [control manager](a.md) refuses a reference outside the safety area and logs `refused`.\n',
      'd.md':
        'In this release, `mrs_one_core` is only a commented-out dependency in `package.xml` of the full package, so it is absent.\n',
      'e.md':
        'In this release, `mrs_two_core` is only a commented-out dependency in `package.xml` of the full package, so it is absent.\n',
    };
    const statements = Object.entries(pages).flatMap(([file, source]) => statementsOf(file, source));
    const found = paraphrasedStatements(statements, new Set(['mrs_one_core', 'mrs_two_core']));
    assert.deepEqual(
      found.map(({a, b}) => [`${a.file}:${a.line}`, `${b.file}:${b.line}`]),
      [['a.md:4', 'b.md:3']],
    );
    // the same two subjects without the reference data are one statement
    assert.equal(paraphrasedStatements(statements, new Set()).length, 2);
  });

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
