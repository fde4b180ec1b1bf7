import fs from 'node:fs';
import path from 'node:path';
import {execFileSync} from 'node:child_process';
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {ROOT} from '../manifest';

type Deps = Record<string, string>;
interface Manifest {
  name: string;
  version: string;
  dependencies?: Deps;
  devDependencies?: Deps;
  optionalDependencies?: Deps;
  peerDependencies?: Deps;
  overrides?: Deps;
}
interface LockEntry extends Manifest {
  name: string;
}

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as T;
const FIELDS = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'] as const;

/**
 * `npm ci` installs package-lock.json as it is and stops when package.json asks for something else, so
 * the two must be edited together (`npm install <pkg>` does both).
 */
describe('package-lock.json', () => {
  const pkg = readJson<Manifest>('package.json');
  const lock = readJson<{name: string; version: string; lockfileVersion: number; packages: Record<string, LockEntry>}>(
    'package-lock.json',
  );
  const root = lock.packages[''];

  test('its root entry declares exactly the dependency ranges of package.json', () => {
    assert.equal(lock.lockfileVersion, 3);
    assert.deepEqual(
      [lock.name, lock.version, root.name, root.version],
      [pkg.name, pkg.version, pkg.name, pkg.version],
    );
    for (const field of FIELDS) assert.deepEqual(root[field] ?? {}, pkg[field] ?? {}, field);
  });

  test('pins every overridden package to the override', () => {
    // An override is a version (or range) that every copy of the package in the tree must have.
    const overrides = Object.entries(pkg.overrides ?? {});
    assert.ok(overrides.length > 0);
    for (const [name, spec] of overrides) {
      const copies = Object.entries(lock.packages).filter(([key]) => key.endsWith(`node_modules/${name}`));
      assert.ok(copies.length > 0, `${name} is in the lockfile`);
      for (const [key, entry] of copies) {
        if (/^\d+\.\d+\.\d+$/.test(spec)) assert.equal(entry.version, spec, key);
        else if (/^~\d+\.\d+\.\d+$/.test(spec)) {
          // ~a.b.c: the same a.b, patch c or later
          const [major, minor, patch] = spec.slice(1).split('.').map(Number);
          const [m, n, p] = entry.version.split('.').map(Number);
          assert.deepEqual([m, n], [major, minor], key);
          assert.ok(p >= patch, key);
        } else throw new Error(`teach this check the override form ${spec}`);
      }
    }
  });

  test('satisfies every declared range, as npm reads it', () => {
    // `npm ls` over the lockfile alone, with the ranges of package.json on disk for the root's edges.
    // It also calls a package invalid when a dependent asks for a dist-tag ("latest", as lighthouse's
    // trace engine does): a tag is not a range, so those edges are left out here.
    let output: string;
    try {
      output = execFileSync('npm', ['ls', '--package-lock-only', '--all', '--json'], {
        cwd: ROOT,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (error) {
      output = String((error as {stdout?: string}).stdout ?? '');
    }
    interface Node {
      version?: string;
      invalid?: string;
      missing?: boolean | string;
      dependencies?: Record<string, Node>;
    }
    const problems = new Set<string>();
    const visit = (deps: Record<string, Node> | undefined, at: string) => {
      for (const [name, node] of Object.entries(deps ?? {})) {
        if (node.missing) problems.add(`missing: ${at}${name}`);
        const specs = [...(node.invalid ?? '').matchAll(/"([^"]*)" from ([^,]+)/g)];
        const ranges = specs.filter(([, spec]) => !/^[a-z][\w.-]*$/i.test(spec));
        if (ranges.length > 0)
          problems.add(`invalid: ${name}@${node.version} for ${ranges.map((m) => `${m[1]} from ${m[2]}`).join(', ')}`);
        visit(node.dependencies, `${at}${name} > `);
      }
    };
    const tree = JSON.parse(output) as Node;
    assert.notEqual(tree.dependencies, undefined, 'npm ls printed the tree');
    visit(tree.dependencies, '');
    assert.deepEqual([...problems], []);
  });
});
