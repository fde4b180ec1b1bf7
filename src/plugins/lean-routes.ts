import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const CORE = path.dirname(require.resolve('@docusaurus/core/package.json'));
const REACT_ROUTER = path.dirname(require.resolve('react-router/package.json'));
/** The path-to-regexp (1.x) React Router uses. */
const PATH_TO_REGEXP = require.resolve('path-to-regexp', {paths: [REACT_ROUTER]});

/**
 * V8's explicit compile hint: a script that starts with this comment has all its functions compiled
 * while it streams in, on a background thread, instead of one by one on the main thread when first
 * called (Chrome 136 and later; other browsers ignore the comment). Every module of the start-up script
 * runs on load, so it is the one script that gets it.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Less start-up work on the main thread: route components are built on first use
 * (`src/routing/LazyComponentCreator.tsx`), the browser's copy of the chunk registry leaves out the module
 * paths only server rendering reads (`./strip-registry-paths.cjs`), the head manager waits for hydration
 * to finish (`src/head/Head.tsx`), React Router matches the site's static route paths without compiling
 * regular expressions (`src/routing/staticPathMatcher.ts`), and the start-up scripts carry V8's compile hint.
 */
export default function leanRoutesPlugin(): Plugin {
  return {
    name: 'mrs-lean-routes',
    configureWebpack(_config, isServer, utils) {
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      // React Router's path-to-regexp, with static paths matched without regular expressions
      const staticPaths = new NormalModuleReplacementPlugin(/^path-to-regexp$/, (data: {request: string; context?: string}) => {
        if (data.context?.startsWith(REACT_ROUTER)) data.request = path.resolve(__dirname, '../routing/pathToRegexp.ts');
      });
      const {BannerPlugin, Compilation} = utils.currentBundler.instance as unknown as {
        BannerPlugin: new (options: {banner: string; raw: boolean; entryOnly: boolean; test: RegExp; stage: number}) => object;
        Compilation: {PROCESS_ASSETS_STAGE_SUMMARIZE: number};
      };
      // after minification (which drops comments), before content hashes are computed
      const compileHint = new BannerPlugin({
        banner: COMPILE_HINT,
        raw: true,
        entryOnly: false,
        // scripts only: in a stylesheet the comment would swallow the first rule
        test: /\.js$/,
        stage: Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE,
      });
      return {
        plugins: isServer ? [staticPaths] : [staticPaths, compileHint as never],
        resolve: {
          alias: {
            '@docusaurus/ComponentCreator': path.resolve(__dirname, '../routing/LazyComponentCreator.tsx'),
            '@mrs/framework-component-creator$': path.join(CORE, 'lib/client/exports/ComponentCreator.js'),
            '@docusaurus/Head': path.resolve(__dirname, '../head/Head.tsx'),
            '@mrs/framework-head$': path.join(CORE, 'lib/client/exports/Head.js'),
            '@mrs/path-to-regexp$': PATH_TO_REGEXP,
          },
        },
        module: {
          rules: isServer
            ? []
            : [{test: /[\\/]\.docusaurus[\\/]registry\.js$/, use: [{loader: path.resolve(__dirname, 'strip-registry-paths.cjs')}]}],
        },
      };
    },
  };
}
