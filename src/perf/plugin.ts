/**
 * The perf plugins: one wires every switched-on patch of `./table.ts` (module replacements through the one
 * helper of `./replace.ts`, client modules, bundler transforms) and runs the build guard of `./guard.ts` at the
 * end of the build; each switched-on patch with theme wrappers adds a plugin of its own that gives the theme its
 * folder (a plugin has one theme folder), so a patch switched off takes its wrappers out of the build. The page
 * template cannot be set by a plugin; the site config takes it from {@link perfSsrTemplate}. Kill switch:
 * `MRS_DOCS_PERF` (see `./switch.ts`).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {PATCHES, patchFolder, type ModuleReplacement, type PerfPatch, type UpstreamFile} from './table';
import {selectPatches} from './switch';
import {guardFailures, transformCounts, type Observation} from './guard';
import {moduleReplacement, type ReplacementBundler} from './replace';
import {LOADER_CALL, ssrTemplate} from './startup/ssrTemplate';

/** The site directory (this file is src/perf/plugin.ts). */
const SITE_DIR = path.resolve(__dirname, '../..');

function switchedOn(setting = process.env.MRS_DOCS_PERF) {
  return selectPatches(PATCHES, setting);
}

/** The page template for the site config's `ssrTemplate`: undefined (the framework's) when the patch is off. */
export function perfSsrTemplate(setting = process.env.MRS_DOCS_PERF): string | undefined {
  return switchedOn(setting).enabled.some((patch) => patch.wiring.pageTemplate) ? ssrTemplate : undefined;
}

/**
 * The folder of an installed package (as `via` resolves it, when given): from its package.json, or, where the
 * package does not export that file, from its main module.
 */
export function packageDir(name: string, via?: string): string {
  const from = via ? packageDir(via) : SITE_DIR;
  try {
    return path.dirname(require.resolve(`${name}/package.json`, {paths: [from]}));
  } catch {
    // not exported: walk up from the main module
  }
  let dir = path.dirname(require.resolve(name, {paths: [from]}));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && (JSON.parse(fs.readFileSync(manifest, 'utf8')) as {name?: string}).name === name)
      return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`perf: no package folder found for ${name}`);
    dir = parent;
  }
}

