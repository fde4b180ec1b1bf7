// The framework's route component factory under a name of its own, for the site's lazy stand-in
// (./componentCreator.ts, wired by src/perf/plugin.ts); the site's own request for it is the one replaced.
declare module '@mrs/component-creator' {
  import type {ComponentType} from 'react';

  export default function ComponentCreator(
    path: string,
    hash: string,
  ): ComponentType<Record<string, unknown>> & {preload?: () => Promise<unknown>};
}
