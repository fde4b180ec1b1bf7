import React, {type ComponentProps} from 'react';
import String from '@theme-init/CodeBlock/Content/String';
import {registerLanguages} from '../../../languages';

// The theme's highlighted code block, with the site's extra Prism languages registered before it renders.
export default function StringWithLanguages(props: ComponentProps<typeof String>) {
  registerLanguages();
  return <String {...props} />;
}
