/**
 * House rules of the code that a compiler cannot see.
 *
 * One table knows the releases (config/releases.ts): no other file of code writes a release's version, its
 * ROS distribution, its Ubuntu code name or its docs folder in a string, a template or a regular expression,
 * and none asks "is this ROS 2" by comparing a version. Comments may name releases; tests under tests/e2e and
 * tests/checks may too, as fixtures of the pages they test.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import ts from 'typescript';
import {FROZEN_RELEASES, RELEASES} from '../../config/releases';
import {filesUnder} from '../../src/lib/files';

const ROOT = path.resolve(__dirname, '../..');
const CODE = /\.(ts|tsx|mjs|js)$/;

/** The code the rule covers: the site configuration, features, theme, scripts and the tests' shared modules. */
function codeFiles(): string[] {
  const skip = (name: string) => name === 'node_modules' || name === 'fixtures';
  const under = (dir: string) => filesUnder(path.join(ROOT, dir), {keep: (n) => CODE.test(n), skip});
  return [
    ...['docusaurus.config.ts', 'sidebars.ts', 'playwright.config.ts', 'eslint.config.mjs'].map((f) =>
      path.join(ROOT, f),
    ),
    ...under('config'),
    ...under('src'),
    ...under('scripts'),
    ...['manifest.ts', 'html.ts', 'markdown.ts'].map((f) => path.join(ROOT, 'tests', f)),
  ].filter((f) => fs.existsSync(f) && path.relative(ROOT, f) !== path.join('config', 'releases.ts'));
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What only the table may say: each release's version, distribution, Ubuntu code name and frozen docs folder. */
function releaseWords(): {word: string; pattern: RegExp}[] {
  const words = new Set<string>();
  for (const r of RELEASES) {
    words.add(r.version);
    words.add(r.distro);
    words.add(r.ubuntuCodename);
  }
  for (const r of FROZEN_RELEASES) words.add(r.docsDir);
  return [...words].map((word) => ({
    word,
    // a version is a whole number triple (not part of 12.0.0.1); a name is a whole word in any case
    pattern: /^[\d.]+$/.test(word)
      ? new RegExp(`(?<![\\d.])${escape(word)}(?![\\d]|\\.\\d)`)
      : new RegExp(`(?<![A-Za-z])${escape(word)}(?![A-Za-z])`, 'i'),
  }));
}

export interface Violation {
  file: string;
  line: number;
  word: string;
  text: string;
}

/** The literal texts of a source file (strings, templates, regular expressions, JSX text) naming a release. */
export function releaseMentions(file: string, source: string, words = releaseWords()): Violation[] {
  const kind = /\.tsx$/.test(file) ? ts.ScriptKind.TSX : /\.(m?js)$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const out: Violation[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isRegularExpressionLiteral(node) ||
      ts.isJsxText(node)
    ) {
      const text = ts.isRegularExpressionLiteral(node) ? node.text : (node as ts.LiteralLikeNode).text;
      for (const {word, pattern} of words) {
        if (pattern.test(text)) {
          const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1;
          out.push({file, line, word, text: text.trim().slice(0, 80)});
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

describe('one table knows the releases (config/releases.ts)', () => {
  test('no other code names a release version, distribution, Ubuntu code name or frozen docs folder', () => {
    const words = releaseWords();
    const found = codeFiles().flatMap((f) =>
      releaseMentions(path.relative(ROOT, f), fs.readFileSync(f, 'utf8'), words),
    );
    assert.deepEqual(
      found.map((v) => `${v.file}:${v.line}: "${v.word}" in ${JSON.stringify(v.text)}`),
      [],
      'read it from config/releases.ts instead',
    );
  });

  test('the rule sees strings, templates, regular expressions and JSX text, and leaves comments alone', () => {
    const [r] = RELEASES;
    const planted = [
      `// ${r.version} in a comment is fine`,
      `const a = '${r.version}';`,
      `const b = \`ros-${r.distro}-mrs-uav-core\`;`,
      `const c = /ros-(${r.distro})-/;`,
      `const d = <p>Version ${r.version} on ${r.ubuntuCodename}</p>;`,
      `const e = '${r.version}.1 and 1${r.version}';`,
    ].join('\n');
    const found = releaseMentions('planted.tsx', planted).map((v) => `${v.line}:${v.word}`);
    assert.deepEqual(
      found.sort(),
      [`2:${r.version}`, `3:${r.distro}`, `4:${r.distro}`, `5:${r.version}`, `5:${r.ubuntuCodename}`].sort(),
    );
  });

  test('the table has one current release, unique versions, folders and routes, and matches versions.json', () => {
    assert.equal(RELEASES.filter((r) => r.current).length, 1);
    for (const key of ['version', 'docsDir', 'route', 'manifest'] as const) {
      assert.equal(new Set(RELEASES.map((r) => r[key])).size, RELEASES.length, `${key} repeated`);
    }
    const current = RELEASES.find((r) => r.current);
    assert.equal(current?.docsDir, 'docs');
    assert.equal(current?.route, '/docs');
    for (const r of FROZEN_RELEASES) {
      assert.equal(r.docsDir, `versioned_docs/version-${r.version}`);
      assert.equal(r.route, `/docs/${r.version}`);
      assert.ok(fs.existsSync(path.join(ROOT, r.docsDir)), `${r.docsDir} exists`);
      assert.ok(fs.existsSync(path.join(ROOT, 'versioned_sidebars', `version-${r.version}-sidebars.json`)));
    }
    const versionsJson = JSON.parse(fs.readFileSync(path.join(ROOT, 'versions.json'), 'utf8')) as string[];
    assert.deepEqual(
      versionsJson,
      FROZEN_RELEASES.map((r) => r.version),
      'versions.json lists the frozen releases, newest first',
    );
    for (const r of RELEASES) {
      assert.ok(fs.existsSync(path.join(ROOT, 'tests/data', r.manifest)), `tests/data/${r.manifest}`);
      assert.ok(fs.existsSync(path.join(ROOT, 'reference', r.version, 'packages.json')), `reference/${r.version}/`);
    }
  });
});

/** Directory rules of an ignore file that match at any depth (`bench/` also matches `scripts/bench/`). */
export function unanchoredDirRules(text: string, anyDepth: readonly string[] = ['node_modules/']): string[] {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#') && !l.startsWith('!'))
    .filter((l) => l.endsWith('/') && !l.startsWith('/') && !anyDepth.includes(l));
}

describe('ignore rules say which folder they mean', () => {
  test('.prettierignore anchors its folders at the root, so scripts/bench/ and src/features/reference/ are formatted', () => {
    const text = fs.readFileSync(path.join(ROOT, '.prettierignore'), 'utf8');
    assert.deepEqual(unanchoredDirRules(text), [], 'write /bench/, not bench/');
  });

  test('an unanchored folder rule is found; anchored rules, files and node_modules/ pass', () => {
    assert.deepEqual(unanchoredDirRules('# c\n/build/\nbench/\nnode_modules/\n*.md\nreference/\n'), [
      'bench/',
      'reference/',
    ]);
  });
});

/** Where code may reach into a package's build output (`<package>/dist/…`, `<package>/lib/…`). */
const INTERNALS_ALLOWED = [
  path.join('src', 'perf') + path.sep,
  path.join('src', 'features', 'search', 'adapter') + path.sep,
];

/** Strings of a file that name an installed package's `dist/` or `lib/` (module specifiers, require paths). */
export function packageInternals(file: string, text: string, installed: (name: string) => boolean): string[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node)) {
      const m = /^((?:@[\w.-]+\/)?[\w.-]+)\/(dist|lib)(\/|$)/.exec(node.text);
      if (m && installed(m[1]))
        found.push(`${file}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe('one file of the site reaches into each package it adapts', () => {
  const installed = (name: string) => fs.existsSync(path.join(ROOT, 'node_modules', name, 'package.json'));

  test("only src/perf/ and the search adapter name a package's dist/ or lib/", () => {
    const found = codeFiles()
      .map((f) => path.relative(ROOT, f))
      .filter((rel) => !INTERNALS_ALLOWED.some((dir) => rel.startsWith(dir)))
      .flatMap((rel) => packageInternals(rel, fs.readFileSync(path.join(ROOT, rel), 'utf8'), installed));
    assert.deepEqual(found, [], 'take it through src/features/search/adapter/ (or src/perf/ for a framework patch)');
  });

  test('a module specifier, a require path and a template naming a dist/ folder are found; the site’s own lib/ is not', () => {
    const planted = [
      "import {a} from '@easyops-cn/docusaurus-search-local/dist/client/x';",
      "const b = require('lunr/lib/builder');",
      'const c = `@easyops-cn/docusaurus-search-local/dist/server/${name}`;',
      "import {d} from '../../lib/files';",
      "const e = 'src/lib/files.ts';",
    ].join('\n');
    const found = packageInternals('planted.ts', planted, (name) =>
      ['@easyops-cn/docusaurus-search-local', 'lunr'].includes(name),
    );
    assert.deepEqual(
      found.map((f) => f.split(': ')[0]),
      ['planted.ts:1', 'planted.ts:2', 'planted.ts:3'],
    );
  });
});

/** Code files among the given paths that the compiler does not check: JavaScript, or TypeScript outside tsconfig's include. */
export function uncheckedScripts(files: readonly string[], include: readonly string[]): string[] {
  const included = (f: string) =>
    include.some((pattern) => {
      if (pattern === f) return true;
      const base = pattern.replace(/\/\*\*\/\*\.ts$/, '/');
      return pattern.endsWith('/**/*.ts') && f.startsWith(base) && /\.tsx?$/.test(f);
    });
  return files.filter((f) => CODE.test(f) && (!/\.tsx?$/.test(f) || !included(f)));
}

describe('the scripts are TypeScript the compiler sees', () => {
  test('every code file under scripts/ is TypeScript included by tsconfig.json', () => {
    const include = (JSON.parse(fs.readFileSync(path.join(ROOT, 'tsconfig.json'), 'utf8')) as {include: string[]})
      .include;
    const files = filesUnder(path.join(ROOT, 'scripts'), {keep: (n) => CODE.test(n)}).map((f) =>
      path.relative(ROOT, f).split(path.sep).join('/'),
    );
    assert.ok(files.length > 10, `${files.length} scripts found`);
    assert.deepEqual(uncheckedScripts(files, include), [], 'write scripts in TypeScript, run by tsx');
  });

  test('a JavaScript script and a TypeScript file outside the include are found', () => {
    assert.deepEqual(
      uncheckedScripts(['scripts/a.ts', 'scripts/b.mjs', 'tools/c.ts', 'scripts/d/e.ts'], ['scripts/**/*.ts']),
      ['scripts/b.mjs', 'tools/c.ts'],
    );
  });
});
