import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {answerQuery, type IndexParts, type Run} from '../../src/features/search/answer';
import type {Part, SearchResult} from '../../src/features/search/engine';

/** Stand-ins for index parts: only their identity matters to answerQuery. */
const outlinePart = {name: 'outline'} as unknown as Part;
const textPart = {name: 'text'} as unknown as Part;

/** A run that records which parts it was given and answers with one result naming them. */
function recordingRun() {
  const runs: string[][] = [];
  const run: Run = (parts) => {
    const names = parts.map((p) => (p as unknown as {name: string}).name);
    runs.push(names);
    return [{document: {i: runs.length, t: names.join('+'), u: '/'}} as unknown as SearchResult];
  };
  return {run, runs};
}

function parts(arrived: boolean, text: Promise<Part> = Promise.resolve(textPart)): IndexParts {
  return {
    outline: () => Promise.resolve([outlinePart]),
    arrivedText: () => (arrived ? textPart : undefined),
    text: () => text,
  };
}

describe('search: one query, one worker message', () => {
  test('with the full text in the worker the engine runs once and no early answer is given', async () => {
    const {run, runs} = recordingRun();
    const early: SearchResult[][] = [];
    const final = await answerQuery(parts(true), run, 'takeoff', 8, (r) => early.push(r));
    assert.deepEqual(runs, [['outline', 'text']]);
    assert.equal(early.length, 0);
    assert.equal(final.length, 1);
  });

  test('while the full text loads, the outline answers first and the full index last', async () => {
    const {run, runs} = recordingRun();
    const order: string[] = [];
    const final = await answerQuery(parts(false), run, 'takeoff', 8, () => order.push('early'));
    order.push('final');
    assert.deepEqual(runs, [['outline'], ['outline', 'text']]);
    assert.deepEqual(order, ['early', 'final']);
    assert.equal(final.length, 1);
  });

  test('without an early listener the outline-only run is skipped', async () => {
    const {run, runs} = recordingRun();
    await answerQuery(parts(false), run, 'takeoff', 8);
    assert.deepEqual(runs, [['outline', 'text']]);
  });

  test('a failed full-text load rejects the final answer after the early one', async () => {
    const {run} = recordingRun();
    let early = 0;
    await assert.rejects(
      answerQuery(parts(false, Promise.reject(new Error('HTTP 404'))), run, 'takeoff', 8, () => early++),
      /HTTP 404/,
    );
    assert.equal(early, 1);
  });
});
