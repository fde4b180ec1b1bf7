import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {nextTask, runInTasks} from '../../src/perf/startup/stages';

describe('start-up in several tasks', () => {
  test('each step runs after a task boundary, in order, and a failing step stops the rest', async () => {
    const log: string[] = [];
    const boundary = () => {
      log.push('boundary');
      return Promise.resolve();
    };
    const mark = (name: string) => log.push(`mark ${name}`);
    const step = (name: string) => ({
      name,
      run: () => {
        log.push(`run ${name}`);
        return Promise.resolve();
      },
    });

    await runInTasks([step('a'), step('b'), step('c')], boundary, mark);
    assert.deepEqual(log, [
      'boundary',
      'run a',
      'mark a',
      'boundary',
      'run b',
      'mark b',
      'boundary',
      'run c',
      'mark c',
    ]);

    log.length = 0;
    const failure = new Error('module failed');
    const failing = {
      name: 'b',
      run: () => {
        log.push('run b');
        return Promise.reject(failure);
      },
    };
    await assert.rejects(runInTasks([step('a'), failing, step('c')], boundary, mark), failure);
    assert.deepEqual(log, ['boundary', 'run a', 'mark a', 'boundary', 'run b']);
  });

  test('the default boundary settles only in a later task', async () => {
    let timerRan = false;
    setTimeout(() => (timerRan = true), 0);
    // microtasks alone would settle before the timer queued ahead of the boundary
    await Promise.resolve();
    assert.equal(timerRan, false);
    await nextTask();
    assert.equal(timerRan, true, 'a task queued before the boundary ran before it settled');
  });
});
