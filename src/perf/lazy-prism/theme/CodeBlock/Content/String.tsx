import '../../../languages';
import String from '@theme-init/CodeBlock/Content/String';

// The theme's highlighted code block, with the site's extra Prism languages registered first.
export default String;
