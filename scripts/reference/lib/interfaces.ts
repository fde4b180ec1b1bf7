// ROS message, service and action definitions (.msg/.srv/.action) → fields and constants.
//
// Types are recorded exactly as the file declares them. The parser normalises types for its own use
// (`builtin_interfaces/Time` becomes the ROS 1 `time`, `char` and `byte` become `uint8`), which would print ROS 1
// types on a ROS 2 page; so the parser gives the structure (names, constants, defaults, arrays) and the type is
// the declaration's own first word.
import {parse} from '@foxglove/rosmsg';

/** One parsed definition line of the message definition parser. */
type ParsedField = ReturnType<typeof parse>[number]['definitions'][number];

/** A field of an interface section: name, the declared type and, in ROS 2, its default value. */
export interface InterfaceField {
  name: string;
  type: string;
  default?: NonNullable<ParsedField['defaultValue']>;
}

/** A constant of an interface section, with the value as the file writes it. */
export interface InterfaceConstant {
  name: string;
  type: string;
  value: string;
}

/** One section of a definition: a message, a request, a response, a goal, a result or a feedback. */
export interface InterfaceSection {
  fields: InterfaceField[];
  constants: InterfaceConstant[];
}

export type InterfaceKind = 'msg' | 'srv' | 'action';

export type SectionName = 'message' | 'request' | 'response' | 'goal' | 'result' | 'feedback';

/** The sections of a definition file, by name: `message`; `request`, `response`; `goal`, `result`, `feedback`. */
export type InterfaceSections = Partial<Record<SectionName, InterfaceSection>>;

/** The type word of every definition line (fields and constants) of a section, in file order. */
export function declaredTypes(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const m = /^(\S+)\s+[A-Za-z]/.exec(line);
    if (m) out.push(m[1]);
  }
  return out;
}

/** Fields and constants of one section of a definition (a message, a request, a goal, …). */
export function parseSection(text: string, ros2: boolean): InterfaceSection {
  const defs = parse(text, {ros2, skipTypeFixup: true});
  const definitions = defs[0]?.definitions ?? [];
  const declared = declaredTypes(text);
  if (declared.length !== definitions.length) {
    throw new Error(`definition lines (${declared.length}) and parsed definitions (${definitions.length}) differ`);
  }
  const fields: InterfaceField[] = [];
  const constants: InterfaceConstant[] = [];
  definitions.forEach((f, i) => {
    const type = declared[i];
    if (f.isConstant) constants.push({name: f.name, type, value: f.valueText ?? String(f.value)});
    else {
      const rec: InterfaceField = {name: f.name, type};
      if (f.defaultValue !== undefined) rec.default = f.defaultValue;
      fields.push(rec);
    }
  });
  return {fields, constants};
}

/** Split a .srv (2 parts) or .action (3 parts) file on its `---` lines and parse each part. */
export function parseInterface(text: string, kind: string, ros2: boolean): InterfaceSections {
  const parts = text.split(/^---\s*$/m);
  const names: SectionName[] =
    kind === 'srv' ? ['request', 'response'] : kind === 'action' ? ['goal', 'result', 'feedback'] : ['message'];
  const out: InterfaceSections = {};
  names.forEach((n, i) => {
    out[n] = parseSection(parts[i] ?? '', ros2);
  });
  return out;
}
