/**
 * The benchmark's entry point (the measurements live in scripts/bench/; causes and plans in bench/NOTES.md).
 *
 *   npx tsx scripts/bench.ts                          the whole benchmark and a report in bench/ (npm run bench)
 *   npx tsx scripts/bench.ts --lighthouse-only [mobile|desktop]   Lighthouse alone on build/, no report
 *   npx tsx scripts/bench.ts --from bench/tmp/measured.json       the report again from saved figures
 *   npx tsx scripts/bench.ts --ablate <patch>[,<patch>…]|all [mobile|desktop] [--reuse-builds] [--resume]
 *                                                   each framework patch against the site with every patch
 *   npx tsx scripts/bench.ts --ablate-report bench/tmp/ablate/results.json   the ablation report from saved runs
 *   npx tsx scripts/bench.ts --profile [route,…] [--build DIR …] [--match REGEX]
 *                                                   main-thread self time per function (CPU profile), per build
 *
 * Environment: CHROME_PATH (default /usr/bin/chromium), BENCH_RUNS (Lighthouse runs per page, or pairs for an
 * ablation; default 3), BENCH_PAGES (comma-separated routes), BENCH_PORT (the port of the served build; default a
 * free one), BENCH_SKIP_BUILD=1 (reuse build/; the report goes to bench/tmp/).
 */
import {readFileSync} from 'node:fs';
import {full, lighthouseOnly, reportFrom} from './bench/full';
import {ablate, finish} from './bench/ablate';
import {profile} from './bench/profile';
import type {AblationResult} from './bench/ablate';
import type {FormFactor} from './bench/lighthouse';

const argv = process.argv.slice(2);
const after = (flag: string): string => argv[argv.indexOf(flag) + 1];
const formFactor = (value: string | undefined): FormFactor => (value === 'desktop' ? 'desktop' : 'mobile');
const all = (flag: string): string[] => argv.flatMap((arg, i) => (arg === flag && argv[i + 1] ? [argv[i + 1]] : []));
const operand = (flag: string): string | undefined => {
  const value = after(flag);
  return value && !value.startsWith('--') ? value : undefined;
};

const run = argv.includes('--profile')
  ? () =>
      profile(
        operand('--profile')?.split(',') ?? [],
        all('--build').length ? all('--build') : ['build'],
        argv.includes('--match') ? new RegExp(after('--match')) : undefined,
      )
  : argv.includes('--from')
    ? async () => reportFrom(after('--from'))
    : argv.includes('--ablate-report')
      ? async () => finish(JSON.parse(readFileSync(after('--ablate-report'), 'utf8')) as AblationResult)
      : argv.includes('--ablate')
        ? () =>
            ablate(after('--ablate') ?? '', formFactor(argv[argv.indexOf('--ablate') + 2]), {
              reuseBuilds: argv.includes('--reuse-builds'),
              resume: argv.includes('--resume'),
            })
        : argv.includes('--lighthouse-only')
          ? () => lighthouseOnly(formFactor(after('--lighthouse-only')))
          : full;

run().catch((error) => {
  console.error(error);
  process.exit(2);
});
