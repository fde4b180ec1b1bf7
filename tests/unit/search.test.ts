import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {identifiersOf, termsOf, wordsOf} from '../../src/features/search/tokens';
import {
  CONTENT,
  HEADING,
  TITLE,
  outlineParts,
  parseQuery,
  runQuery,
  textPart,
  type Part,
  type SearchDocument,
} from '../../src/features/search/engine';
import {indexFilesOf} from '../../src/features/search/indexing';

describe('search terms', () => {
  test('an identifier is indexed whole, by the runs of segments that are names of their own, and by word', () => {
    const ids = identifiersOf('/uav1/control_manager/goto');
    for (const id of ['uav1/control_manager/goto', 'control_manager/goto', 'control_manager'])
      assert.ok(ids.includes(id), `${id} in ${ids}`);
    // a run cut out of a name joined by `_` is not a name of its own
    assert.ok(!ids.includes('manager/goto'), String(ids));
    assert.ok(!identifiersOf('control_manager/goto_relative').includes('control_manager/goto'));
    const words = wordsOf('mrs_lib::ParamLoader');
    for (const word of ['lib', 'param', 'loader']) assert.ok(words.includes(word), `${word} in ${words}`);
    const terms = termsOf('LandoffTracker');
    for (const term of ['landofftracker', 'landoff', 'tracker']) assert.ok(terms.includes(term), `${term} in ${terms}`);
    // prose is stemmed, stop words are left out
    assert.deepEqual(termsOf('simulations'), ['simul']);
    assert.deepEqual(
      parseQuery('how do I update the system').map((w) => w.text),
      ['update', 'system'],
    );
  });
});

/** A small site: three pages, a heading, a description and the sections of their text. */
function smallIndex(): {outline: Part[]; all: Part[]} {
  const page = (i: number, t: string, u: string, b: string[]): SearchDocument => ({i, t, u, b});
  const titles = [
    page(1, 'Control manager', '/docs/api/control_manager', ['API']),
    page(2, 'Gazebo simulation', '/docs/simulations/gz', ['Simulations']),
    page(3, 'Trajectory generation', '/docs/features/trajectory_generation', ['Features']),
    page(4, 'Tmux sessions', '/docs/software/tmux', ['Software']),
  ];
  const headings: SearchDocument[] = [{i: 5, t: 'Goto service', u: '/docs/api/control_manager', h: '#goto', p: 1}];
  const descriptions: SearchDocument[] = [
    {i: 6, t: 'How the control manager switches trackers.', u: '/docs/api/control_manager', p: 1},
  ];
  const sections: SearchDocument[] = [
    {
      i: 7,
      t: 'Call /uav1/control_manager/goto with a reference to fly there.',
      u: '/docs/api/control_manager',
      h: '#goto',
      p: 1,
      s: 'Goto service',
    },
    {
      i: 8,
      t: 'The simulation starts the control manager, too.',
      u: '/docs/simulations/gz',
      p: 2,
      s: 'Gazebo simulation',
    },
    {
      i: 9,
      t: 'Generates feasible trajectories from paths given by a planner.',
      u: '/docs/features/trajectory_generation',
      p: 3,
      s: 'Trajectory generation',
    },
    {
      i: 10,
      t: 'Each session opens a window per node: the gazebo window shows the gazebo world and the gazebo log.',
      u: '/docs/software/tmux',
      p: 4,
      s: 'Tmux sessions',
    },
  ];
  // the index files go through JSON, as the browser gets them
  const {outline, fullText} = JSON.parse(
    JSON.stringify(indexFilesOf({titles, headings, descriptions, keywords: [], sections})),
  ) as ReturnType<typeof indexFilesOf>;
  const parts = outlineParts(outline);
  return {outline: parts, all: [...parts, textPart(fullText, parts)]};
}

const pagesFound = (parts: Part[], query: string) => [...new Set(runQuery(parts, query, 8).map((r) => r.document.u))];

describe('search engine on a small index', () => {
  test('the full text gets its page URL and section title back from the outline', () => {
    const {all} = smallIndex();
    const text = all.find((p) => p.type === CONTENT)!;
    assert.deepEqual(
      text.documents.map((d) => [d.u, d.s]),
      [
        ['/docs/api/control_manager', 'Goto service'],
        ['/docs/simulations/gz', 'Gazebo simulation'],
        ['/docs/features/trajectory_generation', 'Trajectory generation'],
        ['/docs/software/tmux', 'Tmux sessions'],
      ],
    );
  });

  test('an identifier finds the section that names it, under its page', () => {
    const [first] = runQuery(smallIndex().all, 'control_manager/goto', 8);
    assert.equal(first?.document.u, '/docs/api/control_manager');
    assert.equal(pagesFound(smallIndex().all, '/uav1/control_manager/goto')[0], '/docs/api/control_manager');
  });

  test('a title match ranks above mentions in the text', () => {
    assert.deepEqual(pagesFound(smallIndex().all, 'gazebo'), ['/docs/simulations/gz', '/docs/software/tmux']);
    assert.equal(pagesFound(smallIndex().all, 'control manager')[0], '/docs/api/control_manager');
  });

  test('the last word may be cut short, and a word no page has matches within a typing error', () => {
    const {all} = smallIndex();
    assert.equal(pagesFound(all, 'traj')[0], '/docs/features/trajectory_generation');
    assert.equal(pagesFound(all, 'trajectroy generaton')[0], '/docs/features/trajectory_generation');
    assert.equal(pagesFound(all, 'simulaton')[0], '/docs/simulations/gz');
    // a swap of two letters at the start of a word, which no shorter form of the word finds
    assert.deepEqual(pagesFound(all, 'gazbeo'), ['/docs/simulations/gz', '/docs/software/tmux']);
    assert.deepEqual(pagesFound(all, 'tmxu'), ['/docs/software/tmux']);
    assert.deepEqual(pagesFound(all, 'xylophone'), []);
    assert.deepEqual(pagesFound(all, 'the'), []);
  });

  test('the outline alone answers from titles and headings; the text only with the full text', () => {
    const {outline, all} = smallIndex();
    assert.equal(pagesFound(outline, 'goto')[0], '/docs/api/control_manager');
    assert.deepEqual(
      runQuery(outline, 'goto', 8).map((r) => r.type),
      [HEADING],
    );
    assert.deepEqual(pagesFound(outline, 'planner'), []);
    assert.deepEqual(pagesFound(all, 'planner'), ['/docs/features/trajectory_generation']);
    assert.ok(runQuery(all, 'tmux', 8).some((r) => r.type === TITLE));
  });
});

