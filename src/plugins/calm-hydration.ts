import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

// the package exports neither its package.json nor these files: start from its main module (lib/index.js)
const THEME_COMMON_LIB = path.dirname(require.resolve('@docusaurus/theme-common'));
const HYDRATION = path.resolve(__dirname, '../hydration');
const PWA_REGISTER = require.resolve('@docusaurus/plugin-pwa/lib/registerSw.js');

/** Framework modules (by the relative request their own files use, and where those files are) and the site's stand-ins. */
const STAND_INS: {request: RegExp; from: string; file: string}[] = [
  {request: /^\.{1,2}\/(\.\.\/)*(hooks\/)?useWindowSize(\.js)?$/, from: THEME_COMMON_LIB, file: path.join(HYDRATION, 'useWindowSize.ts')},
];

/**
 * Right after hydration the window size changes from "ssr" to "mobile" or "desktop", which swaps the
 * sidebar, the navbar menu and the table of contents. Made as an ordinary update, React renders that in one
 * long task together with the page's other first updates; the stand-in in `src/hydration/` makes the same
 * update as a transition, rendered in short slices. Server rendering is unchanged (effects do not run there).
 *
 * The "in the browser" flag (`useIsBrowser`) stays an ordinary update: the search plugin's page reads its
 * query from the address only once the flag is on, and writes its query back from its first effect, so it
 * relies on the flag and that write landing in the same render. The offline mode's registration, which the framework runs while
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
