/**
 * Harvests every URL of this site that readers hold, and writes tests/data/inbound-urls.tsv.
 *
 *   npm run links:harvest -- [--rel DIR] [--mirrors DIR] [--out FILE] [--propose]
 *
 * Sources, each optional (a missing folder is reported and skipped):
 *   packages   every file of the unpacked release trees, /work/rel/<version>/<deb>/ (`--rel`): text and
 *              binaries alike are read as printable runs, as `strings` does; `.gz` files are unpacked first
 *   repos      every branch of every git mirror in `--mirrors` (default /work/.mirror, folders `owner+name/repo`)
 *              except the group site's own: `git grep` over the text files of each branch tip
 *   site       the group site's repository (ctu-mrs/ctu-mrs.github.io): the route of every doc, blog and page
 *              file of every commit, by the rules of the generator that commit was built with (Jekyll's
 *              `docs/x/y.md` → `/docs/x/y.html` until November 2024, Docusaurus's routes after it)
 *
 * Each URL's row says where it was found (`owner/repo@commit:path`, `package:<deb>/<file>` or the site commit
 * that first had the route) and what it lands on now: `page` (a route of this site), `redirect` (to the target
 * that config/redirects.tsv names for it) or `unmapped`. The mapping is never guessed here: `--propose` only
 * prints candidate targets for unmapped URLs, for a maintainer to review and write into config/redirects.tsv.
 * URLs of the other sites served under the same host (the mrs_lib API docs at /mrs_lib, the apt repositories
 * at /ppa-stable, …) are counted and left out.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {RELEASES, releaseOfRoute} from '../../config/releases';
import {REDIRECTS} from '../../config/redirects';
import {filesUnder} from '../../src/lib/files';
import {canonicalRoute, siteRoutes} from './routes';

const ROOT = path.resolve(__dirname, '../..');
const SITE_REPO = 'ctu-mrs/ctu-mrs.github.io';

interface Options {
  rel: string;
  mirrors: string;
  out: string;
  propose: boolean;
}

function parseArgs(argv: string[]): Options {
  const options: Options = {
    rel: '/work/rel',
    mirrors: '/work/.mirror',
    out: path.join(ROOT, 'tests/data/inbound-urls.tsv'),
    propose: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--propose') options.propose = true;
    else if (arg === '--rel' || arg === '--mirrors' || arg === '--out') options[arg.slice(2) as 'rel'] = argv[++i];
    else throw new Error(`unknown argument ${arg}`);
  }
  return options;
}

/** `ctu-mrs.github.io` followed by a path; what ends a URL in prose, code, YAML or a LaTeX argument ends it here. */
const URL_PATTERN = /ctu-mrs\.github\.io((?:\/[^\s"'`<>()[\]{}|\\,;*]*)?)/g;
const GREP_PATTERN = 'ctu-mrs\\.github\\.io';

/**
 * The path a found URL names, without query or fragment, or undefined for text that is no URL of a page
 * (a template such as `/ppa-${VARIANT}`). A trailing full stop or colon belongs to the sentence.
 */
export function pathOf(tail: string): string | undefined {
  let value = tail.replace(/[#?].*$/, '').replace(/[.:]+$/, '');
  if (value.includes('$')) return undefined;
  if (value === '') value = '/';
  try {
    value = decodeURI(value);
  } catch {
    return undefined;
  }
  return value;
}

/** The other sites under the same host: their own repositories' GitHub Pages, not this site. */
const OTHER_SITES = /^\/(mrs_lib|mrs_msgs|ppa[^/]*|buildfarm[^/]*|ros2_obsidian_knowledgebase|[a-z_]+_docs?)(\/|$)/;

/** Printable runs of at least six bytes, as `strings -n 6` finds them. */
function printableRuns(data: Buffer): string[] {
  const runs: string[] = [];
  let start = -1;
  for (let i = 0; i <= data.length; i++) {
    const byte = i < data.length ? data[i] : 0;
    const printable = byte === 9 || (byte >= 0x20 && byte < 0x7f);
    if (printable && start < 0) start = i;
    else if (!printable && start >= 0) {
      if (i - start >= 6) runs.push(data.toString('latin1', start, i));
      start = -1;
    }
  }
  return runs;
}

type Found = Map<string, Set<string>>;

function add(found: Found, tail: string, source: string): void {
  const route = pathOf(tail);
  if (!route) return;
  let sources = found.get(route);
  if (!sources) found.set(route, (sources = new Set()));
  sources.add(source);
}

function harvestPackages(relDir: string, found: Found): number {
  let files = 0;
  for (const version of RELEASES.map((r) => r.version)) {
    const dir = path.join(relDir, version);
    if (!fs.existsSync(dir)) {
      console.warn(`packages: no ${dir}, skipped`);
      continue;
    }
    for (const file of filesUnder(dir)) {
      const stat = fs.lstatSync(file);
      if (!stat.isFile()) continue;
      files++;
      let data = fs.readFileSync(file);
      if (file.endsWith('.gz')) {
        try {
          data = zlib.gunzipSync(data);
        } catch {
          // not a gzip stream after all: read it as it is
        }
      }
      if (!data.includes('ctu-mrs.github.io')) continue;
      const relative = path.relative(dir, file).split(path.sep);
      const source = `package:${version}/${relative[0]}:${relative.slice(1).join('/')}`;
      for (const run of printableRuns(data))
        for (const match of run.matchAll(URL_PATTERN)) add(found, match[1], source);
    }
  }
  return files;
}

function git(repo: string, args: string[]): string {
  return execFileSync('git', ['-C', repo, ...args], {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
}

/** `owner+name/repo` folders of the mirror directory, as `owner/name` → git directory. */
function mirrorRepos(mirrors: string): Map<string, string> {
  const repos = new Map<string, string>();
  if (!fs.existsSync(mirrors)) return repos;
  for (const entry of fs.readdirSync(mirrors).sort()) {
    const gitDir = path.join(mirrors, entry, 'repo');
    if (!entry.includes('+') || !fs.existsSync(gitDir)) continue;
    repos.set(entry.replace('+', '/'), gitDir);
  }
  return repos;
}

function harvestRepos(repos: Map<string, string>, found: Found): {repos: number; branches: number} {
  let branches = 0;
  for (const [name, gitDir] of repos) {
    if (name === SITE_REPO) continue;
    const heads = git(gitDir, ['for-each-ref', '--format=%(objectname) %(refname)', 'refs/heads'])
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split(' ') as [string, string]);
    for (const [commit] of heads) {
      branches++;
      let output = '';
      try {
        output = git(gitDir, ['grep', '-I', '-o', '-E', GREP_PATTERN + '[^[:space:]]*', commit]);
      } catch {
        continue; // git grep exits 1 when nothing matches
      }
      for (const line of output.split('\n')) {
        // <commit>:<path>:<match>
        const rest = line.slice(commit.length + 1);
        const cut = rest.indexOf(':ctu-mrs.github.io');
        if (cut < 0) continue;
        const file = rest.slice(0, cut);
        for (const match of rest.slice(cut + 1).matchAll(URL_PATTERN))
          add(found, match[1], `${name}@${commit.slice(0, 12)}:${file}`);
      }
    }
  }
  return {repos: repos.size - (repos.has(SITE_REPO) ? 1 : 0), branches};
}

/** Docusaurus's number prefix (`10-prerequisites` → `prerequisites`). */
const stripNumber = (segment: string) =>
  /^\d+[-_.]\d+/.test(segment) ? segment : segment.replace(/^\d+\s*[-_.]+\s*(?=[^-_.\s])/, '');

/** The route Docusaurus gives a doc file below its version folder (no front matter slugs in the site's history). */
export function docusaurusDocRoute(base: string, file: string): string {
  const parts = file
    .replace(/\.mdx?$/, '')
    .split('/')
    .map(stripNumber);
  const name = parts[parts.length - 1];
  const folder = parts[parts.length - 2];
  if (/^(index|readme)$/i.test(name) || (folder !== undefined && name === folder)) {
    parts.pop();
    return `${base}/${parts.join('/')}${parts.length ? '/' : ''}`.replace(/\/+/g, '/');
  }
  return `${base}/${parts.join('/')}`;
}

/** The route a file of the site's repository had at one commit, or undefined for files that are no page. */
export function siteFileRoute(file: string, generator: 'jekyll' | 'docusaurus'): string | undefined {
  if (!/\.mdx?$/.test(file) || file.split('/').some((part) => part.startsWith('_') || part.startsWith('.')))
    return undefined;
  if (generator === 'jekyll') {
    if (!file.startsWith('docs/') && file !== 'index.md') return undefined;
    if (/(^|\/)index\.md$/.test(file)) return `/${file.replace(/index\.md$/, '')}`;
    if (/(^|\/)README\.md$/i.test(file)) return undefined;
    return `/${file.replace(/\.md$/, '.html')}`;
  }
  const versioned = /^versioned_docs\/version-([^/]+)\/(.+)$/.exec(file);
  if (versioned) return docusaurusDocRoute(`/docs/${versioned[1]}`, versioned[2]);
  if (file.startsWith('docs/')) return docusaurusDocRoute('/docs', file.slice('docs/'.length));
  const post = /^blog\/(?:.*\/)?(\d{4})-(\d{2})-(\d{2})-(.+?)(?:\/index)?\.mdx?$/.exec(file);
  if (post) return `/blog/${post[1]}/${post[2]}/${post[3]}/${post[4]}`;
  const page = /^src\/pages\/(.+)\.mdx?$/.exec(file);
  if (page) return `/${page[1].replace(/(^|\/)index$/, '')}`;
  return undefined;
}

function harvestSite(gitDir: string | undefined, found: Found): {commits: number; newest: Set<string>} {
  const newest = new Set<string>();
  if (!gitDir) {
    console.warn(`site: no mirror of ${SITE_REPO}, skipped`);
    return {commits: 0, newest};
  }
  const commits = git(gitDir, ['rev-list', '--all', '--reverse', '--date-order']).split('\n').filter(Boolean);
  const master = git(gitDir, ['rev-parse', 'refs/heads/master']).trim();
  const seen = new Set<string>();
  for (const commit of commits) {
    const files = git(gitDir, ['ls-tree', '-r', '--name-only', commit]).split('\n').filter(Boolean);
    const generator = files.some((file) => /^docusaurus\.config\.(js|ts)$/.test(file)) ? 'docusaurus' : 'jekyll';
    for (const file of files) {
      const route = siteFileRoute(file, generator);
      if (!route) continue;
      if (commit === master) newest.add(route);
      if (seen.has(route)) continue;
      seen.add(route);
      add(found, route, `${SITE_REPO}@${commit.slice(0, 12)}:${file}`);
    }
  }
  return {commits: commits.length, newest};
}

/** Candidate targets for an unmapped URL, for a maintainer to judge: routes ending in the same words. */
function propose(url: string, routes: string[]): string[] {
  const words = (value: string) =>
    value
      .toLowerCase()
      .replace(/\.html$/, '')
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
  const wanted = words(url);
  const last = wanted[wanted.length - 1];
  const frozen = (route: string) => releaseOfRoute(route)?.current === false;
  const legacy = !frozen(url) && /\.html$/.test(url);
  return routes
    .map((route) => {
      const have = words(route);
      const shared = wanted.filter((word) => have.includes(word)).length;
      const score = shared + (have[have.length - 1] === last ? 3 : 0) + (legacy === frozen(route) ? 0.5 : 0);
      return {route, score};
    })
    .filter(({score}) => score >= 3)
    .sort((a, b) => b.score - a.score)
    .slice(0, 3)
    .map(({route}) => route);
}

function main(): void {
  const options = parseArgs(process.argv.slice(2));
  const found: Found = new Map();
  const packageFiles = harvestPackages(options.rel, found);
  const repos = mirrorRepos(options.mirrors);
  const repoCounts = harvestRepos(repos, found);
  const site = harvestSite(repos.get(SITE_REPO), found);

  const routes = siteRoutes(ROOT);
  const rows: string[] = [];
  const counts = {page: 0, redirect: 0, unmapped: 0, elsewhere: 0};
  const proposals: string[] = [];
  for (const url of [...found.keys()].sort()) {
    if (OTHER_SITES.test(url)) {
      counts.elsewhere++;
      continue;
    }
    const sources = [...found.get(url)!].sort();
    const page = canonicalRoute(url, routes);
    let status: keyof typeof counts;
    let target = '';
    if (REDIRECTS[url] !== undefined) {
      status = 'redirect';
      target = REDIRECTS[url];
    } else if (page) {
      status = 'page';
      target = page;
    } else {
      status = 'unmapped';
      proposals.push(`  '${url}': '${propose(url, [...routes]).join("' | '")}',`);
    }
    counts[status]++;
    const newest = site.newest.has(url) ? 'newest-site' : '';
    rows.push([url, status, target, newest, sources.join(' ')].join('\t'));
  }
  const header = '# url\tstatus\ttarget\tin\tfound (repo@commit:path, package:<version>/<deb>:<file>)';
  fs.writeFileSync(options.out, `${header}\n${rows.join('\n')}\n`);
  console.log(
    `packages: ${packageFiles} files; repos: ${repoCounts.repos} (${repoCounts.branches} branches); ` +
      `site: ${site.commits} commits (${site.newest.size} routes at master)`,
  );
  console.log(
    `${rows.length} URLs of this site: ${counts.page} pages, ${counts.redirect} redirects, ${counts.unmapped} unmapped; ` +
      `${counts.elsewhere} URLs of other sites on the host left out → ${path.relative(ROOT, options.out)}`,
  );
  if (options.propose && proposals.length) console.log(`unmapped, with candidates:\n${proposals.join('\n')}`);
}

if (require.main === module) main();
