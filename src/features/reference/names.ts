/**
 * How the pages write names of the released system, in one place: the drift check
 * (./drift.ts), the reference page generator (./pages.ts) and the build-time
 * link plugin (./links-remark.ts) all recognise interface types and parameter paths with these functions, so a
 * name the check accepts is the name the generator lists and the plugin links.
 *
 * Interface types: `mrs_msgs/msg/Foo`, `mrs_msgs/srv/Foo` (ROS 2), `mrs_msgs/Foo` (both), `mrs_msgs::msg::Foo`,
 * `mrs_msgs::Foo`, with the generated companions (`FooRequest`, `Foo_Response`, `Foo::Request`).
 * Parameter paths: the dotted key of params.json (`control_manager.safety.eland.controller`) or the same with
 * slashes (`safety/eland/controller`), whole or as its trailing segments.
 */
import {RELEASES, VERSIONS, releaseOf} from '../../../config/releases';

/** A release's version name (config/releases.ts). */
export type RefVersion = string;
export const REF_VERSIONS: readonly RefVersion[] = VERSIONS;

/** Where each version's pages live (relative to the site) and where they are served. */
export const DOC_DIRS: Readonly<Record<RefVersion, string>> = Object.fromEntries(
  RELEASES.map((r) => [r.version, r.docsDir]),
);
export const DOCS_ROUTES: Readonly<Record<RefVersion, string>> = Object.fromEntries(
  RELEASES.map((r) => [r.version, r.route]),
);

/** Whether a version's release is built for ROS 2 (`pkg/msg/Type` names, generated `.hpp` headers). */
export function isRos2(version: RefVersion): boolean {
  return releaseOf(version).ros === 2;
}

// ---------------------------------------------------------------------------------------------------------
// Code in Markdown

export interface CodePiece {
  line: number;
  text: string;
  /** language of the fenced block, '' for inline code */
  lang: string;
  /** the whole block for fenced code (first line number in `line`) */
  block: boolean;
}

