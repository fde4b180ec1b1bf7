import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {
  FRAMEWORK_GLOBAL,
  PLACEHOLDER_MARK,
  STARTED,
  handOverStartup,
  interceptFramework,
  isPlaceholder,
  type FrameworkGlobal,
} from '../../src/perf/startup/protocol';
import {ssrTemplate} from '../../src/perf/startup/ssrTemplate';

const framework = (): FrameworkGlobal => ({prefetch: () => true, preload: () => Promise.resolve()});
const wrapped = (inner: FrameworkGlobal): FrameworkGlobal => ({...inner, prefetch: () => false});
const slot = (target: object) => (target as Record<string, unknown>)[FRAMEWORK_GLOBAL];

describe('the start-up handshake on window.docusaurus', () => {
  test('a placeholder takes the staged start-up’s promise; without one nothing is handed over', () => {
    const page = {[FRAMEWORK_GLOBAL]: {[PLACEHOLDER_MARK]: true}};
    const started = Promise.resolve();
    assert.equal(handOverStartup(started, page), true);
    assert.equal((slot(page) as Record<string, unknown>)[STARTED], started);
    assert.equal(handOverStartup(started, {}), false);
    assert.equal(handOverStartup(started, {[FRAMEWORK_GLOBAL]: framework()}), false);
  });

  test('the framework’s object is wrapped as it is assigned, the placeholder passes through', () => {
    const placeholder = {[PLACEHOLDER_MARK]: true};
    const page: Record<string, unknown> = {[FRAMEWORK_GLOBAL]: placeholder};
    let wraps = 0;
    interceptFramework((inner) => {
      wraps++;
      return wrapped(inner);
    }, page);
    // the placeholder set before the interception is still there
    assert.equal(page[FRAMEWORK_GLOBAL], placeholder);
    assert.ok(isPlaceholder(page[FRAMEWORK_GLOBAL]));
    const real = framework();
    page[FRAMEWORK_GLOBAL] = real;
    const seen = page[FRAMEWORK_GLOBAL] as FrameworkGlobal;
    assert.notEqual(seen, real);
    assert.equal(seen.prefetch('/docs/'), false);
    assert.equal(wraps, 1);
    page[FRAMEWORK_GLOBAL] = undefined;
    assert.equal(page[FRAMEWORK_GLOBAL], undefined);
    assert.equal(wraps, 1);
  });

  test('a framework object already assigned is wrapped at once', () => {
    const page: Record<string, unknown> = {[FRAMEWORK_GLOBAL]: framework()};
    interceptFramework(wrapped, page);
    assert.equal((page[FRAMEWORK_GLOBAL] as FrameworkGlobal).prefetch('/'), false);
  });

  test('the inline page loader uses the protocol’s names', () => {
    const loader = /<script>\((function[\s\S]*?)\)\(<%~/.exec(ssrTemplate)?.[1] ?? '';
    assert.ok(loader.length > 0, 'the loader is in the template');
    // the global, the placeholder's mark and the handed-over promise, by these names and no others
    assert.match(loader, new RegExp(`\\.${FRAMEWORK_GLOBAL}\\b`));
    assert.match(loader, new RegExp(`\\b${PLACEHOLDER_MARK}\\s*:\\s*true`));
    assert.match(loader, new RegExp(`\\.${STARTED}\\b`));
    const members = new Set([...loader.matchAll(/placeholder\.(\w+)/g)].map((m) => m[1]));
    assert.deepEqual([...members].sort(), [STARTED]);
  });
});
