/**
 * The fill-in command syntax: `{{NAME}}` in a command stands for the value of a known variable. No
 * imports: the parser runs on the server, in the browser and in the unit tests.
 */
export interface Variable {
  label: string;
  fallback: string;
  inputMode?: 'numeric' | 'text';
  width: number;
}

export const VARIABLES: Readonly<Record<string, Variable>> = {
  UAV_NAME: {label: 'UAV name', fallback: 'uav1', width: 7},
  UAV_COUNT: {label: 'Number of UAVs', fallback: '1', inputMode: 'numeric', width: 4},
  ROS_DOMAIN_ID: {label: 'ROS domain ID', fallback: '0', inputMode: 'numeric', width: 4},
  WORKSPACE: {label: 'Workspace path', fallback: '~/ros2_ws', width: 12},
};

const TOKEN = /\{\{([A-Z][A-Z0-9_]*)\}\}/g;

export type Segment = {kind: 'text'; text: string} | {kind: 'var'; name: string};

/** Splits a command into text and the known `{{VARIABLE}}`s; an unknown name stays text. */
export function parse(command: string): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const match of command.matchAll(TOKEN)) {
    const name = match[1];
    if (!(name in VARIABLES)) continue;
    const index = match.index ?? 0;
    if (index > last) segments.push({kind: 'text', text: command.slice(last, index)});
    segments.push({kind: 'var', name});
    last = index + match[0].length;
  }
  if (last < command.length) segments.push({kind: 'text', text: command.slice(last)});
  return segments;
}

/** The command with every variable replaced by its value. */
export function fill(segments: readonly Segment[], valueOf: (name: string) => string): string {
  return segments.map((s) => (s.kind === 'text' ? s.text : valueOf(s.name))).join('');
}
