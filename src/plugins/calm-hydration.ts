import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const CORE_CLIENT = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib/client');
// the package exports neither its package.json nor these files: start from its main module (lib/index.js)
const THEME_COMMON_LIB = path.dirname(require.resolve('@docusaurus/theme-common'));
const HYDRATION = path.resolve(__dirname, '../hydration');
const PWA_REGISTER = require.resolve('@docusaurus/plugin-pwa/lib/registerSw.js');

/** Framework modules (by the relative request their own files use, and where those files are) and the site's stand-ins. */
const STAND_INS: {request: RegExp; from: string; file: string}[] = [
  {request: /^\.{1,2}\/(\.\.\/)*browserContext(\.js)?$/, from: CORE_CLIENT, file: path.join(HYDRATION, 'browserContext.tsx')},
  {request: /^\.{1,2}\/(\.\.\/)*(hooks\/)?useWindowSize(\.js)?$/, from: THEME_COMMON_LIB, file: path.join(HYDRATION, 'useWindowSize.ts')},
];

/**
 * Right after hydration the framework updates the page twice over: the "in the browser" flag turns true
 * and the window size changes from "ssr" to "mobile" or "desktop", which swaps the sidebar and the table
 * of contents. Made as ordinary updates, React renders them in one long task; the stand-ins in
 * `src/hydration/` make the same updates as transitions, rendered in short slices. Server rendering is
 * unchanged (effects do not run there). The offline mode's registration, which the framework runs while
 * the start-up script is evaluated, waits for an idle moment after the load event
 * (`src/serviceWorker/registerWhenIdle.ts`, through the alias below).
 */
export default function calmHydrationPlugin(): Plugin {
  return {
    name: 'mrs-calm-hydration',
    configureWebpack(_config, _isServer, utils) {
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        // the offline-mode plugin's registration module, loaded when idle by src/serviceWorker/registerWhenIdle.ts
        resolve: {alias: {'@mrs/pwa-register-sw$': PWA_REGISTER}},
        plugins: STAND_INS.map(
          ({request, from, file}) =>
            new NormalModuleReplacementPlugin(request, (data: {request: string; context?: string}) => {
              if (data.context?.startsWith(from)) data.request = file;
            }),
        ),
      };
    },
  };
}
