// Log messages of the release: the format strings in the compiled libraries and executables, and the texts of
// the Python nodes' logger calls. ROS logging macros (ROS_INFO, RCLCPP_WARN, their _THROTTLE/_ONCE forms) keep
// their text as a format string in the binary's read-only data, so the printf placeholders (%s, %d, %.2f) stay
// where the values go; in ROS 1 the `[ControlManager]: ` prefix is part of that text.
import fs from 'node:fs';
import path from 'node:path';
import {walk, cmp} from './fsutil';

/** How severe a message is: the Python call names it; a C++ binary does not tell (`unknown`). */
export type Severity = 'debug' | 'info' | 'warn' | 'error' | 'fatal' | 'unknown';

/** A message record of messages.json (without its `packageVersion`, which update.ts adds). */
export interface MessageRecord {
  text: string;
  package: string;
  /** the node or plugin classes that print it, where the library or file tells */
  node?: string;
  severity: Severity;
  language: 'python' | 'c++';
  file: string;
}

/** The text and severity of one Python logger call. */
export interface PythonMessage {
  text: string;
  severity: Severity;
}

/** The parts of the plugin and node records that tell which library provides which classes. */
export interface LibraryOwnerSource {
  library?: string | null;
  class?: string;
}
export interface LibraryNodeSource {
  kind: string;
  name: string;
  library?: string | null;
}

/** The shortest string kept: shorter runs are rarely messages and mostly noise. */
const MIN_LENGTH = 8;

/**
 * Byte ranges of an ELF file's read-only data (`.rodata`, and `.rodata.*` of an unlinked object), or null when
 * `buf` is not a 64-bit little-endian ELF file. Code and symbol tables are left out, so instruction bytes that
 * happen to be printable never become "messages".
 */
export function elfReadOnlyData(buf: Buffer): [number, number][] | null {
  if (buf.length < 64 || buf.readUInt32BE(0) !== 0x7f454c46 || buf[4] !== 2 || buf[5] !== 1) return null;
  const shoff = Number(buf.readBigUInt64LE(0x28));
  const shentsize = buf.readUInt16LE(0x3a);
  const shnum = buf.readUInt16LE(0x3c);
  const shstrndx = buf.readUInt16LE(0x3e);
  if (!shoff || shoff + shnum * shentsize > buf.length || shstrndx >= shnum) return null;
  const header = (i: number) => {
    const o = shoff + i * shentsize;
    return {
      name: buf.readUInt32LE(o),
      type: buf.readUInt32LE(o + 4),
      offset: Number(buf.readBigUInt64LE(o + 0x18)),
      size: Number(buf.readBigUInt64LE(o + 0x20)),
    };
  };
  const names = header(shstrndx);
  const sectionName = (off: number): string => {
    const start = names.offset + off;
    const end = buf.indexOf(0, start);
    return buf.toString('latin1', start, end < 0 ? start : end);
  };
  const ranges: [number, number][] = [];
  for (let i = 0; i < shnum; i++) {
    const h = header(i);
    const SHT_NOBITS = 8;
    if (h.type === SHT_NOBITS) continue;
    const name = sectionName(h.name);
    if (name === '.rodata' || name.startsWith('.rodata.'))
      ranges.push([h.offset, Math.min(buf.length, h.offset + h.size)]);
  }
  return ranges;
}

/** NUL-terminated runs of printable ASCII (tab allowed) in `buf[start, end)`, at least `min` characters long. */
export function cStrings(buf: Buffer, start = 0, end = buf.length, min = MIN_LENGTH): string[] {
  const out: string[] = [];
  let runStart = -1;
  for (let i = start; i < end; i++) {
    const b = buf[i];
    const printable = (b >= 0x20 && b < 0x7f) || b === 0x09;
    if (printable) {
      if (runStart < 0) runStart = i;
      continue;
    }
    if (runStart >= 0 && b === 0 && i - runStart >= min) out.push(buf.toString('latin1', runStart, i));
    runStart = -1;
  }
  return out;
}

