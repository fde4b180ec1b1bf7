import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {readPages, ROOT} from '../manifest';
import {parseHtml} from '../html';
import {buildList, parseRequest, type ReleaseData} from '../../src/features/reference/lists';
import {expandReleaseListsInSource, listToMarkdown} from '../../src/features/reference/lists-markdown';
import remarkReleaseLists, {listToNodes} from '../../src/features/reference/lists-remark';
import {RELEASES, releaseOfFile} from '../../config/releases';
import {releaseRecords} from '../../src/features/reference/data';

const REFERENCE = path.join(ROOT, 'reference');
const BUILD = path.join(ROOT, 'build');

/** A release small enough to read every expected row by eye. */
const tiny: ReleaseData = {
  version: '9.9.9',
  distro: 'tiny',
  plugins: [
    {
      class: 'pkg_b::Zeta',
      base: 'pkg_a::Tracker',
      library: 'Zeta',
      description: 'last',
      package: 'pkg_b',
      packageVersion: '1.2.3',
      file: 'share/pkg_b/plugins.xml',
    },
    {
      class: 'pkg_b::Alpha',
      base: 'pkg_a::Tracker',
      library: 'Alpha',
      description: 'first | piped',
      package: 'pkg_b',
      packageVersion: '1.2.3',
      file: 'share/pkg_b/plugins.xml',
    },
    {
      class: 'pkg_b::Node',
      name: 'pkg_b/Node',
      base: 'nodelet::Nodelet',
      library: 'lib/libNode',
      package: 'pkg_b',
      packageVersion: '1.2.3',
      file: 'share/pkg_b/nodelets.xml',
    },
  ],
  packages: [
    {
      name: 'pkg_a',
      deb: 'ros-tiny-pkg-a',
      version: '1.0.0',
      description: 'A',
      depends: [],
      mrsDepends: [],
      metapackage: false,
    },
    {
      name: 'pkg_b',
      deb: 'ros-tiny-pkg-b',
      version: '1.2.3',
      description: 'B',
      depends: ['ros-tiny-pkg-a'],
      mrsDepends: ['pkg_a'],
      metapackage: false,
    },
    {
      name: 'meta',
      deb: 'ros-tiny-meta',
      version: '2.0.0',
      description: 'Meta',
      depends: ['ros-tiny-pkg-b', 'tmux'],
      mrsDepends: ['pkg_b'],
      metapackage: true,
      closure: ['pkg_b', 'pkg_a'],
    },
  ],
  launch: [
    {
      name: 'core.launch.py',
      package: 'pkg_b',
      packageVersion: '1.2.3',
      file: 'share/pkg_b/launch/core.launch.py',
      args: [
        {name: 'uav_name', defaultExpression: "os.getenv('UAV_NAME', 'uav1')", description: 'name'},
        {name: 'fixed', value: 'x'},
        {name: 'container', default: ''},
        {name: 'world'},
      ],
    },
  ],
};

const cellText = (cells: {text: string}[]) => cells.map((c) => c.text).join('');

