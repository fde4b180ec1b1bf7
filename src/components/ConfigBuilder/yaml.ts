/**
 * The custom config file as YAML text: the picked parameters nested by their dotted paths, each value
 * written in the form ROS parameter loading reads with the right type (a float always has a decimal
 * point, so `5.0` stays a double). No YAML library ships to the browser for this; the tests parse the
 * output with one.
 */
export type ParamType = 'bool' | 'int' | 'float' | 'str' | 'seq';

export type ParamValue = boolean | number | string | (number | string | boolean)[];

export interface PickedParam {
  /** Dotted path, e.g. `mrs_uav_managers.uav_manager.takeoff.takeoff_height`. */
  path: string;
  type: ParamType;
  value: ParamValue;
}

export function formatFloat(value: number): string {
  if (!Number.isFinite(value)) return value > 0 ? '.inf' : value < 0 ? '-.inf' : '.nan';
  let text = String(value);
  if (/e/i.test(text)) text = value.toFixed(20).replace(/0+$/, '');
  if (!text.includes('.')) text += '.0';
  if (text.endsWith('.')) text += '0';
  return text;
}

function formatScalar(value: number | string | boolean, type: ParamType): string {
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number')
    return type === 'float' || !Number.isInteger(value) ? formatFloat(value) : String(value);
  return JSON.stringify(value);
}

export function formatValue(value: ParamValue, type: ParamType): string {
  if (Array.isArray(value)) {
    // A sequence of numbers is all floats as soon as one of them is.
    const floats = value.some((v) => typeof v === 'number' && !Number.isInteger(v));
    return `[${value.map((v) => formatScalar(v, floats ? 'float' : 'int')).join(', ')}]`;
  }
  return formatScalar(value, type);
}

function formatKey(key: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(key) ? key : JSON.stringify(key);
}

interface Tree {
  [key: string]: Tree | PickedParam;
}

const isLeaf = (node: Tree | PickedParam): node is PickedParam =>
  typeof (node as PickedParam).path === 'string' && 'type' in node;

export function toYaml(params: readonly PickedParam[]): string {
  const root: Tree = {};
  for (const param of [...params].sort((a, b) => a.path.localeCompare(b.path))) {
    const parts = param.path.split('.');
    let node = root;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      if (next && isLeaf(next)) break;
      node[part] ??= {};
      node = node[part] as Tree;
    }
    node[parts[parts.length - 1]] = param;
  }
  const lines: string[] = [];
  const write = (tree: Tree, indent: string) => {
    for (const [key, node] of Object.entries(tree)) {
      if (isLeaf(node)) lines.push(`${indent}${formatKey(key)}: ${formatValue(node.value, node.type)}`);
      else {
        lines.push(`${indent}${formatKey(key)}:`);
        write(node, `${indent}  `);
      }
    }
  };
  write(root, '');
  return lines.length ? `${lines.join('\n')}\n` : '';
}

/**
 * Reads what a reader typed for a parameter of `type`; `undefined` when it is not a valid value.
 * Sequences are written as comma-separated items, with or without brackets.
 */
export function parseInput(text: string, type: ParamType, example: ParamValue): ParamValue | undefined {
  const trimmed = text.trim();
  const number = (s: string) => (/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(s) ? Number(s) : undefined);
  switch (type) {
    case 'bool':
      return trimmed === 'true' ? true : trimmed === 'false' ? false : undefined;
    case 'int': {
      const n = number(trimmed);
      return n !== undefined && Number.isInteger(n) ? n : undefined;
    }
    case 'float':
      return number(trimmed);
    case 'str':
      return text;
    case 'seq': {
      const inner = trimmed.replace(/^\[/, '').replace(/\]$/, '').trim();
      if (inner === '') return [];
      const items = inner.split(',').map((s) => s.trim());
      const sample = Array.isArray(example) ? example[0] : undefined;
      if (typeof sample === 'string') return items.map((s) => s.replace(/^(["'])(.*)\1$/, '$2'));
      if (typeof sample === 'boolean') {
        const bools = items.map((s) => (s === 'true' ? true : s === 'false' ? false : undefined));
        return bools.every((b) => b !== undefined) ? (bools as boolean[]) : undefined;
      }
      const numbers = items.map(number);
      if (numbers.every((n) => n !== undefined)) return numbers as number[];
      return sample === undefined ? items.map((s) => s.replace(/^(["'])(.*)\1$/, '$2')) : undefined;
    }
  }
}
