import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {ROOT} from '../manifest';
import {RELEASES, releaseOf} from '../../config/releases';
import {markdownFiles} from '../../src/lib/files';
import {
  codePieces,
  DOC_DIRS,
  interfaceAnchor,
  interfaceMentions,
  paramPage,
  REF_VERSIONS,
  resolveInterface,
  type ParamRecord,
} from '../../src/features/reference/names';
import {releaseRecords} from '../../src/features/reference/data';
import {namedInterfaceTypes} from '../../src/features/reference/drift';
import {interfaceList, syncReferencePages} from '../../src/features/reference/pages';

test('the reference pages (parameters and mrs_msgs interfaces) are what the committed release data gives', () => {
  // the files `npm run reference:pages` would write or remove
  expect(syncReferencePages({check: true})).toEqual([]);
});

test('reference/interface-page.yaml lists exactly the mrs_msgs types the pages of each version name', () => {
  // after a page names a new type: npm run reference:pages -- --list-interfaces
  const lists = interfaceList();
  expect(Object.keys(lists).sort()).toEqual([...REF_VERSIONS].sort());
  for (const version of REF_VERSIONS) expect([...lists[version]].sort(), version).toEqual(namedInterfaceTypes(version));
});

test('every public parameter of the release has its own anchor on its page (its package’s, or its group’s)', () => {
  for (const [version, dir] of RELEASES.map((r) => [r.version, `${r.docsDir}/reference`])) {
    const records = releaseRecords<ParamRecord>(version, 'params').filter((r) => r.scope === 'public');
    const missing = records.filter((r) => {
      const page = fs.readFileSync(path.join(ROOT, dir, `${paramPage(r)}.md`), 'utf8');
      return !new RegExp(
        `^### \`${r.key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\` \\{#[^}]*${r.key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\}$`,
        'm',
      ).test(page);
    });
    expect(missing.map((r) => `${version} ${r.package} ${r.key}`)).toEqual([]);
  }
});

const interfacePage = (version: string) => path.join(ROOT, releaseOf(version).docsDir, 'reference', 'mrs_msgs.md');

test('every mrs_msgs type named on a page of a version has its entry on that version’s interface page', () => {
  const missing: string[] = [];
  let named = 0;
  for (const version of REF_VERSIONS) {
    const known = new Set(releaseRecords<{name: string}>(version, 'interfaces').map((r) => r.name));
    const page = fs.readFileSync(interfacePage(version), 'utf8');
    for (const file of markdownFiles(path.join(ROOT, DOC_DIRS[version]))) {
      if (file === interfacePage(version)) continue;
      for (const piece of codePieces(fs.readFileSync(file, 'utf8'))) {
        for (const m of interfaceMentions(piece.text)) {
          const name = m.pkg === 'mrs_msgs' ? resolveInterface(m, version, known) : undefined;
          if (!name) continue;
          named++;
          if (!page.includes(`\n### \`${name}\` {#${interfaceAnchor(name)}}\n`))
            missing.push(`${version} ${path.relative(ROOT, file)}:${piece.line}: ${m.text} (${name})`);
        }
      }
    }
  }
  expect(missing).toEqual([]);
  expect(named).toBeGreaterThan(100);
});

test('the interface pages have unique anchors, and every type link inside them has its entry', () => {
  for (const version of REF_VERSIONS) {
    const page = fs.readFileSync(interfacePage(version), 'utf8');
    const ids = [...page.matchAll(/^### .* \{#([^}]+)\}$/gm)].map((m) => m[1]);
    const headings = [...page.matchAll(/^## (.+)$/gm)].map((m) => m[1].toLowerCase());
    expect(ids.length, version).toBeGreaterThan(20);
    expect(new Set([...ids, ...headings]).size, `${version}: duplicate anchors`).toBe(ids.length + headings.length);
    const targets = [...page.matchAll(/<a href="#([^"]+)">/g)].map((m) => m[1]);
    expect(targets.length, version).toBeGreaterThan(10);
    expect(targets.filter((t) => !ids.includes(t))).toEqual([]);
    // each entry says what it is, the package version and the file it came from
    const facts = [...page.matchAll(/^<p className="mrs-idl-facts">(.*)<\/p>$/gm)].map((m) => m[1]);
    expect(facts).toHaveLength(ids.length);
    for (const f of facts)
      expect(f).toMatch(
        /^(Message|Service) · <code>\{"mrs_msgs \d+\.\d+\.\d+"\}<\/code> · <code>\{"\/opt\/ros\/(jazzy|noetic)\/share\/mrs_msgs\/.+\.(msg|srv)"\}<\/code>/,
      );
  }
});

test('an interface entry says how the type changed between neighbouring releases', () => {
  // HwApiCapabilities gained a field from 1.5.0 to 2.0.0; each page compares its release with its neighbour in
  // config/releases.ts (the newest with the one before it, the others with the one after)
  const [newer, older] = [releaseOf('2.0.0'), releaseOf('1.5.0')];
  const i = RELEASES.indexOf(newer);
  test.skip(RELEASES[i + 1] !== older || i !== 0, 'the pair is not the newest release and the one before it');
  const added = /field <code>\{"produces_rc_rssi"\}<\/code> added/;
  expect(fs.readFileSync(interfacePage('2.0.0'), 'utf8')).toMatch(
    new RegExp(`changed since 1\\.5\\.0: ${added.source}`),
  );
  expect(fs.readFileSync(interfacePage('1.5.0'), 'utf8')).toMatch(new RegExp(`changed in 2\\.0\\.0: ${added.source}`));
});
