/**
 * The start-up handshake on `window.docusaurus`, shared by three patches and owned here:
 *
 * 1. The page loader of `scripts-after-paint` (`ssrTemplate.ts`, inline in every page) sets a
 *    {@link LoaderPlaceholder} once the document is parsed, so the framework's "site did not load properly"
 *    check finds something while the scripts are still on their way; when the last script has run it
 *    removes the placeholder and shows the banner if the framework's object never arrived.
 * 2. The entry of `staged-startup` (`clientEntry.ts`) starts the site over several tasks and hands its
 *    promise to the placeholder ({@link handOverStartup}), so the loader decides only once it has settled.
 * 3. `idle-prefetch` wraps the framework's object as the framework's entry assigns it
 *    ({@link interceptFramework}); the placeholder passes through unwrapped.
 *
 * The loader runs as an inline script and cannot import this module: it writes the names below literally,
 * and `tests/unit/startup-protocol.test.ts` checks that it uses these and no others.
 */

/** The global the framework assigns its object to. */
export const FRAMEWORK_GLOBAL = 'docusaurus';
/** The placeholder's mark and the property its start-up promise is handed over in. */
export const PLACEHOLDER_MARK = 'loading';
export const STARTED = 'started';

/** The loader's stand-in for the framework's object while the scripts load. */
export interface LoaderPlaceholder {
  [PLACEHOLDER_MARK]: true;
  /** the staged start-up's promise, when the site starts over several tasks */
  [STARTED]?: Promise<void>;
}

/** The part of the framework's object the patches use. */
export interface FrameworkGlobal {
  prefetch: (routePath: string) => boolean | Promise<unknown>;
  preload: (routePath: string) => boolean | Promise<unknown>;
}

type Slot = Record<typeof FRAMEWORK_GLOBAL, LoaderPlaceholder | FrameworkGlobal | undefined>;

export function isPlaceholder(value: unknown): value is LoaderPlaceholder {
  return typeof value === 'object' && value !== null && (value as Record<string, unknown>)[PLACEHOLDER_MARK] === true;
}

/**
 * Hands the staged start-up's promise to the loader's placeholder; false when there is none (no loader on the
 * page, or the framework's object is already there).
 */
export function handOverStartup(started: Promise<void>, target: object = window): boolean {
  const current = (target as Slot)[FRAMEWORK_GLOBAL];
  if (!isPlaceholder(current)) return false;
  current[STARTED] = started;
  return true;
}

/**
 * Wraps the framework's object as it is assigned, and every later assignment of it; a placeholder already there
 * or assigned later stays as it is.
 */
export function interceptFramework(
  wrap: (framework: FrameworkGlobal) => FrameworkGlobal,
  target: object = window,
): void {
  const wrapIfFramework = (value: LoaderPlaceholder | FrameworkGlobal | undefined) =>
    value === undefined || isPlaceholder(value) ? value : wrap(value);
  let current = wrapIfFramework((target as Slot)[FRAMEWORK_GLOBAL]);
  Object.defineProperty(target, FRAMEWORK_GLOBAL, {
    configurable: true,
    enumerable: true,
    get: () => current,
    set(value: LoaderPlaceholder | FrameworkGlobal | undefined) {
      current = wrapIfFramework(value);
    },
  });
}
