// The extraction of log messages from the release (scripts/reference/lib/messages.ts) on small files made here:
// a minimal ELF library whose read-only data holds messages and noise, and Python nodes with logger calls.
import {describe, test, before, after} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

interface MessageRecord {
  text: string;
  package: string;
  node?: string;
  severity: string;
  language: string;
  file: string;
}
interface MessagesLib {
  elfReadOnlyData(buf: Buffer): [number, number][] | null;
  binaryMessages(buf: Buffer): string[];
  isMessage(s: string): boolean;
  pythonMessages(src: string): {text: string; severity: string}[];
  packageMessages(prefixDir: string, pkg: string, owners: Map<string, string[]>): MessageRecord[];
  releaseMessages(unpacked: [string, string][], owners: Map<string, string[]>): MessageRecord[];
  libraryOwners(
    plugins: {library: string; class: string}[],
    nodes: {kind: string; name: string; library?: string}[],
  ): Map<string, string[]>;
}

const MODULE = path.resolve(__dirname, '../../scripts/reference/lib/messages.ts');
let lib: MessagesLib;

/** A 64-bit little-endian ELF file with a .text and a .rodata section holding the given C strings. */
function fakeElf(text: string[], rodata: string[]): Buffer {
  const cstrings = (list: string[]) => Buffer.concat(list.map((s) => Buffer.from(`${s}\0`, 'latin1')));
  const textBytes = Buffer.concat([Buffer.from([0x55, 0x48, 0x89, 0xe5]), cstrings(text), Buffer.from([0xc3])]);
  const rodataBytes = Buffer.concat([Buffer.from([0x01, 0x00]), cstrings(rodata)]);
  const shstrtab = Buffer.from('\0.text\0.rodata\0.shstrtab\0', 'latin1');
  const names = {text: 1, rodata: 7, shstrtab: 15};
  const header = Buffer.alloc(64);
  const textOff = 64;
  const rodataOff = textOff + textBytes.length;
  const shstrOff = rodataOff + rodataBytes.length;
  const shoff = shstrOff + shstrtab.length;
  header.writeUInt32BE(0x7f454c46, 0);
  header[4] = 2; // 64-bit
  header[5] = 1; // little-endian
  header[6] = 1;
  header.writeUInt16LE(3, 0x10); // shared object
  header.writeUInt16LE(0x3e, 0x12); // x86-64
  header.writeBigUInt64LE(BigInt(shoff), 0x28);
  header.writeUInt16LE(64, 0x34);
  header.writeUInt16LE(64, 0x3a);
  header.writeUInt16LE(4, 0x3c);
  header.writeUInt16LE(3, 0x3e);
  const section = (name: number, type: number, offset: number, size: number) => {
    const s = Buffer.alloc(64);
    s.writeUInt32LE(name, 0);
    s.writeUInt32LE(type, 4);
    s.writeBigUInt64LE(BigInt(offset), 0x18);
    s.writeBigUInt64LE(BigInt(size), 0x20);
    return s;
  };
  return Buffer.concat([
    header,
    textBytes,
    rodataBytes,
    shstrtab,
    Buffer.alloc(64),
    section(names.text, 1, textOff, textBytes.length),
    section(names.rodata, 1, rodataOff, rodataBytes.length),
    section(names.shstrtab, 3, shstrOff, shstrtab.length),
  ]);
}

const PY_NODE = `
import rospy
class Node:
    def run(self):
        self.get_logger().info(f"takeoff to {self.height:.1f} m requested")
        self.get_logger().warn("waiting for the " + name + " service")
        rospy.logerr_throttle(1.0, "[Checker]: trajectory %s is empty" % name)
        rospy.logwarn("first part, " "second part")
        self.get_logger().error(message)
        logger.debug('escaped \\'quote\\' here')
        print("not a logger call at all")
`;

let tmp: string;

before(async () => {
  lib = (await import(MODULE)) as MessagesLib;
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'messages-'));
});

after(() => fs.rmSync(tmp, {recursive: true, force: true}));

