// The framework's `@docusaurus/Head`, reachable under this name once the site's stand-in has taken over
// the original name (./Head.tsx, wired by src/perf/plugin.ts).
declare module '@mrs/framework-head' {
  export {default} from '@docusaurus/Head';
}
