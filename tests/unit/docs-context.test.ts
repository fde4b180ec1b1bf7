import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {cachePerPath} from '../../src/perf/docs-context-cache/cache';

describe('active doc context kept per page path', () => {
  test('the plugin’s helper runs once per data and path, and its answer is handed back', () => {
    const calls: string[] = [];
    const compute = (data: {name: string}, pathname: string) => {
      calls.push(`${data.name} ${pathname}`);
      return {activeDoc: pathname === '/docs/' ? undefined : {path: pathname}, from: data.name};
    };
    const cached = cachePerPath(compute);
    const docs = {name: 'docs'};
    const other = {name: 'other'};

    const first = cached(docs, '/docs/introduction');
    assert.deepEqual(first, {activeDoc: {path: '/docs/introduction'}, from: 'docs'});
    assert.equal(cached(docs, '/docs/introduction'), first, 'the same object comes back');
    // an answer without a doc is kept too
    assert.equal(cached(docs, '/docs/').activeDoc, undefined);
    cached(docs, '/docs/');
    // other paths and other plugin data are worked out on their own
    assert.deepEqual(cached(docs, '/docs/introduction/'), {activeDoc: {path: '/docs/introduction/'}, from: 'docs'});
    assert.equal(cached(other, '/docs/introduction').from, 'other');
    assert.deepEqual(calls, [
      'docs /docs/introduction',
      'docs /docs/',
      'docs /docs/introduction/',
      'other /docs/introduction',
    ]);
  });
});
