// The troubleshooting entries quote the release: every ```log-message block of a version's troubleshooting pages is
// a message of reference/<version>/messages.json, or names the other program that prints it and a public source.
// Reads only the Markdown and the committed reference data (no build, no network).
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {parseEntries} from '../../src/features/troubleshooting/entries';
import {checkPage, indexByText, loadMessages, troubleshootingPages} from '../../src/features/troubleshooting/verify';
import {ROOT} from '../manifest';

for (const version of ['2.0.0', '1.5.0']) {
  test(`${version} troubleshooting entries quote messages of the ${version} release or name their program and source`, () => {
    const records = loadMessages(ROOT, version);
    expect(records.length, 'messages in the reference data').toBeGreaterThan(1000);
    const byText = indexByText(records);
    const pages = troubleshootingPages(ROOT, version);
    expect(pages.length, 'troubleshooting pages').toBeGreaterThanOrEqual(3);
    let release = 0;
    const problems = pages.flatMap((file) => {
      const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
      release += parseEntries(source).filter((e) => e.message && !e.meta.tool).length;
      return checkPage(file, source, records, byText).map((p) => `${p.file}:${p.line}: ${p.problem}`);
    });
    expect(problems).toEqual([]);
    // most entries are the system's own messages, checked against the release
    expect(release, 'entries checked against messages.json').toBeGreaterThanOrEqual(10);
  });
}

test('entry anchors are unique across the troubleshooting pages of each version', () => {
  for (const version of ['2.0.0', '1.5.0']) {
    const anchors = troubleshootingPages(ROOT, version).flatMap((file) =>
      parseEntries(fs.readFileSync(path.join(ROOT, file), 'utf8')).map((e) => `${e.anchor}`),
    );
    expect(
      anchors.filter((a, i) => anchors.indexOf(a) !== i),
      version,
    ).toEqual([]);
  }
});
