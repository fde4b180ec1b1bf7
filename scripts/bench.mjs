#!/usr/bin/env node
/**
 * The benchmark's entry point (the measurements live in scripts/bench/; causes and plans in bench/NOTES.md).
 *
 *   node scripts/bench.mjs                          the whole benchmark and a report in bench/ (npm run bench)
 *   node scripts/bench.mjs --lighthouse-only [mobile|desktop]   Lighthouse alone on build/, no report
 *   node scripts/bench.mjs --from bench/tmp/measured.json       the report again from saved figures
 *   node scripts/bench.mjs --ablate <patch>[,<patch>…]|all [mobile|desktop] [--reuse-builds] [--resume]
 *                                                   each framework patch against the site with every patch
 *   node scripts/bench.mjs --ablate-report bench/tmp/ablate/results.json   the ablation report from saved runs
 *   node scripts/bench.mjs --profile [route,…] [--build DIR …] [--match REGEX]
 *                                                   main-thread self time per function (CPU profile), per build
 *
 * Environment: CHROME_PATH (default /usr/bin/chromium), BENCH_RUNS (Lighthouse runs per page, or pairs for an
 * ablation; default 3), BENCH_PAGES (comma-separated routes), BENCH_PORT (the port of the served build; default a
 * free one), BENCH_SKIP_BUILD=1 (reuse build/; the report goes to bench/tmp/).
 */
import {readFileSync} from 'node:fs';
import {full, lighthouseOnly, reportFrom} from './bench/full.mjs';
import {ablate, finish} from './bench/ablate.mjs';
import {profile} from './bench/profile.mjs';

const argv = process.argv.slice(2);
const after = (flag) => argv[argv.indexOf(flag) + 1];
const formFactor = (value) => (value === 'desktop' ? 'desktop' : 'mobile');
const all = (flag) => argv.flatMap((arg, i) => (arg === flag && argv[i + 1] ? [argv[i + 1]] : []));
const operand = (flag) => {
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
      ? async () => finish(JSON.parse(readFileSync(after('--ablate-report'), 'utf8')))
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