test.describe('release lists: expansion of small inputs (no build)', () => {
  test('requests are parsed, and an unknown kind, a wrong count or an unknown option fails', () => {
    expect(parseRequest('plugins pkg_b base=pkg_a::Tracker')).toEqual({
      kind: 'plugins',
      args: ['pkg_b'],
      options: {base: 'pkg_a::Tracker'},
    });
    expect(() => parseRequest('')).toThrow(/names no list/);
    expect(() => parseRequest('nodes pkg_b')).toThrow(/unknown list kind "nodes"/);
    expect(() => parseRequest('launch pkg_b')).toThrow(/takes 2 name/);
    expect(() => parseRequest('depends meta base=x')).toThrow(/no option "base"/);
  });

  test('plugins: sorted by class, lookup names only when the release has them, base-class filter', () => {
    const all = buildList('plugins pkg_b', tiny);
    expect(all.header).toEqual(['Class', 'Lookup name', 'Base class', 'Library', 'Description']);
    expect(all.rows.map((r) => cellText(r[0]))).toEqual(['pkg_b::Alpha', 'pkg_b::Node', 'pkg_b::Zeta']);
    expect(all.rows[0][1]).toEqual([{text: '—'}]);
    expect(all.rows[1][4]).toEqual([{text: '—'}]);
    const trackers = buildList('plugins pkg_b base=pkg_a::Tracker', tiny);
    expect(trackers.header).toEqual(['Class', 'Base class', 'Library', 'Description']);
    expect(trackers.rows.map((r) => cellText(r[0]))).toEqual(['pkg_b::Alpha', 'pkg_b::Zeta']);
    expect(cellText(trackers.intro)).toBe(
      'The 2 plugins that ros-tiny-pkg-b 1.2.3 declares in share/pkg_b/plugins.xml with the base class pkg_a::Tracker (release 9.9.9):',
    );
  });

  test('plugins: an unknown package, a package without plugins or an unknown base class fails', () => {
    expect(() => buildList('plugins pkg_c', tiny)).toThrow(/no package "pkg_c" declares plugins .*closest: pkg_b/);
    expect(() => buildList('plugins pkg_a', tiny)).toThrow(/"pkg_a" declares no plugins/);
    expect(() => buildList('plugins pkg_b base=pkg_a::Trackr', tiny)).toThrow(
      /no plugin with base class.*pkg_a::Tracker/,
    );
  });

  test('implementations: every plugin of a base class across packages', () => {
    const list = buildList('implementations pkg_a::Tracker', tiny);
    expect(list.header).toEqual(['Class', 'Package', 'Library', 'Description']);
    expect(list.rows.map((r) => [cellText(r[0]), cellText(r[1])])).toEqual([
      ['pkg_b::Alpha', 'pkg_b 1.2.3'],
      ['pkg_b::Zeta', 'pkg_b 1.2.3'],
    ]);
    expect(() => buildList('implementations pkg_a::Trackers', tiny)).toThrow(
      /base class "pkg_a::Trackers".*closest: pkg_a::Tracker/,
    );
  });

  test('metapackages: direct MRS dependencies with the rest named below, and the closure', () => {
    const depends = buildList('depends meta', tiny);
    expect(depends.rows).toEqual([[[{text: 'ros-tiny-pkg-b', code: true}], [{text: '1.2.3'}], [{text: 'B'}]]]);
    expect(cellText(depends.outro ?? [])).toBe('Its other direct dependencies: tmux.');
    const closure = buildList('closure meta', tiny);
    expect(closure.rows.map((r) => cellText(r[0]))).toEqual(['ros-tiny-pkg-a', 'ros-tiny-pkg-b']);
    expect(() => buildList('closure pkg_b', tiny)).toThrow(/"pkg_b" is not a metapackage/);
    expect(() => buildList('depends mta', tiny)).toThrow(/no package "mta" .*closest: meta/);
  });

  test('launch: settable arguments in file order with their defaults; fixed values left out', () => {
    const launch = buildList('launch pkg_b core.launch.py', tiny);
    expect(launch.header).toEqual(['Argument', 'Default', 'Description']);
    expect(launch.rows.map((r) => [cellText(r[0]), cellText(r[1])])).toEqual([
      ['uav_name', "os.getenv('UAV_NAME', 'uav1')"],
      ['container', 'empty'],
      ['world', 'required'],
    ]);
    expect(() => buildList('launch pkg_b core.launch', tiny)).toThrow(
      /no launch file "core.launch" .*closest: core.launch.py/,
    );
    expect(() => buildList('launch pkg_a a.launch', tiny)).toThrow(/ships no launch file/);
  });

  test('Markdown text: a table with escaped pipes, code spans and the closing sentence', () => {
    const markdown = listToMarkdown(buildList('plugins pkg_b base=pkg_a::Tracker', tiny));
    expect(markdown.split('\n').slice(2)).toEqual([
      '| Class | Base class | Library | Description |',
      '|---|---|---|---|',
      '| `pkg_b::Alpha` | `pkg_a::Tracker` | `Alpha` | first \\| piped |',
      '| `pkg_b::Zeta` | `pkg_a::Tracker` | `Zeta` | last |',
    ]);
    expect(listToMarkdown(buildList('depends meta', tiny))).toMatch(/\n\nIts other direct dependencies: `tmux`\.$/);
  });

  test('Markdown nodes: a paragraph, then a table whose first row is the header', () => {
    const [intro, table] = listToNodes(buildList('plugins pkg_b base=pkg_a::Tracker', tiny));
    expect(intro.type).toBe('paragraph');
    expect(table.type).toBe('table');
    expect(table.children?.length).toBe(3);
    expect(table.children?.[1].children?.[0].children).toEqual([{type: 'inlineCode', value: 'pkg_b::Alpha'}]);
  });

  test('the version comes from the path of the page', () => {
    expect(releaseOfFile('/site/docs/features/trackers.md')?.version).toBe('2.0.0');
    expect(releaseOfFile('/site/versioned_docs/version-1.5.0/features/trackers.md')?.version).toBe('1.5.0');
    expect(releaseOfFile('/site/blog/2024-01-01-post.md')?.version).toBeUndefined();
  });
});

