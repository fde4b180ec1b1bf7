/** Adds the site's own MDX components to the theme's registry, so every page can use them without an import. */
import MDXComponents from '@theme-original/MDXComponents';
import FillCommand from '@site/src/components/FillCommand';

export default {
  ...MDXComponents,
  FillCommand,
};