// Texts of the C++ standard library, Boost, Eigen, YAML, class_loader, rclcpp and the like that the compiler
// copies into every binary from their headers: printed, if ever, by those libraries, not by the MRS code.
const FOREIGN = [
  /_M_|basic_string|__gnu_cxx|GLIBC|CXXABI|std::|boost::|Eigen|YAML::|yaml-cpp/,
  /^(vector|deque|map|unordered_map|_Map_base|bitset|array)::/,
  /^cannot create std::|^class_loader|Registration of %s|Metaobject|^ClassLoader|^MultiLibraryClassLoader/,
  /rosidl|typesupport|rcutils|rmw_|\brcl_|rclcpp::|ros::serialization|tf2::|message_filters/,
  /^(Invalid|invalid) (argument|pointer)$|^bad_|^stoi$|^stod$|^Buffer overflow/,
  /^(Start|Stop|Failed) (loading|to load) (library|plugin)s? /,
  /^\s\s|^\s[^A-Za-z]|\s\s\s\s|[^\x20-\x7e\t]/,
  /^format error:/,
  // rclcpp and the C++ regular expression engine, copied from their headers
  /intra.?process|IntraProcess|QoS|qos policy|AnySubscriptionCallback|content_filter|dynamic_message|dynamic_serialization|Type support|publisher id|node_base|node_timers|node_topics|topic_stats|callback group|timer period|capacity must be|validation callback|declaring parameter|declare parameter|already declared|read-only|regular expression|[Bb]ack-reference|equivalence class|map iterator|first invalid key|bad conversion|bad optional access|rcl service handle|failed to publish message|failed to send response|Allocation failed for message|Trying to publish message of type|Message text unavailable|dynamic_reconfigure|canTransform|lookupTransform|unique_lock|mutex lock failed|XmlRpc|package manifest|Root Element|XML Document|malformed or missing/,
];

/**
 * True when a string from a binary reads as a log message written by a person: a `[Prefix]: ` (ROS 1 nodelets,
 * mrs_lib), or words with spaces between them and little else; symbol names, file paths, parameter keys,
 * format-only strings and texts of the libraries the code includes are left out.
 */