test.describe('release lists in a page (no build)', () => {
  let dir: string;
  test.beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-lists-'));
    fs.mkdirSync(path.join(dir, 'docs'));
  });
  test.afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

  test('the remark plugin replaces the block and names the file and line of an unknown package', () => {
    const file = path.join(dir, 'docs', 'page.md');
    // Five lines of front matter: MDX counts lines from the end of it.
    fs.writeFileSync(
      file,
      '---\ntitle: T\ndescription: D\nslug: /x/\n---\n\nText.\n\n```release-list plugins mrs_uav_trakers\n```\n',
    );
    const block = (meta: string) => ({
      type: 'code',
      lang: 'release-list',
      meta,
      value: '',
      position: {start: {line: 4}},
    });
    const tree = {type: 'root', children: [{type: 'paragraph', children: []}, block('plugins mrs_uav_trackers')]};
    remarkReleaseLists({referenceDir: REFERENCE})(tree, {path: file});
    expect(tree.children.map((n) => n.type)).toEqual(['paragraph', 'paragraph', 'table']);
    const bad = {type: 'root', children: [block('plugins mrs_uav_trakers')]};
    expect(() => remarkReleaseLists({referenceDir: REFERENCE})(bad, {path: file})).toThrow(
      new RegExp(
        `${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:9: release-list: no package "mrs_uav_trakers".*mrs_uav_trackers`,
      ),
    );
    const blog = {type: 'root', children: [block('plugins mrs_uav_trackers')]};
    expect(() => remarkReleaseLists({referenceDir: REFERENCE})(blog, {path: path.join(dir, 'blog.md')})).toThrow(
      /only for pages of docs\//,
    );
  });

  test('the Markdown copy expands blocks, leaves examples inside longer fences, and names file and line', () => {
    const file = path.join(dir, 'docs', 'copy.md');
    const source = [
      'Intro.',
      '',
      '````md',
      '```release-list plugins nothing_here',
      '```',
      '````',
      '',
      '```release-list plugins mrs_uav_controllers',
      '```',
      '',
      'After.',
    ].join('\n');
    const out = expandReleaseListsInSource(source, file, REFERENCE);
    expect(out).toContain('```release-list plugins nothing_here');
    expect(out).toContain('| `mrs_uav_controllers::se3_controller::Se3Controller` | `mrs_uav_managers::Controller` |');
    expect(out).not.toContain('```release-list plugins mrs_uav_controllers');
    expect(out.endsWith('\n\nAfter.')).toBe(true);
    expect(() => expandReleaseListsInSource('\n\n```release-list closure mrs_uav_cor\n```\n', file, REFERENCE)).toThrow(
      /copy\.md:3: release-list: no package "mrs_uav_cor"/,
    );
  });
});

/** The plugin classes of a package in the committed data, read here without the list builder under test. */
function releaseClasses(version: string, pkg: string | undefined, base?: string): string[] {
  const records = releaseRecords<{class: string; package: string; base: string}>(version, 'plugins');
  return records.filter((r) => (!pkg || r.package === pkg) && (!base || r.base === base)).map((r) => r.class);
}

