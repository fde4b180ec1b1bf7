import type {Config, Plugin} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import type {PluginOptions as SearchOptions} from '@easyops-cn/docusaurus-search-local';
import type {Options as PwaOptions} from '@docusaurus/plugin-pwa';
import type {InjectManifestOptions} from 'workbox-build';
import path from 'node:path';
import {RELEASES} from './config/releases';
import {
  ANNOUNCEMENT_HTML,
  ANNOUNCEMENT_ID,
  COPYRIGHT_YEAR,
  DISCUSSIONS_URL,
  GITHUB_ORG_URL,
  GROUP_SITE_URL,
  ISSUES_URL,
  SITE_EDIT_URL,
  SITE_URL,
  SYSTEM_REPO_URL,
} from './config/site';
import {gitHistory, lastCommitTimes, withLastUpdate} from './config/gitHistory';
import llmsTxtPlugin from './src/features/llms/llms-txt';
import searchIndexSplit, {afterSearchIndexesPlugin} from './src/features/search/search-index-split';
import {mathRehypePlugins, mathRemarkPlugins} from './src/features/math';
import remarkFigures from './src/features/figures/remark';
import remarkReleaseLists from './src/features/reference/lists-remark';
import remarkReferenceLinks from './src/features/reference/links-remark';
import remarkLogMessages from './src/features/troubleshooting/remark';
import rehypeTypeNameBreaks from './src/features/reference/type-names-rehype';
import rehypeChecklists from './src/features/field-kit/checklist-rehype';
import remarkReleaseSource from './src/features/field-kit/release-source';
import {precacheMarkdownCopies} from './src/features/field-kit/precache';
import fieldManualPdfPlugin from './src/features/field-kit/pdf-plugin';
import {darkCodeTheme, lightCodeTheme} from './config/prism';
import perf, {perfSsrTemplate} from './src/perf/plugin';
import {clientRedirectsOptions} from './config/redirects';

/** Set by the test build only (scripts/test.sh): adds routes that show error screens in the browser. */
const TEST_ROUTES_ENABLED = process.env.MRS_DOCS_TEST_ROUTES === '1';

/** "Last updated" dates need the repository's full git history; one `git log` reads them all (config/gitHistory.ts). */
const SHOW_LAST_UPDATE = gitHistory(__dirname) === 'full';
const LAST_COMMIT_TIMES = SHOW_LAST_UPDATE
  ? lastCommitTimes(__dirname, ['docs', 'versioned_docs'])
  : new Map<string, number>();

/**
 * Formulas are rendered at build time; pages with math (and only those) load the KaTeX stylesheet (src/features/math).
 * Diagrams (```dot) and plots (```plot) become inline SVG figures at build time (src/features/figures).
 */
const math = {
  remarkPlugins: [...mathRemarkPlugins, remarkFigures],
  rehypePlugins: [...mathRehypePlugins],
} satisfies Pick<DocsOptions, 'remarkPlugins' | 'rehypePlugins'>;

/** The committed release data; ```release-list blocks of the docs become tables from it at build time. */
const REFERENCE_DIR = path.join(__dirname, 'reference');

