/**
 * Each doc page's "Last updated" date comes from git (`showLastUpdateTime`): the time of the newest commit
 * that changed the page's file.
 *
 * Docusaurus runs one `git log -1` per page for it, about 370 git processes per build (11-16 s on the shared
 * 2-core build machine). `lastCommitTimes` reads the same answers from one `git log` over the doc folders
 * (0.03 s), and `withLastUpdate` hands each page its date as `last_update` front matter, so Docusaurus asks
 * git nothing for a committed page. The date is the same: the first time `git log --name-only` names a
 * path is the newest commit that changed it, which is what `git log -1 -- <file>` answers. `--cc` makes a
 * merge commit name the files it changed with respect to every parent (a merge that combined two edits of a
 * page), as `git log -1 -- <file>` counts it; without it a merge names no file.
 *
 * The answer is only right with the repository's full history: in a shallow clone (CI checkouts default
 * to depth 1) every file's newest commit is the clone's tip, so each page would claim the same, wrong
 * date. Without git, or outside a work tree, there is no answer. In those cases the build shows no date.
 * A page whose file is not committed yet gets no date; Docusaurus logs one line for it ("Cannot infer the
 * update date for some files, as they are not tracked by git.").
 *
 * MRS_DOCS_LAST_UPDATE=0 turns the dates off.
 */
import {execFileSync} from 'node:child_process';
import path from 'node:path';
import type {ParseFrontMatter} from '@docusaurus/types';

export type GitHistory = 'full' | 'shallow' | 'none' | 'off';

function git(cwd: string, args: string[]): string {
  return execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    maxBuffer: 256 * 1024 * 1024,
  });
}

export function gitHistory(cwd: string): GitHistory {
  if (process.env.MRS_DOCS_LAST_UPDATE === '0') return 'off';
  try {
    return git(cwd, ['rev-parse', '--is-shallow-repository']).trim() === 'false' ? 'full' : 'shallow';
  } catch {
    // git missing, or not a git work tree (e.g. a source tarball)
    return 'none';
  }
}

/** Absolute path of every file committed under `folders` (relative to `cwd`) → its newest commit time in ms. */
export function lastCommitTimes(cwd: string, folders: string[]): Map<string, number> {
  const top = git(cwd, ['rev-parse', '--show-toplevel']).trim();
  const times = new Map<string, number>();
  let current = 0;
  const log = git(cwd, ['-c', 'core.quotePath=false', 'log', '--format=@%ct', '--name-only', '--cc', '--', ...folders]);
  for (const line of log.split('\n')) {
    if (line.startsWith('@')) current = Number(line.slice(1)) * 1000;
    else if (line) {
      const file = path.join(top, line);
      if (!times.has(file)) times.set(file, current);
    }
  }
  return times;
}

/**
 * An MDX partial (a file or folder under the site named `_…`, Docusaurus's convention): shown inside the pages
 * that import it, with no date of its own.
 */
const isPartial = (filePath: string): boolean =>
  path
    .relative(process.cwd(), path.resolve(filePath))
    .split(path.sep)
    .some((part) => part.startsWith('_'));

/** The site's front-matter parser with `last_update.date` added from `times` (dates set by hand win). */
export function withLastUpdate(times: Map<string, number>): ParseFrontMatter {
  return async (params) => {
    const result = await params.defaultParseFrontMatter(params);
    const time = times.get(path.resolve(params.filePath));
    // a partial takes no front matter (Docusaurus warns and ignores it)
    if (time !== undefined && !isPartial(params.filePath) && result.frontMatter.last_update === undefined) {
      result.frontMatter.last_update = {date: new Date(time).toISOString()};
    }
    return result;
  };
}
