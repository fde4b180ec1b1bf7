/**
 * The benchmark reports kept in bench/ are the cited ones: a report is committed only while a source cites it by
 * name (a patch's row in src/perf/table.ts, a README, bench/NOTES.md, bench/latest.md), or while the relevance
 * benchmark reads it as its baseline. And every report a source names is there.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {filesUnder} from '../../src/lib/files';

const ROOT = path.resolve(__dirname, '../..');
const BENCH = path.join(ROOT, 'bench');
/** bench/ files that are not reports */
const NOT_REPORTS = new Set(['README.md', 'NOTES.md', 'latest.md']);
/** the relevance benchmark's baseline, which scripts/bench-search finds by this pattern */
const SEARCH_BASELINE = /^search-.*-baseline\.(md|json)$/;

function citingSources(): {file: string; text: string}[] {
  const files = [
    path.join(ROOT, 'README.md'),
    path.join(BENCH, 'README.md'),
    path.join(BENCH, 'NOTES.md'),
    path.join(BENCH, 'latest.md'),
    ...['src', 'scripts', 'tests'].flatMap((dir) =>
      filesUnder(path.join(ROOT, dir), {keep: (name) => /\.(ts|tsx|mjs|cjs|md|mdx)$/.test(name)}).filter(
        (file) => file !== __filename,
      ),
    ),
  ];
  return files.map((file) => ({file: path.relative(ROOT, file), text: fs.readFileSync(file, 'utf8')}));
}

describe('benchmark reports', () => {
  const reports = fs
    .readdirSync(BENCH)
    .filter((name) => /\.(md|json)$/.test(name) && !NOT_REPORTS.has(name))
    .sort();
  const sources = citingSources();

  test('every report in bench/ is cited by a source, or is the relevance baseline', () => {
    const uncited = reports.filter((name) => {
      if (SEARCH_BASELINE.test(name)) return false;
      const stem = name.replace(/\.(md|json)$/, '');
      return !sources.some(({text}) => new RegExp(`bench/${stem.replace(/[.-]/g, '\\$&')}(\\.|\\b)`).test(text));
    });
    assert.deepEqual(uncited, [], 'cite each report where its figures are used, or delete it');
  });

  test('every report a source names exists', () => {
    const missing: string[] = [];
    for (const {file, text} of sources) {
      for (const [, name] of text.matchAll(
        /\bbench\/((?:ablation-|profile-|search-)?\d{4}-\d{2}-\d{2}[\w-]*\.(?:md|json))/g,
      )) {
        if (!fs.existsSync(path.join(BENCH, name!))) missing.push(`${file}: bench/${name}`);
      }
    }
    assert.deepEqual(missing, []);
  });
});
