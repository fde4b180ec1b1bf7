import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {checkBudgets, previousReport} from '../../scripts/bench/budgets';

interface Check {
  name: string;
  status: 'pass' | 'fail' | 'not checked';
  pass: boolean;
}

/** A main report's figures, as the benchmark records them, with the values that matter here. */
function run({wall = 30, rss = 900e6, js = 200e3, perf = 98, lcp = 1500, startedAt = '2026-12-03T10:00:00Z'} = {}) {
  const failing = {performance: [], accessibility: [], 'best-practices': [], seo: []};
  return {
    startedAt,
    date: startedAt.slice(0, 10),
    commit: 'abcdef0',
    machine: {cpus: 2, loadAverageBefore: [1, 1, 1], loadAverageAfterBuild: [1, 1, 1]},
    build: {wallSeconds: wall, peakRssBytes: rss, treePeakRssBytes: rss, searchIndexes: {}, mainBundle: null},
    js: {page: '/docs/introduction/', files: 40, gzipBytes: js},
    search: {medianMs: 60, maxMs: 150},
    hydration: {hydrationErrors: 0, hydration: []},
    lighthouse: ['/', '/docs/introduction/'].map((route) => ({
      formFactor: 'mobile',
      route,
      performance: perf,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcpMs: lcp,
      fcpMs: 900,
      failing,
      longTasks: [],
    })),
  };
}

const find = (checks: Check[], name: string) => {
  const check = checks.find((c) => c.name === name);
  assert.ok(check, `no check named ${name}: ${checks.map((c) => c.name).join('; ')}`);
  return check;
};

describe('benchmark budgets as ratios', () => {
  test('a build slower than 1.15× the previous one fails, one within it passes', () => {
    const previous = run({wall: 30});
    const slow = checkBudgets(run({wall: 36}), {previous}) as Check[];
    assert.equal(find(slow, 'cold build wall time, against the previous report').status, 'fail');
    const fine = checkBudgets(run({wall: 33}), {previous}) as Check[];
    assert.equal(find(fine, 'cold build wall time, against the previous report').status, 'pass');
  });

  test('the group site measured in the same run: slower or heavier than it allows fails', () => {
    const group = run({wall: 60, rss: 1.2e9, js: 300e3, perf: 64});
    const checks = checkBudgets(run({wall: 50, rss: 1e9, js: 210e3, perf: 97}), {group}) as Check[];
    // 50 s is more than 0.75 × 60 s
    assert.equal(find(checks, 'cold build wall time, against the group site').status, 'fail');
    assert.equal(find(checks, 'cold build peak RSS, against the group site').status, 'pass');
    assert.equal(find(checks, 'first-view JS of /docs/introduction/ (gzip), against the group site').status, 'pass');
    assert.equal(find(checks, 'Lighthouse mobile performance /, against the group site').status, 'pass');
    const worse = checkBudgets(run({perf: 60}), {group}) as Check[];
    assert.equal(
      find(worse, 'Lighthouse mobile performance /docs/introduction/, against the group site').status,
      'fail',
    );
  });

  test('a comparison that was not made is "not checked", never passed', () => {
    const checks = checkBudgets(run()) as Check[];
    for (const name of [
      'cold build wall time, against the previous report',
      'cold build wall time, against the group site',
      'Lighthouse mobile performance /, against the group site',
      'mobile LCP /, against the previous report',
    ]) {
      const check = find(checks, name);
      assert.equal(check.status, 'not checked', name);
      assert.equal(check.pass, false, name);
    }
    // the fixed budgets are still checked
    assert.equal(find(checks, 'hydration errors').status, 'pass');
  });

  test('a score may lose 3 points against the previous report, not more', () => {
    const previous = run({perf: 98});
    assert.equal(
      find(
        checkBudgets(run({perf: 95}), {previous}) as Check[],
        'Lighthouse mobile performance /, against the previous report',
      ).status,
      'pass',
    );
    assert.equal(
      find(
        checkBudgets(run({perf: 94}), {previous}) as Check[],
        'Lighthouse mobile performance /, against the previous report',
      ).status,
      'fail',
    );
  });

  test('the previous report is the newest main report other than the run itself', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
    const write = (name: string, value: object) => fs.writeFileSync(path.join(dir, name), JSON.stringify(value));
    write('2026-11-29-07fd0e4.json', run({startedAt: '2026-11-29T04:35:00Z'}));
    write('2026-12-01-1234567.json', run({startedAt: '2026-12-01T08:00:00Z'}));
    // other reports in the folder are not main reports
    write('search-2026-12-02-7654321.json', {startedAt: '2026-12-02T00:00:00Z'});
    write('ablation-2026-12-02-7654321.json', {startedAt: '2026-12-02T00:00:00Z'});
    const current = run({startedAt: '2026-12-03T09:00:00Z'});
    // the run being written again from saved figures already has its report
    write('2026-12-03-abcdef0.json', current);
    assert.equal(previousReport(current, dir)?.reportName, '2026-12-01-1234567.json');
    fs.rmSync(dir, {recursive: true});
    assert.equal(previousReport(current, fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'))), undefined);
  });
});
