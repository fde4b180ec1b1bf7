// Troubleshooting entries (src/features/troubleshooting): parsing, the check against the release's messages (a
// planted wrong message fails it), the remark plugin's block and the Markdown copy of a log-message fence.
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {logMessageFenceToMarkdown, parseEntries, parseLogMessageMeta} from '../../src/features/troubleshooting/entries';
import {checkPage, findLine, type MessageRecord} from '../../src/features/troubleshooting/verify';
import remarkLogMessages from '../../src/features/troubleshooting/remark';
import {toPlainMarkdown} from '../../src/features/llms/llms-txt';

const RECORDS: MessageRecord[] = [
  {text: "[ControlManager]: could not activate tracker '%s'", package: 'mrs_uav_managers', file: 'lib/libA.so'},
  {text: 'can not takeoff, missing odometry!', package: 'mrs_uav_managers', file: 'lib/libB.so'},
  {text: "the tracker '", package: 'mrs_uav_managers', file: 'lib/libA.so'},
  {text: "' does not implement the 'hover()' function!", package: 'mrs_uav_managers', file: 'lib/libA.so'},
  {text: "' is not within the loaded trackers", package: 'mrs_uav_managers', file: 'lib/libB.so'},
];

const fence = (meta: string, text: string) => ['```log-message' + (meta ? ` ${meta}` : ''), text, '```'].join('\n');

const PAGE = [
  '---',
  'title: Control',
  '---',
  '',
  'Entries.',
  '',
  '## A tracker does not activate {#tracker-activation}',
  '',
  fence('', "[ControlManager]: could not activate tracker '%s'"),
  '',
  'Text.',
  '',
  '## Takeoff without odometry {#takeoff-odometry}',
  fence('', '[uav1.uav_manager]: can not takeoff, missing odometry!'),
  '',
  '## Zenoh router missing {#zenoh-router}',
  '',
  fence('tool=rmw_zenoh source=https://github.com/ros2/rmw_zenoh/issues/1', 'Unable to connect to a Zenoh router.'),
  '',
  '```bash',
  '## not a heading inside code',
  '```',
].join('\n');

describe('troubleshooting entries', () => {
  test('each ## heading gives an entry with its anchor, message and meta', () => {
    const entries = parseEntries(PAGE);
    assert.deepEqual(
      entries.map((e) => [e.title, e.anchor, e.message, e.meta.tool ?? null]),
      [
        [
          'A tracker does not activate',
          'tracker-activation',
          "[ControlManager]: could not activate tracker '%s'",
          null,
        ],
        [
          'Takeoff without odometry',
          'takeoff-odometry',
          '[uav1.uav_manager]: can not takeoff, missing odometry!',
          null,
        ],
        ['Zenoh router missing', 'zenoh-router', 'Unable to connect to a Zenoh router.', 'rmw_zenoh'],
      ],
    );
    assert.deepEqual(parseLogMessageMeta('tool="tmux" source=https://x.y/z'), {tool: 'tmux', source: 'https://x.y/z'});
  });

  test('a line matches the release text, the text behind a logger prefix, or pieces of one file joined at {}', () => {
    assert.ok(findLine("[ControlManager]: could not activate tracker '%s'", RECORDS));
    assert.ok(findLine('[uav1.uav_manager]: can not takeoff, missing odometry!', RECORDS));
    assert.ok(findLine("the tracker '{}' does not implement the 'hover()' function!", RECORDS));
    // pieces from two different libraries do not make one message
    assert.equal(findLine("the tracker '{}' is not within the loaded trackers", RECORDS), null);
    assert.equal(findLine('can not takeoff, missing odometry', RECORDS), null);
    assert.equal(findLine("[ControlManager]: could not activate tracker 'MpcTracker'", RECORDS), null);
  });

  test('the page check passes on good entries and fails on a planted wrong message', () => {
    assert.deepEqual(checkPage('p.md', PAGE, RECORDS), []);
    const planted = PAGE.replace('can not takeoff, missing odometry!', 'cannot take off, odometry missing!');
    const problems = checkPage('p.md', planted, RECORDS);
    assert.equal(problems.length, 1);
    assert.match(problems[0].problem, /not a message of the release: \[uav1\.uav_manager\]: cannot take off/);
  });

  test('the page check wants an anchor, a block right after the heading, and a source for other programs', () => {
    const bad = [
      '## No anchor here',
      '',
      fence('', 'can not takeoff, missing odometry!'),
      '## No block {#no-block}',
      '',
      'Just text.',
      '## Other program without a source {#no-source}',
      fence('tool=apt', 'E: Unable to locate package'),
      '## Twice {#no-block}',
      fence('', 'can not takeoff, missing odometry!'),
    ].join('\n');
    const problems = checkPage('p.md', bad, RECORDS).map((p) => p.problem);
    assert.ok(problems.some((p) => /No anchor here.*explicit anchor/.test(p)));
    assert.ok(problems.some((p) => /No block.*no log-message block/.test(p)));
    assert.ok(problems.some((p) => /Other program.*needs source=/.test(p)));
    assert.ok(problems.some((p) => /anchor #no-block used twice/.test(p)));
  });

  test('the remark plugin turns the block into a labelled data-log-message block holding a code block', () => {
    const tree = {
      type: 'root',
      children: [
        {
          type: 'code',
          lang: 'log-message',
          meta: 'tool=tmux source=https://github.com/tmux/tmux',
          value: 'no server running on /tmp/tmux-1000/default',
        },
        {type: 'code', lang: 'bash', meta: null, value: 'tmux ls'},
      ],
    };
    remarkLogMessages()(tree);
    const [block, other] = tree.children as unknown as {
      type: string;
      data: {hName: string; hProperties: Record<string, unknown>};
      children: {type: string; lang?: string; value?: string}[];
    }[];
    assert.equal(block.data.hName, 'div');
    assert.equal(block.data.hProperties.dataLogMessage, 'no server running on /tmp/tmux-1000/default');
    assert.equal(block.data.hProperties.ariaLabel, 'Log message of tmux');
    assert.deepEqual(
      block.children.map((c) => c.type),
      ['paragraph', 'code'],
    );
    assert.equal(block.children[1].lang, 'text');
    assert.equal(other.type, 'code');
  });

  test('the Markdown copy says what the block is and keeps the text in a plain block', () => {
    assert.equal(logMessageFenceToMarkdown('```bash'), null);
    const md = toPlainMarkdown(PAGE, 'Control');
    assert.ok(!md.includes('```log-message'));
    assert.match(md, /Log message:\n\n```text\n\[ControlManager\]: could not activate tracker '%s'\n```/);
    assert.match(
      md,
      /Log message of rmw_zenoh \(seen in https:\/\/github\.com\/ros2\/rmw_zenoh\/issues\/1\):\n\n```text\nUnable to connect/,
    );
  });
});
