/**
 * Route components built when first needed. The generated route table calls `ComponentCreator(path, hash)`
 * for every route of the site while the start-up script is evaluated, and the framework's factory builds a
 * loadable component on each call (the route's chunk list and loaders, a component class): some 400 routes
 * of two docs versions and the blog, on every page view. `lazyRouteComponents` wraps such a factory so that
 * each call returns a small component that calls the factory the first time the route is preloaded or
 * rendered, and from then on renders and preloads the component the factory built.
 */
import React, {type ComponentType} from 'react';

type Props = Record<string, unknown>;

/** What the router renders and what the framework's `preload` calls. */
export type RouteComponent = ComponentType<Props> & {preload?: () => Promise<unknown> | undefined};

export type RouteComponentFactory = (path: string, hash: string) => RouteComponent;

export function lazyRouteComponents(create: RouteComponentFactory): RouteComponentFactory {
  return function ComponentCreator(path, hash) {
    let built: RouteComponent | undefined;
    const component = (): RouteComponent => (built ??= create(path, hash));

    function Route(props: Props) {
      const Built = component();
      return <Built {...props} />;
    }
    Route.displayName = `Route(${path})`;
    Route.preload = () => component().preload?.();
    return Route;
  };
}
