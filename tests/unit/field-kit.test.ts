import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {mkdtempSync, mkdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {checklistId, makeChecklists, type Node} from '../../src/features/field-kit/checklist-rehype';
import {parseTicks, withList, withTick} from '../../src/features/field-kit/Checklist/store';
import {compareMarkdown} from '../../src/features/field-kit/compare/model';
import {inlinePartials} from '../../src/features/field-kit/partials';
import {expandReleaseSourceInSource} from '../../src/features/field-kit/release-source';
import {markdownEntries} from '../../src/features/field-kit/precache';

const ROOT = path.join(__dirname, '..', '..');

/** The hast remark-gfm and remark-rehype make of a task list item: `<li class="task-list-item"><input …> text</li>`. */
const box = (checked = false): Node => ({
  type: 'element',
  tagName: 'input',
  properties: {type: 'checkbox', disabled: true, checked},
  children: [],
});
const text = (value: string): Node => ({type: 'text', value});
const el = (tagName: string, children: Node[], className?: string[]): Node => ({
  type: 'element',
  tagName,
  properties: className ? {className} : {},
  children,
});
const item = (...children: Node[]) => el('li', children, ['task-list-item']);
const taskList = (...items: Node[]) => el('ul', items, ['contains-task-list']);

describe('checklists from task lists', () => {
  test('a task list becomes a Checklist with one labelled box per item; other lists stay', () => {
    const tree = el('root', [
      taskList(
        item(box(), text(' Batteries charged')),
        item(box(true), text(' Propellers '), el('strong', [text('undamaged')])),
      ),
      el('ul', [el('li', [text('plain item')])]),
    ]);
    assert.equal(makeChecklists(tree), 1);
    const id = checklistId([' Batteries charged', ' Propellers undamaged']);
    const [checklist, plain] = tree.children!;
    assert.equal(checklist.type, 'mdxJsxFlowElement');
    assert.equal(checklist.name, 'Checklist');
    assert.deepEqual(
      checklist.attributes?.map((a) => [a.name, a.value]),
      [
        ['id', id],
        ['items', '2'],
      ],
    );
    const items = checklist.children![0].children!;
    items.forEach((li, index) => {
      const [boxNode, label] = li.children!;
      assert.equal(boxNode.name, 'ChecklistBox');
      assert.deepEqual(
        boxNode.attributes?.map((a) => [a.name, a.value]),
        [
          ['checklist', id],
          ['index', String(index)],
        ],
      );
      assert.equal(label.tagName, 'label');
      assert.equal(label.properties?.htmlFor, `${id}-${index}`);
    });
    assert.equal(items[0].children![1].children![0].value, 'Batteries charged');
    assert.equal(items[1].children![1].children![1].tagName, 'strong');
    assert.equal(plain.tagName, 'ul');
  });

  test('a loose task list labels the box with its paragraph text, the rest of the item stays outside the label', () => {
    const tree = el('root', [
      taskList(
        item(el('p', [box(), text(' First')]), el('p', [text('More about it.')])),
        item(el('p', [box(), text(' Second')])),
      ),
    ]);
    assert.equal(makeChecklists(tree), 1);
    const first = tree.children![0].children![0].children![0];
    const [para, more] = first.children!;
    assert.equal(para.children![0].name, 'ChecklistBox');
    assert.equal(para.children![1].tagName, 'label');
    assert.equal(more.children![0].value, 'More about it.');
  });

  test('the id follows the items’ text, not the page', () => {
    assert.equal(checklistId(['a', 'b']), checklistId([' a ', 'b']));
    assert.notEqual(checklistId(['a', 'b']), checklistId(['a', 'c']));
    assert.match(checklistId(['x']), /^cl-[0-9a-f]{8}$/);
  });

  test('ticks are kept per UAV and per checklist; malformed storage is ignored', () => {
    let ticks = withTick({}, 'uav1', 'cl-1', 2, true);
    ticks = withTick(ticks, 'uav1', 'cl-1', 0, true);
    ticks = withTick(ticks, 'uav2', 'cl-1', 1, true);
    assert.deepEqual(ticks, {uav1: {'cl-1': [0, 2]}, uav2: {'cl-1': [1]}});
    assert.deepEqual(withTick(ticks, 'uav2', 'cl-1', 1, false), {uav1: {'cl-1': [0, 2]}});
    assert.deepEqual(withList(ticks, 'uav1', 'cl-1', []), {uav2: {'cl-1': [1]}});
    assert.deepEqual(parseTicks(JSON.stringify(ticks)), ticks);
    assert.deepEqual(parseTicks('{"uav1": {"a": [1, -1, "x", 2.5, 3]}, "uav2": 4}'), {uav1: {a: [1, 3]}});
    assert.deepEqual(parseTicks('not json'), {});
  });
});

describe('version comparison', () => {
  const before =
    '# Launch\n\n## Start\n\nStart the core with:\n\n```bash\n# start it\nroslaunch mrs_uav_core core.launch\n```\n\nOld note.\n';
  const after =
    '# Launch\n\n## Start\n\nStart the core with this:\n\n```bash\n# start it\nros2 launch mrs_uav_core core.launch.py\n```\n\n## New part\n';
  const comparison = compareMarkdown(before, after);

  test('a changed line is diffed by words', () => {
    const changed = comparison.rows.filter((row) => row.kind === 'changed');
    assert.equal(changed.length, 2);
    const [prose, code] = changed;
    assert.ok(prose.kind === 'changed' && code.kind === 'changed');
    assert.deepEqual(
      prose.pieces.map((p) => [p.kind, p.text]),
      [
        ['same', 'Start the core with'],
        ['added', ' this'],
        ['same', ':'],
      ],
    );
    assert.equal(prose.code, false);
    assert.equal(code.code, true);
    assert.deepEqual(
      code.pieces.filter((p) => p.kind !== 'same').map((p) => [p.kind, p.text.trim()]),
      [
        ['removed', 'roslaunch'],
        ['added', 'ros2'],
        ['added', 'launch'],
        ['added', '.py'],
      ],
    );
  });

  test('headings are headings outside code only, with unique anchors', () => {
    assert.deepEqual(
      comparison.headings.map((h) => [h.level, h.text]),
      [
        [1, 'Launch'],
        [2, 'Start'],
        [2, 'New part'],
      ],
    );
    assert.equal(new Set(comparison.headings.map((h) => h.id)).size, 3);
    const comment = comparison.rows.find((row) => row.kind === 'same' && row.text === '# start it');
    assert.ok(comment?.code && !comment.heading);
  });

  test('lines only in one version are counted as such', () => {
    assert.equal(comparison.removed, 1);
    assert.equal(comparison.added, 1);
    assert.ok(comparison.rows.some((r) => r.kind === 'removed' && r.text === 'Old note.'));
    assert.ok(comparison.rows.some((r) => r.kind === 'added' && r.text === '## New part'));
  });
});

describe('partials in the Markdown copies', () => {
  test('an imported partial’s text replaces its element, links rewritten, comments and imports dropped', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'partials-'));
    mkdirSync(path.join(dir, 'docs', '_partials', 'field'), {recursive: true});
    mkdirSync(path.join(dir, 'docs', 'features'), {recursive: true});
    writeFileSync(
      path.join(dir, 'docs', '_partials', 'field', 'part.mdx'),
      '{/*Owned by features/page.md.*/}\n\nSee [the API](../../api/index.md#top) and [site](https://example.org).\n',
    );
    const page = path.join(dir, 'docs', 'features', 'page.md');
    const source =
      "---\ntitle: T\n---\n\nimport Part from '../_partials/field/part.mdx';\n\nBefore.\n\n<Part />\n\n```mdx\n<Part />\n```\n";
    const out = inlinePartials(source, page);
    assert.doesNotMatch(out, /^import Part/m);
    assert.doesNotMatch(out, /Owned by/);
    assert.match(out, /See \[the API\]\(\.\.\/api\/index\.md#top\) and \[site\]\(https:\/\/example\.org\)\./);
    // inside a code block the element is text
    assert.match(out, /```mdx\n<Part \/>\n```/);
  });

  test('the field manual of each version names its release in the Markdown copy', () => {
    for (const [file, version, distro] of [
      ['docs/field-manual.md', '2.0.0', 'ppa2-stable'],
      ['versioned_docs/version-1.5.0/field-manual.md', '1.5.0', 'ppa-stable'],
    ] as const) {
      const out = expandReleaseSourceInSource(
        '```release-source\n```\n',
        path.join(ROOT, file),
        path.join(ROOT, 'reference'),
      );
      assert.match(out, new RegExp(`MRS UAV System ${version.replace('.', '\\.')}\\*\\* release`));
      assert.match(out, new RegExp(`\\d+ packages in \\[ctu-mrs/${distro}\\]`));
      assert.match(out, /commit `[0-9a-f]{7}`/);
    }
  });

  test('the precache entries list every .md file of a build with a content revision', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'md-precache-'));
    mkdirSync(path.join(dir, 'docs', 'api'), {recursive: true});
    mkdirSync(path.join(dir, 'assets'), {recursive: true});
    writeFileSync(path.join(dir, 'docs', 'api', 'x.md'), '# X\n');
    writeFileSync(path.join(dir, 'docs', 'index.md'), '# Y\n');
    writeFileSync(path.join(dir, 'assets', 'z.md'), '# Z\n');
    const entries = markdownEntries(dir);
    assert.deepEqual(
      entries.map((e) => e.url),
      ['docs/api/x.md', 'docs/index.md'],
    );
    assert.match(entries[0].revision, /^[0-9a-f]{32}$/);
    assert.notEqual(entries[0].revision, entries[1].revision);
  });
});
