import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {toPlainMarkdown} from '../../src/features/llms/llms-txt';
import {markdownPathOf, routeOfMarkdownPath} from '../../src/lib/markdownPath';

describe('Markdown copies of the pages', () => {
  test('a page’s Markdown copy lives at its URL + .md, or index.md inside a URL ending in /', () => {
    const pairs = [
      ['/docs/api/motor_thrust_model', '/docs/api/motor_thrust_model.md'],
      ['/docs/prerequisites/', '/docs/prerequisites/index.md'],
      ['/docs/1.5.0/introduction/', '/docs/1.5.0/introduction/index.md'],
      ['/', '/index.md'],
    ];
    for (const [route, file] of pairs) {
      assert.equal(markdownPathOf(route), file, route);
      assert.equal(routeOfMarkdownPath(file), route, file);
    }
    assert.equal(routeOfMarkdownPath('/docs/api/'), null);
    assert.equal(routeOfMarkdownPath('/llms.txt'), null);
  });

  test('front matter, MDX imports and exports and <DocCardList /> go; the title becomes the H1', () => {
    const source = [
      '---',
      'title: Prerequisites',
      'description: What to know first.',
      '---',
      "import DocCardList from '@theme/DocCardList';",
      'export const toc = [];',
      '',
      'Read these first.',
      '',
      '<DocCardList />',
      '',
      '',
      '',
      '## Next',
      '',
      'Go on.',
    ].join('\n');
    assert.equal(
      toPlainMarkdown(source, 'Prerequisites'),
      '# Prerequisites\n\nRead these first.\n\n## Next\n\nGo on.\n',
    );
  });

  test('code blocks are kept as they are, imports and components inside them too', () => {
    const source = [
      'Example:',
      '',
      '```tsx',
      "import DocCardList from '@theme/DocCardList';",
      '<DocCardList />',
      '```',
      '',
      '~~~~md',
      '```',
      'export A=1',
      '~~~~',
      "import Other from './other';",
    ].join('\n');
    const out = toPlainMarkdown(source, 'Code');
    assert.ok(out.includes("```tsx\nimport DocCardList from '@theme/DocCardList';\n<DocCardList />\n```"), out);
    assert.ok(out.includes('~~~~md\n```\nexport A=1\n~~~~'), out);
    assert.ok(!out.includes("import Other from './other';"), out);
  });

  test('a page that opens with its own H1 keeps one title', () => {
    assert.equal(toPlainMarkdown('# Own title\n\nText.', 'Sidebar label'), '# Sidebar label\n\nText.\n');
    assert.equal(toPlainMarkdown('---\r\ntitle: x\r\n---\r\nBody', 'T'), '# T\n\nBody\n');
  });

  test('the reference pages’ generated JSX becomes Markdown; their browser widgets go', () => {
    const source = [
      "import ConfigBuilder, {ParamPick} from '@site/src/components/ConfigBuilder';",
      '<ConfigBuilder version="2.0.0" />',
      '### `a.b` {#a.b}',
      '<ParamPick version="2.0.0" pkg="p" path={"a.b"} type="bool" value={true} />',
      '<p className="mrs-idl-facts">Message · <code>{"mrs_msgs 2.0.0"}</code> · changed: <code>{"std_msgs/Time"}</code> → <code>{"time"}</code></p>',
      '<pre className="mrs-idl"><code>{"time stamp\\nstring \\"q\\"\\n"}<a href="#Path">{"mrs_msgs/Path"}</a>{" path"}</code></pre>',
    ].join('\n');
    assert.equal(
      toPlainMarkdown(source, 'T'),
      [
        '# T',
        '',
        '### `a.b` {#a.b}',
        'Message · `mrs_msgs 2.0.0` · changed: `std_msgs/Time` → `time`',
        '```text\ntime stamp\nstring "q"\nmrs_msgs/Path path\n```',
        '',
      ].join('\n'),
    );
  });

  test('the generated interface and parameter pages leave no JSX in their Markdown copies', () => {
    for (const file of [
      'docs/reference/mrs_msgs.md',
      'versioned_docs/version-1.5.0/reference/mrs_msgs.md',
      'docs/reference/mrs_uav_managers/control_manager.md',
      'docs/reference/mrs_uav_managers/index.md',
    ]) {
      const out = toPlainMarkdown(readFileSync(file, 'utf8'), 'T');
      const jsx = out.split('\n').filter((line) => /^<|className=|\{"/.test(line));
      assert.deepEqual(jsx, [], file);
      if (file.includes('mrs_msgs')) assert.ok(out.includes('```text\nstd_msgs/Header header\n'), file);
    }
  });
});
