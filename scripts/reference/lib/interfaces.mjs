// ROS message, service and action definitions (.msg/.srv/.action) → fields and constants.
import {parse} from '@foxglove/rosmsg';

function typeName(f) {
  let t = f.type;
  if (f.upperBound !== undefined && t === 'string') t = `string<=${f.upperBound}`;
  if (f.isArray) t += f.arrayLength !== undefined ? `[${f.arrayLength}]` : f.arrayUpperBound !== undefined ? `[<=${f.arrayUpperBound}]` : '[]';
  return t;
}

/** Fields and constants of one section of a definition (a message, a request, a goal, …). */
export function parseSection(text, ros2) {
  const defs = parse(text, {ros2, skipTypeFixup: true});
  const fields = [];
  const constants = [];
  for (const f of defs[0]?.definitions ?? []) {
    if (f.isConstant) constants.push({name: f.name, type: f.type, value: f.valueText ?? String(f.value)});
    else {
      const rec = {name: f.name, type: typeName(f)};
      if (f.defaultValue !== undefined) rec.default = f.defaultValue;
      fields.push(rec);
    }
  }
  return {fields, constants};
}

/** Split a .srv (2 parts) or .action (3 parts) file on its `---` lines and parse each part. */
export function parseInterface(text, kind, ros2) {
  const parts = text.split(/^---\s*$/m);
  const names = kind === 'srv' ? ['request', 'response'] : kind === 'action' ? ['goal', 'result', 'feedback'] : ['message'];
  const out = {};
  names.forEach((n, i) => {
    out[n] = parseSection(parts[i] ?? '', ros2);
  });
  return out;
}
