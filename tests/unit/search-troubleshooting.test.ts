import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {
  literalWords,
  looksLikeLog,
  messagePattern,
  normaliseLog,
  normaliseMessage,
  queryLines,
  queryTextOf,
} from '../../src/features/search/logline';
import {
  HEADING,
  TITLE,
  outlineParts,
  parseQuery,
  runQuery,
  textPart,
  type SearchDocument,
} from '../../src/features/search/engine';
import {indexFilesOf, pageExtrasOf, type PageExtras} from '../../src/features/search/indexing';
import {VOCABULARY} from '../../src/features/search/vocabulary';

/** Whether an entry's message (as an entry writes it) matches a pasted text. */
const matches = (message: string, pasted: string) => messagePattern(normaliseMessage(message)).test(queryLines(pasted));

describe('log line normaliser', () => {
  test('the logger prefixes of ROS 2, ROS 1 and ros2 launch are left out, with levels and timestamps', () => {
    assert.deepEqual(normaliseLog('[ERROR] [1712345678.123456789] [uav1.control_manager]: Goto failed'), [
      'goto failed',
    ]);
    assert.deepEqual(normaliseLog('[ WARN] [1621403825.181926215, 11.276000000]: [ControlManager]: Goto failed'), [
      'goto failed',
    ]);
    assert.deepEqual(normaliseLog('[rmw_zenoh_cpp]: Unable to connect'), ['unable to connect']);
    assert.deepEqual(
      normaliseLog('[component_container_mt-1] [INFO] [1712345678.1] [uav1.uav_manager]: [UavManager]: taking off'),
      ['taking off'],
    );
    assert.deepEqual(normaliseLog('E: Unable to locate package ros-jazzy-mrs-uav-system'), [
      'unable to locate package ros-jazzy-mrs-uav-system',
    ]);
    // text in brackets after the start of the line stays
    assert.deepEqual(normaliseLog('[UavManager]: tracker [MpcTracker] is not active'), [
      'tracker mpctracker is not active',
    ]);
  });

  test('numbers, IP addresses, ports, URLs, paths, dates and times become one value word', () => {
    assert.deepEqual(normaliseLog('height 2.50 m, speed -1.5e-3 m/s, after 12ms'), ['height # m speed # m/s after #']);
    assert.deepEqual(normaliseLog('cannot reach tcp/192.168.1.5:7447 or localhost:7447 or fe80::1:2:3'), [
      'cannot reach tcp # or # or #',
    ]);
    assert.deepEqual(
      normaliseLog('see https://github.com/ctu-mrs/mrs_uav_system/issues/1 and /opt/ros/jazzy/setup.bash'),
      ['see # and #'],
    );
    assert.deepEqual(normaliseLog('at 2024-04-05T12:34:56.789Z, then 12:34:56 in ~/.bashrc or ./start.sh'), [
      'at # then # in # or #',
    ]);
    // names with digits are names, not numbers; a name with a slash inside is not a path
    assert.deepEqual(normaliseLog('uav1 px4 ros2 control_manager/goto'), ['uav1 px4 ros2 control_manager/goto']);
  });

  test('placeholders of printf and fmt become the same value word; quotes go', () => {
    assert.equal(normaliseMessage("could not load '%s' (%d of %lu, %.2f s, %5.1f %%)"), 'could not load # of # s #');
    assert.equal(normaliseMessage('waiting for {} on "{:.2f}" `{0}`'), 'waiting for # on #');
    assert.equal(normaliseMessage('could not load ‘safety_area’'), 'could not load safety_area');
    assert.equal(literalWords('could not load # of #'), 4);
  });

  test('a message matches a pasted line with values where its placeholders are, in order', () => {
    const message = "[ControlManager]: could not activate tracker '%s' (%d attempts)";
    assert.ok(
      matches(
        message,
        "[ERROR] [1712345678.5] [uav1.control_manager]: [ControlManager]: could not activate tracker 'MpcTracker' (3 attempts)",
      ),
    );
    // a placeholder stands for several words, and the line may go on after the message
    assert.ok(
      matches(
        'Unable to connect to %s, retrying',
        '[rmw_zenoh_cpp]: Unable to connect to tcp/10.0.0.1:7447, retrying in 1 s',
      ),
    );
    // of several pasted lines, any one may hold it
    assert.ok(
      matches('goto failed', '[INFO] [1.0] [a]: starting\n[ERROR] [2.0] [a]: goto failed\n[INFO] [3.0] [a]: done'),
    );
    // other words, or the words in another order, do not match
    assert.ok(!matches(message, '[ControlManager]: could not activate controller MpcTracker (3 attempts)'));
    assert.ok(!matches('goto failed', 'failed goto'));
    // a placeholder does not reach across lines
    assert.ok(!matches('could not %s the tracker', 'could not\nfind the tracker'));
  });

  test('a pasted log is searched for by its words, a typed query is kept as it is', () => {
    assert.ok(looksLikeLog('[ERROR] [1712345678.123] [uav1.control_manager]: x'));
    assert.ok(looksLikeLog('[ WARN] [1621403825.181926215]: x'));
    assert.ok(looksLikeLog('first line\nsecond line'));
    assert.ok(!looksLikeLog('how do I change the takeoff height'));
    assert.ok(!looksLikeLog('/uav1/control_manager/goto'));
    assert.equal(queryTextOf('/uav1/control_manager/goto'), '/uav1/control_manager/goto');
    assert.equal(
      queryTextOf('[ERROR] [1712345678.123] [uav1.control_manager]: timeout 0.5 s on 192.168.0.2'),
      'timeout s on ',
    );
  });
});

