/**
 * Wraps the local-search theme so that its index of each version is written as two files (see
 * src/features/search/indexFiles.ts) and its client uses the site's worker (src/features/search/client.ts) instead of
 * the plugin's own. The wrapped plugin keeps everything else: options, theme components, the client's file names.
 * Its postBuild is replaced: the documents are gathered with the plugin's own page scanner, and the site's index is
 * built from them directly, without the lunr index the plugin would build and the site would throw away (the
 * build's peak memory came while that index was built). `afterSearchIndexes` lets another plugin's postBuild (the
 * service worker's precache manifest) wait until the index files are final: Docusaurus runs all postBuild hooks at
 * once.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {createRequire} from 'node:module';
import type {LoadContext, OptionValidationContext, Plugin, PluginModule} from '@docusaurus/types';
import type {PluginOptions as SearchOptions} from '@easyops-cn/docusaurus-search-local';
import {CONTENT_PART, contentFileOf} from './indexFiles';
import {EXTRAS_MARK, indexFilesOf, pageExtrasOf, type PageExtras} from './indexing';
import {createCapturing, loadScanner, searchLocal, type Scanner} from './adapter/server';

const CLIENT = path.resolve(__dirname, 'client.ts');

const requireHere = createRequire(__filename);
const moduleDirOf = (name: string) => path.dirname(requireHere.resolve(name));

/**
 * Docusaurus resolves a plugin's relative client-module and theme paths against the directory of
 * the plugin's module; a wrapped plugin lives elsewhere, so they are made absolute here.
 */
function anchored<T extends Plugin<unknown>>(plugin: T, moduleDir: string): T {
  const absolute = (p: string) => path.resolve(moduleDir, p);
  const {getClientModules, getThemePath, getTypeScriptThemePath} = plugin;
  return {
    ...plugin,
    ...(getClientModules && {getClientModules: () => getClientModules.call(plugin).map(absolute)}),
    ...(getThemePath && {getThemePath: () => absolute(getThemePath.call(plugin))}),
    ...(getTypeScriptThemePath && {getTypeScriptThemePath: () => absolute(getTypeScriptThemePath.call(plugin))}),
  };
}

/**
 * What the scanner does not keep apart on the pages of a version (troubleshooting entries' log messages, the
 * questions a page answers: `pageExtrasOf` in indexing.ts), by page URL. Only pages that hold any are parsed.
 */
async function extrasOf(paths: unknown[]): Promise<Map<string, PageExtras>> {
  const extras = new Map<string, PageExtras>();
  for (const entry of paths) {
    const {filePath, url} = entry as {filePath?: unknown; url?: unknown};
    if (typeof filePath !== 'string' || typeof url !== 'string') {
      throw new Error("search: the scanner's page list has no filePath/url; its layout changed (written for 0.55.3)");
    }
    const html = await fs.readFile(filePath, 'utf8');
    if (EXTRAS_MARK.test(html)) extras.set(url, pageExtrasOf(html));
  }
  return extras;
}

/**
 * Writes each docs version's index as the site's two files: the outline in the file the plugin's client fetches,
 * the full text beside it (src/features/search/indexing.ts). Returns the files written.
 */
export async function writeSearchIndexes(
  scanner: Scanner,
  buildData: unknown,
  config: unknown,
  searchIndexFilename: string,
): Promise<string[]> {
  const files: string[] = [];
  // one version at a time: only one version's documents are in memory at once
  for (const version of scanner.processDocInfos(buildData, config)) {
    const parts = await scanner.scanDocuments(version.paths, config);
    if (!Array.isArray(parts) || parts.length !== CONTENT_PART + 1) {
      throw new Error(
        `search: expected ${CONTENT_PART + 1} kinds of documents, found ${Array.isArray(parts) ? parts.length : 'none'}`,
      );
    }
    const [titles, headings, descriptions, keywords, sections] = parts;
    const extras = await extrasOf(version.paths);
    const {outline, fullText} = indexFilesOf({titles, headings, descriptions, keywords, sections, extras});
    const file = path.join(version.outDir, searchIndexFilename.replace('{dir}', ''));
    await fs.writeFile(contentFileOf(file), JSON.stringify(fullText));
    await fs.writeFile(file, JSON.stringify(outline));
    files.push(file);
  }
  if (files.length === 0) throw new Error('search: no docs version to index');
  return files;
}

