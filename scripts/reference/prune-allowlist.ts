/**
 * Removes the entries of reference/allowlist.yaml that no unknown name on the pages needs any more (after new
 * release data or a version cut), keeping every other line, comments included, as it is.
 *   npx tsx scripts/reference/prune-allowlist.ts [--check]
 * `--check` removes nothing and exits 1 when an entry is unused. Entries without a reason are left for a person.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {REF_VERSIONS} from '../../src/features/reference/names';
import {loadAllowlist, ROOT, unusedAllowlistEntries, type AllowEntry} from '../../src/features/reference/drift';

const FILE = path.join(ROOT, 'reference', 'allowlist.yaml');
const same = (a: AllowEntry, b: AllowEntry) => JSON.stringify(a) === JSON.stringify(b);

const unused = unusedAllowlistEntries(REF_VERSIONS, loadAllowlist(FILE)).filter(
  (e) => e.reason && e.reason.length >= 10,
);
const lines = fs.readFileSync(FILE, 'utf8').split('\n');
const kept: string[] = [];
const removed: string[] = [];
for (let i = 0; i < lines.length; i++) {
  if (!/^ {2}- name: /.test(lines[i])) {
    kept.push(lines[i]);
    continue;
  }
  // an entry: its `- name:` line and the key lines indented under it
  let end = i + 1;
  while (end < lines.length && /^ {4}\S/.test(lines[end])) end++;
  const block = lines.slice(i, end);
  const [entry] = YAML.parse(block.map((l) => l.slice(2)).join('\n')) as AllowEntry[];
  if (unused.some((u) => same(u, entry))) removed.push(entry.name);
  else kept.push(...block);
  i = end - 1;
}
if (process.argv.includes('--check')) {
  for (const name of removed) console.log(`unused allowlist entry: ${name}`);
  process.exitCode = removed.length ? 1 : 0;
} else {
  fs.writeFileSync(FILE, kept.join('\n'));
  console.log(
    `${removed.length} unused allowlist entr${removed.length === 1 ? 'y' : 'ies'} removed${removed.length ? `: ${removed.join(', ')}` : ''}`,
  );
}
