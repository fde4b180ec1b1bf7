import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {rspack, type RspackPluginInstance} from '@rspack/core';
import {test, expect} from '@playwright/test';
import {PATCHES, patchFolder, type UpstreamFile} from '../../src/perf/table';
import {selectPatches} from '../../src/perf/switch';
import {guardFailures, type Observation} from '../../src/perf/guard';
import {moduleReplacement} from '../../src/perf/replace';
import {packageDir, perfSsrTemplate} from '../../src/perf/plugin';

const ROOT = path.resolve(__dirname, '../..');

/** Bundles `files` (entry: entry.js) with the plugins made for their folder and returns the output script. */
async function bundle(files: Record<string, string>, plugins: (dir: string) => object[]): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mrs-perf-guard-'));
  try {
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
    const compiler = rspack({
      context: dir,
      mode: 'none',
      entry: './entry.js',
      output: {path: path.join(dir, 'out'), filename: 'main.js'},
      plugins: plugins(dir) as RspackPluginInstance[],
    });
    await new Promise<void>((resolve, reject) =>
      compiler.run((error, stats) => {
        compiler.close(() => {});
        if (error) reject(error);
        else if (stats?.hasErrors()) reject(new Error(stats.toString({all: false, errors: true})));
        else resolve();
      }),
    );
    return fs.readFileSync(path.join(dir, 'out/main.js'), 'utf8');
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

test.describe('framework patches (src/perf)', () => {
  test('MRS_DOCS_PERF switches off every patch, or the named ones', () => {
    const all = PATCHES.map((p) => p.id);
    expect(selectPatches(PATCHES, undefined).enabled.map((p) => p.id)).toEqual(all);
    expect(selectPatches(PATCHES, 'on').enabled.map((p) => p.id)).toEqual(all);
    expect(selectPatches(PATCHES, 'off').enabled).toEqual([]);
    const some = selectPatches(PATCHES, '-prefetch,-sw');
    expect(some.off.map((o) => o.id).sort()).toEqual(['idle-prefetch', 'sw-register-idle']);
    expect(some.enabled).toHaveLength(PATCHES.length - 2);
    // ids work as well as kill-switch names
    const paint = selectPatches(PATCHES, '-scripts-after-paint');
    expect(paint.off).toEqual([{id: 'scripts-after-paint', reason: 'MRS_DOCS_PERF=-scripts-after-paint'}]);
    expect(() => selectPatches(PATCHES, '-prefech')).toThrow(/"-prefech" is not .* known patch/);
    expect(() => selectPatches(PATCHES, 'sw')).toThrow(/"sw"/);
    // the page template follows its patch
    expect(perfSsrTemplate(undefined)).toContain('loadScriptsAfterFirstPaint');
    expect(perfSsrTemplate('-paint')).toBeUndefined();
  });

  test('the build guard names the patch, its upstream file and its kill switch when a declared change did nothing', () => {
    const upstream: UpstreamFile = {
      package: 'prism-react-renderer',
      file: 'dist/index.js',
      version: '2.4.1',
    };
    const observations: Observation[] = [
      {
        patch: 'lazy-prism',
        folder: 'lazy-prism',
        killSwitch: 'prism',
        change: 'module replacement of request /^prism-react-renderer$/',
        upstream,
        installed: '2.5.0',
        count: 0,
      },
      {
        patch: 'lean-registry',
        folder: 'lean-registry',
        killSwitch: 'registry',
        change: 'bundler transform (module paths of the registry entries emptied)',
        upstream,
        count: 1,
      },
    ];
    const failures = guardFailures(observations);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toContain('perf patch "lazy-prism"');
    expect(failures[0]).toContain('prism-react-renderer@2.4.1 dist/index.js; installed: 2.5.0');
    expect(failures[0]).toContain('MRS_DOCS_PERF=-prism');
    expect(guardFailures(observations.slice(1))).toEqual([]);
  });

  test('a module replacement swaps the module it matches, and one that matches nothing fails the guard', async () => {
    const counts = {matching: 0, stale: 0};
    const output = await bundle(
      {
        'entry.js': "import value from './upstream.js';\nconsole.log(value);\n",
        'upstream.js': "export default 'from upstream';\n",
        'stand-in.js': "export default 'from the stand-in';\n",
      },
      (dir) => [
        moduleReplacement(
          rspack,
          {request: /^\.\/upstream\.js$/, file: path.join(dir, 'stand-in.js')},
          () => counts.matching++,
        ),
        // an upstream file that was renamed: nothing requests it any more
        moduleReplacement(
          rspack,
          {request: /^\.\/renamed-upstream\.js$/, file: path.join(dir, 'stand-in.js')},
          () => counts.stale++,
        ),
      ],
    );
    expect(output).toContain('from the stand-in');
    expect(output).not.toContain('from upstream');
    expect(counts.matching).toBeGreaterThan(0);
    expect(counts.stale).toBe(0);
    const upstream: UpstreamFile = {package: 'example', file: 'lib/renamed-upstream.js', version: '1.0.0'};
    const failures = guardFailures([
      {
        patch: 'example-patch',
        folder: 'example-patch',
        killSwitch: 'example',
        change: 'module replacement of request /renamed-upstream/',
        upstream,
        count: counts.stale,
      },
      {
        patch: 'working-patch',
        folder: 'working-patch',
        killSwitch: 'working',
        change: 'module replacement of request /upstream/',
        upstream,
        count: counts.matching,
      },
    ]);
    expect(failures).toEqual([
      expect.stringMatching(/^perf patch "example-patch": .*example@1\.0\.0 lib\/renamed-upstream\.js/),
    ]);
  });

  test('every patch has its folder, a unique kill switch, existing files, its evidence and tests that exist, and a section in the README', () => {
    const switches = new Set<string>();
    const readme = fs.readFileSync(path.join(ROOT, 'src/perf/README.md'), 'utf8');
    for (const patch of PATCHES) {
      const section = readme.split(/^### /m).find((part) => part.startsWith(`${patch.id}\n`));
      expect(section, `src/perf/README.md: ### ${patch.id}`).toBeDefined();
      expect(section!.replace(/\s+/g, ' '), `${patch.id}: kill switch in the README`).toContain(
        `Kill switch: \`${patch.killSwitch}\``,
      );
      expect(fs.statSync(path.join(ROOT, 'src/perf', patchFolder(patch))).isDirectory(), patch.id).toBe(true);
      expect(switches.has(patch.killSwitch), patch.killSwitch).toBe(false);
      switches.add(patch.killSwitch);
      expect(patch.effect, patch.id).not.toBe('');
      // the one report the verdict rests on is in bench/
      if (patch.evidence !== null)
        expect(fs.existsSync(path.join(ROOT, patch.evidence)), `${patch.id}: ${patch.evidence}`).toBe(true);
      // the upstream files exist in the installed packages
      for (const file of patch.upstream) {
        const dir = packageDir(file.package, file.via);
        expect(
          fs.existsSync(path.join(dir, file.file.replace(/ \(.*\)$/, ''))),
          `${patch.id}: ${file.package}/${file.file}`,
        ).toBe(true);
        // the version the patch was checked against is the one installed
        expect(
          JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version,
          `${patch.id}: ${file.package}`,
        ).toBe(file.version);
      }
      const {replacements = [], clientModules = [], themePath, transforms = []} = patch.wiring;
      const sitePaths = [
        ...replacements.flatMap((r) => (typeof r.by === 'string' ? [r.by] : [])),
        ...clientModules,
        ...(themePath ? [themePath] : []),
        ...transforms.map((t) => t.loader),
      ];
      for (const file of sitePaths) {
        expect(file.startsWith(`src/perf/${patchFolder(patch)}/`), `${patch.id}: ${file}`).toBe(true);
        expect(fs.existsSync(path.join(ROOT, file)), `${patch.id}: ${file}`).toBe(true);
      }
      // each named test is in its file, under its describe block
      for (const ref of [...(patch.guardTest ? [patch.guardTest] : []), ...(patch.checkedBy ?? [])]) {
        const source = fs.readFileSync(path.join(ROOT, ref.file), 'utf8');
        for (const part of ref.name.split(' › ')) {
          // in whichever quotes Prettier chose for it (double quotes for a name with an apostrophe)
          expect(
            source.includes(`'${part}'`) ||
              source.includes(`"${part}"`) ||
              source.includes(`\`${part}\``) ||
              source.includes(part.replace(/'/g, "\\'")),
            `${patch.id}: ${ref.file} › ${part}`,
          ).toBe(true);
        }
      }
    }
  });
});
