// The pages agree with the released system: every release name they write in code is in reference/<version>/.
// Reads only the Markdown and the committed reference data (no build, no network).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {test} from 'node:test';
import assert from 'node:assert/strict';
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
    assert.deepEqual(
      findings.map(formatFinding),
      [],
      'unknown names (fix the page, or allowlist a third-party name with a reason)',
    );
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
      assert.ok(counts[kind] ?? 0 > 0, `${kind} names checked`);
    }
  });
}

test('every allowlist entry has a reason and is still needed', () => {
  assert.deepEqual(
    unusedAllowlistEntries(VERSIONS, allowlist).map((e) => e.name),
    [],
  );
});

test('the reference data is complete and carries its provenance', () => {
  for (const version of VERSIONS) {
    const source = releaseFile<{version: string; files: unknown[]}>(version, 'SOURCE');
    assert.equal(source.version, version);
    assert.ok(source.files.length > 40);
    for (const kind of ['packages', 'plugins', 'launch', 'params', 'interfaces', 'nodes', 'tmux', 'types', 'topics']) {
      const data = releaseFile<RecordsFile<Record<string, unknown>>>(version, kind);
      assert.equal(data.version, version);
      assert.ok(data.records.length > 0, `${version}/${kind}`);
      const missing = (data.records as Record<string, unknown>[]).filter((r) =>
        kind === 'packages' ? !(r.name && r.deb && r.version && r.file) : !(r.package && r.packageVersion && r.file),
      );
      assert.deepEqual(
        missing.map((r) => `${version}/${kind}: ${JSON.stringify(r).slice(0, 200)}`),
        [],
      );
    }
  }
  const ref = loadReference('2.0.0');
  assert.equal(ref.interfaces.has('mrs_msgs/msg/ReferenceStamped'), true);
  assert.equal(loadReference('1.5.0').interfaces.has('mrs_msgs/ReferenceStamped'), true);
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
  assert.deepEqual(
    codePieces(md).map((p) => [p.line, p.text, p.block]),
    [
      [4, 'inline', false],
      [7, 'a\nb', true],
      [10, 'x', false],
      [10, 'y', false],
    ],
  );
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
  assert.deepEqual(names(found), [
    '4:deb:ros-jazzy-mrs-uav-sytem-full',
    '4:package:mrs_uav_manager',
    '7:launch:control_manger.launch.py',
    '8:interface:mrs_msgs/msg/ReferenceStampd',
    '11:plugin:mrs_uav_trackers::mpc_tracker::MpcTrackr',
    '11:tmux:mrs_one_dron',
    '14:plugin:mrs_lib::ParamLoadr',
  ]);
  const byName = Object.fromEntries(found.map((f) => [f.name, f]));
  assert.equal(byName['ros-jazzy-mrs-uav-sytem-full'].closest[0], 'ros-jazzy-mrs-uav-system-full');
  assert.equal(byName.mrs_uav_manager.closest[0], 'mrs_uav_managers');
  assert.equal(byName['control_manger.launch.py'].closest[0], 'control_manager.launch.py');
  assert.equal(byName['mrs_msgs/msg/ReferenceStampd'].closest[0], 'mrs_msgs/msg/ReferenceStamped');
  assert.equal(
    byName['mrs_uav_trackers::mpc_tracker::MpcTrackr'].closest[0],
    'mrs_uav_trackers::mpc_tracker::MpcTracker',
  );
  assert.equal(byName['mrs_lib::ParamLoadr'].closest[0], 'mrs_lib::ParamLoader');
  assert.match(
    formatFinding(found[0]),
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
  assert.deepEqual(names(checkPage('docs/planted.md', page, ref2)), ['3:launch:control_manger.launch.py']);
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
  assert.deepEqual(names(checkPage('docs/ok.md', page, ref2)), []);
});

test('version rules: ROS 2 names fail on a 1.5.0 page and a launch file must be in the named package', () => {
  const page = [
    '`mrs_msgs/msg/ReferenceStamped` `mrs_msgs/ReferenceStamped` `ros-jazzy-mrs-uav-core` `ros-noetic-mrs-uav-core`',
    '```bash',
    'roslaunch mrs_uav_trackers control_manager.launch',
    '```',
  ].join('\n');
  assert.deepEqual(names(checkPage('versioned_docs/version-1.5.0/x.md', page, ref1)).sort(), [
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
  assert.deepEqual(names(checkPage('docs/p.md', page, ref2)), [
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
  assert.deepEqual(names(checkPage('docs/a.md', page, ref2, {allowlist: list})), ['1:package:mrs_overlay']);
  assert.deepEqual(names(checkPage('docs/installation/b.md', page, ref2, {allowlist: list})), []);
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
  assert.deepEqual(names(found), [
    '5:topic:control_manager/diagnostix',
    '6:service:uav_manager/takeof',
    '7:field:mrs_msgs/srv/Vec4: gaol',
    '9:field:mrs_msgs/msg/ReferenceStamped: reference.position.yy',
    '11:field:mrs_msgs/msg/ReferenceStamped: reference.positon.x',
    '13:topic:estimation_manager/odom_mian',
    '17:topic:control_manager/trackr_cmd',
  ]);
  const byName = Object.fromEntries(found.map((f) => [f.name, f]));
  assert.equal(byName['control_manager/diagnostix'].closest[0], 'control_manager/diagnostics');
  assert.equal(byName['uav_manager/takeof'].closest[0], 'uav_manager/takeoff');
  assert.ok(byName['mrs_msgs/srv/Vec4: gaol'].closest.includes('goal'));
  assert.equal(byName['mrs_msgs/msg/ReferenceStamped: reference.positon.x'].closest[0], 'reference.position');
  assert.equal(byName['estimation_manager/odom_mian'].closest[0], 'estimation_manager/odom_main');
  assert.equal(byName['control_manager/trackr_cmd'].closest[0], 'control_manager/tracker_cmd');
  assert.match(
    formatFinding(found[0]),
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
  assert.deepEqual(names(checkPage('docs/ok.md', page, ref2, {counts})), []);
  assert.ok((counts.topic ?? 0) >= 3);
  assert.equal(counts.service, 2);
  assert.ok((counts.field ?? 0) >= 5);
});

test('a name that only a launch remapping gives fails unless the page says it is a remap', () => {
  // control_manager.launch.py of 2.0.0 remaps ~/use_safety_area_in, a name the control manager's library lacks
  const bare = [
    'Disable the checks with `ros2 service call /uav1/control_manager/use_safety_area std_srvs/srv/SetBool "{data: false}"`.',
  ].join('\n');
  const found = checkPage('docs/r.md', bare, ref2);
  assert.deepEqual(names(found), ['1:service:control_manager/use_safety_area']);
  assert.match(found[0].message, /only a launch remapping names it.*control_manager\.launch\.py/);
  const said = [
    'The launch file remaps `~/use_safety_area_in` to `~/use_safety_area`, but the node has no such service, so',
    '`control_manager/use_safety_area` does not answer.',
  ].join('\n');
  assert.deepEqual(names(checkPage('docs/r.md', said, ref2)), []);
  // the check tells the versions apart: the 1.5.0 control manager does have the service
  assert.deepEqual(
    names(
      checkPage('versioned_docs/version-1.5.0/r.md', '`rosservice call /uav1/control_manager/use_safety_area 0`', ref1),
    ),
    [],
  );
});

test('1.5.0 topics and fields are checked against the ROS 1 release', () => {
  const page = [
    '```bash',
    'rosservice call /uav1/control_manager/goto "goal: [1.0, 2.0, 3.0, 0.0]"',
    'rostopic pub /uav1/control_manager/reference mrs_msgs/ReferenceStamped "reference: {position: {x: 1.0, zz: 2.0}}"',
    'rostopic echo /uav1/control_manager/diagnostcs',
    '```',
  ].join('\n');
  assert.deepEqual(names(checkPage('versioned_docs/version-1.5.0/x.md', page, ref1)), [
    '3:field:mrs_msgs/ReferenceStamped: reference.position.zz',
    '4:topic:control_manager/diagnostcs',
  ]);
});

// ------------------------------------------------------------------------------------------------------------
// Ledgers: reference/ledger/<version>/<page>.tsv

test('every ledger names its evidence and is not older than its page', () => {
  assert.deepEqual(checkLedgers(), []);
  // one folder per release of the table, none for a release the site does not document
  const known = new Set<string>(REF_VERSIONS);
  const folders = fs.readdirSync(path.join(ROOT, 'reference', 'ledger'));
  assert.ok(folders.length > 0);
  assert.deepEqual(
    folders.filter((f) => !known.has(f)),
    [],
  );
});

test('a page verified against its own release, or a partial it shows, without a ledger fails; generated and older-release pages do not', () => {
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
  // partials: one shown on a page of this release, one only on the older-release page
  write('tree/e.mdx', `${page('2.1.0 release, 2026-12-03')}import P from './_partials/p.mdx';\n\n<P />\n`);
  write('ledger/2.1.0/e.tsv', '# checked: 2026-12-03\n');
  write('tree/_partials/p.mdx', 'A fact.\n');
  write('tree/c2.md', `${page('2.0.0 release, 2026-11-25')}import Q from './_partials/q.mdx';\n`);
  write('tree/_partials/q.mdx', 'Another fact.\n');
  assert.deepEqual(pagesWithoutLedger('2.1.0', 'tree', path.join(root, 'ledger'), root), [
    'tree/_partials/p: shown on tree/e, which is verified against the 2.1.0 release, but no ledger reference/ledger/2.1.0/_partials/p.tsv',
    'tree/a: verified against the 2.1.0 release, but no ledger reference/ledger/2.1.0/a.tsv',
  ]);
  write('ledger/2.1.0/_partials/p.tsv', '# checked: 2026-12-03\n');
  assert.deepEqual(pagesWithoutLedger('2.1.0', 'tree', path.join(root, 'ledger'), root), [
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
  assert.deepEqual(checkLedger('l.tsv', ledger, page('2026-12-03')), []);
  assert.deepEqual(checkLedger('l.tsv', ledger, page('2026-12-10')), [
    'l.tsv: the page was verified on 2026-12-10, after its ledger (2026-12-03); add what was checked',
  ]);
  assert.deepEqual(
    checkLedger('l.tsv', ledger.replace('mrs_uav_state_estimators 2.0.0 share', 'the config'), page('2026-11-01')),
    ['l.tsv:3: the source must name the package, its version and the file (share/…, lib/…, include/…)'],
  );
  assert.deepEqual(checkLedger('l.tsv', ledger.replace('\tconfirmed', ''), page('2026-11-01')), [
    'l.tsv:3: a row has three cells: claim, source, verdict',
  ]);
  assert.deepEqual(checkLedger('l.tsv', ledger, undefined), ['l.tsv: no page of that name']);
  // a page with nothing a released file can show says why, and lists nothing
  const none = '# checked: 2026-12-03\n# no claims against the release: Blender is a third-party tool\n';
  assert.deepEqual(checkLedger('l.tsv', none, page('2026-12-03')), []);
  assert.deepEqual(checkLedger('l.tsv', none.replace('Blender is a third-party tool', ''), page('2026-12-03')), [
    'l.tsv: the second line must be the header claim, source, verdict',
    'l.tsv: no claims',
  ]);
  assert.deepEqual(checkLedger('l.tsv', `${none}a row\tsource\tconfirmed\n`, page('2026-12-03')), [
    'l.tsv: a ledger that has no claims against the release lists no rows',
  ]);
});
