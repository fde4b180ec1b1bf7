// The pages agree with the released system: every release name they write in code is in reference/<version>/.
// Reads only the Markdown and the committed reference data (no build, no network).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {
  checkPage,
  checkVersion,
  codePieces,
  formatFinding,
  loadAllowlist,
  loadReference,
  ROOT,
  type Finding,
  type Kind,
  type Version,
  unusedAllowlistEntries,
} from '../../src/features/reference/drift';
import {REF_VERSIONS} from '../../src/features/reference/names';
import {checkLedger, checkLedgers, pagesWithoutLedger} from '../../src/features/reference/ledger';
import {releaseFile, type RecordsFile} from '../../src/features/reference/data';

const VERSIONS: Version[] = [...REF_VERSIONS];
const allowlist = loadAllowlist();

for (const version of VERSIONS) {
  test(`${version} pages name only packages, interfaces, plugins, launch files, parameters, topics, services and fields of the ${version} release`, () => {
    const counts: Partial<Record<Kind, number>> = {};
    const findings = checkVersion(version, {allowlist, counts});
    expect(
      findings.map(formatFinding),
      'unknown names (fix the page, or allowlist a third-party name with a reason)',
    ).toEqual([]);
    // the recognisers did look at the pages: every kind found names to check
    for (const kind of [
      'package',
      'deb',
      'interface',
      'plugin',
      'launch',
      'tmux',
      'param',
      'topic',
      'service',
      'field',
    ] as Kind[]) {
      expect(counts[kind] ?? 0, `${kind} names checked`).toBeGreaterThan(0);
    }
  });
}

test('every allowlist entry has a reason and is still needed', () => {
  expect(unusedAllowlistEntries(VERSIONS, allowlist).map((e) => e.name)).toEqual([]);
});

test('the reference data is complete and carries its provenance', () => {
  for (const version of VERSIONS) {
    const source = releaseFile<{version: string; files: unknown[]}>(version, 'SOURCE');
    expect(source.version).toBe(version);
    expect(source.files.length).toBeGreaterThan(40);
    for (const kind of ['packages', 'plugins', 'launch', 'params', 'interfaces', 'nodes', 'tmux', 'types', 'topics']) {
      const data = releaseFile<RecordsFile<Record<string, unknown>>>(version, kind);
      expect(data.version).toBe(version);
      expect(data.records.length, `${version}/${kind}`).toBeGreaterThan(0);
      const missing = (data.records as Record<string, unknown>[]).filter((r) =>
        kind === 'packages' ? !(r.name && r.deb && r.version && r.file) : !(r.package && r.packageVersion && r.file),
      );
      expect(missing.map((r) => `${version}/${kind}: ${JSON.stringify(r).slice(0, 200)}`)).toEqual([]);
    }
  }
  const ref = loadReference('2.0.0');
  expect(ref.interfaces.has('mrs_msgs/msg/ReferenceStamped')).toBe(true);
  expect(loadReference('1.5.0').interfaces.has('mrs_msgs/ReferenceStamped')).toBe(true);
});

// ------------------------------------------------------------------------------------------------------------
// The check itself, on small pages written here

const ref2 = loadReference('2.0.0');
const ref1 = loadReference('1.5.0');
const names = (fs: Finding[]) => fs.map((f) => `${f.line}:${f.kind}:${f.name}`);

test('Markdown code is found with its line numbers, front matter and prose skipped', () => {
  const md = [
    '---',
    'title: `mrs_x`',
    '---',
    'Prose mrs_nothing and `inline` text.',
    '',
    '```bash',
    'a',
    'b',
    '```',
    'tail `x` and `y`',
  ].join('\n');
  expect(codePieces(md).map((p) => [p.line, p.text, p.block])).toEqual([
    [4, 'inline', false],
    [7, 'a\nb', true],
    [10, 'x', false],
    [10, 'y', false],
  ]);
});

