/**
 * Troubleshooting entries, keyed by the text a program prints. An entry of `docs/troubleshooting/*.md` (2.0.0) or
 * `versioned_docs/version-1.5.0/troubleshooting/*.md` (1.5.0) is a level-2 heading with a stable anchor followed
 * at once by one fenced block of the `log-message` language holding the message as the log shows it:
 *
 *   ## The tracker cannot be activated {#tracker-activation-failed}
 *
 *   ```log-message
 *   [ControlManager]: could not activate tracker '%s'
 *   ```
 *
 * A message of another program (apt, rmw_zenoh, tmux, Docker, Gazebo, PX4…) says so in the fence's meta:
 * ```` ```log-message tool=rmw_zenoh source=https://github.com/… ````. Read by the remark plugin (remark.ts),
 * the Markdown copies (src/features/llms) and the check that the entries quote the release (verify.ts).
 */

/** The info string of the fence that holds a log message. */
export const LOG_MESSAGE_LANGUAGE = 'log-message';

/** The folder of the troubleshooting pages inside each version's docs tree. */
export const TROUBLESHOOTING_DIR = 'troubleshooting';

export interface LogMessageMeta {
  /** The program that prints the message when it is not the MRS UAV System (`rmw_zenoh`, `apt`, `tmux`). */
  tool?: string;
  /** A public address where the text can be seen: the program's source file or an issue that quotes it. */
  source?: string;
}

/** `tool=<name> source=<url>` (either may be quoted) from a fence's meta string. */
export function parseLogMessageMeta(meta: string | null | undefined): LogMessageMeta {
  const out: LogMessageMeta = {};
  for (const m of (meta ?? '').matchAll(/(\w+)=(?:"([^"]*)"|'([^']*)'|(\S+))/g)) {
    const value = m[2] ?? m[3] ?? m[4] ?? '';
    if (m[1] === 'tool') out.tool = value;
    else if (m[1] === 'source') out.source = value;
  }
  return out;
}

export interface LogMessageEntry {
  /** The heading text without its anchor. */
  title: string;
  /** The explicit anchor of the heading (`{#tracker-activation-failed}`), or null when it has none. */
  anchor: string | null;
  /** The message as written in the fence (without its final newline), or null when no fence follows. */
  message: string | null;
  meta: LogMessageMeta;
  /** 1-based line of the heading in the file. */
  line: number;
}

/**
 * Every level-2 section of a troubleshooting page, with the log-message block that must follow its heading
 * (only blank lines between them). Fenced code is skipped when looking for headings.
 */
export function parseEntries(source: string): LogMessageEntry[] {
  const lines = source.split('\n');
  const entries: LogMessageEntry[] = [];
  let fence: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      if (fence === null) fence = fenceMatch[1];
      else if (line.trim().startsWith(fence)) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^##\s+(.*?)\s*(?:\{#([\w-]+)\})?\s*$/.exec(line);
    if (!heading || line.startsWith('###')) continue;
    const entry: LogMessageEntry = {
      title: heading[1],
      anchor: heading[2] ?? null,
      message: null,
      meta: {},
      line: i + 1,
    };
    let j = i + 1;
    while (j < lines.length && lines[j].trim() === '') j++;
    const open = new RegExp(`^(\`{3,})${LOG_MESSAGE_LANGUAGE}(?:\\s+(.*))?$`).exec(lines[j] ?? '');
    if (open) {
      const body: string[] = [];
      let k = j + 1;
      while (k < lines.length && !lines[k].startsWith(open[1])) body.push(lines[k++]);
      entry.message = body.join('\n');
      entry.meta = parseLogMessageMeta(open[2]);
    }
    entries.push(entry);
  }
  return entries;
}

/**
 * The opening line of a log-message fence in plain Markdown (the `.md` copy of a page): a line that says what the
 * block is and a `text` fence. Null for any other line.
 */
export function logMessageFenceToMarkdown(line: string): string | null {
  const open = new RegExp(`^(\\s*)(\`{3,})${LOG_MESSAGE_LANGUAGE}(?:\\s+(.*))?$`).exec(line);
  if (!open) return null;
  const meta = parseLogMessageMeta(open[3]);
  const label = meta.tool
    ? `Log message of ${meta.tool}${meta.source ? ` (seen in ${meta.source})` : ''}:`
    : 'Log message:';
  return `${open[1]}${label}\n\n${open[1]}${open[2]}text`;
}
