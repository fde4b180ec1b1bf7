/**
 * Wraps the local-search theme so that its index of each version is written as two files (see
 * src/features/search/indexFiles.ts) and its client uses the site's worker (src/features/search/client.ts) instead of
 * the plugin's own. The wrapped plugin keeps everything else: options, theme components, index
 * generation. `afterSearchIndexes` lets another plugin's postBuild (the service worker's precache
 * manifest) wait until the index files are final: Docusaurus runs all postBuild hooks at once.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {createRequire} from 'node:module';
import type {LoadContext, OptionValidationContext, Plugin, PluginModule} from '@docusaurus/types';
import type {PluginOptions as SearchOptions} from '@easyops-cn/docusaurus-search-local';
import {CONTENT_PART, contentFileOf} from './indexFiles';
import type {SearchDocument} from './engine';
import {indexFilesOf} from './indexing';
import {filesUnder} from '../../lib/files';

const CLIENT = path.resolve(__dirname, 'client.ts');

const requireHere = createRequire(__filename);
const moduleDirOf = (name: string) => path.dirname(requireHere.resolve(name));

/** The plugin's module (its published types describe the options only). */
const searchLocal = requireHere('@easyops-cn/docusaurus-search-local') as {
  default: (context: LoadContext, options: SearchOptions) => Plugin<unknown>;
  validateOptions: (context: OptionValidationContext<SearchOptions, SearchOptions>) => SearchOptions;
};

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

/** The index files the plugin wrote in a build (one per version), leaving out the bundler's `assets/`. */
function indexFiles(dir: string): string[] {
  return filesUnder(dir, {
    keep: (name) => /^search-index.*\.json$/.test(name) && !name.endsWith('-content.json'),
    skip: (name) => name === 'assets',
  });
}

/** The documents of each type in the plugin's index file (its five parts, each with a lunr index). */
function documentsOf(file: string, parts: unknown): SearchDocument[][] {
  if (!Array.isArray(parts) || parts.length !== CONTENT_PART + 1) {
    throw new Error(
      `${file}: expected ${CONTENT_PART + 1} index parts, found ${Array.isArray(parts) ? parts.length : 'no array'}`,
    );
  }
  return parts.map((part: {documents?: SearchDocument[]}) => part.documents ?? []);
}

/**
 * Replaces every index file the plugin wrote in `outDir` by the site's own index (src/features/search/indexing.ts),
 * in two files: the outline in the plugin's file, the full text beside it. Returns the files written.
 */
export async function splitSearchIndexes(outDir: string): Promise<string[]> {
  const files = indexFiles(outDir);
  for (const file of files) {
    const [titles, headings, descriptions, keywords, sections] = documentsOf(
      file,
      JSON.parse(await fs.readFile(file, 'utf8')),
    );
    const {outline, fullText} = indexFilesOf({titles, headings, descriptions, keywords, sections});
    await fs.writeFile(contentFileOf(file), JSON.stringify(fullText));
    await fs.writeFile(file, JSON.stringify(outline));
  }
  if (files.length === 0) throw new Error(`no search index found in ${outDir}`);
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

/** Resolves when the search index files of this build are final. */
export function afterSearchIndexes(): Promise<void> {
  return written;
}

function searchIndexSplit(context: LoadContext, options: SearchOptions): Plugin<unknown> {
  const plugin = anchored(searchLocal.default(context, options), moduleDirOf('@easyops-cn/docusaurus-search-local'));
  return {
    ...plugin,
    async postBuild(props) {
      try {
        await plugin.postBuild?.(props);
        await splitSearchIndexes(props.outDir);
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
