/**
 * The route table (`@generated/routes`) calls `ComponentCreator(path, hash)` for every one of the
 * site's ~390 routes while the start-up script is evaluated, and each call builds a code-splitting
 * component. Only the routes of the page being read, and of pages the reader heads to, are ever
 * rendered or preloaded, so this stand-in (wired by `src/perf/plugin.ts`) builds each one
 * with the framework's own `ComponentCreator` the first time it is rendered or preloaded.
 */
import React, {type ComponentType} from 'react';
import frameworkComponentCreator from '@mrs/framework-component-creator';

type RouteComponent = ReturnType<typeof frameworkComponentCreator>;
type LazyRouteComponent = ComponentType<Record<string, unknown>> & {preload: () => Promise<unknown>};

export default function LazyComponentCreator(path: string, hash: string): LazyRouteComponent {
  let component: RouteComponent | undefined;
  const resolve = (): RouteComponent => (component ??= frameworkComponentCreator(path, hash));
  function RouteComponentOnDemand(props: Record<string, unknown>) {
    const Component = resolve() as unknown as ComponentType<Record<string, unknown>>;
    return <Component {...props} />;
  }
  RouteComponentOnDemand.preload = () => (resolve() as unknown as {preload: () => Promise<unknown>}).preload();
  return RouteComponentOnDemand;
}
