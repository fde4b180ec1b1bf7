/**
 * The Markdown text of a release list, for the pages' Markdown copies (`<page>.md`, llms-full.txt), which
 * are made from the page sources rather than from the HTML: there the `release-list` blocks are replaced by
 * the same table the HTML shows.
 */
import path from 'node:path';
import {buildList, RELEASE_LIST_LANGUAGE, ReleaseListError, type Inline, type ListModel} from './lists';
import {releaseOfFile} from '../../../config/releases';
import {loadRelease} from './data';

function inlineText(parts: Inline[], inTable: boolean): string {
  return parts
    .map(({text, code}) => {
      const escaped = inTable ? text.replace(/\|/g, '\\|') : text;
      if (!code) return escaped.replace(/\n/g, ' ');
      // A code span needs a fence longer than any run of backticks inside it.
      const ticks = '`'.repeat(Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length)) + 1);
      const pad = text.startsWith('`') || text.endsWith('`') ? ' ' : '';
      return `${ticks}${pad}${escaped}${pad}${ticks}`;
    })
    .join('');
}

export function listToMarkdown(model: ListModel): string {
  const lines = [inlineText(model.intro, false), ''];
  lines.push(`| ${model.header.join(' | ')} |`, `|${model.header.map(() => '---').join('|')}|`);
  for (const row of model.rows) lines.push(`| ${row.map((cell) => inlineText(cell, true)).join(' | ')} |`);
  if (model.outro) lines.push('', inlineText(model.outro, false));
  return lines.join('\n');
}

/**
 * Replaces every ```release-list block of a page source by its Markdown table. Blocks inside another fence
 * (an example of the syntax shown in a longer fence) are left alone.
 */
export function expandReleaseListsInSource(source: string, filePath: string, referenceDir: string): string {
  const lines = source.split('\n');
  const out: string[] = [];
  let outer: string | null = null;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const fence = /^\s*(`{3,}|~{3,})\s*(\S*)\s*(.*)$/.exec(line);
    if (outer !== null) {
      if (fence && line.trim().startsWith(outer) && !fence[2]) outer = null;
      out.push(line);
      continue;
    }
    if (!fence) {
      out.push(line);
      continue;
    }
    if (fence[2] !== RELEASE_LIST_LANGUAGE) {
      outer = fence[1];
      out.push(line);
      continue;
    }
    const close = lines.findIndex((l, j) => j > i && l.trim().startsWith(fence[1]) && /^\s*[`~]+\s*$/.test(l));
    const where = `${path.relative(process.cwd(), filePath) || filePath}:${i + 1}`;
    if (close < 0) throw new ReleaseListError(`${where}: release-list block is not closed`);
    const version = releaseOfFile(filePath)?.version;
    if (!version) throw new ReleaseListError(`${where}: release-list is only for pages of docs/ and versioned_docs/`);
    try {
      out.push(listToMarkdown(buildList(fence[3], loadRelease(referenceDir, version))));
    } catch (error) {
      if (error instanceof ReleaseListError) throw new ReleaseListError(`${where}: release-list: ${error.message}`);
      throw error;
    }
    i = close;
  }
  return out.join('\n');
}
