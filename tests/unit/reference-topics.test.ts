// Topic and service extraction (scripts/reference/lib/topics.ts) on small inputs written here: launch files,
// library strings, and the verdict that a remapping names something the node does not have.
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {
  binaryStrings,
  inLibrary,
  libraryNames,
  pythonLaunchRemaps,
  resolveName,
  xmlLaunchRemaps,
} from '../../scripts/reference/lib/topics';
import {pythonLaunchNodes} from '../../scripts/reference/lib/launch';

describe('topics from the release', () => {
  test('a Python launch file gives the node, its class and its remappings with their lines', () => {
    const src = [
      "namespace = 'planner'",
      'node = ComposableNode(',
      "    package='pkg', plugin='pkg::Planner', name=namespace,",
      '    remappings=[',
      '        # subscribers',
      '        ("~/odom_in", "estimation_manager/odom_main"),',
      "        ('~/goto_in', '~/goto'),  # a service, whatever the comment says",
      "        ('~/imu_in', PathJoinSubstitution(['/', uav_name, LaunchConfiguration('ns'), 'imu_raw'])),",
      '    ],',
      ')',
      "DeclareLaunchArgument(name='ns', default_value='')",
    ].join('\n');
    const [n] = pythonLaunchRemaps(src);
    assert.equal(n.name, 'planner');
    assert.equal(n.class, 'pkg::Planner');
    assert.deepEqual(n.remaps, [
      {from: '~/odom_in', to: 'estimation_manager/odom_main', line: 6},
      {from: '~/goto_in', to: '~/goto', line: 7},
      {from: '~/imu_in', to: 'imu_raw', line: 8},
    ]);
    assert.equal(resolveName('~/goto', 'planner'), 'planner/goto');
    assert.equal(resolveName('hw_api/imu', 'planner'), 'hw_api/imu');
  });

  test('a Python launch file gives the nodes it starts, with literal values only', () => {
    const src = [
      "name = 'planner'",
      "Node(package='mrs_uav_core', executable='dummy', name='dummy_node', output='screen')",
      'ComposableNode(',
      "    package='pkg', plugin='pkg::Planner', name=name,  # a variable, not a literal",
      "    parameters=[{'rate': 10}],",
      '    remappings=[("~/odom_in", "odom")],',
      ')',
      "if mode == 'sim': LifecycleNode(package='pkg', executable='life', name='lc')",
      'Node(output=screen_output)',
    ].join('\n');
    assert.deepEqual(pythonLaunchNodes(src), [
      {name: 'dummy_node', package: 'mrs_uav_core', executable: 'dummy'},
      {name: null, package: 'pkg', plugin: 'pkg::Planner'},
      {name: 'lc', package: 'pkg', executable: 'life'},
    ]);
    // the same calls read for their remappings resolve the variable and keep the list out of the keywords
    const started = pythonLaunchRemaps(src);
    assert.equal(started[1].name, 'planner');
    assert.deepEqual(started[1].remaps, [{from: '~/odom_in', to: 'odom', line: 6}]);
  });

  test('an XML launch file gives the nodelet class and the remappings in force', () => {
    const src = [
      '<launch>',
      '  <node pkg="nodelet" type="nodelet" name="control_manager" args="standalone mrs_uav_managers/ControlManager">',
      '    <remap from="~goto_in" to="~goto" />',
      '    <!-- <remap from="~old_in" to="~old" /> -->',
      '  </node>',
      '</launch>',
    ].join('\n');
    const [n] = xmlLaunchRemaps(src);
    assert.equal(n.class, 'mrs_uav_managers/ControlManager');
    assert.deepEqual(n.remaps, [{from: '~goto_in', to: '~goto', line: 3}]);
  });

  test('library strings: private names, plugin suffixes, and absence only where it proves something', () => {
    const buf = Buffer.from('\0~/goto_in\0~/controller_diagnostics_out\0/predicted_trajectory\0x\0', 'latin1');
    const strings = binaryStrings(buf);
    assert.deepEqual(strings, ['~/goto_in', '~/controller_diagnostics_out', '/predicted_trajectory']);
    const names = libraryNames(strings, 2);
    assert.deepEqual([...names.private], ['goto_in', 'controller_diagnostics_out']);
    assert.deepEqual([...names.appended], ['predicted_trajectory']);
    const lib = {strings};
    assert.equal(inLibrary(lib, 'goto_in', 2), true);
    // a long name that is missing is missing
    assert.equal(inLibrary(lib, 'use_safety_area_in', 2), false);
    // a short one may live in the code's instructions: no verdict
    assert.equal(inLibrary(lib, 'arm_in', 2), null);
    // ROS 1: the linker keeps `diagnostics_out` inside `controller_diagnostics_out`
    assert.equal(inLibrary({strings: ['controller_diagnostics_out']}, 'diagnostics_out', 1), true);
  });
});
