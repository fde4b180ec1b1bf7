import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const CORE = path.dirname(require.resolve('@docusaurus/core/package.json'));

/**
 * Less start-up work for the route table: route components are built on first use
 * (`src/routing/LazyComponentCreator.tsx`), and the browser's copy of the chunk registry leaves out
 * the module paths only server rendering reads (`./strip-registry-paths.cjs`).
 */
export default function leanRoutesPlugin(): Plugin {
  return {
    name: 'mrs-lean-routes',
    configureWebpack(_config, isServer) {
      return {
        resolve: {
          alias: {
            '@docusaurus/ComponentCreator': path.resolve(__dirname, '../routing/LazyComponentCreator.tsx'),
            '@mrs/framework-component-creator$': path.join(CORE, 'lib/client/exports/ComponentCreator.js'),
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
