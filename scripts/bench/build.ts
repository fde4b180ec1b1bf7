/** The cold production build (wall time, peak RSS) and the figures of a built site. */
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {loadavg} from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {BUILD, ROOT, TMP, log, walk} from './common';
import {searchIndexSizes, type SearchIndexSize} from './searchIndex';

/** The figures of a cold build. */
export interface ColdBuild {
  wallSeconds: number;
  treePeakRssBytes: number;
  timeAvailable: boolean;
  loadBefore: number[];
  loadAfter: number[];
  /** from `/usr/bin/time -v`, where it exists */
  timeWallSeconds?: number;
  timeMaxRssBytes?: number;
  /** the larger of the largest single process and the sampled process tree */
  peakRssBytes: number;
}

export interface ColdBuildOptions {
  outDir?: string;
  extraEnv?: Record<string, string>;
  logName?: string;
  siteDir?: string;
  command?: string[];
}

/** The start-up script of a built site. */
export interface MainBundle {
  file: string;
  rawBytes: number;
  gzipBytes: number;
}

/** Size, page count, search index sizes and start-up script of a built site. */
export interface BuildFigures {
  sizeBytes: number;
  files: number;
  htmlPages: number;
  searchIndexes: Record<string, SearchIndexSize>;
  mainBundle: MainBundle | null;
  scriptBytes: {files: number; rawBytes: number};
}

/** Sum of VmRSS of a process and all its descendants, read from /proc (bytes; 0 once it is gone). */
function treeRss(rootPid: number): number {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid)?.push(Number(name));
    } catch {
      // the process ended while being read
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop() as number;
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
      if (match) total += Number(match[1]) * 1024;
    } catch {
      // gone
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/**
 * Cold production build of the readers' site (without the test-only pages): removes .docusaurus, the output
 * folder and the bundler cache, then times `bash scripts/build.sh` (with `/usr/bin/time -v` where it exists).
 * `outDir` defaults to build/; `extraEnv` adds variables (MRS_DOCS_PERF for ablations). The log goes to
 * bench/tmp/<logName>. Only one build runs at a time: they share .docusaurus. `siteDir` and `command` build another
 * site the same way (the group's site, for the comparison).
 */
export async function coldBuild({
  outDir = BUILD,
  extraEnv = {},
  logName = 'build.log',
  siteDir = ROOT,
  command,
}: ColdBuildOptions = {}): Promise<ColdBuild> {
  mkdirSync(TMP, {recursive: true});
  rmSync(path.join(siteDir, '.docusaurus'), {recursive: true, force: true});
  rmSync(outDir, {recursive: true, force: true});
  rmSync(path.join(siteDir, 'node_modules/.cache'), {recursive: true, force: true});
  const hasTime = existsSync('/usr/bin/time');
  // another site (the group's, for the comparison) is built with its own command, e.g. its docusaurus CLI
  const buildCommand = command ?? [
    'bash',
    ...(outDir === BUILD ? ['scripts/build.sh'] : ['scripts/build.sh', '--out-dir', outDir]),
  ];
  const cmd = hasTime ? '/usr/bin/time' : buildCommand[0];
  const args = hasTime ? ['-v', ...buildCommand] : buildCommand.slice(1);
  const env: NodeJS.ProcessEnv = {...process.env, ...extraEnv};
  delete env.MRS_DOCS_TEST_ROUTES;
  log(
    `cold build: ${Object.entries(extraEnv)
      .map(([k, v]) => `${k}=${v} `)
      .join('')}${cmd} ${args.join(' ')}`,
  );
  const loadBefore = loadavg();
  const started = process.hrtime.bigint();
  const child = spawn(cmd, args, {cwd: siteDir, env, stdio: ['ignore', 'pipe', 'pipe']});
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d));
  child.stderr.on('data', (d: Buffer) => (stderr += d));
  let treePeak = 0;
  const sampler = setInterval(() => {
    treePeak = Math.max(treePeak, treeRss(child.pid as number));
  }, 200);
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  clearInterval(sampler);
  const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9;
  writeFileSync(path.join(TMP, logName), stdout + stderr);
  if (code !== 0) throw new Error(`build failed (exit ${code}); see bench/tmp/${logName}`);
  const result: Omit<ColdBuild, 'peakRssBytes'> = {
    wallSeconds,
    treePeakRssBytes: treePeak,
    timeAvailable: hasTime,
    loadBefore,
    loadAfter: loadavg(),
  };
  if (hasTime) {
    const elapsed = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): ([\d:.]+)/.exec(stderr)?.[1];
    const maxRss = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr)?.[1];
    if (elapsed)
      result.timeWallSeconds = elapsed
        .split(':')
        .map(Number)
        .reduce((acc, part) => acc * 60 + part, 0);
    if (maxRss) result.timeMaxRssBytes = Number(maxRss) * 1024;
  }
  // /usr/bin/time reports the largest single process; the sampled tree sum also counts the minifier workers
  // running beside the main process. The budget uses the larger of the two.
  return {...result, peakRssBytes: Math.max(result.timeMaxRssBytes ?? 0, treePeak)};
}

/** Size, page count, search index sizes and start-up script of a built site. */
export function buildFigures(dir: string = BUILD): BuildFigures {
  const files = walk(dir);
  const sizeBytes = files.reduce((sum, file) => sum + statSync(file).size, 0);
  const htmlPages = files.filter((file) => file.endsWith('.html')).length;
  const mainFile = files.find((file) => /^main\.[0-9a-f]+\.js$/.test(path.basename(file)));
  const mainBundle = mainFile
    ? {
        file: path.basename(mainFile),
        rawBytes: statSync(mainFile).size,
        gzipBytes: gzipSync(readFileSync(mainFile)).length,
      }
    : null;
  const scripts = files.filter((file) => file.endsWith('.js'));
  const scriptBytes = {
    files: scripts.length,
    rawBytes: scripts.reduce((sum, file) => sum + statSync(file).size, 0),
  };
  return {
    sizeBytes,
    files: files.length,
    htmlPages,
    searchIndexes: searchIndexSizes(dir, files),
    mainBundle,
    scriptBytes,
  };
}
