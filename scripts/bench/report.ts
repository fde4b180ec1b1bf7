/**
 * Report files. A report is named by its date and the commit it measured, `bench/[<prefix>-]<date>-<commit>`
 * (`.json` and `.md`), and is never overwritten: if the name is taken, `-2`, `-3`… is added. The main benchmark
 * also copies its Markdown to bench/latest.md (always the newest).
 */
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {OUT} from './common';

/** The first free `<dir>/<stem>[-n]` for which neither the .json nor the .md file exists. */
export function freeReportBase(dir: string, stem: string): string {
  for (let n = 1; ; n++) {
    const base = path.join(dir, n === 1 ? stem : `${stem}-${n}`);
    if (!existsSync(`${base}.json`) && !existsSync(`${base}.md`)) return base;
  }
}

/**
 * Writes `result` as JSON and `markdown` next to it; `prefix` and `label` become part of the name, `dir` defaults
 * to bench/. `latest` also writes bench/latest.md. Returns the paths written.
 */
export interface ReportOptions {
  prefix?: string;
  label?: string;
  markdown: string;
  latest?: boolean;
  dir?: string;
}

/** What every report records: the date (the name takes its first ten characters) and the commit measured. */
export interface Dated {
  date: string;
  commit: string;
}

export function writeReport(
  result: Dated,
  {prefix = '', label = '', markdown, latest = false, dir = OUT}: ReportOptions,
): string[] {
  mkdirSync(dir, {recursive: true});
  const stem = [prefix, String(result.date).slice(0, 10), result.commit, label].filter(Boolean).join('-');
  const base = freeReportBase(dir, stem);
  writeFileSync(`${base}.json`, JSON.stringify(result, null, 2) + '\n', {flag: 'wx'});
  writeFileSync(`${base}.md`, markdown, {flag: 'wx'});
  const written = [`${base}.md`, `${base}.json`];
  if (latest) {
    const pointer = `${path.basename(base)}.md`;
    writeFileSync(
      path.join(OUT, 'latest.md'),
      markdown.replace(/\n*$/, '\n') + `\nThis is a copy of [${pointer}](${pointer}), the newest report.\n`,
    );
    written.push(path.join(OUT, 'latest.md'));
  }
  return written;
}
