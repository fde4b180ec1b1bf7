/** Adds the site's own MDX components to the theme's registry, so every page can use them without an import. */
import MDXComponents from '@theme-original/MDXComponents';
import FillCommand from '@site/src/components/FillCommand';
import Checklist, {ChecklistBox} from '@site/src/features/field-kit/Checklist';

export default {
  ...MDXComponents,
  FillCommand,
  // the tickable task lists written by src/features/field-kit/checklist-rehype.ts
  Checklist,
  ChecklistBox,
};