test('a planted wrong name fails with page, line and the closest known names', () => {
  const page = [
    '---',
    'title: Planted',
    '---',
    'Install `ros-jazzy-mrs-uav-sytem-full` and use `mrs_uav_manager`.',
    '',
    '```bash',
    'ros2 launch mrs_uav_managers control_manger.launch.py',
    'ros2 topic pub /uav1/control_manager/reference mrs_msgs/msg/ReferenceStampd "{}"',
    '```',
    '',
    'The class `mrs_uav_trackers::mpc_tracker::MpcTrackr` and the session `tmux/mrs_one_dron/`.',
    '',
    '```cpp',
    'mrs_lib::ParamLoadr pl(node);',
    '```',
  ].join('\n');
  const found = checkPage('docs/planted.md', page, ref2);
  expect(names(found)).toEqual([
    '4:deb:ros-jazzy-mrs-uav-sytem-full',
    '4:package:mrs_uav_manager',
    '7:launch:control_manger.launch.py',
    '8:interface:mrs_msgs/msg/ReferenceStampd',
    '11:plugin:mrs_uav_trackers::mpc_tracker::MpcTrackr',
    '11:tmux:mrs_one_dron',
    '14:plugin:mrs_lib::ParamLoadr',
  ]);
  const byName = Object.fromEntries(found.map((f) => [f.name, f]));
  expect(byName['ros-jazzy-mrs-uav-sytem-full'].closest[0]).toBe('ros-jazzy-mrs-uav-system-full');
  expect(byName.mrs_uav_manager.closest[0]).toBe('mrs_uav_managers');
  expect(byName['control_manger.launch.py'].closest[0]).toBe('control_manager.launch.py');
  expect(byName['mrs_msgs/msg/ReferenceStampd'].closest[0]).toBe('mrs_msgs/msg/ReferenceStamped');
  expect(byName['mrs_uav_trackers::mpc_tracker::MpcTrackr'].closest[0]).toBe(
    'mrs_uav_trackers::mpc_tracker::MpcTracker',
  );
  expect(byName['mrs_lib::ParamLoadr'].closest[0]).toBe('mrs_lib::ParamLoader');
  expect(formatFinding(found[0])).toMatch(
    /^docs\/planted\.md:4: deb `ros-jazzy-mrs-uav-sytem-full`: .*closest known: ros-jazzy-mrs-uav-system-full/,
  );
});

test('names inside DOT figure labels are read across their line breaks', () => {
  const page = [
    '```dot title="t" alt="a"',
    'digraph {',
    '  a [label="core\\ncore.launch.py\\ncontrol_manger.launch.py"];',
    '}',
    '```',
  ].join('\n');
  expect(names(checkPage('docs/planted.md', page, ref2))).toEqual(['3:launch:control_manger.launch.py']);
});

test('the same names spelled right pass', () => {
  const page = [
    'Install `ros-jazzy-mrs-uav-system-full` and use `mrs_uav_managers`.',
    '```bash',
    'ros2 launch mrs_uav_managers control_manager.launch.py',
    'ros2 topic pub /uav1/control_manager/reference mrs_msgs/msg/ReferenceStamped "{}"',
    '```',
    'The class `mrs_uav_trackers::mpc_tracker::MpcTracker`, the type `mrs_msgs::srv::ReferenceStampedSrv::Request`,',
    'the header `mrs_msgs/msg/reference_stamped.hpp`, the session `tmux/mrs_one_drone/` and `mrs_lib::ParamLoader`.',
  ].join('\n');
  expect(names(checkPage('docs/ok.md', page, ref2))).toEqual([]);
});