describe('log messages of the release', () => {
  test('strings come from the read-only data of an ELF file, not from its code', () => {
    const elf = fakeElf(
      ['printable bytes in the code section'],
      ['[ControlManager]: could not activate tracker %s', 'loading the tracker %s'],
    );
    const ranges = lib.elfReadOnlyData(elf);
    assert.ok(ranges && ranges.length === 1, 'one .rodata range');
    assert.deepEqual(lib.binaryMessages(elf), [
      '[ControlManager]: could not activate tracker %s',
      'loading the tracker %s',
    ]);
    assert.equal(lib.elfReadOnlyData(Buffer.from('not an ELF file at all, just text')), null);
  });

  test('messages are kept with their placeholders; symbols, paths and library texts are not', () => {
    for (const s of [
      '[ControlManager]: could not activate tracker %s',
      'loading the tracker %s',
      "the tracker '%s' returned empty or invalid command!",
      '%s: takeoff height %.2f m is below the minimum',
      'Could not load non-optional parameter ',
    ])
      assert.ok(lib.isMessage(s), `kept: ${s}`);
    for (const s of [
      '_ZN16mrs_uav_managers14ControlManagerC2Ev',
      '/opt/ros/jazzy/share/mrs_uav_managers',
      'mrs_uav_managers::ControlManager',
      'basic_string::_M_construct null not valid',
      'cannot create std::vector larger than max_size()',
      'void mrs_lib::ParamLoader::printError(const string&)',
      'Queue Size',
      'Unexpected character within [...] in regular expression',
      'short',
      'x=%.2f, y=%.2f, z=%.2f',
    ])
      assert.ok(!lib.isMessage(s), `dropped: ${s}`);
  });

  test('Python logger calls give their text, f-string fields as {}, and their severity', () => {
    assert.deepEqual(lib.pythonMessages(PY_NODE), [
      {text: 'takeoff to {} m requested', severity: 'info'},
      {text: 'waiting for the {} service', severity: 'warn'},
      {text: '[Checker]: trajectory %s is empty', severity: 'error'},
      {text: 'first part, second part', severity: 'warn'},
      {text: "escaped 'quote' here", severity: 'debug'},
    ]);
  });

  test('a package gives records with package, node, severity and the file relative to the prefix', () => {
    const prefix = path.join(tmp, 'pkg_a/opt/ros/jazzy');
    fs.mkdirSync(path.join(prefix, 'lib/pkg_a'), {recursive: true});
    fs.writeFileSync(
      path.join(prefix, 'lib/libPkgA_Manager.so'),
      fakeElf([], ['[Manager]: the manager is ready', 'rosidl noise text here']),
    );
    fs.writeFileSync(path.join(prefix, 'lib/pkg_a/checker.py'), PY_NODE);
    const owners = lib.libraryOwners([{library: 'PkgA_Manager', class: 'pkg_a::Manager'}], []);
    const records = lib.packageMessages(prefix, 'pkg_a', owners);
    const cpp = records.filter((r) => r.language === 'c++');
    assert.deepEqual(cpp, [
      {
        text: '[Manager]: the manager is ready',
        package: 'pkg_a',
        node: 'pkg_a::Manager',
        severity: 'unknown',
        language: 'c++',
        file: 'lib/libPkgA_Manager.so',
      },
    ]);
    const py = records.filter((r) => r.language === 'python');
    assert.equal(py.length, 5);
    assert.ok(py.every((r) => r.node === 'checker' && r.file === 'lib/pkg_a/checker.py'));
  });

  test('a text shared by three packages stays only when an installed MRS header holds it', () => {
    const unpacked: [string, string][] = [];
    for (const pkg of ['p1', 'p2', 'p3']) {
      const prefix = path.join(tmp, `${pkg}/opt/ros/jazzy`);
      fs.mkdirSync(path.join(prefix, 'lib'), {recursive: true});
      fs.writeFileSync(
        path.join(prefix, 'lib/libX.so'),
        fakeElf(
          [],
          ['Could not load non-optional parameter ', 'a text from some other library', `only in ${pkg} binary`],
        ),
      );
      unpacked.push([pkg, prefix]);
    }
    fs.mkdirSync(path.join(tmp, 'p1/opt/ros/jazzy/include/mrs_lib'), {recursive: true});
    fs.writeFileSync(
      path.join(tmp, 'p1/opt/ros/jazzy/include/mrs_lib/param_loader.h'),
      'printError("Could not load non-optional parameter " + name);\n',
    );
    const texts = new Set(lib.releaseMessages(unpacked, new Map()).map((r) => r.text));
    assert.ok(texts.has('Could not load non-optional parameter '));
    assert.ok(!texts.has('a text from some other library'));
    assert.ok(texts.has('only in p2 binary'));
  });
});