/** Inline code spans and fenced code blocks of a Markdown/MDX source, with 1-based line numbers. */
export function codePieces(source: string): CodePiece[] {
  const lines = source.split('\n');
  const out: CodePiece[] = [];
  let i = 0;
  if (lines[0] === '---') {
    const end = lines.indexOf('---', 1);
    if (end > 0) i = end + 1;
  }
  for (; i < lines.length; i++) {
    const line = lines[i];
    const fence = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)/.exec(line);
    if (fence) {
      const marker = fence[2];
      const start = i;
      const body: string[] = [];
      i++;
      const close = new RegExp(`^\\s*${marker[0] === '`' ? '`' : '~'}{${marker.length},}\\s*$`);
      while (i < lines.length && !close.test(lines[i])) {
        body.push(lines[i]);
        i++;
      }
      const lang = fence[3].toLowerCase();
      // In DOT labels `\n` breaks a line: read it as a space, keeping the columns.
      const text = lang === 'dot' ? body.join('\n').replace(/\\n/g, '  ') : body.join('\n');
      out.push({line: start + 2, text, lang, block: true});
      continue;
    }
    for (const m of line.matchAll(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g)) {
      out.push({line: i + 1, text: m[2].trim(), lang: '', block: false});
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// Interface types

export const INTERFACE_PACKAGES = ['mrs_msgs', 'mrs_modules_msgs'] as const;
export type InterfaceKind = 'msg' | 'srv' | 'action';

export interface InterfaceMention {
  /** the matched text (`mrs_msgs/msg/ReferenceStamped`, `mrs_msgs::Vec4`) */
  text: string;
  index: number;
  pkg: string;
  /** `msg`/`srv`/`action` when the name has the ROS 2 kind segment */
  kind?: InterfaceKind;
  /** the type as written, with a companion suffix if any (`Vec4Request`) */
  type: string;
}

const MENTION_SOURCE = `\\b(${INTERFACE_PACKAGES.join('|')})(?:(\\/|::)(msg|srv|action)\\2|\\/|::)([A-Z][A-Za-z0-9_]*)`;
/** Generated companions of a service or action type: `Srv_Request` (ROS 2), `SrvRequest` (ROS 1). */
const COMPANION = /_?(Request|Response|Goal|Result|Feedback)$/;
/** What may follow a type name in inline code that names the type: `::Request`, `::ConstPtr`, `[]`. */
const TYPE_TAIL = /^(?:::(?:Request|Response|ConstPtr|ConstSharedPtr|SharedPtr|Ptr|UniquePtr)|\[\d*\])?$/;

/** Every interface type named in a piece of text. */
export function interfaceMentions(text: string): InterfaceMention[] {
  return [...text.matchAll(new RegExp(MENTION_SOURCE, 'g'))].map((m) => ({
    text: m[0],
    index: m.index ?? 0,
    pkg: m[1],
    kind: m[3] as InterfaceKind | undefined,
    type: m[4],
  }));
}

/** The interface type that a whole piece of inline code names (`mrs_msgs::Vec4::Request` too), if it is one. */
export function wholeInterfaceMention(code: string): InterfaceMention | undefined {
  const text = code.trim();
  const [first] = interfaceMentions(text);
  if (!first || first.index !== 0) return undefined;
  return TYPE_TAIL.test(text.slice(first.text.length)) ? first : undefined;
}

/** A ROS 2 name (`pkg/msg/Type`) cannot be right on a page of a ROS 1 release. */
export function isRos2FormOnRos1(m: InterfaceMention, version: RefVersion): boolean {
  return !isRos2(version) && m.kind !== undefined;
}

/** The record names the mention may stand for, as the data of that version names records, best first. */
export function interfaceCandidates(m: InterfaceMention, version: RefVersion): string[] {
  const names = (type: string) =>
    m.kind
      ? [`${m.pkg}/${m.kind}/${type}`]
      : isRos2(version)
        ? (['msg', 'srv', 'action'] as const).map((k) => `${m.pkg}/${k}/${type}`)
        : [`${m.pkg}/${type}`];
  const stripped = m.type.replace(COMPANION, '');
  return [...names(m.type), ...(stripped !== m.type ? names(stripped) : [])];
}

/** The record name of the version's data that a mention names, or undefined when the release has none. */
export function resolveInterface(m: InterfaceMention, version: RefVersion, known: Set<string>): string | undefined {
  if (isRos2FormOnRos1(m, version)) return undefined;
  return interfaceCandidates(m, version).find((c) => known.has(c));
}

/** The anchor of a type's entry on its interface page: the type name, the same in both versions. */
export function interfaceAnchor(name: string): string {
  return name.split('/').pop() ?? name;
}

/** The package's interface page of a version (`/docs/reference/mrs_msgs`). Only mrs_msgs has one. */
export const INTERFACE_PAGE_PACKAGES = ['mrs_msgs'];
export function interfacePageRoute(version: RefVersion, pkg = 'mrs_msgs'): string {
  return `${DOCS_ROUTES[version]}/reference/${pkg}`;
}

const BUILTIN_TYPES = new Set([
  'bool',
  'byte',
  'char',
  'int8',
  'uint8',
  'int16',
  'uint16',
  'int32',
  'uint32',
  'int64',
  'uint64',
  'float32',
  'float64',
  'string',
  'wstring',
  'time',
  'duration',
]);

/**
 * A field type of a definition (`Reference[]`, `mrs_msgs/Reference`, `Header`, `float64[9]`) as a package-qualified
 * message name (`mrs_msgs/Reference`), or undefined for a built-in type. A bare name is a type of the same package,
 * except `Header`, which ROS 1 definitions write for std_msgs/Header.
 */
export function fieldMessageType(fieldType: string, ownerPkg: string): string | undefined {
  const base = fieldType.replace(/\[[^\]]*\]$/, '').replace(/<=\d+$/, '');
  if (BUILTIN_TYPES.has(base) || /^string<=/.test(base)) return undefined;
  if (base.includes('/')) {
    const parts = base.split('/');
    return `${parts[0]}/${parts[parts.length - 1]}`;
  }
  if (base === 'Header') return 'std_msgs/Header';
  return /^[A-Z]/.test(base) ? `${ownerPkg}/${base}` : undefined;
}

/** The record name of a message type (`mrs_msgs/Reference`) in a version's data. */
export function messageRecordName(qualified: string, version: RefVersion): string {
  const [pkg, type] = qualified.split('/');
  return isRos2(version) ? `${pkg}/msg/${type}` : `${pkg}/${type}`;
}

// ---------------------------------------------------------------------------------------------------------
// Parameter paths

/** File names look like dotted paths: `custom_config.yaml` is not a parameter. */
export const FILE_EXT =
  /\.(ya?ml|py|launch|xml|md|mdx|sh|bash|zsh|json|txt|hpp|h|cpp|c|msg|srv|action|rviz|sdf|urdf|world|csv|bag|db3|mcap|log|cfg|conf|service|rules|deb|tar|gz|zst|png|jpg|svg|ts|tsx|js|mjs|html|cmake|so|toml|ini|env|desktop|local)$/;

/** Inline code the drift check reads as a dotted parameter path: three or more lower-case segments, not a file. */
export function isDottedParamPath(code: string): boolean {
  return /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*){2,}$/.test(code) && !FILE_EXT.test(code);
}

