/**
 * Stands in for `@docusaurus/ComponentCreator` in the generated route table (wired by src/perf/plugin.ts):
 * the framework's factory, reached as `@mrs/component-creator`, called only for the routes a page needs.
 */
import createRouteComponent from '@mrs/component-creator';
import {lazyRouteComponents, type RouteComponentFactory} from './lazy';

export default lazyRouteComponents(createRouteComponent as RouteComponentFactory);
