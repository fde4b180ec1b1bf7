import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {releaseManifest, ROOT} from '../manifest';
import {CURRENT_RELEASE, RELEASES, releaseOf, type Release} from '../../config/releases';
import {htmlFiles, parseHtml} from '../html';

const generated = (file: string) => path.join(ROOT, '.docusaurus', file);

test.describe('the production build', () => {
  test('logged no broken link, anchor, Markdown link, duplicate route, partial with front matter or static generation warning', () => {
    // scripts/test.sh writes the build output here; the config keeps the specification's 'warn'.
    const logFile = path.join(ROOT, '.cache/build.log');
    expect(fs.existsSync(logFile), 'run the build through scripts/test.sh').toBe(true);
    const log = fs.readFileSync(logFile, 'utf8');
    expect(log).toContain('Generated static files');
    const warnings = log
      .split('\n')
      .filter((line) =>
        /broken link|broken anchor|Markdown link|couldn't be resolved|Duplicate routes|emitted warnings|minifier diagnostic|partial files should not contain front matter/i.test(
          line,
        ),
      );
    expect(warnings).toEqual([]);
  });

  test('reports Docusaurus 3.6.0 and site version 0.0.0', () => {
    const meta = JSON.parse(fs.readFileSync(generated('site-metadata.json'), 'utf8'));
    expect(meta.docusaurusVersion).toBe('3.6.0');
    expect(meta.siteVersion).toBe('0.0.0');
    for (const plugin of Object.values(meta.pluginVersions) as {name?: string; version?: string}[]) {
      if (plugin.name?.startsWith('@docusaurus/')) expect(plugin.version, plugin.name).toBe('3.6.0');
    }
  });

  test('has every version of config/releases.ts with its sidebar, label and main doc', () => {
    const data = JSON.parse(fs.readFileSync(generated('globalData.json'), 'utf8'));
    const versions = data['docusaurus-plugin-content-docs'].default.versions as {
      name: string;
      label: string;
      isLast: boolean;
      path: string;
      mainDocId: string;
      sidebars: Record<string, unknown>;
    }[];
    const sidebarsOf = (r: Release) =>
      r.current
        ? ['tutorialSidebar']
        : Object.keys(
            JSON.parse(
              fs.readFileSync(path.join(ROOT, 'versioned_sidebars', `version-${r.version}-sidebars.json`), 'utf8'),
            ),
          );
    expect(versions.map((v) => [v.name, v.label, v.isLast, v.path, v.mainDocId, Object.keys(v.sidebars)])).toEqual(
      RELEASES.map((r) => [r.current ? 'current' : r.version, r.label, r.current, r.route, 'index', sidebarsOf(r)]),
    );
  });

  test('each sidebar lists the manifest routes in the manifest order', () => {
    type Item = {type: string; href?: string; items?: Item[]};
    const flatten = (items: Item[]): string[] =>
      items.flatMap((item) => [...(item.href ? [item.href] : []), ...(item.items ? flatten(item.items) : [])]);
    const dir = generated('docusaurus-plugin-content-docs/default/p');
    for (const file of fs.readdirSync(dir)) {
      const {version} = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
      const [sidebarName] = Object.keys(version.docsSidebars);
      const hrefs = flatten(version.docsSidebars[sidebarName]);
      const manifest = releaseManifest(
        version.version === 'current' ? CURRENT_RELEASE : releaseOf(version.version),
      ).map((r) => r.route);
      expect(hrefs, `${version.version} sidebar`).toEqual(manifest);
    }
  });

  test('uses the specification’s settings', async () => {
    const config = (await import(generated('docusaurus.config.mjs'))).default;
    expect(config.title).toMatch(/MRS UAV System/);
    expect(config.tagline).toBe('MRS UAV System and more');
    expect(config.baseUrl).toBe('/');
    expect(config.future.experimental_router).toBe('browser');
    for (const key of ['onBrokenLinks', 'onBrokenAnchors', 'onBrokenMarkdownLinks', 'onDuplicateRoutes']) {
      expect(config[key], key).toBe('warn');
    }
    expect(config.i18n.locales).toEqual(['en']);
    expect(config.i18n.localeConfigs.en).toMatchObject({direction: 'ltr', htmlLang: 'en'});
    const theme = config.themeConfig;
    expect(theme.colorMode).toEqual({defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false});
    expect(theme.navbar.hideOnScroll).toBe(false);
    expect(theme.tableOfContents).toEqual({minHeadingLevel: 2, maxHeadingLevel: 3});
    expect(theme.docs.sidebar).toEqual({hideable: false, autoCollapseCategories: true});
    expect(theme.announcementBar.isCloseable).toBe(true);
    expect(theme.announcementBar.id).toBeTruthy();
    expect(theme.footer.copyright).toContain('2025');
    // Docusaurus Faster: every part of it on
    expect(config.future.experimental_faster).toEqual({
      rspackBundler: true,
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
    });
  });

  test('pages with math, and only those, link the KaTeX stylesheet from the CDN with SRI', () => {
    const installed = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/katex/package.json'), 'utf8')).version;
    const href = `https://cdn.jsdelivr.net/npm/katex@${installed}/dist/katex.min.css`;
    const pages = htmlFiles(path.join(ROOT, 'build'));
    const withMath = {'2.0.0': 0, '1.5.0': 0, blog: 0, other: 0};
    for (const file of pages) {
      const $ = parseHtml(fs.readFileSync(file, 'utf8'));
      const links = $('link[href*="katex"]');
      const name = path.relative(ROOT, file);
      if ($('.katex').length > 0) {
        const rel = path.relative(path.join(ROOT, 'build'), file).split(path.sep).join('/');
        withMath[
          rel.startsWith('docs/1.5.0/')
            ? '1.5.0'
            : rel.startsWith('docs/')
              ? '2.0.0'
              : rel.startsWith('blog/')
                ? 'blog'
                : 'other'
        ]++;
        expect(links.length, name).toBe(1);
        expect(links.parent().is('head'), name).toBe(true);
        expect(links.attr('href'), name).toBe(href);
        expect(links.attr('rel'), name).toBe('stylesheet');
        expect(links.attr('integrity'), name).toMatch(/^sha384-[A-Za-z0-9+/=]{64}$/);
        // the HTML minifier writes `crossorigin=anonymous` as a bare `crossorigin`: the same CORS mode
        expect(['', 'anonymous'], name).toContain(links.attr('crossorigin'));
      } else {
        expect(links.length, name).toBe(0);
      }
    }
    // both versions and the blog have formulas
    expect(withMath['2.0.0']).toBeGreaterThan(0);
    expect(withMath['1.5.0']).toBeGreaterThan(0);
    expect(withMath.blog).toBeGreaterThan(0);
  });

  test('the chunk registry in the start-up script has no server-only module paths', () => {
    const dir = path.join(ROOT, 'build/assets/js');
    const scripts = fs.readdirSync(dir).filter((name) => name.endsWith('.js'));
    const startup = scripts.filter((name) => /^(main|runtime~main)\.[0-9a-f]+\.js$/.test(name));
    expect(startup).toHaveLength(2);
    const main = fs.readFileSync(
      path.join(
        dir,
        startup.find((name) => name.startsWith('main.'))!,
      ),
      'utf8',
    );
    // the registry's chunk loaders are there, the module paths only server rendering reads are not
    expect(main).toContain('webpackChunk');
    expect(main).not.toMatch(/"@site\/(docs|versioned_docs|blog)\//);
    expect(main).not.toContain('"@generated/docusaurus-plugin-content-docs/');
  });

  test('code blocks of every language the pages use are highlighted', () => {
    // Every grammar comes from `prism.additionalLanguages` (src/prism/highlight.tsx starts from Prism's bare
    // core): each language the pages use must come out of the build as coloured tokens.
    const languages = ['bash', 'yaml', 'cpp', 'python', 'cmake', 'json', 'dockerfile', 'ini', 'latex', 'xml'];
    const blocks = new Map<string, {total: number; highlighted: number}>();
    for (const file of htmlFiles(path.join(ROOT, 'build'))) {
      const $ = parseHtml(fs.readFileSync(file, 'utf8'));
      $('pre.prism-code').each((_, pre) => {
        const language = /\blanguage-(\S+)/.exec($(pre).attr('class') ?? '')?.[1];
        if (!language) return;
        const counts = blocks.get(language) ?? {total: 0, highlighted: 0};
        counts.total++;
        if ($(pre).find('span.token').not('.token-line, .plain').length > 0) counts.highlighted++;
        blocks.set(language, counts);
      });
    }
    for (const language of languages) {
      const counts = blocks.get(language);
      expect(counts?.total, `code blocks in ${language}`).toBeGreaterThan(0);
      // a one-line block may hold nothing but plain text; nearly all must be coloured
      expect(counts!.highlighted / counts!.total, `highlighted share of ${language} blocks`).toBeGreaterThan(0.8);
    }
  });

  test("each version's search index is an outline plus a full-text file", () => {
    for (const release of RELEASES) {
      const dir = release.current ? 'build' : `build${release.route}`;
      const names = fs.readdirSync(path.join(ROOT, dir)).filter((name) => /^search-index.*\.json$/.test(name));
      const outline = names.filter((name) => !name.endsWith('-content.json'));
      expect(outline, dir).toHaveLength(1);
      expect(names, dir).toEqual(expect.arrayContaining([outline[0].replace(/\.json$/, '-content.json')]));
      const outlineFile = JSON.parse(fs.readFileSync(path.join(ROOT, dir, outline[0]), 'utf8'));
      // titles (with the page's place on the site), headings, descriptions, keywords (src/features/search/indexing.ts)
      expect(outlineFile.format, dir).toBe(2);
      expect(
        outlineFile.parts.map((p: {type: number}) => p.type),
        dir,
      ).toEqual([0, 1, 2, 3]);
      // a title for every page of the version at least (the blog's come on top)
      const pagesOfVersion = releaseManifest(release).length;
      expect(outlineFile.parts[0].documents.length, dir).toBeGreaterThanOrEqual(pagesOfVersion);
      // the page's title, its place and the questions its front matter says it answers
      expect(Object.keys(outlineFile.parts[0].fields), dir).toEqual(['t', 'place', 'q']);
      expect(outlineFile.parts[0].fields.q.terms.length, dir).toBeGreaterThan(20);
      // headings: more than pages; the troubleshooting entries' headings carry their log messages
      expect(outlineFile.parts[1].documents.length, dir).toBeGreaterThan(pagesOfVersion);
      expect(Object.keys(outlineFile.parts[1].fields), dir).toEqual(['t', 'log']);
      const entries = outlineFile.parts[1].documents.filter((d: {m?: string[]}) => d.m && d.m.length > 0);
      expect(entries.length, dir).toBeGreaterThanOrEqual(15);
      const text = JSON.parse(
        fs.readFileSync(path.join(ROOT, dir, outline[0].replace(/\.json$/, '-content.json')), 'utf8'),
      );
      expect(
        text.parts.map((p: {type: number}) => p.type),
        dir,
      ).toEqual([4]);
      const [sections] = text.parts;
      expect(sections.documents.length, dir).toBeGreaterThan(pagesOfVersion);
      // one length per section, one posting list per term, identifiers indexed whole and by their words
      expect(sections.fields.t.lengths, dir).toHaveLength(sections.documents.length);
      expect(sections.fields.t.postings, dir).toHaveLength(sections.fields.t.terms.length);
      expect(sections.fields.t.terms, dir).toEqual(
        expect.arrayContaining(['control_manager/goto', 'control_manager', 'goto', 'manag']),
      );
    }
  });

  test('installs exactly one copy of every @docusaurus package, all 3.6.0', () => {
    const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
    const copies = Object.entries(lock.packages as Record<string, {version: string; optional?: boolean}>)
      .filter(([p]) => /node_modules\/@docusaurus\/[^/]+$/.test(p))
      .filter(([p]) => !p.endsWith('/react-loadable'));
    const names = copies.map(([p]) => p.replace(/.*node_modules\//, ''));
    expect(new Set(names).size, 'one copy each').toBe(names.length);
    for (const [p, info] of copies) expect(info.version, p).toBe('3.6.0');
  });
});