export interface ParamRecord {
  key: string;
  package: string;
  scope: string;
  /** the shipped file, relative to the install prefix: `share/mrs_uav_managers/config/public/uav_manager.yaml` */
  file: string;
}

export interface ParamIndex {
  /**
   * every trailing run of two or more segments of every key → the keys that end with it; keys of shipped custom
   * configs (scope `custom`) are overrides of keys declared elsewhere and are left out
   */
  bySuffix: Map<string, ParamRecord[]>;
}

export function paramIndex(records: ParamRecord[]): ParamIndex {
  const bySuffix = new Map<string, ParamRecord[]>();
  for (const r of records) {
    if (r.scope === 'custom') continue;
    const segs = r.key.split('.');
    for (let i = 0; i <= segs.length - 2; i++) {
      const suffix = segs.slice(i).join('.');
      const list = bySuffix.get(suffix);
      if (list) list.push(r);
      else bySuffix.set(suffix, [r]);
    }
  }
  return {bySuffix};
}

/**
 * The public parameter that a piece of inline code names, when exactly one parameter of the release (of any
 * scope but `custom`) has that path or ends with it: `mrs_uav_managers.uav_manager.takeoff.takeoff_height`,
 * `takeoff/takeoff_height`. Two or more segments joined by one kind of separator; a ROS name with a leading
 * `/` or `~` (a topic or service), a file name or a section (`uav_manager/takeoff`) is not a parameter.
 */
export function resolveParamPath(code: string, index: ParamIndex): ParamRecord | undefined {
  const text = code.trim();
  const dotted = /^[A-Za-z][\w]*(?:\.[A-Za-z][\w]*)+$/.test(text);
  const slashed = /^[A-Za-z][\w]*(?:\/[A-Za-z][\w]*)+$/.test(text);
  if ((!dotted && !slashed) || FILE_EXT.test(text)) return undefined;
  const matches = index.bySuffix.get(slashed ? text.split('/').join('.') : text) ?? [];
  return matches.length === 1 && matches[0].scope === 'public' ? matches[0] : undefined;
}

/**
 * Packages whose public parameters are too many for one page: each gets a section with one page per group of its
 * `config/public/` folder (a top-level file or a folder: `control_manager.yaml` → `control_manager`,
 * `constraint_manager/*.yaml` → `constraint_manager`). The other packages have one page each.
 */
export const GROUPED_PACKAGES = ['mrs_uav_managers', 'mrs_uav_state_estimators'];

