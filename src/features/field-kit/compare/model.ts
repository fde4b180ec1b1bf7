/**
 * The comparison of two Markdown copies of a page (src/features/llms/), line by line and, inside a changed
 * line, word by word, with the `diff` package. This module is only ever loaded by `import()` from the compare
 * page when a reader asks for a comparison, so neither it nor `diff` is part of any page's first-view JS.
 */
import {diffLines, diffWordsWithSpace} from 'diff';

export interface Piece {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

export interface Heading {
  /** 1 for `#`, 2 for `##`, … */
  level: number;
  id: string;
  text: string;
}

export type RowContent =
  | {kind: 'same'; text: string}
  | {kind: 'removed'; text: string}
  | {kind: 'added'; text: string}
  | {kind: 'changed'; pieces: Piece[]};

/** A line of the comparison; `code` when it is part of a fenced code block. */
export type Row = RowContent & {code: boolean; heading?: Heading};

export interface Comparison {
  rows: Row[];
  headings: Heading[];
  added: number;
  removed: number;
  changed: number;
}

const linesOf = (text: string): string[] => {
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
};

/** How much of two lines the word diff finds in common, 0 to 1 (by characters). */
function sharedShare(pieces: Piece[]): number {
  let same = 0;
  let all = 0;
  for (const piece of pieces) {
    const size = piece.text.trim().length;
    all += size;
    if (piece.kind === 'same') same += size;
  }
  return all === 0 ? 1 : same / all;
}

/** Below this share of common text a changed line reads better as one line removed and one added. */
const PAIR_THRESHOLD = 0.3;

function wordDiff(before: string, after: string): Piece[] {
  return diffWordsWithSpace(before, after).map((change) => ({
    kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
    text: change.value,
  }));
}

/** A heading's anchor: lower-case words joined by `-`, numbered when the same text comes again. */
function slugger() {
  const seen = new Map<string, number>();
  return (text: string): string => {
    const base =
      text
        .toLowerCase()
        .replace(/[`*_[\]()]/g, '')
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '') || 'section';
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? `cmp-${base}` : `cmp-${base}-${count}`;
  };
}

/** Compares the Markdown of the older page (`before`) with the newer one (`after`). */
export function compareMarkdown(before: string, after: string): Comparison {
  const rows: Row[] = [];
  const changes = diffLines(before, after);
  const push = (row: RowContent) => rows.push({...row, code: false});
  for (let i = 0; i < changes.length; i++) {
    const change = changes[i];
    const next = changes[i + 1];
    if (change.removed && next?.added) {
      const gone = linesOf(change.value);
      const come = linesOf(next.value);
      const paired = Math.min(gone.length, come.length);
      for (let k = 0; k < paired; k++) {
        const pieces = wordDiff(gone[k], come[k]);
        if (sharedShare(pieces) >= PAIR_THRESHOLD) push({kind: 'changed', pieces});
        else {
          push({kind: 'removed', text: gone[k]});
          push({kind: 'added', text: come[k]});
        }
      }
      for (const line of gone.slice(paired)) push({kind: 'removed', text: line});
      for (const line of come.slice(paired)) push({kind: 'added', text: line});
      i++;
      continue;
    }
    const kind = change.added ? 'added' : change.removed ? 'removed' : 'same';
    for (const line of linesOf(change.value)) push({kind, text: line});
  }

  // Code fences and headings, read in the newer page's lines (the older one's for removed lines).
  const slug = slugger();
  const headings: Heading[] = [];
  let fenceBefore: string | null = null;
  let fenceAfter: string | null = null;
  const textOf = (row: Row, side: 'before' | 'after'): string | null => {
    if (row.kind === 'changed')
      return row.pieces
        .filter((p) => p.kind === 'same' || p.kind === (side === 'before' ? 'removed' : 'added'))
        .map((p) => p.text)
        .join('');
    if (row.kind === 'same') return row.text;
    if (row.kind === 'removed') return side === 'before' ? row.text : null;
    return side === 'after' ? row.text : null;
  };
  const fenceStep = (fence: string | null, line: string | null): string | null => {
    if (line === null) return fence;
    const mark = line.match(/^\s*(`{3,}|~{3,})/);
    if (!mark) return fence;
    if (fence === null) return mark[1];
    return line.trim().startsWith(fence) ? null : fence;
  };
  for (const row of rows) {
    const a = textOf(row, 'before');
    const b = textOf(row, 'after');
    const inCode = (b !== null ? fenceAfter : fenceBefore) !== null;
    const own = b ?? a ?? '';
    const opensOrCloses = /^\s*(`{3,}|~{3,})/.test(own);
    row.code = inCode || opensOrCloses;
    if (!row.code) {
      const heading = own.match(/^(#{1,4})\s+(.+?)\s*#*\s*$/);
      if (heading) {
        const text = heading[2].replace(/\s*\{#[^}]*\}\s*$/, '');
        row.heading = {level: heading[1].length, id: slug(text), text: text.replace(/`/g, '')};
        headings.push(row.heading);
      }
    }
    fenceBefore = fenceStep(fenceBefore, a);
    fenceAfter = fenceStep(fenceAfter, b);
  }
  return {
    rows,
    headings,
    added: rows.filter((r) => r.kind === 'added').length,
    removed: rows.filter((r) => r.kind === 'removed').length,
    changed: rows.filter((r) => r.kind === 'changed').length,
  };
}