describe('troubleshooting entries in the index', () => {
  const page = (i: number, t: string, u: string): SearchDocument => ({i, t, u, b: []});
  /** An entry page and two pages that mention the same words in prose and in code. */
  function entryIndex() {
    const titles = [
      page(1, 'Tracker errors', '/docs/troubleshooting/trackers'),
      page(2, 'Could not activate the tracker', '/docs/api/trackers'),
      page(3, 'Switching trackers', '/docs/features/trackers'),
    ];
    const headings: SearchDocument[] = [
      {i: 4, t: 'The tracker will not start', u: '/docs/troubleshooting/trackers', h: '#activation', p: 1},
      {i: 5, t: 'Other problems', u: '/docs/troubleshooting/trackers', h: '#other', p: 1},
      {i: 6, t: 'Could not activate tracker MpcTracker', u: '/docs/features/trackers', h: '#activate', p: 3},
    ];
    const sections: SearchDocument[] = [
      {i: 7, t: 'Check the odometry first.', u: '/docs/troubleshooting/trackers', h: '#activation', p: 1},
      {
        i: 8,
        t: 'could not activate tracker MpcTracker attempts: the log says it could not activate tracker when the attempts fail.',
        u: '/docs/api/trackers',
        p: 2,
      },
      {
        i: 9,
        t: 'ros2 service call /uav1/control_manager/switch_tracker MpcTracker',
        u: '/docs/features/trackers',
        h: '#activate',
        p: 3,
      },
    ];
    const extras = new Map<string, PageExtras>([
      [
        '/docs/troubleshooting/trackers',
        {
          messages: new Map([['#activation', ["[ControlManager]: could not activate tracker '%s' (%d attempts)"]]]),
          questions: [],
        },
      ],
      ['/docs/api/trackers', {messages: new Map(), questions: ['How do I make the drone move?']}],
    ]);
    const {outline, fullText} = JSON.parse(
      JSON.stringify(indexFilesOf({titles, headings, descriptions: [], keywords: [], sections, extras})),
    ) as ReturnType<typeof indexFilesOf>;
    const parts = outlineParts(outline);
    return {outline: parts, all: [...parts, textPart(fullText, parts)]};
  }

  const pasted =
    "[component_container_mt-1] [ERROR] [1712345678.123456789] [uav1.control_manager]: [ControlManager]: could not activate tracker 'MpcTracker' (3 attempts)";

  test('a pasted line finds its entry first, at its anchor, above the title and the prose that use its words', () => {
    const {all} = entryIndex();
    const [first] = runQuery(all, pasted, 8);
    assert.equal(first?.type, HEADING);
    assert.equal(`${first?.document.u}${first?.document.h}`, '/docs/troubleshooting/trackers#activation');
    // without the entry's message, the page whose title and text hold the words comes first
    const typed = runQuery(all, 'could not activate tracker MpcTracker attempts', 8);
    assert.equal(typed[0]?.document.u, '/docs/troubleshooting/trackers', 'a run of the message typed in finds it too');
    const other = runQuery(all, 'activate tracker', 8).map((r) => r.document.u);
    assert.notEqual(other[0], '/docs/troubleshooting/trackers', 'two words alone are no message');
  });

  test('the outline alone (before the full text loads) finds the entry; several pasted lines too', () => {
    const {outline} = entryIndex();
    const lines = `[INFO] [1712345678.1] [uav1.control_manager]: starting\n${pasted}\n[INFO] [1712345679.2] [uav1.control_manager]: done`;
    const [first] = runQuery(outline, lines, 8);
    assert.equal(`${first?.document.u}${first?.document.h}`, '/docs/troubleshooting/trackers#activation');
  });

  test('every result carries a position inside its text, which the results list highlights from', () => {
    const {all, outline} = entryIndex();
    const queries = [pasted, 'how can I make the drone move', 'could not activate tracker MpcTracker attempts'];
    for (const parts of [all, outline]) {
      for (const query of queries) {
        const results = runQuery(parts, query, 8);
        assert.ok(results.length > 0, query);
        for (const r of results) {
          const positions = r.metadata.match.t.position;
          assert.ok(positions.length > 0, `${query} → ${r.document.u}${r.document.h ?? ''} has no position`);
          for (const [start, length] of positions) assert.ok(start >= 0 && start + length <= r.document.t.length);
        }
      }
    }
  });

  test("a page's questions count like a heading", () => {
    const {outline} = entryIndex();
    const [first] = runQuery(outline, 'how can I make the drone move', 8);
    assert.equal(first?.document.u, '/docs/api/trackers');
    assert.equal(first?.type, TITLE);
  });

  test('the HTML of an entry gives its message under its heading', () => {
    const html =
      '<article><h1>T</h1><h2 id="a">A</h2><div data-log-message="first %s&#10;second line"><p>Log message</p>' +
      '<pre><code>first %s</code></pre></div><h2 id="b">B</h2><p>text</p><h3 id="c">C</h3>' +
      '<div data-log-message="third"></div></article><ul hidden data-page-questions><li>Why?</li></ul>';
    const extras = pageExtrasOf(html);
    assert.deepEqual(
      [...extras.messages],
      [
        ['#a', ['first %s', 'second line']],
        ['#c', ['third']],
      ],
    );
    assert.deepEqual(extras.questions, ['Why?']);
  });
});

