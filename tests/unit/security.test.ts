import fs from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {ROOT} from '../manifest';
import {KATEX_VERSION} from '../../config/site';

/**
 * Known advisories of the libraries whose code or output reaches readers, with the first fixed release:
 * Prism's core runs in the browser for code highlighting (GHSA-x7hr-w5r2-h6wg, DOM clobbering, fixed in
 * 1.30.0); KaTeX renders every formula at build time and its stylesheet comes from the CDN
 * (GHSA-cg87-wmx4-v546, `\htmlData`, fixed in 0.16.21, after the 0.16.10 fixes). See "Security" in tests/README.md.
 */
const FLOORS: Record<string, string> = {prismjs: '1.30.0', katex: '0.16.21'};

function compare(a: string, b: string): number {
  const pa = a.split(/[.+-]/).slice(0, 3).map(Number);
  const pb = b.split(/[.+-]/).slice(0, 3).map(Number);
  for (let i = 0; i < 3; i++) if (pa[i] !== pb[i]) return pa[i] - pb[i];
  return 0;
}

/** Every installed copy of a package, nested ones included: [directory, version]. */
function installedCopies(name: string): [string, string][] {
  const copies: [string, string][] = [];
  const visit = (modules: string) => {
    if (!fs.existsSync(modules)) return;
    for (const entry of fs.readdirSync(modules)) {
      if (entry.startsWith('.')) continue;
      const dirs = entry.startsWith('@')
        ? fs.readdirSync(path.join(modules, entry)).map((s) => path.join(modules, entry, s))
        : [path.join(modules, entry)];
      for (const dir of dirs) {
        if (path.basename(dir) === name && !entry.startsWith('@')) {
          const manifest = path.join(dir, 'package.json');
          if (fs.existsSync(manifest))
            copies.push([path.relative(ROOT, dir), JSON.parse(fs.readFileSync(manifest, 'utf8')).version]);
        }
        visit(path.join(dir, 'node_modules'));
      }
    }
  };
  visit(path.join(ROOT, 'node_modules'));
  return copies;
}

describe('shipped libraries', () => {
  for (const [name, floor] of Object.entries(FLOORS)) {
    test(`every installed ${name} is ${floor} or later`, () => {
      const copies = installedCopies(name);
      assert.ok(copies.length > 0, `${name} is installed`);
      for (const [dir, version] of copies) assert.ok(compare(version, floor) >= 0, `${dir} is ${version}`);
    });
  }

  test('the KaTeX stylesheet on the CDN is of the same patched release', () => {
    assert.ok(compare(KATEX_VERSION, FLOORS.katex) >= 0);
    const installed = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/katex/package.json'), 'utf8')).version;
    assert.equal(KATEX_VERSION, installed);
  });
});