/** Pages that list plugins of a package; each must take the list from the release data. */
const PLUGIN_LIST_PAGES = [
  'features/trackers.md',
  'features/controllers.md',
  'features/estimators.md',
  'plugin-interface/trackers.md',
  'plugin-interface/controllers.md',
  'plugin-interface/estimators.md',
  'plugin-interface/hardware-api.md',
];

const docPages = readPages().filter((p) => /^(docs|versioned_docs)\//.test(p.file));

function listBlocks(source: string): string[] {
  return [...source.matchAll(/^```release-list[ \t]+(.*)$/gm)].map((m) => m[1].trim());
}

test.describe('release lists on the site', () => {
  test('every block of every doc page expands against its version', () => {
    for (const page of docPages) {
      const file = path.join(ROOT, page.file);
      expect(() => expandReleaseListsInSource(fs.readFileSync(file, 'utf8'), file, REFERENCE), page.file).not.toThrow();
    }
  });

  test('the pages that list plugins take the list from the release data, in every version', () => {
    for (const root of RELEASES.map((r) => r.docsDir)) {
      for (const page of PLUGIN_LIST_PAGES) {
        const blocks = listBlocks(fs.readFileSync(path.join(ROOT, root, page), 'utf8'));
        expect(blocks.filter((b) => /^(plugins|implementations) /.test(b)).length, `${root}/${page}`).toBeGreaterThan(
          0,
        );
      }
    }
  });

  /** Tables that say more per plugin than the release data holds (what each RViz display draws). */
  const DESCRIBED_BY_HAND = new Set(['docs/features/rviz_plugins.md']);

  test('no doc page keeps a hand-written table of plugin classes', () => {
    const offenders: string[] = [];
    for (const page of docPages) {
      if (DESCRIBED_BY_HAND.has(page.file)) continue;
      const version = releaseOfFile(page.file)?.version;
      if (!version) continue;
      const records = releaseRecords<{class: string; name?: string}>(version, 'plugins');
      const names = new Set(records.flatMap((r) => [r.class, ...(r.name ? [r.name] : [])]));
      const source = fs.readFileSync(path.join(ROOT, page.file), 'utf8');
      const firstCells = source
        .split('\n')
        .filter((line) => line.startsWith('|'))
        .map((line) => /^\|\s*`([^`]+)`/.exec(line)?.[1])
        .filter((cell): cell is string => !!cell && names.has(cell));
      if (firstCells.length >= 2) offenders.push(`${page.file}: ${firstCells.join(', ')}`);
    }
    expect(offenders, 'list plugins with a ```release-list block').toEqual([]);
  });
});

test.describe('release lists in the production build', () => {
  test.skip(!fs.existsSync(path.join(BUILD, 'index.html')), 'needs the production build');

  test('each plugin page shows exactly the release classes it asks for, in its HTML and its Markdown copy', () => {
    for (const page of docPages) {
      const source = fs.readFileSync(path.join(ROOT, page.file), 'utf8');
      const requests = listBlocks(source).filter((b) => /^(plugins|implementations) /.test(b));
      if (requests.length === 0) continue;
      const version = releaseOfFile(page.file)?.version as string;
      const expected = requests.flatMap((request) => {
        const [kind, name, ...options] = request.split(/\s+/);
        if (kind === 'implementations') return releaseClasses(version, undefined, name);
        const base = options.find((o) => o.startsWith('base='))?.slice(5);
        return releaseClasses(version, name, base);
      });
      const html = fs.readFileSync(path.join(BUILD, page.route, 'index.html'), 'utf8');
      const $ = parseHtml(html);
      const shown: string[] = [];
      $('article table').each((_, table) => {
        if ($(table).find('thead th').first().text().trim() !== 'Class') return;
        $(table)
          .find('tbody tr')
          .each((__, row) => {
            shown.push($(row).find('td').first().text().trim());
          });
      });
      expect(shown.sort(), page.route).toEqual([...expected].sort());
      const copy = fs.readFileSync(
        path.join(BUILD, page.route.endsWith('/') ? `${page.route}index.md` : `${page.route}.md`),
        'utf8',
      );
      expect(copy, page.route).not.toContain('```release-list');
      for (const cls of expected) expect(copy, page.route).toContain(`| \`${cls}\` |`);
    }
  });
});
