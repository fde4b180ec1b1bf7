// The ledgers: reference/ledger/<version>/<page>.tsv records what a page was checked against, one claim a row
// (claim, source file with package and version, verdict), under a first line `# checked: YYYY-MM-DD`. A page whose
// `verified:` date is newer than its ledger's says it was re-checked without the evidence written down. A page that
// states nothing a released file can show (a third-party tool, a course list) says so on the second line instead,
// with the reason: `# no claims against the release: <why>`, and has no rows.
import fs from 'node:fs';
import path from 'node:path';
import {DOC_DIRS, type RefVersion} from './names';
import {SITE_DIR as ROOT} from './data';

export const LEDGER_DIR = path.join(ROOT, 'reference', 'ledger');

const DATE = /\b(\d{4}-\d{2}-\d{2})\b/;

/** The date of a page's `verified:` front matter, if it has one. */
export function verifiedDate(source: string): string | undefined {
  const fm = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
  const line = /^verified:\s*(.*)$/m.exec(fm)?.[1] ?? '';
  return DATE.exec(line)?.[1];
}

/** Problems of one ledger against its page's source (labels name the ledger file). */
export function checkLedger(label: string, ledger: string, page: string | undefined): string[] {
  const problems: string[] = [];
  if (page === undefined) return [`${label}: no page of that name`];
  const lines = ledger.split('\n').filter((l) => l.trim());
  const checked = /^# checked: (\d{4}-\d{2}-\d{2})$/.exec(lines[0] ?? '')?.[1];
  if (!checked) problems.push(`${label}: the first line must be "# checked: YYYY-MM-DD"`);
  const none = /^# no claims against the release: \S/.test(lines[1] ?? '');
  if (none) {
    if (lines.length > 2) problems.push(`${label}: a ledger that has no claims against the release lists no rows`);
  } else if (lines[1] !== 'claim\tsource\tverdict') {
    problems.push(`${label}: the second line must be the header claim, source, verdict`);
  }
  const rows = none ? [] : lines.slice(2);
  if (!none && !rows.length) problems.push(`${label}: no claims`);
  rows.forEach((row, i) => {
    const cells = row.split('\t');
    const where = `${label}:${i + 3}`;
    if (cells.length !== 3 || cells.some((c) => !c.trim()))
      problems.push(`${where}: a row has three cells: claim, source, verdict`);
    // the source names the package, its version and the file: `mrs_uav_managers 2.0.0 share/…`
    else if (!/^[a-z][\w]* \d+\.\d+\.\d+\b.* (share|lib|include)\/\S+/.test(cells[1]))
      problems.push(`${where}: the source must name the package, its version and the file (share/…, lib/…, include/…)`);
  });
  const verified = verifiedDate(page);
  if (checked && verified && verified > checked) {
    problems.push(
      `${label}: the page was verified on ${verified}, after its ledger (${checked}); add what was checked`,
    );
  }
  return problems;
}

/** The release a page's `verified:` line says it was checked against (`2.0.0 release, 2026-12-03` → 2.0.0). */
export function verifiedRelease(source: string): string | undefined {
  const fm = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
  return /^verified:\s*(\d+\.\d+\.\d+) release\b/m.exec(fm)?.[1];
}

/** The `.md`/`.mdx` files a page imports by a relative path (its partials), as absolute paths. */
export function importedPartials(file: string, source: string): string[] {
  return [...source.matchAll(/^import\s+\w+\s+from\s+['"](\.{1,2}\/[^'"]+\.mdx?)['"]/gm)].map((m) =>
    path.resolve(path.dirname(file), m[1]),
  );
}

/**
 * Pages of a docs tree whose `verified:` line names the tree's own release but that have no ledger: the line would
 * claim a check nobody wrote down. A partial (an MDX file without front matter) shown on such a page states its facts
 * there, so it needs a ledger too. Generated pages (`verified: generated from …`) come from the release data and
 * pages still naming an older release (a tree just cut), with the partials only they show, are not claimed as checked
 * against this one.
 */
export function pagesWithoutLedger(version: string, docsDir: string, dir = LEDGER_DIR, root = ROOT): string[] {
  const walk = (d: string): string[] =>
    fs
      .readdirSync(d, {withFileTypes: true})
      .flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)]));
  const tree = path.join(root, docsDir);
  const page = (f: string) => path.relative(tree, f).replace(/\.mdx?$/, '');
  const needed = new Map<string, string>();
  for (const f of walk(tree).filter((f) => /\.mdx?$/.test(f))) {
    const source = fs.readFileSync(f, 'utf8');
    if (verifiedRelease(source) !== version) continue;
    needed.set(page(f), `${path.join(docsDir, page(f))}: verified against the ${version} release`);
    for (const partial of importedPartials(f, source)) {
      const inside = !path.relative(tree, partial).startsWith('..');
      if (!inside || !fs.existsSync(partial) || needed.has(page(partial))) continue;
      if (/^---\n/.test(fs.readFileSync(partial, 'utf8'))) continue; // a page of its own: its own line decides
      needed.set(
        page(partial),
        `${path.join(docsDir, page(partial))}: shown on ${path.join(docsDir, page(f))}, which is verified against the ${version} release`,
      );
    }
  }
  return [...needed]
    .filter(([name]) => !fs.existsSync(path.join(dir, version, `${name}.tsv`)))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, why]) => `${why}, but no ledger ${path.join('reference', 'ledger', version, name)}.tsv`);
}

/** Every ledger of both versions, checked against its page, and every page that claims a check and has no ledger. */
export function checkLedgers(dir = LEDGER_DIR): string[] {
  const problems: string[] = [];
  for (const version of Object.keys(DOC_DIRS) as RefVersion[]) {
    problems.push(...pagesWithoutLedger(version, DOC_DIRS[version], dir));
  }
  for (const version of Object.keys(DOC_DIRS) as RefVersion[]) {
    const base = path.join(dir, version);
    if (!fs.existsSync(base)) continue;
    const walk = (d: string): string[] =>
      fs
        .readdirSync(d, {withFileTypes: true})
        .flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)]));
    for (const file of walk(base).sort()) {
      const label = path.relative(ROOT, file);
      if (!file.endsWith('.tsv')) {
        problems.push(`${label}: a ledger is a .tsv file`);
        continue;
      }
      const page = path.relative(base, file).replace(/\.tsv$/, '');
      const candidates = ['.md', '.mdx'].map((ext) => path.join(ROOT, DOC_DIRS[version], page + ext));
      const found = candidates.find((c) => fs.existsSync(c));
      problems.push(
        ...checkLedger(label, fs.readFileSync(file, 'utf8'), found ? fs.readFileSync(found, 'utf8') : undefined),
      );
    }
  }
  return problems;
}
