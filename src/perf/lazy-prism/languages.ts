/**
 * Adds `themeConfig.prism.additionalLanguages` to the site's Prism (`./highlight`), once, through the
 * classic theme's own `@theme/prism-include-languages`. The code block calls `registerLanguages` when it
 * renders, on the server and in the browser alike, so highlighting (and hydration) is unchanged, and a page
 * without code never evaluates the grammars, although the code block's module is loaded with every page.
 */
import {Prism} from './highlight';
import prismIncludeLanguages from '@theme/prism-include-languages';

let registered = false;

export function registerLanguages(): void {
  if (registered) return;
  registered = true;
  prismIncludeLanguages(Prism);
}
