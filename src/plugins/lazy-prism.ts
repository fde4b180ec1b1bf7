import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const STARTUP = path.resolve(__dirname, '../prism/startup.ts');
const HIGHLIGHT = path.resolve(__dirname, '../prism/highlight.tsx');

/**
 * Makes syntax highlighting cheap to start: the classic theme's `prism-include-languages` client module
 * is replaced by an empty one (the code block registers the languages itself, see
 * `src/theme/CodeBlock/Content/String.tsx`), and prism-react-renderer, with its thirty built-in grammars,
 * by the site's `Highlight` over Prism's core and the configured languages (`src/prism/highlight.tsx`).
 */
export default function lazyPrismPlugin(): Plugin {
  return {
    name: 'mrs-lazy-prism',
    configureWebpack(_config, _isServer, utils) {
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        resolve: {alias: {'prism-react-renderer$': HIGHLIGHT}},
        plugins: [
          new NormalModuleReplacementPlugin(/[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/, STARTUP),
        ],
      };
    },
  };
}
