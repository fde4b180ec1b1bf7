/**
 * What the build takes from the search plugin's server code (`@easyops-cn/docusaurus-search-local`, written for
 * 0.55.3): the plugin itself, its page scanner and the options its postBuild would use. No other file of the site
 * reaches into the plugin's `dist/` (tests/unit/architecture.test.ts).
 */
import {createRequire} from 'node:module';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import type {PluginOptions as SearchOptions} from '@easyops-cn/docusaurus-search-local';
import type {SearchDocument} from './types';

const requireHere = createRequire(__filename);

/** The plugin's module (its published types describe the options only). */
export const searchLocal = requireHere('@easyops-cn/docusaurus-search-local') as {
  default: (context: LoadContext, options: SearchOptions) => Plugin<unknown>;
  validateOptions: (context: OptionValidationContext<SearchOptions, SearchOptions>) => SearchOptions;
};

/**
 * The plugin's page scanner, from two modules of its build output (checked against
 * @easyops-cn/docusaurus-search-local 0.55.3): `processDocInfos` lists each docs version's output folder and pages,
 * `scanDocuments` parses the pages into the five kinds of documents (titles, headings, descriptions, keywords,
 * sections). The plugin's own postBuild runs the same two and then builds a lunr index of each kind.
 */
export interface Scanner {
  processDocInfos: (buildData: unknown, config: unknown) => {outDir: string; paths: unknown[]}[];
  scanDocuments: (paths: unknown[], config: unknown) => Promise<SearchDocument[][]>;
}

const UTILS = '@easyops-cn/docusaurus-search-local/dist/server/server/utils';

export function loadScanner(): Scanner {
  const {processDocInfos} = requireHere(`${UTILS}/processDocInfos`) as Partial<Scanner>;
  const {scanDocuments} = requireHere(`${UTILS}/scanDocuments`) as Partial<Scanner>;
  if (typeof processDocInfos !== 'function' || typeof scanDocuments !== 'function') {
    throw new Error(
      `${UTILS}: processDocInfos or scanDocuments is missing; the search plugin's layout changed (written for 0.55.3)`,
    );
  }
  return {processDocInfos, scanDocuments};
}

/**
 * Creates the plugin and captures what its postBuild would use: its processed options and its index file name
 * (`search-index{dir}-<hash>.json`, the name its client fetches). The plugin hands both to `postBuildFactory`,
 * which is swapped for a recorder while the plugin is created.
 */
export function createCapturing(context: LoadContext, options: SearchOptions) {
  const factoryModule = requireHere(`${UTILS}/postBuildFactory`) as {
    postBuildFactory?: (config: unknown, searchIndexFilename: string) => unknown;
  };
  const original = factoryModule.postBuildFactory;
  if (typeof original !== 'function') {
    throw new Error(`${UTILS}/postBuildFactory: not found; the search plugin's layout changed (written for 0.55.3)`);
  }
  let captured: {config: unknown; searchIndexFilename: string} | undefined;
  factoryModule.postBuildFactory = (config, searchIndexFilename) => {
    captured = {config, searchIndexFilename};
    return original(config, searchIndexFilename);
  };
  try {
    const plugin = searchLocal.default(context, options);
    if (!captured) throw new Error('the search plugin no longer creates its postBuild with postBuildFactory');
    return {plugin, ...captured};
  } finally {
    factoryModule.postBuildFactory = original;
  }
}
