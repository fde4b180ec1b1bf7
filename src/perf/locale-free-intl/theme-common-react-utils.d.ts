// theme-common's React helpers under their file path, for the site's stand-in module
// (./reactUtils.ts, wired by src/perf/plugin.ts); the package does not export the file.
declare module '@mrs/theme-common-react-utils' {
  import type {ComponentType, ReactNode} from 'react';

  export function useEvent<T extends (...args: never[]) => unknown>(callback: T): T;
  export function usePrevious<T>(value: T): T | undefined;
  export class ReactContextError extends Error {
    constructor(providerName: string, additionalInfo?: string);
  }
  export function composeProviders(
    providers: ComponentType<{children: ReactNode}>[],
  ): ComponentType<{children: ReactNode}>;
}
