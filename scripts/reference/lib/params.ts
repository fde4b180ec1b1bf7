// Parameters of a shipped YAML config file: one record per leaf with its dotted path, YAML type, default,
// unit and description, both read from the comments around the key (`# [m/s] what it does`).
import YAML, {type Scalar, type YAMLMap} from 'yaml';

/** The YAML type of a parameter's default: `seq` for an array, the scalar's type otherwise. */
export type ParamType = 'seq' | 'null' | 'bool' | 'int' | 'float' | 'str';

/** A JSON value: what a parameter default becomes in params.json. */
export type JsonValue = string | number | boolean | null | JsonValue[] | {[key: string]: JsonValue};

/** One leaf of a config file: its dotted key, YAML type, default, unit and description. */
export interface ParamLeaf {
  key: string;
  type: ParamType;
  default: JsonValue;
  unit?: string;
  description?: string;
}

/**
 * `' [m/s] max speed'` → {unit: 'm/s', text: 'max speed'}. Only a bracket at the very start is a unit, and one
 * holding `=` or `,` is a legend (`[0 = topic, 1 = service]`), left in the description.
 */
export function splitUnit(comment: string | null | undefined): {unit: string | undefined; text: string} {
  const text = (comment ?? '').replace(/^\s*#?\s*/, '').trim();
  const m = /^\[([^\]=,]{1,24})\]\s*(?:#\s*)?(.*)$/s.exec(text);
  if (m) return {unit: m[1].trim(), text: m[2].trim()};
  return {unit: undefined, text};
}

function cleanComment(c: string | null | undefined): string {
  if (!c) return '';
  return c
    .split('\n')
    .map((l) => l.replace(/^\s*#?\s?/, '').trimEnd())
    .filter((l) => l.trim() && !/^#\{|^#\}|^[-=#\s]+$/.test(l.trim()))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function scalarType(node: Scalar): ParamType {
  const v = node.value;
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'number') {
    const src = String(node.source ?? v);
    return Number.isInteger(v) && !/[.eE]|nan|inf/i.test(src) ? 'int' : 'float';
  }
  return 'str';
}

function plain(value: unknown): JsonValue {
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  return value as JsonValue;
}

/**
 * yaml-cpp (used by ROS) accepts the lines of a multi-line flow sequence at the key's own indentation;
 * YAML 1.2 wants them deeper. Indent such lines so a strict parser reads what ROS reads.
 */
export function indentFlow(text: string): string {
  let depth = 0;
  let keyIndent = 0;
  return text
    .split('\n')
    .map((line) => {
      const indent = /^ */.exec(line)![0].length;
      let out = line;
      if (depth > 0 && line.trim() && indent <= keyIndent) out = ' '.repeat(keyIndent + 2) + line.trimStart();
      else if (depth === 0) keyIndent = indent;
      const code = line.replace(/#.*$/, '').replace(/"[^"]*"|'[^']*'/g, '');
      for (const c of code) {
        if (c === '[' || c === '{') depth++;
        else if (c === ']' || c === '}') depth = Math.max(0, depth - 1);
      }
      return out;
    })
    .join('\n');
}

/** Flatten one YAML document into leaf parameter records (arrays are leaves of type `seq`). */
export function yamlParams(text: string): ParamLeaf[] {
  let doc = YAML.parseDocument(text, {uniqueKeys: false});
  if (doc.errors.some((e) => e.code === 'BAD_INDENT')) doc = YAML.parseDocument(indentFlow(text), {uniqueKeys: false});
  if (doc.errors.length) throw new Error(doc.errors[0].message);
  const out: ParamLeaf[] = [];
  const visit = (map: YAMLMap, prefix: string): void => {
    map.items.forEach((pair, index) => {
      const key = YAML.isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
      const keyPath = prefix ? `${prefix}.${key}` : key;
      const value = pair.value;
      if (YAML.isMap(value)) {
        visit(value, keyPath);
        return;
      }
      const keyNode = YAML.isNode(pair.key) ? pair.key : null;
      const valueNode = YAML.isNode(value) ? value : null;
      let above = keyNode?.commentBefore;
      if (!above && index === 0) above = map.commentBefore;
      const beside = valueNode?.comment ?? keyNode?.comment;
      const {unit, text: besideText} = splitUnit(beside);
      const aboveText = cleanComment(above);
      const description = [aboveText, cleanComment(besideText)].filter(Boolean).join(' — ');
      const rec: ParamLeaf = YAML.isSeq(value)
        ? {key: keyPath, type: 'seq', default: value.toJSON() as JsonValue}
        : YAML.isScalar(value)
          ? {key: keyPath, type: scalarType(value), default: plain(value.value)}
          : {key: keyPath, type: 'null', default: null};
      if (unit) rec.unit = unit;
      if (description) rec.description = description;
      out.push(rec);
    });
  };
  if (YAML.isMap(doc.contents)) visit(doc.contents, '');
  return out;
}
