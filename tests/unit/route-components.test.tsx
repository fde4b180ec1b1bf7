import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {lazyRouteComponents, type RouteComponent} from '../../src/perf/lazy-route-components/lazy';

/** A stand-in for the framework's factory that records its calls and the preloads of what it built. */
function recordingFactory() {
  const calls: string[] = [];
  const preloads: string[] = [];
  const create = (path: string, hash: string): RouteComponent => {
    calls.push(`${path}-${hash}`);
    const Page: RouteComponent = (props) => (
      <p>
        page {path} {String(props.title)}
      </p>
    );
    Page.preload = () => {
      preloads.push(path);
      return Promise.resolve(path);
    };
    return Page;
  };
  return {calls, preloads, create};
}

describe('route components built when first needed', () => {
  test('the factory runs only when a route is preloaded or rendered, once', async () => {
    const {calls, create} = recordingFactory();
    const ComponentCreator = lazyRouteComponents(create);
    const routes = Array.from({length: 400}, (_, i) => ComponentCreator(`/docs/page-${i}`, `h${i}`));
    assert.deepEqual(calls, [], 'no route is built while the table is created');

    await routes[7]!.preload!();
    assert.deepEqual(calls, ['/docs/page-7-h7']);
    renderToStaticMarkup(React.createElement(routes[7]!, {}));
    await routes[7]!.preload!();
    assert.deepEqual(calls, ['/docs/page-7-h7'], 'the built component is reused');

    renderToStaticMarkup(React.createElement(routes[3]!, {}));
    assert.deepEqual(calls, ['/docs/page-7-h7', '/docs/page-3-h3'], 'rendering builds a route not preloaded');
  });

  test('a lazy route renders and preloads what the factory built', async () => {
    const {preloads, create} = recordingFactory();
    const Route = lazyRouteComponents(create)('/docs/introduction', 'abc');
    assert.equal(await Route.preload!(), '/docs/introduction');
    assert.deepEqual(preloads, ['/docs/introduction']);
    assert.equal(renderToStaticMarkup(<Route title="Introduction" />), '<p>page /docs/introduction Introduction</p>');
  });
});
