import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {ROOT} from '../manifest';

test('the parameter reference pages are what the committed release data gives', () => {
  // Exits non-zero, listing the files, when a page, the manifest rows or the sidebar entries are stale.
  const out = execFileSync('node', ['scripts/reference/pages.mjs', '--check'], {cwd: ROOT, encoding: 'utf8'});
  expect(out).toContain('up to date');
});

test('every public parameter of the release has its own anchor on its package page', () => {
  for (const [version, dir] of [
    ['2.0.0', 'docs/reference'],
    ['1.5.0', 'versioned_docs/version-1.5.0/reference'],
  ]) {
    const records = (
      JSON.parse(fs.readFileSync(path.join(ROOT, 'reference', version, 'params.json'), 'utf8')).records as {
        key: string;
        package: string;
        scope: string;
      }[]
    ).filter((r) => r.scope === 'public');
    const missing = records.filter((r) => {
      const page = fs.readFileSync(path.join(ROOT, dir, `${r.package}.md`), 'utf8');
      return !new RegExp(
        `^### \`${r.key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\` \\{#[^}]*${r.key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\}$`,
        'm',
      ).test(page);
    });
    expect(missing.map((r) => `${version} ${r.package} ${r.key}`)).toEqual([]);
  }
});
