/**
 * The group's current site (ctu-mrs.github.io), built and measured in the same run as this one, so that the time,
 * memory and score budgets compare two figures taken under the same load (`--group-site DIR` or
 * BENCH_GROUP_SITE=DIR: a checkout of that site). Its dependencies are installed when its node_modules is missing
 * (`npm ci` with a package-lock.json, else `npm install`: the site keeps a yarn.lock only); its cache and output are
 * removed and `docusaurus build` is timed as this site's build is; the build is served through the same gzip proxy
 * and measured for the first view's scripts and with Lighthouse mobile on the pages both sites have. Nothing of it
 * is written into this repository but the figures in the report.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, writeFileSync} from 'node:fs';
import {loadavg} from 'node:os';
import path from 'node:path';
import {TMP, kb, log, mb} from './common';
import {coldBuild, type ColdBuild} from './build';
import {firstViewJs, launchBrowser, type FirstViewJs} from './browser';
import {lighthouse, type LighthouseResult} from './lighthouse';
import {startServer} from './serve';
import {GROUP_ROUTES} from './budgets';

/** The group site's figures of a run. */
export interface GroupSite {
  dir: string;
  commit: string;
  installed: string;
  build: ColdBuild;
  js: FirstViewJs;
  lighthouse: LighthouseResult[];
  loadAverageAfter: number[];
}

/** The group site's checkout, from the arguments or the environment; undefined when not asked for. */
export function groupSiteDir(
  argv: string[] = process.argv.slice(2),
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  const i = argv.indexOf('--group-site');
  const dir = i >= 0 ? argv[i + 1] : env.BENCH_GROUP_SITE;
  return dir ? path.resolve(dir) : undefined;
}

function install(dir: string): string {
  if (existsSync(path.join(dir, 'node_modules'))) return 'node_modules present';
  const args = existsSync(path.join(dir, 'package-lock.json'))
    ? ['ci', '--no-audit', '--no-fund']
    : ['install', '--no-audit', '--no-fund'];
  log(`group site: npm ${args.join(' ')} in ${dir}`);
  const output = execFileSync('npm', args, {cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']});
  writeFileSync(path.join(TMP, 'group-install.log'), output);
  return `npm ${args[0]}`;
}

/**
 * Docusaurus runs the package manager of the site's lockfile (`yarn --version` for a yarn.lock) while it builds:
 * where yarn is missing, it is installed into the site's own node_modules (not saved to its package.json).
 */
function packageManager(dir: string): string {
  if (!existsSync(path.join(dir, 'yarn.lock'))) return 'npm';
  try {
    execFileSync('yarn', ['--version'], {stdio: 'ignore', env: withLocalBin(dir)});
    return 'yarn';
  } catch {
    log('group site: yarn is missing; installing it into its node_modules');
    execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', 'yarn'], {cwd: dir, stdio: 'ignore'});
    return 'yarn (installed into its node_modules)';
  }
}

/** The environment with the site's node_modules/.bin first on the PATH. */
const withLocalBin = (dir: string): NodeJS.ProcessEnv => ({
  ...process.env,
  PATH: `${path.join(dir, 'node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
});

function version(dir: string): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

/** Builds and measures the group site in `dir`: build, first-view JS of /docs/introduction/, Lighthouse mobile. */
export async function measureGroupSite(dir: string): Promise<GroupSite> {
  if (!existsSync(path.join(dir, 'package.json'))) throw new Error(`--group-site ${dir}: no package.json there`);
  const installed = `${install(dir)}; package manager ${packageManager(dir)}`;
  const outDir = path.join(dir, 'build');
  const build = await coldBuild({
    siteDir: dir,
    outDir,
    extraEnv: {PATH: withLocalBin(dir).PATH as string},
    logName: 'group-build.log',
    command: [path.join(dir, 'node_modules/.bin/docusaurus'), 'build'],
  });
  log(`group site build: ${build.wallSeconds.toFixed(1)} s, ${mb(build.peakRssBytes)} peak RSS`);
  const server = await startServer(outDir);
  try {
    const browser = await launchBrowser();
    let js: FirstViewJs;
    try {
      js = await firstViewJs(browser, server.base, GROUP_ROUTES[1]);
    } finally {
      await browser.close();
    }
    log(`group site first-view JS: ${kb(js.gzipBytes)} gzip`);
    const measured = await lighthouse(server.base, ['mobile'], GROUP_ROUTES, 'group-');
    return {dir, commit: version(dir), installed, build, js, lighthouse: measured, loadAverageAfter: loadavg()};
  } finally {
    server.stop();
  }
}