function installedVersion(file: UpstreamFile): string | undefined {
  try {
    return (
      JSON.parse(fs.readFileSync(path.join(packageDir(file.package, file.via), 'package.json'), 'utf8')) as {
        version?: string;
      }
    ).version;
  } catch {
    return undefined;
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function sitePath(file: string): string {
  return path.join(SITE_DIR, file);
}

function replacementTarget(by: ModuleReplacement['by']): string {
  return typeof by === 'string' ? sitePath(by) : path.join(packageDir(by.package, by.via), by.file);
}

function replacementSource(from: ModuleReplacement['from']): string | undefined {
  if (!from) return undefined;
  if ('site' in from) return sitePath(from.site);
  // as a plain prefix: a request from a sibling folder whose name starts the same counts too
  return path.join(packageDir(from.package, from.via), from.dir).replace(/[\\/]$/, '');
}

function observation(patch: PerfPatch, change: string, upstream: UpstreamFile, count: number): Observation {
  return {
    patch: patch.id,
    folder: patchFolder(patch),
    killSwitch: patch.killSwitch,
    change,
    upstream,
    installed: installedVersion(upstream),
    count,
  };
}

/** The guard's count key of a patch's theme folder. */
const themeKey = (patch: PerfPatch) => `theme:${patch.id}`;

/** A patch's theme folder as a plugin of its own (a plugin has one theme folder). */
function themePlugin(patch: PerfPatch, folder: string): () => Plugin {
  return function perfThemePlugin(): Plugin {
    return {name: `mrs-perf-theme-${patch.id}`, getThemePath: () => folder};
  };
}

/**
 * The Docusaurus plugins, for the site config's `plugins` (spread): the perf plugin and one per switched-on
 * patch with theme wrappers. `setting` defaults to the environment's MRS_DOCS_PERF.
 */
export default function perf(setting = process.env.MRS_DOCS_PERF): (() => Plugin)[] {
  const {enabled, off} = switchedOn(setting);
  const themed = enabled.flatMap((patch) =>
    patch.wiring.themePath ? [{patch, folder: sitePath(patch.wiring.themePath)}] : [],
  );
  if (off.length > 0) console.log(`[perf] off: ${off.map(({id, reason}) => `${id} (${reason})`).join(', ')}`);
  return [perfPlugin(enabled, themed), ...themed.map(({patch, folder}) => themePlugin(patch, folder))];
}

function perfPlugin(enabled: PerfPatch[], themed: {patch: PerfPatch; folder: string}[]): () => Plugin {
  return function perfPlugin(): Plugin {
    /** swaps made so far, per declared replacement (the client and the server build both add to them) */
    const swaps = new Map<ModuleReplacement, number>();

    return {
      name: 'mrs-perf',

      getClientModules() {
        return enabled.flatMap((patch) => (patch.wiring.clientModules ?? []).map(sitePath));
      },

      configureWebpack(_config, isServer, utils) {
        const bundler = utils.currentBundler.instance as unknown as ReplacementBundler;
        const plugins: object[] = [];
        const rules: {test: RegExp; use: {loader: string; options?: object}[]}[] = [];
        for (const patch of enabled) {
          for (const replacement of patch.wiring.replacements ?? []) {
            const resolved = {
              request: replacement.request,
              fromDir: replacementSource(replacement.from),
              file: replacementTarget(replacement.by),
            };
            swaps.set(replacement, swaps.get(replacement) ?? 0);
            plugins.push(
              moduleReplacement(bundler, resolved, () => swaps.set(replacement, swaps.get(replacement)! + 1)),
            );
          }
          // transforms of the browser's scripts only
          if (isServer) continue;
          for (const transform of patch.wiring.transforms ?? []) {
            rules.push({test: transform.test, use: [{loader: sitePath(transform.loader)}]});
          }
        }
        // every file of a theme folder the build uses is counted (the guard fails a wrapper that nothing uses)
        if (!isServer) {
          for (const {patch, folder} of themed) {
            rules.push({
              test: new RegExp(`^${escapeRegExp(folder + path.sep)}`),
              use: [{loader: sitePath('src/perf/theme-wrapper-count.cjs'), options: {key: themeKey(patch)}}],
            });
          }
        }
        return {plugins: plugins as never, module: {rules}};
      },

      postBuild({outDir}) {
        const observations: Observation[] = [];
        for (const patch of enabled) {
          const {replacements = [], transforms = [], pageTemplate} = patch.wiring;
          if (pageTemplate) {
            const notFound = path.join(outDir, '404.html');
            const count = fs.existsSync(notFound) && LOADER_CALL.test(fs.readFileSync(notFound, 'utf8')) ? 1 : 0;
            observations.push(
              observation(patch, `page template (${pageTemplate.changes})`, pageTemplate.upstream, count),
            );
          }
          for (const replacement of replacements) {
            observations.push(
              observation(
                patch,
                `module replacement of request ${replacement.request}`,
                replacement.replaces,
                swaps.get(replacement) ?? 0,
              ),
            );
          }
          if (patch.wiring.themePath) {
            observations.push(
              observation(
                patch,
                `theme wrapper (the components of ${patch.wiring.themePath}/)`,
                patch.upstream.find((file) => file.file.endsWith('(wrapped)')) ?? patch.upstream[0]!,
                transformCounts()[themeKey(patch)] ?? 0,
              ),
            );
          }
          for (const transform of transforms) {
            observations.push(
              observation(
                patch,
                `bundler transform (${transform.changes})`,
                transform.upstream,
                transformCounts()[patch.id] ?? 0,
              ),
            );
          }
        }
        const failures = guardFailures(observations);
        if (failures.length > 0) throw new Error(failures.join('\n'));
        if (observations.length > 0) {
          console.log(
            `[perf] ${enabled.length} of ${PATCHES.length} patches on; each declared change took effect: ${observations.map((o) => `${o.patch} ${o.count}`).join(', ')}`,
          );
        }
      },
    };
  };
}
