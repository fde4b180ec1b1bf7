import fs from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readPages, ROOT} from '../manifest';
import {RELEASES} from '../../config/releases';
import {median, parseMarkdown, PLACEHOLDER, proseWords, walkMarkdown} from '../markdown';

const pages = readPages().map((p) => {
  const source = fs.existsSync(path.join(ROOT, p.file)) ? fs.readFileSync(path.join(ROOT, p.file), 'utf8') : '';
  return {...p, source, ...parseMarkdown(source)};
});
const landing = ['docs/index.md', 'versioned_docs/version-1.5.0/index.md'].map((file) => {
  const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
  return {route: file, file, source, ...parseMarkdown(source)};
});
const all = [...pages, ...landing];

test('every page has at least 150 words of prose', () => {
  const thin = all.map((p) => [p.route, proseWords(p.body)] as const).filter(([, words]) => words < 150);
  assert.deepEqual(thin, []);
});

test('the median page is substantial: ≥ 350 words in 2.0.0 and ≥ 300 in 1.5.0', () => {
  const words = (prefix: RegExp) => pages.filter((p) => prefix.test(p.route)).map((p) => proseWords(p.body));
  assert.ok(median(words(/^\/docs\/(?!1\.5\.0\/)/)) >= 350);
  assert.ok(median(words(/^\/docs\/1\.5\.0\//)) >= 300);
});

test('no page holds placeholder text', () => {
  const found = all
    .filter((p) => PLACEHOLDER.test(p.source))
    .map((p) => `${p.file}: ${p.source.match(PLACEHOLDER)?.[0]}`);
  assert.deepEqual(found, []);
});

test('every page has a title and a one-sentence description in its front matter', () => {
  const problems = all.flatMap((p) => {
    const out: string[] = [];
    if (!p.fm.title) out.push(`${p.file}: no title`);
    if (!p.fm.description || p.fm.description.length < 30) out.push(`${p.file}: no useful description`);
    return out;
  });
  assert.deepEqual(problems, []);
});

test('every doc page says which release it was checked against, in its own version', () => {
  // `verified:` front matter (shown next to the version badge): "<version> release, <date>" for a page checked by
  // hand, "generated from the <version> release …" for a page generated from the reference data. Right after a
  // version cut (README), the pages of the new tree still name the release before it, of the same ROS generation,
  // until someone checks them against the new one: that is what they were checked against.
  const problems = RELEASES.flatMap((release, i) =>
    walkMarkdown(path.join(ROOT, release.docsDir)).flatMap((file) => {
      const verified = parseMarkdown(fs.readFileSync(file, 'utf8')).fm.verified;
      const rel = path.relative(ROOT, file);
      if (!verified) return [`${rel}: no verified line`];
      const older = RELEASES.slice(i + 1).filter((r) => r.ros === release.ros);
      const names = [release, ...older].map((r) => r.version.replace(/\./g, '\\.')).join('|');
      const ok = new RegExp(`^((${names}) release, \\d{4}-\\d{2}(-\\d{2})?|generated from the (${names}) release\\b)`);
      return ok.test(verified) ? [] : [`${rel}: "${verified}" does not name the ${release.version} release`];
    }),
  );
  assert.deepEqual(problems, []);
});

test('questions: in the front matter, where a page has it, is a list of questions in the reader’s words', () => {
  // indexed by the site's search like headings (src/theme/DocItem/Footer renders them, src/features/search reads them)
  const problems = all.flatMap((p) => {
    const block = p.source.match(/^---\n[\s\S]*?\n---/)?.[0] ?? '';
    const at = block.match(/^questions:(.*)\n((?:[ \t]+-.*\n?)*)/m);
    if (!at) return [];
    const items = at[2].split('\n').filter((l) => l.trim().startsWith('-'));
    const out: string[] = [];
    if (at[1].trim() !== '' || items.length === 0) out.push(`${p.file}: questions is not a list`);
    for (const item of items) {
      const text = item.replace(/^\s*-\s*/, '').replace(/^(['"])(.*)\1$/, '$2');
      if (!/^[A-Z].{8,150}\?$/.test(text)) out.push(`${p.file}: "${text}" is not a question`);
    }
    return out;
  });
  assert.deepEqual(problems, []);
  // the search depends on them for the readers' questions of its benchmark
  assert.ok(all.filter((p) => /^questions:/m.test(p.source)).length >= 20);
});

test('pages use front matter for the title (no H1 in the body) and label every code block', () => {
  const problems = all.flatMap((p) => {
    const out: string[] = [];
    const withoutCode = p.body.replace(/```[\s\S]*?```/g, '');
    if (/^# /m.test(withoutCode)) out.push(`${p.file}: H1 heading in the body`);
    const fences = p.body.match(/^\s*```.*$/gm) ?? [];
    // fences alternate opening/closing; every opening one names a language
    fences.forEach((fence, i) => {
      if (i % 2 === 0 && /^\s*```\s*$/.test(fence)) out.push(`${p.file}: code block without a language`);
    });
    return out;
  });
  assert.deepEqual(problems, []);
});

test('1.5.0 installation pages name ROS Noetic and 2.0.0 installation pages name ROS 2 Jazzy', () => {
  const install = (prefix: string) =>
    pages.filter((p) => p.route.startsWith(prefix) && !p.route.endsWith('ros2-installation'));
  for (const p of install('/docs/1.5.0/installation/')) assert.match(p.source, /Noetic/, p.file);
  for (const p of install('/docs/installation/')) assert.match(p.source, /Jazzy/, p.file);
});

test('blog posts have a description, a truncate marker and at least 300 words', () => {
  const posts = walkMarkdown(path.join(ROOT, 'blog'));
  assert.ok(posts.length > 0);
  for (const file of posts) {
    const {fm, body} = parseMarkdown(fs.readFileSync(file, 'utf8'));
    assert.ok(fm.description, file);
    assert.ok(body.includes('<!-- truncate -->'), file);
    assert.ok(proseWords(body) >= 300, file);
  }
});