describe('question words and the domain vocabulary', () => {
  test('the words of a question leave its subject', () => {
    assert.deepEqual(
      parseQuery('is there a way to record a video please').map((w) => w.text),
      ['record', 'video'],
    );
    // a query of nothing but such words is still searched for
    assert.deepEqual(
      parseQuery('help').map((w) => w.text),
      ['help'],
    );
  });

  test("a reader's words get the site's words for them, a phrase as one word", () => {
    const [speed] = parseQuery('maximum speed');
    assert.equal(speed.text, 'maximum speed');
    assert.ok(
      speed.alternatives?.some((a) => a.includes('veloc')),
      JSON.stringify(speed.alternatives),
    );
    const [fence] = parseQuery('geofence');
    assert.ok(
      fence.alternatives?.some((a) => a.join(' ') === 'safeti area'),
      JSON.stringify(fence.alternatives),
    );
  });

  test('every vocabulary entry has words to search for on both sides', () => {
    for (const {reader, site} of VOCABULARY) {
      for (const phrase of [...reader, ...site]) assert.ok(parseQuery(phrase).length > 0, phrase);
    }
  });
});

describe('a log excerpt pasted into a one-line box', () => {
  test('its lines, joined by spaces, split again where a logger line starts', () => {
    const joined =
      '[INFO] [1712345678.1] [uav1.control_manager]: starting [ERROR] [1712345678.2] [uav1.control_manager]: goto failed ' +
      '[component_container_mt-1] [WARN] [1712345678.3] [uav1.uav_manager]: waiting';
    assert.deepEqual(normaliseLog(joined), ['starting', 'goto failed', 'waiting']);
    assert.deepEqual(
      normaliseLog('[ WARN] [1621403825.181926215, 11.276000000]: [Odometry]: a [ERROR] [1621403825.2]: b'),
      ['a', 'b'],
    );
  });
});

describe('values written against their unit', () => {
  test('a placeholder with a unit glued on matches a number with the same unit', () => {
    assert.equal(
      normaliseMessage("Did not receive any message from topic '{}' for {}s"),
      'did not receive any message from topic # for #',
    );
    assert.ok(
      matches(
        "Did not receive any message from topic '{}' for {}s",
        "Did not receive any message from topic '/uav1/hw_api/odometry' for 1.50s",
      ),
    );
  });
});
