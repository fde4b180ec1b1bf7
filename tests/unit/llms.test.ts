import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
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
});
