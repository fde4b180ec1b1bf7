/**
 * The build guard: every module replacement, bundler transform and page template a switched-on patch
 * declares must have acted at least once in the build. A patch that no longer matches the framework
 * (a renamed file, a changed template) would otherwise turn itself off without a word. The perf plugin
 * collects one observation per declared change and fails the build with {@link guardFailures}.
 */
import type {UpstreamFile} from './table';

export interface Observation {
  patch: string;
  /** the patch's folder under src/perf/ */
  folder: string;
  killSwitch: string;
  /** what was declared: "module replacement of request /…/", "bundler transform (…)" */
  change: string;
  upstream: UpstreamFile;
  /** installed version of the upstream package, when known */
  installed?: string;
  /** how many modules, files or pages it changed */
  count: number;
}

export function describeUpstream({package: name, file, version, via}: UpstreamFile, installed?: string): string {
  const checked = `${name}@${version} ${file}${via ? ` (as ${via} uses it)` : ''}`;
  return installed && installed !== version ? `${checked}; installed: ${installed}` : checked;
}

/** One message per observation that changed nothing; empty when the build may go on. */
export function guardFailures(observations: readonly Observation[]): string[] {
  return observations
    .filter((o) => o.count === 0)
    .map(
      (o) =>
        `perf patch "${o.patch}": its ${o.change} changed nothing in this build. Upstream file: ${describeUpstream(o.upstream, o.installed)}. ` +
        `Update src/perf/${o.folder}/ for the installed framework, or build without it (MRS_DOCS_PERF=-${o.killSwitch}).`,
    );
}

/**
 * Counts reported by bundler loaders, which the bundler loads on its own (a module instance apart from the
 * plugin's): kept on the global object under a registered symbol.
 */
export const TRANSFORM_COUNTS = Symbol.for('mrs-docs.perf.transform-counts');

export function transformCounts(): Record<string, number> {
  const global = globalThis as unknown as Record<symbol, Record<string, number> | undefined>;
  return (global[TRANSFORM_COUNTS] ??= {});
}
