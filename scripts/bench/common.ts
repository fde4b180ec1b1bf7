/** Paths, settings and small helpers shared by the benchmark modules. */
import {execFileSync} from 'node:child_process';
import {readdirSync} from 'node:fs';
import {cpus, loadavg, totalmem} from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');
export const BUILD = path.join(ROOT, 'build');
export const OUT = path.join(ROOT, 'bench');
export const TMP = path.join(OUT, 'tmp');
export const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** The KaTeX stylesheet's CDN: unreachable on the build machines, blocked in every measurement. */
export const CDN = /cdn\.jsdelivr\.net/;
export const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
];

// /docs/features/managers: a page with two diagrams (the heaviest figures);
// /docs/reference/mrs_uav_managers/transform_manager: the longest generated reference page (101 parameters, each
// with its custom-config checkbox).
export const LIGHTHOUSE_PAGES = [
  '/',
  '/docs/introduction/',
  '/docs/installation/',
  '/blog/accurate-amsl-altitude',
  '/docs/features/managers',
  '/docs/reference/mrs_uav_managers/transform_manager',
];
/** The page whose first view's scripts are counted. */
export const JS_PAGE = '/docs/introduction/';

/** BENCH_PAGES (comma-separated routes) or the given default. */
export const pagesFromEnv = (fallback: string[] = LIGHTHOUSE_PAGES): string[] =>
  process.env.BENCH_PAGES ? process.env.BENCH_PAGES.split(',') : fallback;

export const log = (...args: unknown[]): void => console.log('[bench]', ...args);
export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;
export const mb = (bytes: number): string => `${(bytes / 1024 ** 2).toFixed(1)} MB`;
export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export function walk(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...walk(full));
    else if (entry.isFile()) files.push(full);
  }
  return files;
}

export const uptime = (): string => execFileSync('uptime', {encoding: 'utf8'}).trim();
export const commit = (): string =>
  execFileSync('git', ['rev-parse', '--short', 'HEAD'], {cwd: ROOT, encoding: 'utf8'}).trim();
/** Uncommitted changes to tracked files, which a report's commit does not describe. */
export const dirty = (): boolean =>
  execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {cwd: ROOT, encoding: 'utf8'}).trim() !== '';

/** The machine as a report records it; the load average is taken again with every run that depends on it. */
export interface Machine {
  node: string;
  cpus: number;
  memoryBytes: number;
  loadAverage: number[];
}

export function machine(): Machine {
  return {node: process.version, cpus: cpus().length, memoryBytes: totalmem(), loadAverage: loadavg()};
}