let release: () => void = () => {};
let fail: (error: unknown) => void = () => {};
const written = new Promise<void>((resolve, reject) => {
  release = resolve;
  fail = reject;
});
// Nobody may be waiting (a build without the service worker); never report an unhandled rejection.
written.catch(() => {});

/** How many instances of the plugin this build has (the configuration constructs plugins before any postBuild). */
let instances = 0;

/**
 * Resolves when the search index files of this build are final. Fails at once when the configuration has no search
 * plugin, which would never write them: the waiting step would otherwise hang the build.
 */
export function afterSearchIndexes(): Promise<void> {
  if (instances === 0) {
    return Promise.reject(
      new Error(
        'search: a build step waits for the search index files, but the configuration has no search plugin ' +
          '(src/features/search/search-index-split.ts) to write them',
      ),
    );
  }
  return written;
}

function searchIndexSplit(context: LoadContext, options: SearchOptions): Plugin<unknown> {
  instances += 1;
  // The plugin's per-folder indexes (`searchContextByPaths`) have no counterpart in the site's index files.
  const {searchContextByPaths} = options as {searchContextByPaths?: unknown[]};
  if (searchContextByPaths?.length) {
    throw new Error('search: searchContextByPaths is not supported by the site index (src/features/search/)');
  }
  const {plugin: created, config, searchIndexFilename} = createCapturing(context, options);
  const plugin = anchored(created, moduleDirOf('@easyops-cn/docusaurus-search-local'));
  const scanner = loadScanner();
  return {
    ...plugin,
    async postBuild(props) {
      try {
        await writeSearchIndexes(scanner, props, config, searchIndexFilename);
        release();
      } catch (error) {
        fail(error);
        throw error;
      }
    },
    configureWebpack(config, isServer, utils, content) {
      const own = plugin.configureWebpack?.(config, isServer, utils, content) ?? {};
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      // The plugin's search bar and search page import `../searchByWorker`: give them the site's worker.
      const replacement = new NormalModuleReplacementPlugin(
        /[\\/]searchByWorker(\.js)?$/,
        (resource: {context: string; request: string}) => {
          if (resource.context.includes(`${path.sep}docusaurus-search-local${path.sep}`)) resource.request = CLIENT;
        },
      );
      return {
        ...own,
        plugins: [...(own.plugins ?? []), replacement as unknown as NonNullable<typeof own.plugins>[number]],
      };
    },
  };
}

searchIndexSplit.validateOptions = searchLocal.validateOptions;

export default searchIndexSplit as PluginModule;

/**
 * Loads the plugin module `name` wrapped so that its postBuild starts only once the search index
 * files are final (the service worker's precache manifest records their revisions).
 */
export function afterSearchIndexesPlugin(name: string): PluginModule<unknown> {
  const original = requireHere(name) as {
    default: (context: LoadContext, options: unknown) => Plugin<unknown> | null;
    validateOptions?: (context: OptionValidationContext<unknown, unknown>) => unknown;
  };
  const wrapped = (context: LoadContext, options: unknown): Plugin<unknown> | null => {
    const created = original.default(context, options);
    if (!created) return created;
    const plugin = anchored(created, moduleDirOf(name));
    if (!plugin.postBuild) return plugin;
    const postBuild = plugin.postBuild.bind(plugin);
    return {
      ...plugin,
      async postBuild(props) {
        await afterSearchIndexes();
        await postBuild(props);
      },
    };
  };
  wrapped.validateOptions = original.validateOptions;
  return wrapped as PluginModule<unknown>;
}