test('version rules: ROS 2 names fail on a 1.5.0 page and a launch file must be in the named package', () => {
  const page = [
    '`mrs_msgs/msg/ReferenceStamped` `mrs_msgs/ReferenceStamped` `ros-jazzy-mrs-uav-core` `ros-noetic-mrs-uav-core`',
    '```bash',
    'roslaunch mrs_uav_trackers control_manager.launch',
    '```',
  ].join('\n');
  expect(names(checkPage('versioned_docs/version-1.5.0/x.md', page, ref1)).sort()).toEqual([
    '1:deb:ros-jazzy-mrs-uav-core',
    '1:interface:mrs_msgs/msg/ReferenceStamped',
    '3:launch:mrs_uav_trackers control_manager.launch',
  ]);
});

test('parameters: YAML blocks under a package key and dotted paths are checked, a custom plugin entry is allowed', () => {
  const page = [
    '```yaml',
    'mrs_uav_managers:',
    '  control_manager:',
    '    safety:',
    '      tilt_limit:',
    '        eland:',
    '          enabled: true',
    '          limt: 75.0',
    '    CustomFlier:',
    '      address: "my_pkg::CustomFlier"',
    '```',
    'Set `control_manager.safety.tilt_limit.eland.enabled` but not `control_manager.safety.tilt_limits.eland.enabled`.',
    '```yaml',
    'services:',
    '  core:',
    '    image: ctumrs/mrs_uav_system:1.5.0',
    '```',
  ].join('\n');
  expect(names(checkPage('docs/p.md', page, ref2))).toEqual([
    '8:param:mrs_uav_managers.control_manager.safety.tilt_limit.eland.limt',
    '12:param:control_manager.safety.tilt_limits.eland.enabled',
  ]);
});

test('the allowlist is read with its scopes', () => {
  const page = '`mrs_docker` `mrs_overlay`';
  const list = [
    {name: 'mrs_docker', reason: 'a repository'},
    {name: 'mrs_overlay', reason: 'an image', pages: ['docs/installation/']},
  ];
  expect(names(checkPage('docs/a.md', page, ref2, {allowlist: list}))).toEqual(['1:package:mrs_overlay']);
  expect(names(checkPage('docs/installation/b.md', page, ref2, {allowlist: list}))).toEqual([]);
});

// ------------------------------------------------------------------------------------------------------------
// Topics, services and message fields

test('planted wrong topic, service and field names fail with page, line and the closest known names', () => {
  const page = [
    '---',
    'title: Planted',
    '---',
    '```bash',
    'ros2 topic echo /uav1/control_manager/diagnostix',
    'ros2 service call /uav1/uav_manager/takeof std_srvs/srv/Trigger',
    'ros2 service call /uav1/control_manager/goto mrs_msgs/srv/Vec4 "{gaol: [1.0, 2.0, 3.0, 0.0]}"',
    'ros2 topic pub --once /$UAV_NAME/control_manager/reference mrs_msgs/msg/ReferenceStamped \\',
    "  '{header: {frame_id: uav1/fixed_origin}, reference: {position: {x: 1.0, yy: 2.0}, heading: 0.0}}'",
    '```',
    'A `mrs_msgs/msg/ReferenceStamped` carries the point in `reference.positon.x`.',
    '',
    'Read `estimation_manager/odom_mian` for the state.',
    '',
    '```dot title="t" alt="a"',
    'digraph {',
    '  a -> b [label="control_manager/trackr_cmd\\nmrs_msgs/msg/TrackerCommand"];',
    '}',
    '```',
  ].join('\n');
  const found = checkPage('docs/planted.md', page, ref2);
  expect(names(found)).toEqual([
    '5:topic:control_manager/diagnostix',
    '6:service:uav_manager/takeof',
    '7:field:mrs_msgs/srv/Vec4: gaol',
    '9:field:mrs_msgs/msg/ReferenceStamped: reference.position.yy',
    '11:field:mrs_msgs/msg/ReferenceStamped: reference.positon.x',
    '13:topic:estimation_manager/odom_mian',
    '17:topic:control_manager/trackr_cmd',
  ]);
  const byName = Object.fromEntries(found.map((f) => [f.name, f]));
  expect(byName['control_manager/diagnostix'].closest[0]).toBe('control_manager/diagnostics');
  expect(byName['uav_manager/takeof'].closest[0]).toBe('uav_manager/takeoff');
  expect(byName['mrs_msgs/srv/Vec4: gaol'].closest).toContain('goal');
  expect(byName['mrs_msgs/msg/ReferenceStamped: reference.positon.x'].closest[0]).toBe('reference.position');
  expect(byName['estimation_manager/odom_mian'].closest[0]).toBe('estimation_manager/odom_main');
  expect(byName['control_manager/trackr_cmd'].closest[0]).toBe('control_manager/tracker_cmd');
  expect(formatFinding(found[0])).toMatch(
    /^docs\/planted\.md:5: topic `control_manager\/diagnostix`: .*closest known: control_manager\/diagnostics/,
  );
});

