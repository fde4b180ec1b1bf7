/**
 * The one way a perf patch swaps a module: a bundler plugin (`NormalModuleReplacementPlugin`, which Rspack
 * and webpack both provide) that, before the bundler resolves an import, turns a matching request into the
 * path of the module taking its place, and counts every swap for the build guard (`./guard.ts`).
 *
 * It stands in for four ways the patches used to be wired: resolve aliases, replacement plugins with a
 * fixed file, replacement plugins that looked at the importing file, and the offline-mode plugin's own
 * option for its registration module.
 */

/** What the bundler hands the replacement callback before resolving a request. */
interface RequestData {
  request: string;
  context?: string;
}

/** The part of the bundler (`utils.currentBundler.instance`) used here. */
export interface ReplacementBundler {
  NormalModuleReplacementPlugin: new (request: RegExp, replace: (data: RequestData) => void) => object;
}

/** A replacement with its paths worked out: `file` is absolute; `fromDir`, when set, is the folder whose files' requests count. */
export interface ResolvedReplacement {
  request: RegExp;
  fromDir?: string;
  file: string;
}

/**
 * A bundler plugin that resolves every request matching `replacement.request` (made by a file under
 * `replacement.fromDir`, when given) to `replacement.file`, calling `onReplace` each time.
 */
export function moduleReplacement(
  bundler: ReplacementBundler,
  replacement: ResolvedReplacement,
  onReplace: () => void,
): object {
  const {request, fromDir, file} = replacement;
  return new bundler.NormalModuleReplacementPlugin(request, (data) => {
    // The bundler also calls back with a resolved path that matches `request`; only the written request counts.
    if (!request.test(data.request)) return;
    if (fromDir !== undefined && !data.context?.startsWith(fromDir)) return;
    data.request = file;
    onReplace();
  });
}