const docsOptions = {
  path: 'docs',
  routeBasePath: 'docs',
  sidebarPath: './sidebars.ts',
  breadcrumbs: true,
  // "Edit this page": each version's own files (versioned_docs/version-X/… for a frozen version), not docs/.
  editUrl: SITE_EDIT_URL,
  editCurrentVersion: false,
  // The date of the newest commit of the page's file. No author: the last committer of a page is often
  // whoever fixed a link or a typo across many pages, a misleading answer to "who knows this page?";
  // the date alone tells the reader how fresh the page is, and questions go to "Report a problem".
  showLastUpdateTime: SHOW_LAST_UPDATE,
  showLastUpdateAuthor: false,
  // `current` (the tree in docs/) is the latest version and lives at /docs; each frozen tree
  // (versioned_docs/version-X/) lives at /docs/X. The table is config/releases.ts.
  lastVersion: 'current',
  versions: Object.fromEntries(
    RELEASES.map((r) => [r.current ? 'current' : r.version, {label: r.label, path: r.route.replace(/^\/docs\/?/, '')}]),
  ),
  // The landing page of each version (docs/index.md) is reached from the navbar and the
  // version dropdown; it is kept out of the sidebar so the sidebar starts with the introduction.
  async sidebarItemsGenerator({defaultSidebarItemsGenerator, ...args}) {
    const items = await defaultSidebarItemsGenerator(args);
    return items.filter((item) => !(item.type === 'doc' && item.id === 'index'));
  },
  ...math,
  // ```release-list blocks become lists from the release data (src/features/reference); then inline code
  // naming an mrs_msgs type or a public parameter links to its entry in the reference pages of the version being
  // read (src/features/reference).
  remarkPlugins: [
    ...math.remarkPlugins,
    [remarkReleaseLists, {referenceDir: REFERENCE_DIR}],
    [remarkReferenceLinks, {siteDir: __dirname}],
    // ```log-message blocks of the troubleshooting entries (src/features/troubleshooting)
    remarkLogMessages,
    // ```release-source: the release a page was assembled from (the field manual; src/features/field-kit)
    [remarkReleaseSource, {referenceDir: REFERENCE_DIR}],
  ],
  // interface names in headings may break after their `<package>/<kind>/` prefix on a phone; task lists become
  // tickable checklists (src/features/field-kit)
  rehypePlugins: [...math.rehypePlugins, rehypeTypeNameBreaks, rehypeChecklists],
} satisfies DocsOptions;

const blogOptions = {
  path: 'blog',
  routeBasePath: 'blog',
  blogTitle: 'MRS UAV System blog',
  blogDescription: 'News and technical notes from the maintainers of the MRS UAV System.',
  showReadingTime: true,
  editUrl: SITE_EDIT_URL,
  blogSidebarTitle: 'All posts',
  blogSidebarCount: 'ALL',
  postsPerPage: 10,
  onInlineAuthors: 'throw',
  onUntruncatedBlogPosts: 'throw',
  feedOptions: {
    type: ['rss', 'atom'],
    title: 'MRS UAV System blog',
    description: 'News and technical notes from the maintainers of the MRS UAV System.',
    copyright: `Copyright © ${COPYRIGHT_YEAR} Multi-robot Systems group, CTU in Prague`,
    language: 'en',
    limit: false,
    xslt: true,
  },
  ...math,
} satisfies BlogOptions;

const searchOptions = {
  hashed: 'filename',
  indexDocs: true,
  indexBlog: true,
  indexPages: false,
  docsRouteBasePath: 'docs',
  docsDir: ['docs', 'versioned_docs'],
  blogRouteBasePath: 'blog',
  blogDir: 'blog',
  language: ['en'],
  highlightSearchTermsOnTargetPage: true,
  searchResultLimits: 8,
  searchResultContextMaxLength: 60,
  searchBarShortcut: true,
  searchBarShortcutHint: true,
  explicitSearchResultPath: true,
} satisfies SearchOptions;

const navbar = {
  title: 'MRS UAV System',
  logo: {alt: 'MRS UAV System logo', src: 'img/logo.svg', width: 32, height: 32},
  hideOnScroll: false,
  items: [
    {type: 'docSidebar', sidebarId: 'tutorialSidebar', position: 'left', label: 'Documentation'},
    {type: 'docsVersionDropdown', position: 'left'},
    {to: '/blog', label: 'Blog', position: 'left'},
    {type: 'localeDropdown', position: 'right'},
    {href: GITHUB_ORG_URL, label: 'GitHub', position: 'right'},
    {href: GROUP_SITE_URL, label: 'MRS group', position: 'right'},
    {type: 'search', position: 'right'},
  ],
} satisfies Preset.ThemeConfig['navbar'];

