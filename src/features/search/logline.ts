/**
 * Log lines as readers paste them, and log messages as the troubleshooting entries write them, brought to one
 * form so that the first can be matched against the second (engine.ts), the same way at build time (indexing.ts)
 * and in the search worker.
 *
 * A pasted line carries what the logger adds around the message and the values of the moment:
 *   `[component_container_mt-1] [ERROR] [1712345678.123456789] [uav1.control_manager]: … 0.052 s …`
 *   `[ WARN] [1621403825.181926215, 11.276000000]: [ControlManager]: …`
 * An entry writes the message once, with printf or fmt placeholders where values vary (`%s`, `%d`, `%.2f`, `%lu`,
 * `{}`). Both become a line of lower-case words in which every value (a placeholder, a number, an IP address
 * and port, a URL, a file or topic path, a date or time) is the one word `#`; the logger's prefixes (bracketed
 * groups at the start of a line), level words and quotes are gone. A message then matches a pasted line when
 * its words occur in that line in order, each `#` of the message standing for one or more words of the line.
 */
import {tokens} from './tokens';

/** The word that stands for a value. */
export const VALUE = '#';

/**
 * printf (`%s`, `%5.2f`, `%lu`, `%lld`, `%zu`, `%%` excluded) and fmt (`{}`, `{:.2f}`, `{0}`) placeholders, with a
 * unit written against them (`{}s`, `%.1fm`), as a number with its unit is one value in a pasted line (`1.50s`).
 */
