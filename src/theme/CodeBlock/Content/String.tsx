import '@site/src/prism/languages';
import String from '@theme-original/CodeBlock/Content/String';

// The theme's highlighted code block, with the site's extra Prism languages registered first.
export default String;