const footer = {
  style: 'dark',
  links: [
    {
      title: 'Documentation',
      items: [
        {label: 'Installation', to: '/docs/installation'},
        {label: 'MRS API', to: '/docs/api'},
        {label: 'Simulations', to: '/docs/simulations'},
      ],
    },
    {
      title: 'Community',
      items: [
        {label: 'Discussions', href: DISCUSSIONS_URL},
        {label: 'Issues', href: ISSUES_URL},
      ],
    },
    {
      title: 'More',
      items: [
        {label: 'Blog', to: '/blog'},
        {label: 'GitHub organisation', href: GITHUB_ORG_URL},
        {label: 'MRS UAV System repository', href: SYSTEM_REPO_URL},
        {label: 'Multi-robot Systems group', href: GROUP_SITE_URL},
      ],
    },
  ],
  copyright: `Copyright © ${COPYRIGHT_YEAR} Multi-robot Systems group, Czech Technical University in Prague. Built with Docusaurus.`,
} satisfies Preset.ThemeConfig['footer'];

const themeConfig = {
  metadata: [{name: 'keywords', content: 'MRS UAV System, ROS 2, UAV, multirotor, PX4, Gazebo, drone swarm'}],
  colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false},
  announcementBar: {
    id: ANNOUNCEMENT_ID,
    content: ANNOUNCEMENT_HTML,
    isCloseable: true,
  },
  navbar,
  footer,
  docs: {sidebar: {hideable: false, autoCollapseCategories: true}},
  blog: {sidebar: {groupByYear: true}},
  tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
  prism: {
    theme: lightCodeTheme,
    darkTheme: darkCodeTheme,
    // Every grammar the code blocks get (src/perf/lazy-prism/highlight.tsx starts from Prism's bare core), in
    // dependency order: C needs clike, C++ needs C. Other languages render as plain text.
    additionalLanguages: [
      'markup',
      'clike',
      'c',
      'cpp',
      'python',
      'yaml',
      'json',
      'bash',
      'cmake',
      'latex',
      'docker',
      'ini',
      'diff',
    ],
  },
} satisfies Preset.ThemeConfig;

/**
 * Offline reading: a web manifest (the site installs as an app) and a service worker. Installing the app,
 * running it standalone or opening any page with `?offlineMode=true` turns on offline mode, which
 * precaches every page of both versions with its scripts, style sheets and the two search indexes.
 * Other visitors get a service worker that caches nothing. Content images are cached when first viewed
 * (src/features/offline/images.js); only the small site images in static/img are precached.
 */
const injectManifestConfig = {
  globIgnores: [
    // Pages built only for the browser tests never reach readers.
    '__test__/**',
    // Images outside static/img are cached on first view instead.
    '!(img)/**/*.{png,jpg,jpeg,gif,svg,ico,webp,avif}',
  ],
  // The full text of a search index is about 1.5 MB, near Workbox's 2 MB default: leave room for growth.
  maximumFileSizeToCacheInBytes: 16 * 1024 * 1024,
  // Webpack's content-hashed bundles never change under the same name: no revision needed.
  dontCacheBustURLsMatching: /^assets\/.+\.[0-9a-f]{8}\.(js|css)$/,
  // The pages' Markdown copies too, for the version comparison offline (src/features/field-kit/precache.ts).
  manifestTransforms: [precacheMarkdownCopies],
} satisfies Partial<InjectManifestOptions>;

const pwaOptions = {
  offlineModeActivationStrategies: ['appInstalled', 'standalone', 'queryString'],
  pwaHead: [
    {tagName: 'link', rel: 'manifest', href: '/manifest.json'},
    {tagName: 'meta', name: 'theme-color', content: '#1565c0'},
    {tagName: 'link', rel: 'apple-touch-icon', href: '/img/icon-192.png'},
  ],
  swCustom: path.resolve(__dirname, 'src/features/offline/images.js'),
  // globDirectory, swSrc and swDest are set by the plugin itself.
  injectManifestConfig: injectManifestConfig as InjectManifestOptions,
} satisfies PwaOptions;