test('the same topic, service and field names spelled right pass, and so do frames and nodes', () => {
  const page = [
    '```bash',
    'ros2 topic echo /uav1/control_manager/diagnostics',
    'ros2 service call /uav1/uav_manager/takeoff std_srvs/srv/Trigger',
    'ros2 service call /uav1/control_manager/goto mrs_msgs/srv/Vec4 "{goal: [1.0, 2.0, 3.0, 0.0]}"',
    'ros2 topic pub --once /$UAV_NAME/control_manager/reference mrs_msgs/msg/ReferenceStamped \\',
    "  '{header: {frame_id: uav1/fixed_origin}, reference: {position: {x: 1.0, y: 2.0}, heading: 0.0}}'",
    'ros2 param list /uav1/control_manager',
    '```',
    'A `mrs_msgs/msg/ReferenceStamped` carries the point in `reference.position.x`, stamped in `header.stamp.sec`.',
    'Read `estimation_manager/odom_main`; the map frame is `world_frame:=$UAV_NAME/fixed_origin`.',
  ].join('\n');
  const counts: Partial<Record<Kind, number>> = {};
  expect(names(checkPage('docs/ok.md', page, ref2, {counts}))).toEqual([]);
  expect(counts.topic).toBeGreaterThanOrEqual(3);
  expect(counts.service).toBe(2);
  expect(counts.field).toBeGreaterThanOrEqual(5);
});

test('a name that only a launch remapping gives fails unless the page says it is a remap', () => {
  // control_manager.launch.py of 2.0.0 remaps ~/use_safety_area_in, a name the control manager's library lacks
  const bare = [
    'Disable the checks with `ros2 service call /uav1/control_manager/use_safety_area std_srvs/srv/SetBool "{data: false}"`.',
  ].join('\n');
  const found = checkPage('docs/r.md', bare, ref2);
  expect(names(found)).toEqual(['1:service:control_manager/use_safety_area']);
  expect(found[0].message).toMatch(/only a launch remapping names it.*control_manager\.launch\.py/);
  const said = [
    'The launch file remaps `~/use_safety_area_in` to `~/use_safety_area`, but the node has no such service, so',
    '`control_manager/use_safety_area` does not answer.',
  ].join('\n');
  expect(names(checkPage('docs/r.md', said, ref2))).toEqual([]);
  // the check tells the versions apart: the 1.5.0 control manager does have the service
  expect(
    names(
      checkPage('versioned_docs/version-1.5.0/r.md', '`rosservice call /uav1/control_manager/use_safety_area 0`', ref1),
    ),
  ).toEqual([]);
});

