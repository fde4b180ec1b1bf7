// Interface definitions keep the types their release declares: a ROS 2 page shows `builtin_interfaces/Time`
// where the .msg says so, a ROS 1 page shows `time` and `Header`. The fixtures below are written to match the
// released files named next to them; the test parses them, then compares the committed data and pages with them.
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {parseInterface} from '../../scripts/reference/lib/interfaces';
import {releaseRecords} from '../../src/features/reference/data';

const ROOT = path.join(__dirname, '..', '..');

interface Field {
  name: string;
  type: string;
}
type Section = {fields: Field[]; constants: {name: string; type: string; value: string}[]};
const parse = parseInterface as (text: string, kind: string, ros2: boolean) => Record<string, Section>;

interface Fixture {
  version: '2.0.0' | '1.5.0';
  /** the record name in reference/<version>/interfaces.json */
  name: string;
  kind: 'msg' | 'srv';
  /** the definition lines as the released file has them (comments and blank lines included) */
  text: string;
  /** the field types of every part, in order, as declared */
  types: string[];
}

const FIXTURES: Fixture[] = [
  {
    // share/mrs_msgs/msg/HwApiActuatorCmd.msg of ros-jazzy-mrs-msgs
    version: '2.0.0',
    name: 'mrs_msgs/msg/HwApiActuatorCmd',
    kind: 'msg',
    text: 'builtin_interfaces/Time stamp\n\n# motor signals, throttle [0, 1]\nfloat32[] motors\n',
    types: ['builtin_interfaces/Time', 'float32[]'],
  },
  {
    // share/mrs_msgs/msg/ReferenceStamped.msg of ros-jazzy-mrs-msgs
    version: '2.0.0',
    name: 'mrs_msgs/msg/ReferenceStamped',
    kind: 'msg',
    text: '# A Positon+Heading reference with a header.\n\nstd_msgs/Header header\nmrs_msgs/Reference reference\n',
    types: ['std_msgs/Header', 'mrs_msgs/Reference'],
  },
  {
    // share/mrs_msgs/msg/HwApiActuatorCmd.msg of ros-noetic-mrs-msgs
    version: '1.5.0',
    name: 'mrs_msgs/HwApiActuatorCmd',
    kind: 'msg',
    text: 'time stamp\n\n# motor signals, throttle [0, 1]\nfloat32[] motors\n',
    types: ['time', 'float32[]'],
  },
  {
    // share/mrs_msgs/msg/TrajectoryReference.msg of ros-noetic-mrs-msgs, without its comments
    version: '1.5.0',
    name: 'mrs_msgs/TrajectoryReference',
    kind: 'msg',
    text: 'Header header\nint64 input_id\nbool use_heading\nbool fly_now\nbool loop\nfloat64 dt\nReference[] points \n',
    types: ['Header', 'int64', 'bool', 'bool', 'bool', 'float64', 'Reference[]'],
  },
  {
    // share/mrs_msgs/srv/String.srv of ros-noetic-mrs-msgs
    version: '1.5.0',
    name: 'mrs_msgs/String',
    kind: 'srv',
    text: 'string value\n---\nbool success\nstring message\n',
    types: ['string', 'bool', 'string'],
  },
];

const records = (version: string) =>
  releaseRecords<{name: string} & Record<string, Section | string>>(version, 'interfaces');
const partsOf = (r: Record<string, unknown>) =>
  (['message', 'request', 'response', 'goal', 'result', 'feedback'] as const)
    .filter((p) => r[p])
    .map((p) => r[p] as Section);

describe('interface definitions', () => {
  test('a field type is recorded as the file declares it, in either ROS generation', () => {
    const ros2 = parse(
      'builtin_interfaces/Time stamp\nbuiltin_interfaces/Duration[] gaps\nchar c\nbyte b\nstring<=8[<=3] s\nint8 K=-1\n',
      'msg',
      true,
    );
    assert.deepEqual(
      ros2.message.fields.map((f) => f.type),
      ['builtin_interfaces/Time', 'builtin_interfaces/Duration[]', 'char', 'byte', 'string<=8[<=3]'],
    );
    assert.deepEqual(ros2.message.constants, [{name: 'K', type: 'int8', value: '-1'}]);
    const ros1 = parse('Header header\ntime stamp\nduration[] gaps\n---\nbool ok # done\n', 'srv', false);
    assert.deepEqual(
      ros1.request.fields.map((f) => f.type),
      ['Header', 'time', 'duration[]'],
    );
    assert.deepEqual(ros1.response.fields, [{name: 'ok', type: 'bool'}]);
  });

  for (const fx of FIXTURES) {
    test(`${fx.version} ${fx.name}: the data and the generated page have the release's field types`, () => {
      const parsed = parse(fx.text, fx.kind, fx.version === '2.0.0');
      assert.deepEqual(
        Object.values(parsed).flatMap((s) => s.fields.map((f) => f.type)),
        fx.types,
      );
      const record = records(fx.version).find((r) => r.name === fx.name);
      assert.ok(record, `${fx.name} in reference/${fx.version}/interfaces.json`);
      assert.deepEqual(
        partsOf(record).flatMap((s) => s.fields.map((f) => f.type)),
        fx.types,
      );

      const page = fs.readFileSync(
        path.join(ROOT, fx.version === '2.0.0' ? 'docs' : 'versioned_docs/version-1.5.0', 'reference/mrs_msgs.md'),
        'utf8',
      );
      const anchor = fx.name.split('/').pop()!;
      const entry = page.split(/^### /m).find((s) => s.includes(`{#${anchor}}`));
      assert.ok(entry, `${fx.name} has an entry on the ${fx.version} interface page`);
      const block = /<pre className="mrs-idl"><code>([\s\S]*?)<\/code><\/pre>/.exec(entry)?.[1] ?? '';
      // the text of the block: JSX string pieces and linked type names
      const text = [...block.matchAll(/\{("(?:[^"\\]|\\.)*")\}/g)].map((m) => JSON.parse(m[1]) as string).join('');
      const lines = text.split('\n').filter((l) => l && !l.includes('='));
      const fieldsOfRecord = partsOf(record).flatMap((s) => s.fields);
      assert.deepEqual(
        lines.filter((l) => l !== '---').map((l) => l.split(' ')[0]),
        fieldsOfRecord.map((f) => f.type),
      );
    });
  }

  test('no 2.0.0 definition prints a ROS 1 time type', () => {
    const ros1Types = records('2.0.0').flatMap((r) =>
      partsOf(r).flatMap((s) =>
        s.fields.filter((f) => /^(time|duration|Header)(\[|$)/.test(f.type)).map((f) => `${r.name}.${f.name}`),
      ),
    );
    assert.deepEqual(ros1Types, []);
    const page = fs.readFileSync(path.join(ROOT, 'docs/reference/mrs_msgs.md'), 'utf8');
    assert.doesNotMatch(page, /["\\n]time stamp/);
  });
});
