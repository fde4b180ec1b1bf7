/**
 * Every patch of the site that reaches into framework internals: one row each, in the order the perf plugin
 * (`./plugin.ts`) wires them. Data only: what each replaces (package, file, the version it was checked
 * against), how it is wired, which test fails without it, what it was measured to save, and its kill switch
 * (`MRS_DOCS_PERF=off` turns every patch off, `MRS_DOCS_PERF=-prefetch,-sw` the named ones).
 * `./README.md` tells the same in prose. Paths of site files are relative to the site directory.
 */

/** A file of an installed package; `via`: the package whose dependency it is, when the site does not depend on it directly. */
export interface UpstreamFile {
  package: string;
  file: string;
  /** the release the patch was written and checked against */
  version: string;
  via?: string;
}

/** A test: its file and its full title (describe blocks and name, joined by " › "). */
export interface TestRef {
  file: string;
  name: string;
}

/**
 * One module swapped for another while the bundler resolves imports (server and browser builds alike): a
 * request matching `request`, made by a file under the site folder `from` (when given), is resolved to `by`
 * instead. `by` is a site file, or a package file when the patch reaches the module it replaces under a name
 * of its own (`@mrs/…`).
 */
export interface ModuleReplacement {
  /** the request as the importing file writes it */
  request: RegExp;
  /** only requests made by files under this folder of the site or of an installed package ('' for the whole package) */
  from?: {site: string} | {package: string; dir: string; via?: string};
  by: string | UpstreamFile;
  /** the file whose place is taken, named by the build guard when the replacement matches nothing */
  replaces: UpstreamFile;
}

/** A loader run on the generated modules matching `test`, in the browser build only. */
export interface BundleTransform {
  test: RegExp;
  /** the loader (a site file); it reports its changes through the build guard's counts */
  loader: string;
  changes: string;
  upstream: UpstreamFile;
}

export interface Wiring {
  replacements?: ModuleReplacement[];
  /** modules run on every page (site paths) */
  clientModules?: string[];
  /**
   * theme components the patch wraps (a folder shaped like `src/theme/`, importing the wrapped component through
   * `@theme-init/…`); each such patch is its own small plugin, so its kill switch takes the folder out of the build
   */
  themePath?: string;
  transforms?: BundleTransform[];
  /** the page template (Docusaurus `ssrTemplate`), handed to the site config by `perfSsrTemplate()` */
  pageTemplate?: {changes: string; upstream: UpstreamFile};
}

export type Mechanism =
  'page template' | 'module replacement' | 'bundler transform' | 'client module' | 'theme wrapper';

export interface PerfPatch {
  /** its name; also its folder under src/perf/ unless `folder` names another */
  id: string;
  /** its folder under src/perf/, where it shares one with other patches (`startup/`: the start-up handshake) */
  folder?: string;
  /** its name in MRS_DOCS_PERF */
  killSwitch: string;
  /** the framework behaviour it replaces */
  replaces: string;
  upstream: UpstreamFile[];
  mechanism: Mechanism[];
  why: string;
  /** a test that fails without the patch; null where no test can tell */
  guardTest: TestRef | null;
  /** tests that check the patch's own correctness */
  checkedBy?: TestRef[];
  /** the verdict and its headline figure; the figures in full are in the evidence */
  effect: string;
  /** the report the verdict rests on (bench/…), null where the measurement was not kept as a report */
  evidence: string | null;
  wiring: Wiring;
}

const CORE = '@docusaurus/core';
const THEME_COMMON = '@docusaurus/theme-common';
const PLUGIN_DOCS = '@docusaurus/plugin-content-docs';
const DOCUSAURUS = '3.6.0';
const LOADING_SPEC = 'tests/e2e/loading.spec.ts';
const BUILD_SPEC = 'tests/checks/build.spec.ts';

const THEME_CLASSIC = '@docusaurus/theme-classic';
const MOBILE_SPEC = 'tests/e2e/mobile.spec.ts';

