import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {outlineParts, parseQuery, runQuery, textPart, type SearchDocument} from '../../src/features/search/engine';
import {indexFilesOf, type PageExtras} from '../../src/features/search/indexing';

const page = (i: number, t: string, u: string): SearchDocument => ({i, t, u, b: []});
const section = (i: number, t: string, u: string, p: number): SearchDocument => ({i, t, u, p});

/** An index of a few pages, with the questions their front matter would list. */
function indexOf(pages: {title: string; url: string; text: string[]; questions?: string[]}[]) {
  let next = pages.length + 1;
  const titles = pages.map((p, k) => page(k + 1, p.title, p.url));
  const sections = pages.flatMap((p, k) => p.text.map((t) => section(next++, t, p.url, k + 1)));
  const extras = new Map<string, PageExtras>(
    pages.map((p) => [p.url, {messages: new Map(), questions: p.questions ?? []}]),
  );
  const {outline, fullText} = JSON.parse(
    JSON.stringify(indexFilesOf({titles, headings: [], descriptions: [], keywords: [], sections, extras})),
  ) as ReturnType<typeof indexFilesOf>;
  const parts = outlineParts(outline);
  return [...parts, textPart(fullText, parts)];
}

const firstPage = (parts: ReturnType<typeof indexOf>, query: string) => runQuery(parts, query, 8)[0]?.document.u;

describe('a verb with its particle', () => {
  test('"take off" and "fly to" are one word of the query, with the site\'s word for them', () => {
    const [takeOff] = parseQuery('how do I take off');
    assert.equal(takeOff.text, 'take off');
    assert.ok(
      takeOff.alternatives?.some((a) => a.join(' ') === 'takeoff'),
      JSON.stringify(takeOff.alternatives),
    );
    const [flyTo] = parseQuery('fly to the window');
    assert.equal(flyTo.text, 'fly to');
    assert.ok(flyTo.alternatives?.some((a) => a.join(' ') === 'goto'));
  });

  test('the verb alone does not stand for it', () => {
    const flying = parseQuery('flying along a path').find((w) => w.text === 'flying');
    assert.ok(flying, 'flying is a word of the query');
    assert.equal(flying.alternatives, undefined, JSON.stringify(flying.alternatives));
    const take = parseQuery('take a picture').find((w) => w.text === 'take');
    assert.equal(take?.alternatives, undefined);
  });

  test('a page about the verb alone is not taken for the particle verb', () => {
    const parts = indexOf([
      {
        title: 'Goto service',
        url: '/docs/api/goto',
        text: ['The goto service sends the drone along a straight path to one reference point.', 'goto goto reference'],
      },
      {
        title: 'Loading paths',
        url: '/docs/howto/paths',
        text: ['A path is a list of waypoints; the drone keeps flying along it until the last one.'],
      },
    ]);
    assert.equal(firstPage(parts, 'simulate a drone flying along a path'), '/docs/howto/paths');
    assert.equal(firstPage(parts, 'how do I fly to a point'), '/docs/api/goto');
  });
});

describe("a reader's word the stemmer cuts short", () => {
  test('"settings" stands for the config, the word "set" does not', () => {
    const [settings] = parseQuery('settings');
    assert.ok(settings.alternatives?.some((a) => a.join(' ') === 'config'));
    const set = parseQuery('how do I set the height').find((w) => w.text === 'set');
    assert.ok(set, 'set is a word of the query');
    assert.equal(set.alternatives, undefined, JSON.stringify(set.alternatives));
  });
});

describe('fillers of a question', () => {
  test('"required" and "requirement" say what the reader must do, like "need": the subject is the rest', () => {
    assert.deepEqual(
      parseQuery('how can I disable the arming requirement in the simulation').map((w) => w.text),
      ['disable', 'arming', 'simulation'],
    );
    assert.deepEqual(
      parseQuery('is arming required in the simulation').map((w) => w.text),
      ['arming', 'simulation'],
    );
    // alone, the word is the query
    assert.deepEqual(
      parseQuery('requirements').map((w) => w.text),
      ['requirements'],
    );
    const parts = indexOf([
      {
        title: 'ESC setup',
        url: '/docs/hardware/esc',
        text: ['Requirements', 'Arm on the bench to spin the motors; disable the safety switch first.'],
      },
      {
        title: 'How to simulate',
        url: '/docs/simulations/howto',
        text: ['In the simulation the session arms the drone and switches to offboard; disable that to arm by hand.'],
      },
    ]);
    assert.equal(
      firstPage(parts, 'how can I disable the arming requirement in the simulation'),
      '/docs/simulations/howto',
    );
  });

  test('words that weigh how hard a question is leave its subject', () => {
    assert.deepEqual(
      parseQuery('how much work is it to calibrate the thrust, any advice is really appreciated').map((w) => w.text),
      ['calibrate', 'thrust'],
    );
  });

  test('a page full of the fillers does not drown the page about the subject', () => {
    const parts = indexOf([
      {
        title: 'Contributing',
        url: '/docs/contributing',
        text: ['Much of the work is review; any advice is really appreciated, thanks a lot, much work much effort.'],
      },
      {
        title: 'Motor thrust',
        url: '/docs/hardware/thrust',
        text: ['Measure the thrust of the motors to calibrate the thrust model.'],
      },
    ]);
    assert.equal(
      firstPage(parts, 'how much work is it to calibrate the thrust, any advice is really appreciated'),
      '/docs/hardware/thrust',
    );
  });
});

describe("a question in the reader's words", () => {
  test("finds a page that shares none of its content words, through the vocabulary and the page's questions", () => {
    const parts = indexOf([
      {
        title: 'World config',
        url: '/docs/api/world',
        text: ['The safety area is a polygon the UAV must stay inside; references outside it are refused.'],
      },
      {
        title: 'Drone frames',
        url: '/docs/hardware/frames',
        text: ['Frames of the drone: a box for the computer, the arms and the legs.'],
      },
      {
        title: 'Constraints',
        url: '/docs/features/constraints',
        text: ['Dynamic constraints limit the velocity and acceleration of the trackers.'],
        questions: ['Where are the velocity and acceleration limits set?'],
      },
      {
        title: 'Parameter loader',
        url: '/docs/api/params',
        text: ['The parameter loader reads every parameter from YAML files.'],
      },
    ]);
    // "geofence" is "safety area" on the pages; no word of the query is on the answer page
    assert.equal(firstPage(parts, 'is there a geofence for the drone'), '/docs/api/world');
    // "speed" is "velocity", "maximum speed" is the constraints
    assert.equal(firstPage(parts, 'is there any parameter to lower the maximum speed'), '/docs/features/constraints');
  });
});
