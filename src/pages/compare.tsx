/** /compare: a doc page set against the same page of the other version (src/features/field-kit/compare/). */
export {default} from '@site/src/features/field-kit/compare/ComparePage';