describe('search index files of a build', () => {
  const doc = (i: number, t: string, u: string): SearchDocument => ({i, t, u}) as SearchDocument;

  test('each docs version gets its outline in the file the client fetches and its full text beside it', async () => {
    const {mkdirSync, mkdtempSync, readFileSync, readdirSync} = await import('node:fs');
    const {tmpdir} = await import('node:os');
    const path = await import('node:path');
    const {writeSearchIndexes} = await import('../../src/features/search/search-index-split');
    const dir = mkdtempSync(path.join(tmpdir(), 'search-'));
    const older = path.join(dir, 'docs', '1.5.0');
    mkdirSync(older, {recursive: true});
    const {writeFileSync} = await import('node:fs');
    // the current version's page has a troubleshooting entry and says which questions it answers
    const a = {filePath: path.join(dir, 'intro.html'), url: '/docs/intro', type: 'docs'};
    const b = {filePath: path.join(older, 'intro.html'), url: '/docs/1.5.0/intro', type: 'docs'};
    writeFileSync(
      a.filePath,
      '<article><h1>Introduction</h1><h2 id="install">Install</h2><pre data-log-message>Could not find %s</pre>' +
        '<ul hidden data-page-questions><li>How do I start?</li></ul></article>',
    );
    writeFileSync(b.filePath, '<article><h1>Introduction</h1><h2 id="install">Install</h2></article>');
    const scanned: unknown[][] = [];
    const scanner = {
      processDocInfos: () => [
        {outDir: dir, paths: [a]},
        {outDir: older, paths: [b]},
      ],
      scanDocuments: async (paths: unknown[]) => {
        scanned.push(paths);
        const {url: u} = paths[0] as {url: string};
        const heading = {...doc(2, 'Install', u), h: '#install', p: 1};
        return [[doc(1, 'Introduction', u)], [heading], [], [], [doc(3, 'Run it.', u)]];
      },
    };
    const files = await writeSearchIndexes(scanner, {}, {}, 'search-index{dir}-abc.json');
    assert.deepEqual(scanned, [[a], [b]]);
    // the entry's message, normalised, is in the outline with its heading; the questions are a field of the title
    const current = JSON.parse(readFileSync(path.join(dir, 'search-index-abc.json'), 'utf8')) as {
      parts: {documents: {m?: string[]}[]; fields: Record<string, {terms: string[]}>}[];
    };
    assert.deepEqual(current.parts[1].documents[0].m, ['could not find #']);
    assert.ok(current.parts[0].fields.q.terms.includes('start'), JSON.stringify(current.parts[0].fields.q));
    assert.deepEqual(files, [path.join(dir, 'search-index-abc.json'), path.join(older, 'search-index-abc.json')]);
    assert.deepEqual(readdirSync(older).sort(), [
      'intro.html',
      'search-index-abc-content.json',
      'search-index-abc.json',
    ]);
    const outline = readFileSync(path.join(older, 'search-index-abc.json'), 'utf8');
    assert.ok(outline.includes('/docs/1.5.0/intro'), outline.slice(0, 200));
    assert.ok(!outline.includes('Run it'), 'the full text is not in the outline');
    assert.ok(readFileSync(path.join(older, 'search-index-abc-content.json'), 'utf8').includes('Run it'));
  });

  test('a scanner that returns other than five kinds of documents stops the build', async () => {
    const {writeSearchIndexes} = await import('../../src/features/search/search-index-split');
    const scanner = {processDocInfos: () => [{outDir: '/nonexistent', paths: []}], scanDocuments: async () => [[]]};
    await assert.rejects(writeSearchIndexes(scanner, {}, {}, 'search-index{dir}.json'), /expected 5 kinds/);
  });

  test('the installed search plugin still has the page scanner the build uses', async () => {
    const {loadScanner} = await import('../../src/features/search/adapter/server');
    const scanner = loadScanner();
    assert.equal(typeof scanner.processDocInfos, 'function');
    assert.equal(typeof scanner.scanDocuments, 'function');
  });
});