const ssrTemplateFile: UpstreamFile = {package: CORE, file: 'lib/ssg/ssgTemplate.html.js', version: DOCUSAURUS};

export const PATCHES: readonly PerfPatch[] = [
  {
    id: 'scripts-after-paint',
    folder: 'startup',
    killSwitch: 'paint',
    replaces:
      'the default page template, whose `<script defer>` tags start downloading the application scripts before the first paint',
    upstream: [ssrTemplateFile],
    mechanism: ['page template'],
    why: 'On a slow link the HTML and stylesheet no longer share the bandwidth with the application scripts (about 170 KB gzip), and the largest paint never waits for them; the scripts are requested once the first paint is on screen (2 s at the latest), and the "did not load properly" banner still shows when they fail.',
    guardTest: {
      file: LOADING_SPEC,
      name: 'page loading › a page paints before its scripts are requested, then hydrates',
    },
    checkedBy: [
      {file: LOADING_SPEC, name: 'page loading › slow scripts do not bring up the "did not load properly" banner'},
      {
        file: LOADING_SPEC,
        name: 'page loading › scripts and styles that fail to load bring up the "did not load properly" banner',
      },
    ],
    effect:
      'kept: LCP 1194 ms median with it, 2043 ms without, later without it in all 5 alternating pairs; script bytes about the same',
    evidence: 'bench/ablation-2026-11-25-eebb097-2.md',
    wiring: {pageTemplate: {changes: 'every page starts its scripts from the loader call', upstream: ssrTemplateFile}},
  },
  {
    id: 'staged-startup',
    folder: 'startup',
    killSwitch: 'staged',
    replaces:
      'the browser build’s entry, whose imports evaluate React DOM, the route table, the client modules and the theme in the one task that runs the start-up script',
    upstream: [{package: CORE, file: 'lib/client/clientEntry.js', version: DOCUSAURUS}],
    mechanism: ['module replacement'],
    why: 'That task was the longest of a page load, and all of it blocks input. The stand-in requires the same modules in the same order, one group per task (`scheduler.yield()`), and then the framework’s entry, which runs unchanged; the modules stay in the start-up script.',
    guardTest: {
      file: LOADING_SPEC,
      name: 'page loading › the start-up script’s modules are evaluated step by step before the page hydrates',
    },
    checkedBy: [
      {
        file: 'tests/unit/staged-startup.test.ts',
        name: 'start-up in several tasks › each step runs after a task boundary, in order, and a failing step stops the rest',
      },
      {file: LOADING_SPEC, name: 'page loading › slow scripts do not bring up the "did not load properly" banner'},
    ],
    effect:
      'kept: blocking time after the first paint at a 4× CPU slowdown, median of 7 alternating loads, 805 → 567 ms on /docs/introduction/ (without → with it), 1142 → 812 ms on `transform_manager`, 539 → 348 ms on /blog',
    evidence: 'bench/profile-2026-11-29-b9ea35b.md',
    wiring: {
      replacements: [
        {
          // the entry as the bundler configuration names it: an absolute path. The stand-in reaches the
          // original through the package name, which this expression does not match.
          request: /^(?:[A-Za-z]:)?[\\/].*[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/,
          by: 'src/perf/startup/clientEntry.ts',
          replaces: {package: CORE, file: 'lib/client/clientEntry.js', version: DOCUSAURUS},
        },
      ],
    },
  },
  {
    id: 'lazy-prism',
    killSwitch: 'prism',
    replaces:
      'prism-react-renderer (Prism with some thirty grammars) and the classic theme’s start-up module that loads the configured languages on every page',
    upstream: [
      {package: 'prism-react-renderer', file: 'dist/index.js', version: '2.4.1'},
      {package: '@docusaurus/theme-classic', file: 'lib/prism-include-languages.js', version: DOCUSAURUS},
      {
        package: '@docusaurus/theme-classic',
        file: 'lib/theme/CodeBlock/Content/String.js (wrapped)',
        version: DOCUSAURUS,
      },
    ],
    mechanism: ['module replacement', 'theme wrapper'],
    why: 'Evaluating prism-react-renderer’s grammars was the longest piece of script work on a doc page. The site’s `Highlight` renders the same markup over Prism’s core and only `themeConfig.prism.additionalLanguages`, which the wrapped code block registers when the first code block renders, so a page without code never evaluates a grammar.',
    guardTest: {
      file: LOADING_SPEC,
      name: "page loading › Prism's grammars are evaluated with the first code block, not with every page",
    },
    checkedBy: [
      {file: BUILD_SPEC, name: 'the production build › code blocks of every language the pages use are highlighted'},
    ],
    effect:
      'kept for its bytes: the start-up script 119.9 KB gzip with it, 158.9 KB without; JS boot-up 11 % higher without it',
    evidence: 'bench/ablation-2026-11-25-c7fcb1c.md',
    wiring: {
      replacements: [
        {
          request: /^prism-react-renderer$/,
          by: 'src/perf/lazy-prism/highlight.tsx',
          replaces: {package: 'prism-react-renderer', file: 'dist/index.js', version: '2.4.1'},
        },
        {
          request: /[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
          by: 'src/perf/lazy-prism/startup.ts',
          replaces: {package: '@docusaurus/theme-classic', file: 'lib/prism-include-languages.js', version: DOCUSAURUS},
        },
      ],
      themePath: 'src/perf/lazy-prism/theme',
    },
  },
  {
    id: 'lean-registry',
    killSwitch: 'registry',
    replaces:
      'the browser’s copy of the generated chunk registry, which carries module paths only server rendering reads',
    upstream: [
      {
        package: CORE,
        file: 'lib/server/codegen/codegenRoutes.js (writes .docusaurus/registry.js)',
        version: DOCUSAURUS,
      },
    ],
    mechanism: ['bundler transform'],
    why: 'The module paths are dead weight in the start-up script; in the browser build they become empty strings.',
    guardTest: {
      file: BUILD_SPEC,
      name: 'the production build › the chunk registry in the start-up script has no server-only module paths',
    },
    effect:
      'kept for its bytes: the start-up script 119.9 KB gzip with it, 123.1 KB without; no timing gain or cost established',
    evidence: 'bench/ablation-2026-11-25-c7fcb1c.md',
    wiring: {
      transforms: [
        {
          test: /[\\/]\.docusaurus[\\/]registry\.js$/,
          loader: 'src/perf/lean-registry/strip-registry-paths.cjs',
          changes: 'module paths of the registry entries emptied',
          upstream: {
            package: CORE,
            file: 'lib/server/codegen/codegenRoutes.js (.docusaurus/registry.js)',
            version: DOCUSAURUS,
          },
        },
      ],
    },
  },
  {
    id: 'lazy-route-components',
    killSwitch: 'lazy-routes',
    replaces:
      'the route table’s component factory, which builds a loadable component for every route of the site while the start-up script is evaluated',
    upstream: [{package: CORE, file: 'lib/client/exports/ComponentCreator.js', version: DOCUSAURUS}],
    mechanism: ['module replacement'],
    why: 'A page renders one chain of routes, yet the generated table builds some 400 route components (their chunk lists, loaders and component classes) inside the start-up script’s task. The stand-in returns a small component per route that calls the framework’s factory the first time the route is preloaded or rendered.',
    guardTest: {
      file: 'tests/unit/route-components.test.tsx',
      name: 'route components built when first needed › the factory runs only when a route is preloaded or rendered, once',
    },
    checkedBy: [
      {
        file: 'tests/unit/route-components.test.tsx',
        name: 'route components built when first needed › a lazy route renders and preloads what the factory built',
      },
    ],
    effect:
      'kept: blocking time after the first paint higher without it in all 7 alternating pairs on /docs/introduction/ (median 294 → 357 ms), within the noise on `transform_manager`',
    evidence: 'bench/profile-2026-12-03-a2d43b3-2.md',
    wiring: {
      replacements: [
        {
          request: /^@docusaurus\/ComponentCreator$/,
          from: {site: '.docusaurus'},
          by: 'src/perf/lazy-route-components/componentCreator.ts',
          replaces: {package: CORE, file: 'lib/client/exports/ComponentCreator.js', version: DOCUSAURUS},
        },
        {
          request: /^@mrs\/component-creator$/,
          by: {package: CORE, file: 'lib/client/exports/ComponentCreator.js', version: DOCUSAURUS},
          replaces: {
            package: CORE,
            file: 'lib/client/exports/ComponentCreator.js (reached as @mrs/component-creator)',
            version: DOCUSAURUS,
          },
        },
      ],
    },
  },
  {
    id: 'docs-context-cache',
    killSwitch: 'docs-context',
    replaces:
      'the docs plugin’s `getActiveDocContext`, which matches the page path against every doc of the active version on each call',
    upstream: [{package: PLUGIN_DOCS, file: 'lib/client/docsClientUtils.js', version: DOCUSAURUS}],
    mechanism: ['module replacement'],
    why: 'The navbar’s version items, the sidebar and the version banner call it on every render, several times per page view, and its answer depends only on the plugin’s global data and the path; the stand-in keeps the first answer per path.',
    guardTest: {
      file: 'tests/unit/docs-context.test.ts',
      name: 'active doc context kept per page path › the plugin’s helper runs once per data and path, and its answer is handed back',
    },
    effect:
      'kept: blocking time after the first paint higher without it in 5 of 7 alternating pairs on /docs/introduction/ (median 294 → 334 ms) and on `transform_manager` (251 → 482 ms)',
    evidence: 'bench/profile-2026-12-03-a2d43b3-2.md',
    wiring: {
      replacements: [
        {
          request: /^\.\/docsClientUtils(\.js)?$/,
          from: {package: PLUGIN_DOCS, dir: 'lib/client'},
          by: 'src/perf/docs-context-cache/docsClientUtils.ts',
          replaces: {package: PLUGIN_DOCS, file: 'lib/client/docsClientUtils.js', version: DOCUSAURUS},
        },
        {
          request: /^@mrs\/docs-client-utils$/,
          by: {package: PLUGIN_DOCS, file: 'lib/client/docsClientUtils.js', version: DOCUSAURUS},
          replaces: {
            package: PLUGIN_DOCS,
            file: 'lib/client/docsClientUtils.js (reached as @mrs/docs-client-utils)',
            version: DOCUSAURUS,
          },
        },
      ],
    },
  },
  {
    id: 'locale-free-intl',
    killSwitch: 'intl',
    replaces:
      'theme-common’s key ordering (`localeCompare`), plural forms (`Intl.PluralRules`) and dates (`Intl.DateTimeFormat`)',
    upstream: [
      {package: THEME_COMMON, file: 'lib/utils/reactUtils.js', version: DOCUSAURUS},
      {package: THEME_COMMON, file: 'lib/utils/usePluralForm.js', version: DOCUSAURUS},
      {package: THEME_COMMON, file: 'lib/utils/IntlUtils.js', version: DOCUSAURUS},
    ],
    mechanism: ['module replacement'],
    why: 'The first use of any ICU service loads the browser’s locale data during hydration. The stand-ins write the same English text without ICU (compared with Intl by a test) and fall back to Intl for other locales.',
    guardTest: {
      file: LOADING_SPEC,
      name: "page loading › pages hydrate without touching the browser's locale data (ICU)",
    },
    checkedBy: [
      {
        file: 'tests/unit/intl.test.ts',
        name: 'English texts written without ICU › dates read exactly as Intl.DateTimeFormat writes them for every option set the theme uses',
      },
      {
        file: 'tests/unit/intl.test.ts',
        name: 'English texts written without ICU › English plural forms match Intl.PluralRules, and other locales use their own rules',
      },
    ],
    effect:
      'kept: blocking time after the first paint of /docs/introduction/, median 271 ms with it against 328 ms without, higher without it in 5 of 7 alternating pairs; main-thread work 946 against 1128 ms per load (4× CPU slowdown)',
    evidence: 'bench/profile-2026-12-04-968f89e.md',
    wiring: {
      replacements: [
        {
          request: /^\.{1,2}\/(\.\.\/)*(utils\/)?reactUtils(\.js)?$/,
          from: {package: THEME_COMMON, dir: 'lib'},
          by: 'src/perf/locale-free-intl/reactUtils.ts',
          replaces: {package: THEME_COMMON, file: 'lib/utils/reactUtils.js', version: DOCUSAURUS},
        },
        {
          request: /^\.{1,2}\/(\.\.\/)*(utils\/)?usePluralForm(\.js)?$/,
          from: {package: THEME_COMMON, dir: 'lib'},
          by: 'src/perf/locale-free-intl/pluralForm.ts',
          replaces: {package: THEME_COMMON, file: 'lib/utils/usePluralForm.js', version: DOCUSAURUS},
        },
        {
          request: /^\.{1,2}\/(\.\.\/)*(utils\/)?IntlUtils(\.js)?$/,
          from: {package: THEME_COMMON, dir: 'lib'},
          by: 'src/perf/locale-free-intl/dateFormat.ts',
          replaces: {package: THEME_COMMON, file: 'lib/utils/IntlUtils.js', version: DOCUSAURUS},
        },
        {
          request: /^@mrs\/theme-common-react-utils$/,
          by: {package: THEME_COMMON, file: 'lib/utils/reactUtils.js', version: DOCUSAURUS},
          replaces: {
            package: THEME_COMMON,
            file: 'lib/utils/reactUtils.js (reached as @mrs/theme-common-react-utils)',
            version: DOCUSAURUS,
          },
        },
      ],
    },
  },
  {
    id: 'idle-prefetch',
    killSwitch: 'prefetch',
    replaces:
      'the framework’s `window.docusaurus.prefetch`, which scans the route table and adds a hint for every chunk of the target page on each call',
    upstream: [{package: CORE, file: 'lib/client/docusaurus.js', version: DOCUSAURUS}],
    mechanism: ['client module'],
    why: 'Links that scroll into view are queued and worked off in idle slices of at most 4 ms, one `<link rel="prefetch">` per file not loaded yet; nothing on 2g or with data-saver on. Preloading on hover is left to the framework.',
    guardTest: {
      file: LOADING_SPEC,
      name: 'page loading › links in view are prefetched in idle time, without any interaction',
    },
    checkedBy: [
      {
        file: 'tests/e2e/navigation.spec.ts',
        name: 'prefetching › hovering a link loads the next page’s code ahead of the click',
      },
    ],
    effect:
      'kept: blocking time after the first paint of /docs/introduction/, median 271 ms with it against 345 ms without, higher without it in 5 of 7 alternating pairs; main-thread work 946 against 1063 ms per load (4× CPU slowdown)',
    evidence: 'bench/profile-2026-12-04-968f89e.md',
    wiring: {clientModules: ['src/perf/idle-prefetch/idlePrefetch.ts']},
  },
  {
    id: 'sw-register-idle',
    killSwitch: 'sw',
    replaces: 'the offline-mode plugin’s registration client module, which runs while the start-up script is evaluated',
    upstream: [{package: '@docusaurus/plugin-pwa', file: 'lib/registerSw.js', version: DOCUSAURUS}],
    mechanism: ['module replacement'],
    why: 'Loading the Workbox helper, asking whether the site is installed and registering the worker are not urgent; the same module runs after the load event, in an idle period (within 5 s).',
    guardTest: null,
    checkedBy: [
      {
        file: 'tests/e2e/offline.spec.ts',
        name: 'offline reading › with the network gone › ?offlineMode=true saves every version: unvisited pages and search work offline',
      },
    ],
    effect:
      "kept: without it script evaluation +63 %, JS boot-up +50 % and TBT +116 %, all outside the baseline's spread",
    evidence: 'bench/ablation-2026-11-25-c7fcb1c.md',
    wiring: {
      replacements: [
        {
          // the absolute path the generated client-module list requires (and only there: the stand-in reaches
          // the same file as @mrs/pwa-register-sw)
          request: /[\\/]plugin-pwa[\\/]lib[\\/]registerSw\.js$/,
          from: {site: '.docusaurus'},
          by: 'src/perf/sw-register-idle/registerWhenIdle.ts',
          replaces: {package: '@docusaurus/plugin-pwa', file: 'lib/registerSw.js', version: DOCUSAURUS},
        },
        {
          request: /^@mrs\/pwa-register-sw$/,
          by: {package: '@docusaurus/plugin-pwa', file: 'lib/registerSw.js', version: DOCUSAURUS},
          replaces: {
            package: '@docusaurus/plugin-pwa',
            file: 'lib/registerSw.js (reached as @mrs/pwa-register-sw)',
            version: DOCUSAURUS,
          },
        },
      ],
    },
  },
  {
    id: 'mobile-sidebar-on-open',
    killSwitch: 'mobile-sidebar',
    replaces:
      'the navbar’s panel for phones, which the theme mounts (the navbar items and, on doc pages, the whole docs sidebar once more) on every page narrower than 997 px right after hydration, whether or not the reader opens it',
    upstream: [
      {package: THEME_CLASSIC, file: 'lib/theme/Navbar/MobileSidebar/index.js (wrapped)', version: DOCUSAURUS},
    ],
    mechanism: ['theme wrapper'],
    why: 'That mount re-rendered the page in one task of 100-500 ms on a slowed phone. The wrapper mounts the panel the first time it is shown and keeps it; for its first frame the panel is held closed, so the theme’s slide-in still runs.',
    guardTest: {
      file: MOBILE_SPEC,
      name: 'mobile layout (width ≤ 996 px) › the panel is mounted when first opened, and slides in',
    },
    checkedBy: [
      {
        file: MOBILE_SPEC,
        name: 'mobile layout (width ≤ 996 px) › the navbar collapses into a panel that closes on navigation',
      },
    ],
    effect:
      'kept: blocking time after the first paint 363 → 290 ms on /docs/introduction/ at a 4× CPU slowdown (medians of 7 alternating loads); no change on /blog',
    evidence: 'bench/profile-2026-11-29-0281042.md',
    wiring: {themePath: 'src/perf/mobile-sidebar-on-open/theme'},
  },
  {
    id: 'inline-logo',
    killSwitch: 'logo',
    replaces:
      'the navbar logo’s two `<img>` elements (one per colour mode), each an SVG document the browser builds while it lays out the first screen',
    upstream: [{package: THEME_CLASSIC, file: 'lib/theme/Logo/index.js (wrapped)', version: DOCUSAURUS}],
    mechanism: ['theme wrapper'],
    why: 'When `navbar.logo.src` is the site’s `img/logo.svg` (one file for both colour modes), the logo is that file’s markup, inlined at build time; any other logo configuration gets the theme’s component unchanged.',
    guardTest: {
      file: LOADING_SPEC,
      name: 'page loading › the theme’s icons and the logo are drawn without image resources',
    },
    effect:
      'kept: blocking time after the first paint of /docs/introduction/ at 4× CPU, median 282 ms with it and 590 ms without (higher without it in 5 of 7 alternating pairs); the first paint and the style recalculation did not move',
    evidence: 'bench/profile-2026-12-03-31fd7d4.md',
    wiring: {themePath: 'src/perf/inline-logo/theme'},
  },
];

/** A patch's folder under src/perf/. */
export function patchFolder(patch: Pick<PerfPatch, 'id' | 'folder'>): string {
  return patch.folder ?? patch.id;
}