const PLACEHOLDER =
  /(?:%(?!%)[-+#0]*(?:\d+|\*)?(?:\.(?:\d+|\*))?(?:hh|h|ll|l|z|j|t|L)?[diouxXeEfFgGcspn]|\{[\d:.<>^+#\w-]*\})(?:[a-z]{1,3}\b)?/g;
/** Escape sequences of coloured terminals. */
// eslint-disable-next-line no-control-regex -- the escape character is what starts a colour code
const ANSI = /\u001b\[[\d;]*[A-Za-z]/g;
/** The logger's prefixes at the start of a line: `[INFO]`, `[ WARN]`, `[1712345678.123]`, `[uav1.control_manager]:`. */
const PREFIXES = /^(?:\s*\[[^\]\n]{0,120}\]:?)+\s*/;
/** A level word at the start of a line: `ERROR:`, `[ERROR]` is a prefix already. */
const LEVEL = /^\s*(?:DEBUG|INFO|WARN(?:ING)?|ERROR|FATAL|CRITICAL|E|W)\s*:\s+/;
/** Values, most specific first; each becomes VALUE. */
const VALUES: RegExp[] = [
  // URLs and endpoints: `http://…`, `tcp/192.168.1.5:7447`
  /\b[a-z][\w+.-]*:\/\/\S+/gi,
  // dates and times: `2024-04-05T12:34:56.789Z`, `12:34:56`
  /\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:[.,]\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?\b/g,
  /\b\d{1,2}:\d{2}:\d{2}(?:[.,]\d+)?\b/g,
  // IPv4 with an optional port, IPv6 written with colons
  /\b\d{1,3}(?:\.\d{1,3}){3}(?::\d{1,5})?\b/g,
  /(?<![\w:])(?:[0-9a-f]{1,4})?(?:::?[0-9a-f]{1,4}){2,7}(?![\w:])/gi,
  // host:port
  /\b[a-z][\w.-]*:\d{2,5}\b/gi,
  // file and topic paths: `/opt/ros/jazzy/setup.bash`, `~/.bashrc`, `./start.sh`, `/uav1/control_manager/goto`
  /(?<![\w.~])(?:~|\.{1,2})?\/[\w.@+-]+(?:\/[\w.@+-]*)*/g,
  // hexadecimal and decimal numbers, with a unit or an ordinal glued on (`0x7f`, `-1.5e-3`, `12ms`, `3rd`)
  /\b0x[0-9a-f]+\b/gi,
  /(?<![\p{L}_])[-+]?\d+(?:[.,]\d+)*(?:e[-+]?\d+)?[a-z]{0,3}\b/giu,
];
/**
 * Where a logger's line starts inside a line: a pasted excerpt whose line breaks became spaces (a one-line search
 * box) still splits into its lines, at a level (`[ERROR]`, `[ WARN]`), a timestamp (`[1712345678.123]`) or a
 * launch prefix (`[component_container_mt-1] [`).
 */
const LINE_START =
  /[ \t]+(?=\[\s*(?:DEBUG|INFO|WARN|WARNING|ERROR|FATAL)\s*\]|\[\d{9,}(?:\.\d+)?[\],]|\[[\w.-]+-\d+\]\s+\[)/g;
/** Quotes and brackets around values and names. */
const QUOTES = /["'`‘’“”«»]/g;

/** The words of one normalised line: lower-case, values as VALUE, runs of values as one. */
function wordsOfLine(line: string): string[] {
  let text = line.replace(ANSI, '');
  text = text.replace(PREFIXES, '').replace(LEVEL, '');
  text = text.replace(PLACEHOLDER, ` ${VALUE} `);
  text = text.replace(QUOTES, ' ');
  for (const pattern of VALUES) text = text.replace(pattern, ` ${VALUE} `);
  const words: string[] = [];
  for (const piece of text.split(/\s+/)) {
    if (piece === VALUE) {
      if (words[words.length - 1] !== VALUE) words.push(VALUE);
      continue;
    }
    for (const token of tokens(piece)) words.push(token.text.toLowerCase());
  }
  return words;
}

/** A text (one line or several) as normalised lines, each its words joined by spaces; empty lines left out. */
export function normaliseLog(text: string): string[] {
  return text
    .replace(LINE_START, '\n')
    .split(/\r?\n|\r/)
    .map((line) => wordsOfLine(line).join(' '))
    .filter((line) => line.replace(/#/g, '').trim() !== '');
}

/** A log message as an entry writes it, normalised: one line, its placeholders as VALUE. */
export function normaliseMessage(message: string): string {
  return normaliseLog(message).join(' ');
}

/** How many words of a normalised message are not values: what it takes for a match to mean something. */
export function literalWords(normalised: string): number {
  return normalised.split(' ').filter((w) => w && w !== VALUE).length;
}

/** A message matches only if it has at least this many words of its own (`Error: %s` alone matches anything). */
export const MIN_LITERAL_WORDS = 2;

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The pattern of a normalised message: its words in order, each VALUE one or more words of the line. */
export function messagePattern(normalised: string): RegExp {
  const words = normalised.split(' ').filter(Boolean);
  const body = words.map((w) => (w === VALUE ? '[^ \\n]+(?: [^ \\n]+)*?' : escape(w))).join(' ');
  return new RegExp(`(?:^| )${body}(?= |$)`, 'm');
}

/**
 * Whether a pasted text looks like log output rather than a typed query: it has several lines, a logger's prefix
 * or a level word at the start of a line, or a timestamp.
 */
export function looksLikeLog(text: string): boolean {
  if (/\S\s*[\r\n]+\s*\S/.test(text.trim())) return true;
  if (/^\s*\[(?:\s*(?:DEBUG|INFO|WARN|WARNING|ERROR|FATAL)|\d{6,}(?:\.\d+)?(?:,\s*\d+\.\d+)?)\]/i.test(text))
    return true;
  if (/^\s*\[[\w.-]+(?:-\d+)?\]\s*(?:\[|[^:\s]*:)/.test(text)) return true;
  if (/\[\s*\d{9,}\.\d+/.test(text)) return true;
  return LEVEL.test(text);
}

/**
 * The text of a pasted log for the word search: each line without the logger's prefixes, level words and values
 * (which would otherwise count as words: `uav1`, `control_manager`, `0.052`), lines joined by spaces. A typed
 * query is returned as it is: its numbers and paths are what the reader looks for.
 */
export function queryTextOf(input: string): string {
  if (!looksLikeLog(input)) return input;
  const lines = normaliseLog(input).map((line) =>
    line
      .split(' ')
      .filter((w) => w !== VALUE)
      .join(' '),
  );
  const text = lines.join(' ').trim();
  return text ? `${text} ` : input;
}

/** The normalised lines of a query, for matching against messages (a typed query is one line). */
export function queryLines(input: string): string {
  return normaliseLog(input).join('\n');
}