export function isMessage(s: string): boolean {
  if (s.length < MIN_LENGTH || s.length > 400) return false;
  // a prefixed text is the system's own, banners of aligned spaces included (`[ControlManager]: // |    … |`)
  if (/^\[[A-Za-z][\w ./-]*\]: \S/.test(s)) {
    const rest = s.replace(/^\[[^\]]*\]: /, '');
    return !FOREIGN.some((re) => re.test(rest) && !re.test('    '));
  }
  if (FOREIGN.some((re) => re.test(s))) return false;
  // two words of letters in a row, separated by a space
  if (!/[A-Za-z]{2,}[,.:;!?')"]*\s+['"(]?[A-Za-z]{2,}/.test(s)) return false;
  // mostly letters and spaces: at least 70 % of the characters
  const wordish = (s.match(/[A-Za-z ]/g) ?? []).length;
  if (wordish / s.length < 0.7) return false;
  // mangled names, paths, identifiers with :: or / and no spaces around them
  if (/^_Z|^\/|\.(cpp|hpp|h|so|py|yaml|xml)\b|^[\w:]+::[\w:]+$/.test(s)) return false;
  // function signatures (__PRETTY_FUNCTION__ of assertions and of ParamLoader's error reports)
  if (/::~?\w+\([^()]*(\([^()]*\)[^()]*)*\)( const)?( \[with .*\])?$/.test(s)) return false;
  // labels of GUI properties and parameter descriptions: a few capitalised words, no sentence
  if (/^([A-Z][\w']*|[A-Z]{1,3})( ([A-Z][\w']*|[A-Z]{1,3}|of|to|for|in|the|a)){0,4}$/.test(s)) return false;
  // a string that starts like a sentence, a placeholder, a quote or a bracket
  // (a leading space: the middle part of a message the code joins from pieces)
  return /^ ?[A-Za-z%'"([]/.test(s);
}

/** Log messages in one binary, unique, in byte order. */
export function binaryMessages(buf: Buffer): string[] {
  const ranges = elfReadOnlyData(buf) ?? [[0, buf.length]];
  const found = new Set<string>();
  for (const [a, b] of ranges) for (const s of cStrings(buf, a, b)) if (isMessage(s)) found.add(s);
  return [...found].sort(cmp);
}

const PY_SEVERITY: Record<string, Severity> = {
  debug: 'debug',
  logdebug: 'debug',
  info: 'info',
  loginfo: 'info',
  warn: 'warn',
  warning: 'warn',
  logwarn: 'warn',
  error: 'error',
  logerr: 'error',
  exception: 'error',
  fatal: 'fatal',
  critical: 'fatal',
  logfatal: 'fatal',
};

/**
 * The value of a Python string literal (with f-string fields as `{}`) at `src[i]`, and the index after it; null
 * when no literal starts there. Adjacent literals and `+` joins of literals and other expressions are followed:
 * a non-literal part becomes `{}` as well.
 */
function pyLiteral(src: string, i: number): {text: string; end: number} | null {
  const m = /^([rRbBuUfF]{0,2})('''|"""|'|")/.exec(src.slice(i, i + 5));
  if (!m) return null;
  const isF = /f/i.test(m[1]);
  const raw = /r/i.test(m[1]);
  const q = m[2];
  let j = i + m[0].length;
  let out = '';
  while (j < src.length && !src.startsWith(q, j)) {
    const c = src[j];
    if (c === '\n' && q.length === 1) return null;
    if (c === '\\' && !raw) {
      const n = src[j + 1];
      out += n === 'n' ? '\n' : n === 't' ? '\t' : n;
      j += 2;
      continue;
    }
    if (isF && c === '{') {
      if (src[j + 1] === '{') {
        out += '{';
        j += 2;
        continue;
      }
      let depth = 1;
      j++;
      while (j < src.length && depth) {
        if (src[j] === '{') depth++;
        else if (src[j] === '}') depth--;
        j++;
      }
      out += '{}';
      continue;
    }
    if (isF && c === '}' && src[j + 1] === '}') {
      out += '}';
      j += 2;
      continue;
    }
    out += c;
    j++;
  }
  return {text: out, end: j + q.length};
}

/** The first argument of a call whose opening parenthesis is just before `i`, as message text, or null. */
function pyFirstArgument(src: string, i: number): string | null {
  let j = i;
  let text = '';
  let sawLiteral = false;
  for (;;) {
    while (/\s/.test(src[j] ?? '')) j++;
    const lit = pyLiteral(src, j);
    if (lit) {
      text += lit.text;
      sawLiteral = true;
      j = lit.end;
    } else {
      // another expression up to the next `+`, `,`, `)` or `%` at this depth
      let depth = 0;
      const start = j;
      while (j < src.length) {
        const c = src[j];
        if ('([{'.includes(c)) depth++;
        else if (')]}'.includes(c)) {
          if (!depth) break;
          depth--;
        } else if (!depth && (c === '+' || c === ',' || c === '%')) break;
        j++;
      }
      if (j === start) break;
      text += '{}';
    }
    while (/\s/.test(src[j] ?? '')) j++;
    if (src[j] === '+') {
      j++;
      continue;
    }
    // adjacent literals join without a `+`
    if (pyLiteral(src, j)) continue;
    break;
  }
  return sawLiteral ? text : null;
}

/**
 * Messages of the logger calls in one Python file: `rospy.loginfo(…)`, `self.get_logger().warn(…)`,
 * `node.get_logger().error(…)`, `logger.info(…)` and their `_throttle`/`_once` forms, with the severity the
 * call names.
 */
export function pythonMessages(src: string): PythonMessage[] {
  const out: PythonMessage[] = [];
  const re =
    /(?:\brospy\.(log(?:debug|info|warn|err|fatal))(?:_throttle(?:_identical)?|_once)?|\b(?:get_logger\(\)|logger|_logger|log)\.(debug|info|warn|warning|error|exception|fatal|critical))\s*\(/g;
  for (const m of src.matchAll(re)) {
    let start = m.index + m[0].length;
    // rospy's throttled calls take the period first: `rospy.loginfo_throttle(1.0, "text")`
    if (/_throttle/.test(m[0])) {
      const comma = src.indexOf(',', start);
      if (comma < 0) continue;
      start = comma + 1;
    }
    const text = pyFirstArgument(src, start);
    if (text === null || !/[A-Za-z]{2,}/.test(text)) continue;
    out.push({text, severity: PY_SEVERITY[m[1] ?? m[2]]});
  }
  return out;
}

/** True for the binaries generated for interfaces (`…__rosidl_typesupport_…`): they print no MRS messages. */
function isGenerated(rel: string): boolean {
  return /rosidl|__python|_s__/.test(path.basename(rel));
}

/**
 * Every message of one unpacked package. `prefixDir` is its `opt/ros/<distro>`; `owners` maps a library's
 * base name (`MrsUavManagers_ControlManager`) to the classes it provides (plugins, nodelets, components).
 */
export function packageMessages(prefixDir: string, pkg: string, owners: Map<string, string[]>): MessageRecord[] {
  const records: Omit<MessageRecord, 'package'>[] = [];
  const libDir = path.join(prefixDir, 'lib');
  for (const rel of walk(libDir)) {
    if (isGenerated(rel) || /(^|\/)(launch|test)\//.test(rel)) continue;
    const abs = path.join(libDir, rel);
    const file = `lib/${rel}`;
    if (rel.endsWith('.py')) {
      for (const m of pythonMessages(fs.readFileSync(abs, 'utf8')))
        records.push({text: m.text, severity: m.severity, language: 'python', node: path.basename(rel, '.py'), file});
      continue;
    }
    const fd = fs.openSync(abs, 'r');
    const magic = Buffer.alloc(4);
    fs.readSync(fd, magic, 0, 4, 0);
    fs.closeSync(fd);
    if (magic.readUInt32BE(0) !== 0x7f454c46) continue;
    const base = path
      .basename(rel)
      .replace(/^lib/, '')
      .replace(/\.so(\.[\d.]+)?$/, '');
    const by = owners.get(base) ?? (rel.includes('/') && !rel.endsWith('.so') ? [path.basename(rel)] : []);
    for (const text of binaryMessages(fs.readFileSync(abs)))
      records.push({text, severity: 'unknown', language: 'c++', ...(by.length ? {node: by.join(', ')} : {}), file});
  }
  // Python files outside lib/ that the release runs: tmux session helpers, deployment scripts
  const shareDir = path.join(prefixDir, 'share', pkg);
  for (const rel of walk(shareDir)) {
    if (!rel.endsWith('.py') || /(^|\/)(launch|test|tests)\//.test(rel) || /launch\.py$/.test(rel)) continue;
    const file = `share/${pkg}/${rel}`;
    for (const m of pythonMessages(fs.readFileSync(path.join(shareDir, rel), 'utf8')))
      records.push({text: m.text, severity: m.severity, language: 'python', node: path.basename(rel, '.py'), file});
  }
  const seen = new Set<string>();
  return records
    .filter((r) => {
      const key = `${r.file}\u0000${r.text}\u0000${r.severity}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((r) => ({
      text: r.text,
      package: pkg,
      ...(r.node ? {node: r.node} : {}),
      severity: r.severity,
      language: r.language,
      file: r.file,
    }));
}

/**
 * Every message of the release's unpacked packages (`[[pkg, prefixDir], …]`, sorted). A text that the
 * binaries of three or more packages share comes from a header they all include: it is kept only when an
 * installed MRS header holds it (mrs_lib's parameter loader, the plugin interfaces), and dropped as a text of
 * rclcpp, tf2, Boost or the standard library otherwise.
 */
export function releaseMessages(unpacked: [string, string][], owners: Map<string, string[]>): MessageRecord[] {
  const records = unpacked.flatMap(([pkg, prefixDir]) => packageMessages(prefixDir, pkg, owners));
  const packagesOf = new Map<string, Set<string>>();
  for (const r of records) {
    if (r.language !== 'c++') continue;
    const set = packagesOf.get(r.text) ?? new Set<string>();
    set.add(r.package);
    packagesOf.set(r.text, set);
  }
  const shared = [...packagesOf].filter(([, set]) => set.size >= 3).map(([text]) => text);
  if (!shared.length) return records;
  let headers = '';
  for (const [, prefixDir] of unpacked) {
    const inc = path.join(prefixDir, 'include');
    for (const rel of walk(inc)) {
      if (!/\.(h|hpp|hh)$/.test(rel) || /\/(msg|srv|action)\/|__|rosidl|_generator/.test(rel)) continue;
      headers += fs.readFileSync(path.join(inc, rel), 'utf8');
    }
  }
  const foreign = new Set(
    shared.filter((text) => !headers.includes(text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n'))),
  );
  return records.filter((r) => r.language !== 'c++' || !foreign.has(r.text));
}

/** Library base name → the classes it provides, from the plugin and node records of the same release. */
export function libraryOwners(
  plugins: readonly LibraryOwnerSource[],
  nodes: readonly LibraryNodeSource[],
): Map<string, string[]> {
  const owners = new Map<string, string[]>();
  const add = (lib: string | null | undefined, cls: string | undefined): void => {
    if (!lib || !cls) return;
    const base = path.basename(lib).replace(/^lib/, '').replace(/\.so$/, '');
    const list = owners.get(base) ?? [];
    if (!list.includes(cls)) list.push(cls);
    owners.set(base, list);
  };
  for (const p of plugins) add(p.library, p.class);
  // components: the real class names only (the ament index also lists EXECUTABLE/PLUGIN markers)
  for (const n of nodes) if (n.kind !== 'executable' && n.name.includes('::')) add(n.library, n.name);
  for (const list of owners.values()) list.sort(cmp);
  return owners;
}
