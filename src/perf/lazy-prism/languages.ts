/**
 * Adds `themeConfig.prism.additionalLanguages` to the site's Prism (`./highlight`), once, through the
 * classic theme's own `@theme/prism-include-languages`. Imported by the code block before it renders,
 * on the server and in the browser alike, so highlighting (and hydration) is unchanged.
 */
import {Prism} from './highlight';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);
