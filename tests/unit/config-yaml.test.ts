import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {parse} from 'yaml';
import {formatFloat, formatValue, parseInput, toYaml, type PickedParam} from '../../src/components/ConfigBuilder/yaml';

describe('the custom config YAML', () => {
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
      assert.deepEqual(value, p.value, p.path);
    }
    // a float stays a float for ROS: 2 is written 2.0
    assert.ok(text.includes('takeoff_height: 2.0'), text);
    assert.ok(text.includes('timeout: 5\n'), text);
    // siblings share their parent key once
    assert.equal(text.match(/^mrs_uav_managers:/gm)?.length, 1);
    assert.equal(text.match(/^ {4}takeoff:/gm)?.length, 1);
  });

  test('floats keep a decimal point; inputs are read by type', () => {
    assert.equal(formatFloat(3), '3.0');
    assert.equal(formatFloat(0.1), '0.1');
    assert.equal(formatFloat(1e-7), '0.0000001');
    assert.equal(formatValue([1, 2], 'seq'), '[1, 2]');
    assert.equal(parseInput('2.5', 'float', 0), 2.5);
    assert.equal(parseInput('2.5', 'int', 0), undefined);
    assert.equal(parseInput('yes', 'bool', true), undefined);
    assert.deepEqual(parseInput('[a, "b"]', 'seq', ['x']), ['a', 'b']);
    assert.deepEqual(parseInput('1, 2.5', 'seq', [0]), [1, 2.5]);
    assert.equal(parseInput('1, x', 'seq', [0]), undefined);
  });
});