/**
 * The theme hides a dismissed announcement before hydration by looking at the dismiss flag only.
 * When the announcement id has changed since it was dismissed, the bar must show again at once,
 * so this script (injected after the theme's) clears the flag's effect for a new id.
 */
const announcementIdPlugin: Plugin = {
  name: 'mrs-announcement-id',
  injectHtmlTags() {
    const script = `(function () {
  try {
    if (localStorage.getItem('docusaurus.announcement.id') !== ${JSON.stringify(ANNOUNCEMENT_ID)}) {
      document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
    }
  } catch (e) {}
})();`;
    return {preBodyTags: [{tagName: 'script', innerHTML: script}]};
  },
};

/** Routes that exist only in the test build, to show error screens in a real browser. */
const testRoutesPlugin: Plugin = {
  name: 'mrs-test-routes',
  async contentLoaded({actions}) {
    for (const [path, file] of [
      ['/__test__/crash', 'CrashPage.tsx'],
      ['/__test__/scroll', 'ScrollPage.tsx'],
      ['/__test__/loading', 'LoadingPage.tsx'],
    ]) {
      actions.addRoute({path, component: `@site/src/test-routes/${file}`, exact: true});
    }
  },
};

const config: Config = {
  title: 'MRS UAV System Documentation',
  tagline: 'MRS UAV System and more',
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: '/',
  organizationName: 'ctu-mrs',
  projectName: 'ctu-mrs.github.io',
  trailingSlash: undefined,
  // The specification asks for warnings; tests/checks/build.spec.ts turns any of them into a failure.
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  onBrokenMarkdownLinks: 'warn',
  onDuplicateRoutes: 'warn',
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en'}},
  },
  markdown: {format: 'mdx', parseFrontMatter: withLastUpdate(LAST_COMMIT_TIMES)},
  // Rspack, SWC and lightningcss instead of webpack, Babel and Terser: the cold build takes a fraction of the
  // time and memory (figures in bench/latest.md).
  future: {experimental_faster: true},
  // The page template of the perf patch scripts-after-paint (the framework's own when it is switched off).
  ssrTemplate: perfSsrTemplate(),
  presets: [
    [
      'classic',
      {
        docs: docsOptions,
        blog: blogOptions,
        theme: {
          customCss: [
            './src/css/custom.css',
            './src/features/figures/figures.css',
            './src/features/reference/interfaces.css',
            './src/features/troubleshooting/log-message.css',
            './src/features/field-kit/print.css',
          ],
        },
        sitemap: {changefreq: 'weekly', priority: 0.5},
      } satisfies Preset.Options,
    ],
  ],
  // The local-search theme, with each version's index in two files (src/features/search/search-index-split.ts).
  themes: [[searchIndexSplit, searchOptions]],
  plugins: [
    () => announcementIdPlugin,
    () =>
      llmsTxtPlugin({
        siteUrl: SITE_URL,
        referenceDir: REFERENCE_DIR,
        title: 'MRS UAV System Documentation',
        summary:
          'The MRS UAV System is the Multi-robot Systems group’s (CTU in Prague) open-source ROS 2 platform for flying multirotor UAVs in simulation and the real world: control, estimation, planning and swarming.',
      }),
    // The field manual of each version as a PDF (src/features/field-kit/pdf-plugin.ts).
    () =>
      fieldManualPdfPlugin({
        versions: RELEASES.map((r) => ({
          name: r.current ? 'current' : r.version,
          label: r.label,
          route: `${r.route}/field-manual/`,
        })),
      }),
    // Every framework patch (src/perf/README.md).
    ...perf(),
    // Its precache manifest is made once the search index files are final.
    [afterSearchIndexesPlugin('@docusaurus/plugin-pwa'), pwaOptions],
    ...(TEST_ROUTES_ENABLED ? [() => testRoutesPlugin] : []),
    // URLs of earlier generations of the site lead to the page that covers their topic now (config/redirects.ts).
    ['@docusaurus/plugin-client-redirects', clientRedirectsOptions],
  ],
  themeConfig,
};

export default config;
