/**
 * Keeps the troubleshooting entries true to the release: every log-message block of a version's pages must be a
 * message of that version's `reference/<version>/messages.json`, or name the other program that prints it and a
 * public source (`tool=` and `source=` in the fence's meta). Used by tests/checks/troubleshooting.spec.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseEntries, TROUBLESHOOTING_DIR} from './entries';
import {releaseOf} from '../../../config/releases';
import {releaseRecords} from '../reference/data';

export interface MessageRecord {
  text: string;
  package: string;
  file: string;
  node?: string;
}

/** How a line of an entry was found in the release. */
export interface LineMatch {
  line: string;
  record: MessageRecord | null;
}

const PLACEHOLDER = '{}';
/** The shortest string the extraction keeps (scripts/reference/lib/messages.ts). */
const MIN_PIECE = 8;

/**
 * The release record a line of an entry quotes, or null. A line matches a record when it is the record's text, or
 * the record's text behind a logger prefix such as `[uav1.control_manager]: ` that the program adds when printing;
 * a line written with `{}` where the code joins a value into the text matches when every piece between the
 * `{}`s is a text of one and the same file (C++ that builds a message with `+` keeps those pieces apart).
 */
export function findLine(line: string, records: MessageRecord[], byText = indexByText(records)): MessageRecord | null {
  const exact = byText.get(line);
  if (exact) return exact[0];
  const prefixed = /^\[[\w./ -]+\]: (.+)$/.exec(line);
  if (prefixed) {
    const inner = byText.get(prefixed[1]);
    if (inner) return inner[0];
  }
  if (!line.includes(PLACEHOLDER)) return null;
  // joiners shorter than the shortest extracted string (`' for `, `s (`) are not in the data: only the longer
  // pieces are looked up, and there must be one
  const pieces = line.split(PLACEHOLDER).filter((p) => p.length >= MIN_PIECE);
  if (!pieces.length || !pieces.some((p) => p.replace(/[^A-Za-z]/g, '').length >= 8)) return null;
  const candidates = byText.get(pieces[0]) ?? [];
  for (const first of candidates) {
    const sameFile = pieces.every((p) =>
      (byText.get(p) ?? []).some((r) => r.file === first.file && r.package === first.package),
    );
    if (sameFile) return first;
  }
  return null;
}

export function indexByText(records: MessageRecord[]): Map<string, MessageRecord[]> {
  const map = new Map<string, MessageRecord[]>();
  for (const r of records) {
    const list = map.get(r.text) ?? [];
    list.push(r);
    map.set(r.text, list);
  }
  return map;
}

export interface EntryProblem {
  file: string;
  line: number;
  problem: string;
}

/** The problems of one troubleshooting page against the release's messages. */
export function checkPage(
  file: string,
  source: string,
  records: MessageRecord[],
  byText = indexByText(records),
): EntryProblem[] {
  const problems: EntryProblem[] = [];
  const entries = parseEntries(source);
  if (!entries.length) problems.push({file, line: 1, problem: 'no entries'});
  for (const e of entries) {
    const at = (problem: string) => problems.push({file, line: e.line, problem: `"${e.title}": ${problem}`});
    if (!e.anchor) at('the heading has no explicit anchor {#…}');
    if (e.message === null) {
      at('no log-message block right after the heading');
      continue;
    }
    if (!e.message.trim()) {
      at('the log-message block is empty');
      continue;
    }
    if (e.meta.tool || e.meta.source) {
      if (!e.meta.tool) at('source= without tool=');
      if (!e.meta.source || !/^https:\/\/\S+$/.test(e.meta.source)) at('tool= needs source=<public https URL>');
      continue;
    }
    for (const line of e.message.split('\n').filter((l) => l.trim())) {
      if (!findLine(line, records, byText)) at(`not a message of the release: ${line}`);
    }
  }
  const anchors = entries.map((e) => e.anchor).filter(Boolean);
  for (const a of new Set(anchors)) {
    if (anchors.filter((x) => x === a).length > 1) problems.push({file, line: 1, problem: `anchor #${a} used twice`});
  }
  return problems;
}

/** The troubleshooting pages of a version: their files relative to `root`. */
export function troubleshootingPages(root: string, version: string): string[] {
  const dir = path.join(releaseOf(version).docsDir, TROUBLESHOOTING_DIR);
  const abs = path.join(root, dir);
  if (!fs.existsSync(abs)) return [];
  return fs
    .readdirSync(abs)
    .filter((f) => /\.mdx?$/.test(f) && !/^index\.mdx?$/.test(f))
    .sort()
    .map((f) => path.join(dir, f));
}

/** The messages of one release, through the reference data's one reader (src/features/reference/data.ts). */
export function loadMessages(root: string, version: string): MessageRecord[] {
  return releaseRecords<MessageRecord>(version, 'messages', path.join(root, 'reference'));
}
