// The framework's `@docusaurus/ComponentCreator`, reachable under this name once the site's stand-in
// has taken over the original name (src/perf/lazy-route-components, wired by src/perf/plugin.ts).
declare module '@mrs/framework-component-creator' {
  import type Loadable from 'react-loadable';

  export default function ComponentCreator(path: string, hash: string): ReturnType<typeof Loadable>;
}