test('1.5.0 topics and fields are checked against the ROS 1 release', () => {
  const page = [
    '```bash',
    'rosservice call /uav1/control_manager/goto "goal: [1.0, 2.0, 3.0, 0.0]"',
    'rostopic pub /uav1/control_manager/reference mrs_msgs/ReferenceStamped "reference: {position: {x: 1.0, zz: 2.0}}"',
    'rostopic echo /uav1/control_manager/diagnostcs',
    '```',
  ].join('\n');
  expect(names(checkPage('versioned_docs/version-1.5.0/x.md', page, ref1))).toEqual([
    '3:field:mrs_msgs/ReferenceStamped: reference.position.zz',
    '4:topic:control_manager/diagnostcs',
  ]);
});

// ------------------------------------------------------------------------------------------------------------
// Ledgers: reference/ledger/<version>/<page>.tsv

test('every ledger names its evidence and is not older than its page', () => {
  expect(checkLedgers()).toEqual([]);
  expect(fs.readdirSync(path.join(ROOT, 'reference', 'ledger')).sort()).toEqual(['1.5.0', '2.0.0']);
});

test('a page verified against its own release without a ledger fails; generated and older-release pages do not', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ledgers-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), {recursive: true});
    fs.writeFileSync(path.join(root, file), text);
  };
  const page = (verified: string) => `---\ntitle: T\nverified: ${verified}\n---\nText.\n`;
  write('tree/a.md', page('2.1.0 release, 2026-12-03'));
  write('tree/sub/b.mdx', page('2.1.0 release, 2026-12-03'));
  write('tree/c.md', page('2.0.0 release, 2026-11-25'));
  write('tree/d.md', page('generated from the 2.1.0 release'));
  write('ledger/2.1.0/sub/b.tsv', '# checked: 2026-12-03\n');
  expect(pagesWithoutLedger('2.1.0', 'tree', path.join(root, 'ledger'), root)).toEqual([
    'tree/a: verified against the 2.1.0 release, but no ledger reference/ledger/2.1.0/a.tsv',
  ]);
  fs.rmSync(root, {recursive: true});
});

test('a ledger older than its page, or without package, version and file, fails', () => {
  const page = (date: string) => ['---', 'title: T', `verified: 2.0.0 release, ${date}`, '---', 'Text.'].join('\n');
  const ledger = [
    '# checked: 2026-12-03',
    'claim\tsource\tverdict',
    'the default is hw_api/odometry\tmrs_uav_state_estimators 2.0.0 share/mrs_uav_state_estimators/config/public/passthrough/passthrough.yaml\tconfirmed',
  ].join('\n');
  expect(checkLedger('l.tsv', ledger, page('2026-12-03'))).toEqual([]);
  expect(checkLedger('l.tsv', ledger, page('2026-12-10'))).toEqual([
    'l.tsv: the page was verified on 2026-12-10, after its ledger (2026-12-03); add what was checked',
  ]);
  expect(
    checkLedger('l.tsv', ledger.replace('mrs_uav_state_estimators 2.0.0 share', 'the config'), page('2026-11-01')),
  ).toEqual(['l.tsv:3: the source must name the package, its version and the file (share/…, lib/…, include/…)']);
  expect(checkLedger('l.tsv', ledger.replace('\tconfirmed', ''), page('2026-11-01'))).toEqual([
    'l.tsv:3: a row has three cells: claim, source, verdict',
  ]);
  expect(checkLedger('l.tsv', ledger, undefined)).toEqual(['l.tsv: no page of that name']);
  // a page with nothing a released file can show says why, and lists nothing
  const none = '# checked: 2026-12-03\n# no claims against the release: Blender is a third-party tool\n';
  expect(checkLedger('l.tsv', none, page('2026-12-03'))).toEqual([]);
  expect(checkLedger('l.tsv', none.replace('Blender is a third-party tool', ''), page('2026-12-03'))).toEqual([
    'l.tsv: the second line must be the header claim, source, verdict',
    'l.tsv: no claims',
  ]);
  expect(checkLedger('l.tsv', `${none}a row\tsource\tconfirmed\n`, page('2026-12-03'))).toEqual([
    'l.tsv: a ledger that has no claims against the release lists no rows',
  ]);
});
