// Launch files: arguments declared in Python launch files (read as text, never executed) and XML `<arg>`s.
import {decodeXml, stripXmlComments, xmlAttrs} from './fsutil';

/** A launch argument of launch.json: its name, the line of its declaration, default and description. */
export interface LaunchArg {
  name: string;
  line: number;
  /** the name is a Python expression, not a string literal */
  nameIsExpression?: boolean;
  default?: string;
  /** a Python default that is no string literal, as written (whitespace collapsed) */
  defaultExpression?: string;
  /** an XML `<arg value>`: fixed, not overridable */
  value?: string;
  description?: string;
}

/** A node a launch file starts (launch.json `nodes`). */
export interface LaunchNode {
  name: string | null;
  package: string | null;
  executable?: string | null;
  /** the class of a `ComposableNode` */
  plugin?: string | null;
}

/** Index just past the parenthesis that closes the one opened at `open` (string and comment aware). */
export function closeParen(src: string, open: number): number {
  let depth = 0;
  for (let i = open; i < src.length; i++) {
    const c = src[i];
    if (c === '#') {
      while (i < src.length && src[i] !== '\n') i++;
      continue;
    }
    if (c === '"' || c === "'") {
      const triple = src.startsWith(c.repeat(3), i);
      const q = triple ? c.repeat(3) : c;
      i += q.length;
      while (i < src.length && !src.startsWith(q, i)) i += src[i] === '\\' ? 2 : 1;
      i += q.length - 1;
      continue;
    }
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  return -1;
}

/** Split a call's argument text on the commas at depth 0. */
export function splitArgs(inner: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i];
    if (c === '"' || c === "'") {
      const triple = inner.startsWith(c.repeat(3), i);
      const q = triple ? c.repeat(3) : c;
      i += q.length;
      while (i < inner.length && !inner.startsWith(q, i)) i += inner[i] === '\\' ? 2 : 1;
      i += q.length - 1;
    } else if (c === '#') {
      while (i < inner.length && inner[i] !== '\n') i++;
    } else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth--;
    else if (c === ',' && depth === 0) {
      parts.push(inner.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(inner.slice(start));
  return parts.map((p) => p.replace(/#[^\n'"]*$/gm, '').trim()).filter(Boolean);
}

/** A Python string literal's value (adjacent literals joined), or undefined for any other expression. */
export function pyString(expr: string): string | undefined {
  const parts = [
    ...expr.matchAll(/\s*[rbuf]?("""[\s\S]*?"""|'''[\s\S]*?'''|"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*')\s*/gy),
  ];
  if (!parts.length || parts.map((m) => m[0]).join('') !== expr) return undefined;
  return parts
    .map((m) => {
      const lit = m[1];
      const q = lit.startsWith('"""') || lit.startsWith("'''") ? 3 : 1;
      return lit.slice(q, -q).replace(/\\(["'\\])/g, '$1');
    })
    .join('');
}

/** `DeclareLaunchArgument(...)` calls of a Python launch file: name, default, description. */
export function pythonLaunchArgs(src: string): LaunchArg[] {
  const args: LaunchArg[] = [];
  for (const m of src.matchAll(/\bDeclareLaunchArgument\s*\(/g)) {
    const open = m.index + m[0].length - 1;
    const end = closeParen(src, open);
    if (end < 0) continue;
    const parts = splitArgs(src.slice(open + 1, end - 1));
    const kw: Record<string, string> = {};
    const pos: string[] = [];
    for (const p of parts) {
      const k = /^([A-Za-z_]\w*)\s*=(?!=)\s*([\s\S]*)$/.exec(p);
      if (k) kw[k[1]] = k[2].trim();
      else pos.push(p);
    }
    const nameExpr = kw.name ?? pos[0];
    if (!nameExpr) continue;
    const name = pyString(nameExpr);
    const rec: LaunchArg = {name: name ?? nameExpr, line: src.slice(0, m.index).split('\n').length};
    if (name === undefined) rec.nameIsExpression = true;
    const dflt = kw.default_value ?? pos[1];
    if (dflt !== undefined) {
      const s = pyString(dflt);
      if (s !== undefined) rec.default = s;
      else rec.defaultExpression = dflt.replace(/\s+/g, ' ');
    }
    const desc = kw.description ?? pos[2];
    if (desc !== undefined) {
      const s = pyString(desc);
      rec.description = (s ?? desc).replace(/\s+/g, ' ').trim();
    }
    args.push(rec);
  }
  return args;
}

/** `<arg name default|value doc>` of an XML launch file (ROS 1 roslaunch or ROS 2 XML). */
export function xmlLaunchArgs(src: string): LaunchArg[] {
  const clean = stripXmlComments(src);
  const args: LaunchArg[] = [];
  for (const m of clean.matchAll(/<arg\b([^>]*?)\/?>/g)) {
    const a = xmlAttrs(m[1]);
    if (!a.name) continue;
    const rec: LaunchArg = {name: a.name, line: clean.slice(0, m.index).split('\n').length};
    if (a.default !== undefined) rec.default = a.default;
    if (a.value !== undefined) rec.value = a.value;
    if (a.doc !== undefined) rec.description = decodeXml(a.doc).replace(/\s+/g, ' ').trim();
    args.push(rec);
  }
  return args;
}

/** Included launch files named in an XML file (`<include file="$(find pkg)/launch/x.launch">`). */
export function xmlIncludes(src: string): string[] {
  return [...stripXmlComments(src).matchAll(/<include\b[^>]*\bfile\s*=\s*"([^"]+)"/g)].map((m) => m[1]);
}

/** Nodes an XML launch file starts: `<node name pkg type>`. */
export function xmlLaunchNodes(src: string): LaunchNode[] {
  return [...stripXmlComments(src).matchAll(/<node\b([^>]*?)\/?>/g)]
    .map((m) => xmlAttrs(m[1]))
    .filter((a) => a.name || a.type)
    .map((a) => ({name: a.name ?? null, package: a.pkg ?? null, executable: a.type ?? null}));
}

/** A `Node(...)`, `ComposableNode(...)` or `LifecycleNode(...)` call of a Python launch file. */
export interface PythonNodeCall {
  kind: 'Node' | 'ComposableNode' | 'LifecycleNode';
  /** offset of the call's `(` and one past its `)` */
  open: number;
  end: number;
  /** keyword arguments, each as `value` reads its expression (null: not a value it can read) */
  kw: Record<string, string | null>;
}

/** The node calls of a Python launch file with their keyword arguments; the keywords in `skip` are left out. */
export function pythonNodeCalls(
  src: string,
  value: (expr: string) => string | null,
  skip: readonly string[] = [],
): PythonNodeCall[] {
  const calls: PythonNodeCall[] = [];
  for (const m of src.matchAll(/\b(Node|ComposableNode|LifecycleNode)\s*\(/g)) {
    const open = m.index + m[0].length - 1;
    const end = closeParen(src, open);
    if (end < 0) continue;
    const kw: Record<string, string | null> = {};
    for (const p of splitArgs(src.slice(open + 1, end - 1))) {
      const k = /^([A-Za-z_]\w*)\s*=(?!=)\s*([\s\S]*)$/.exec(p);
      if (k && !skip.includes(k[1])) kw[k[1]] = value(k[2].trim());
    }
    calls.push({kind: m[1] as PythonNodeCall['kind'], open, end, kw});
  }
  return calls;
}

/** Nodes a Python launch file starts: `Node(...)` and `ComposableNode(...)` with literal keyword values. */
export function pythonLaunchNodes(src: string): LaunchNode[] {
  const nodes: LaunchNode[] = [];
  for (const {kind, kw} of pythonNodeCalls(src, (expr) => pyString(expr) ?? null)) {
    const rec: LaunchNode = {name: kw.name ?? null, package: kw.package ?? null};
    if (kind === 'ComposableNode') rec.plugin = kw.plugin ?? null;
    else rec.executable = kw.executable ?? null;
    if (rec.name || rec.package) nodes.push(rec);
  }
  return nodes;
}
