import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {parse} from 'yaml';
import {ROOT} from '../manifest';
import {formatFloat, parseInput, toYaml, type PickedParam} from '../../src/components/ConfigBuilder/yaml';

test('the parameter reference pages are what the committed release data gives', () => {
  // Exits non-zero, listing the files, when a page, the manifest rows or the sidebar entries are stale.
  const out = execFileSync('node', ['scripts/reference/pages.mjs', '--check'], {cwd: ROOT, encoding: 'utf8'});
  expect(out).toContain('up to date');
});

test('every public parameter of the release has its own anchor on its package page', () => {
  for (const [version, dir] of [
    ['2.0.0', 'docs/reference'],
    ['1.5.0', 'versioned_docs/version-1.5.0/reference'],
  ]) {
    const records = (
      JSON.parse(fs.readFileSync(path.join(ROOT, 'reference', version, 'params.json'), 'utf8')).records as {
        key: string;
        package: string;
        scope: string;
      }[]
    ).filter((r) => r.scope === 'public');
    const missing = records.filter((r) => {
      const page = fs.readFileSync(path.join(ROOT, dir, `${r.package}.md`), 'utf8');
      return !new RegExp(
        `^### \`${r.key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\` \\{#[^}]*${r.key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\}$`,
        'm',
      ).test(page);
    });
    expect(missing.map((r) => `${version} ${r.package} ${r.key}`)).toEqual([]);
  }
});

test.describe('the custom config YAML', () => {
  const params: PickedParam[] = [
    {path: 'mrs_uav_managers.uav_manager.takeoff.takeoff_height', type: 'float', value: 2},
    {path: 'mrs_uav_managers.uav_manager.takeoff.rate', type: 'float', value: 10.5},
    {path: 'mrs_uav_managers.estimation_manager.state_estimators', type: 'seq', value: ['gps_baro', 'rtk']},
    {path: 'mrs_uav_managers.uav_manager.max_height_checking.enabled', type: 'bool', value: false},
    {path: 'handle_takeoff', type: 'bool', value: true},
    {path: 'preflight_check.topic_check.timeout', type: 'int', value: 5},
    {path: 'mrs_uav_status.colorblind_mode', type: 'str', value: 'a "quoted": value'},
  ];

  test('round-trips through a YAML parser with the nesting of the dotted paths and the types', () => {
    const text = toYaml(params);
    const data = parse(text);
    for (const p of params) {
      const value = p.path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], data);
      expect(value, p.path).toEqual(p.value);
    }
    // a float stays a float for ROS: 2 is written 2.0
    expect(text).toContain('takeoff_height: 2.0');
    expect(text).toContain('timeout: 5\n');
  });

  test('floats keep a decimal point; inputs are read by type', () => {
    expect(formatFloat(3)).toBe('3.0');
    expect(formatFloat(0.1)).toBe('0.1');
    expect(formatFloat(1e-7)).toBe('0.0000001');
    expect(parseInput('2.5', 'float', 0)).toBe(2.5);
    expect(parseInput('2.5', 'int', 0)).toBeUndefined();
    expect(parseInput('yes', 'bool', true)).toBeUndefined();
    expect(parseInput('[a, "b"]', 'seq', ['x'])).toEqual(['a', 'b']);
    expect(parseInput('1, 2.5', 'seq', [0])).toEqual([1, 2.5]);
    expect(parseInput('1, x', 'seq', [0])).toBeUndefined();
  });
});
