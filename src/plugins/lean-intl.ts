import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

// the package exports neither its package.json nor these files: start from its main module (lib/index.js)
const THEME_COMMON = path.dirname(path.dirname(require.resolve('@docusaurus/theme-common')));
const INTL = path.resolve(__dirname, '../intl');

/** theme-common's own modules (by the relative request its files use) and the site's stand-ins */
const STAND_INS: {request: RegExp; file: string}[] = [
  {request: /^\.{1,2}\/(\.\.\/)*(utils\/)?reactUtils(\.js)?$/, file: path.join(INTL, 'reactUtils.ts')},
  {request: /^\.{1,2}\/(\.\.\/)*(utils\/)?usePluralForm(\.js)?$/, file: path.join(INTL, 'pluralForm.ts')},
  {request: /^\.{1,2}\/(\.\.\/)*(utils\/)?IntlUtils(\.js)?$/, file: path.join(INTL, 'dateFormat.ts')},
];

/**
 * Keeps the browser's internationalisation data (ICU) out of hydration: in an English site the theme
 * needs ICU only to sort a few object keys, to pick "1 item" or "3 items" and to write dates, and the first
 * use of any ICU service costs tens of milliseconds of main-thread work on a phone. The three theme-common
 * modules that do this are replaced, in the server and the browser build alike (so the HTML and the
 * hydrated page agree), by the site's versions in `src/intl/`, which write the same text without ICU for
 * English and fall back to `Intl` for anything else.
 */
export default function leanIntlPlugin(): Plugin {
  return {
    name: 'mrs-lean-intl',
    configureWebpack(_config, _isServer, utils) {
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance;
      return {
        resolve: {alias: {'@mrs/theme-common-react-utils$': path.join(THEME_COMMON, 'lib/utils/reactUtils.js')}},
        plugins: STAND_INS.map(
          ({request, file}) =>
            new NormalModuleReplacementPlugin(request, (data: {request: string; context?: string}) => {
              // only requests made by theme-common's own files
              if (data.context?.startsWith(path.join(THEME_COMMON, 'lib'))) {
                data.request = file;
              }
            }),
        ),
      };
    },
  };
}
