import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {fill, parse, VARIABLES} from '../../src/components/FillCommand/parse';

describe('fill-in commands', () => {
  test('splits a command into text and the known variables, in order', () => {
    assert.deepEqual(parse('source {{WORKSPACE}}/install/setup.bash && export UAV_NAME={{UAV_NAME}}'), [
      {kind: 'text', text: 'source '},
      {kind: 'var', name: 'WORKSPACE'},
      {kind: 'text', text: '/install/setup.bash && export UAV_NAME='},
      {kind: 'var', name: 'UAV_NAME'},
    ]);
    // back to back, at both ends, repeated
    assert.deepEqual(parse('{{UAV_NAME}}{{UAV_COUNT}} {{UAV_NAME}}'), [
      {kind: 'var', name: 'UAV_NAME'},
      {kind: 'var', name: 'UAV_COUNT'},
      {kind: 'text', text: ' '},
      {kind: 'var', name: 'UAV_NAME'},
    ]);
    assert.deepEqual(parse(''), []);
    assert.deepEqual(parse('no variables'), [{kind: 'text', text: 'no variables'}]);
  });

  test('unknown names, lower case and single braces stay text', () => {
    for (const command of ['echo {{HOME}}', 'echo {{uav_name}}', 'echo {UAV_NAME}', 'echo {{ UAV_NAME }}', '{{}}'])
      assert.deepEqual(parse(command), [{kind: 'text', text: command}], command);
    assert.deepEqual(parse('{{HOME}}/{{ROS_DOMAIN_ID}}'), [
      {kind: 'text', text: '{{HOME}}/'},
      {kind: 'var', name: 'ROS_DOMAIN_ID'},
    ]);
  });

  test('filling replaces every variable and keeps the rest of the text as it is', () => {
    const values: Record<string, string> = {UAV_NAME: 'uav7', WORKSPACE: '~/catkin_ws'};
    const command = 'cd {{WORKSPACE}} && export UAV_NAME={{UAV_NAME}} {{HOME}} $UAV_NAME\n';
    assert.equal(
      fill(parse(command), (name) => values[name] ?? VARIABLES[name]!.fallback),
      'cd ~/catkin_ws && export UAV_NAME=uav7 {{HOME}} $UAV_NAME\n',
    );
    assert.equal(
      fill(parse('{{UAV_COUNT}} {{ROS_DOMAIN_ID}}'), (name) => VARIABLES[name]!.fallback),
      '1 0',
    );
  });
});