/** The group of a public parameter's file: the first path segment under `config/public/`, without `.yaml`. */
export function paramGroup(record: Pick<ParamRecord, 'file'>): string {
  const rest = record.file.replace(/^share\/[^/]+\/config\/public\//, '');
  return rest.split('/')[0].replace(/\.ya?ml$/, '');
}

/** The page of a public parameter, relative to the reference section: `mrs_uav_status`, `mrs_uav_managers/uav_manager`. */
export function paramPage(record: Pick<ParamRecord, 'package' | 'file'>): string {
  return GROUPED_PACKAGES.includes(record.package) ? `${record.package}/${paramGroup(record)}` : record.package;
}

/** The entry of a public parameter on its reference page; the anchor is the dotted key. */
export function paramEntryUrl(version: RefVersion, record: ParamRecord): string {
  return `${DOCS_ROUTES[version]}/reference/${paramPage(record)}#${record.key}`;
}

// ---------------------------------------------------------------------------------------------------------
// Topic and service names

/**
 * The UAV's namespace as pages write it: `/uav1/`, `/$UAV_NAME/`, `/${UAV_NAME}/`, `$(arg UAV_NAME)/`. A name is
 * compared without it (`/uav1/control_manager/goto` is `control_manager/goto` of topics.json).
 */
const UAV_NS = String.raw`(?:\/?(?:uav\d+|\$\{?UAV_NAME\}?|\{\{UAV_NAME\}\}|\$\((?:arg|env|optenv) (?:UAV_NAME|uav_name)\))\/)`;
const ROS_NAME = String.raw`[a-z_~][a-z0-9_]*(?:\/[a-z_][a-z0-9_]*)*`;

export interface TopicMention {
  /** the text as the page writes it */
  text: string;
  /** the name without the UAV namespace and a leading `/` when it had the namespace */
  name: string;
  index: number;
  /** what the command says it is: `ros2 topic echo` → topic, `ros2 service call` → service */
  command?: 'topic' | 'service';
  /** the type the command names after the name (`ros2 topic pub NAME TYPE`), if any */
  type?: string;
}

/** Command-line flags of `ros2 topic`/`ros2 service`/`rostopic` that take a value. */
const FLAG_WITH_VALUE =
  /^(?:-[nrtpwc]|--(?:rate|times|print|wait-matching-subscriptions|keep-alive|field|filter|window|qos-[\w-]+|max-wait-time-secs|period))$/;

/** Strip the UAV namespace: `/uav1/control_manager/goto` → `control_manager/goto`; other names stay as written. */
export function normaliseTopic(raw: string): string {
  const m = new RegExp(`^${UAV_NS}(.*)$`).exec(raw);
  return m ? m[1] : raw;
}

/**
 * Topic and service names in a line of code: the argument of `ros2 topic|service …`, `rostopic …`,
 * `rosservice …`; any name under the UAV namespace (`/uav1/…`); and a relative name whose first segment is a
 * node of the release (`control_manager/diagnostics`, given `nodes`).
 */
export function topicMentions(text: string, nodes: Set<string>): TopicMention[] {
  const out: TopicMention[] = [];
  const taken: [number, number][] = [];
  const free = (a: number, b: number) => !taken.some(([x, y]) => a < y && x < b);
  const push = (m: TopicMention) => {
    if (!free(m.index, m.index + m.text.length)) return;
    taken.push([m.index, m.index + m.text.length]);
    out.push(m);
  };
  const cmd =
    /\b(?:ros2 (topic|service) (?:echo|pub|info|hz|bw|type|delay|call|find)|(rostopic) (?:echo|pub|info|hz|bw|type|delay)|(rosservice) (?:call|info|type|args))\b/g;
  for (const m of text.matchAll(cmd)) {
    const command = m[1] === 'service' || m[3] ? 'service' : 'topic';
    // the first argument that is not a flag or a flag's value
    const rest = text.slice((m.index ?? 0) + m[0].length);
    const tokens = [...rest.matchAll(/\S+/g)];
    for (let i = 0; i < tokens.length; i++) {
      const tok = tokens[i][0];
      if (/^[|;&>]/.test(tok)) break;
      if (tok.startsWith('-')) {
        if (FLAG_WITH_VALUE.test(tok)) i++;
        continue;
      }
      const raw = tok.replace(/^["']|["',;)]+$/g, '');
      // a ROS name, possibly under a substituted namespace; anything else (`...`, `<topic>`) is no name to check
      if (
        !/^(?:\/|~\/?|\$\{?\w+\}?\/|\/?\{\{\w+\}\}\/|\$\(\w+ \w+\)\/)?[a-z_][a-z0-9_]*(?:\/[a-z_][a-z0-9_]*)*\/?$/i.test(
          raw,
        )
      )
        break;
      const type = tokens[i + 1]?.[0];
      push({
        text: raw,
        name: normaliseTopic(raw),
        index:
          (m.index ?? 0) + m[0].length + (tokens[i].index ?? 0) + (tok.startsWith('"') || tok.startsWith("'") ? 1 : 0),
        command,
        type: type && /^[a-z_]+\/(?:(?:msg|srv|action)\/)?[A-Z]\w*$/.test(type) ? type : undefined,
      });
      break;
    }
  }
  // under the UAV namespace, written with its leading slash or as a substitution (a frame `uav1/fcu` is not a topic)
  const ns = String.raw`(?:\/(?:uav\d+|\$\{?UAV_NAME\}?|\{\{UAV_NAME\}\})|\$\{?UAV_NAME\}?|\$\((?:arg|env|optenv) (?:UAV_NAME|uav_name)\))\/`;
  for (const m of text.matchAll(new RegExp(String.raw`(?<![\w/.:$-])${ns}(${ROS_NAME})(?![\w/-]|\.\w)`, 'g'))) {
    push({text: m[0], name: m[1], index: m.index ?? 0});
  }
  for (const m of text.matchAll(
    new RegExp(
      String.raw`(?<![\w/.:~$-])([a-z][a-z0-9_]*)\/([a-z_][a-z0-9_]*(?:\/[a-z_][a-z0-9_]*)*)(?![\w/-]|\.\w)`,
      'g',
    ),
  )) {
    if (!nodes.has(m[1])) continue;
    push({text: m[0], name: m[0], index: m.index ?? 0});
  }
  return out.sort((a, b) => a.index - b.index);
}
