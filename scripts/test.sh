#!/usr/bin/env bash
# Installs what the tests need (Debian's Chromium included), builds the production site with the
# test-only routes, and runs the unit tests, every check and browser test. Used by `npm test` and by .ci/run.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-chromium.sh

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# The exact tree of package-lock.json (`npm ci` removes node_modules first). MRS_DOCS_SKIP_INSTALL=1 skips it
# when node_modules was installed from this lockfile already (tests/checks/lockfile.spec.ts still checks
# that package.json and the lockfile agree).
if [ "${MRS_DOCS_SKIP_INSTALL:-0}" != "1" ]; then
  npm ci --no-audit --no-fund
fi
npx tsc --noEmit
npx eslint .
npx prettier --check . --log-level warn
npx markdownlint-cli2
npx cspell --no-progress --no-summary
# The unit tier needs no build (tests/unit): parsers, matchers, equivalence with the libraries they replace.
npm run test:unit --silent

mkdir -p .cache
echo "Building the production site (test build)…"
MRS_DOCS_TEST_ROUTES=1 bash scripts/build.sh 2>&1 | tee .cache/build.log

export CI="${CI:-1}"
npx playwright test "$@"

# A version cut rehearsed in a scratch copy: the next release made current, three versions built and checked
# (README, "Cutting a docs version"). Only on a full run: arguments select single tests.
if [ "$#" -eq 0 ]; then
  bash scripts/rehearse-version-cut.sh
  # Every framework patch off (src/perf/, MRS_DOCS_PERF=off): the site still builds, and its routes and chrome work
  # without them. Last, as it leaves that build in build/.
  echo "Building with every framework patch off (MRS_DOCS_PERF=off)…"
  if ! MRS_DOCS_TEST_ROUTES=1 MRS_DOCS_PERF=off bash scripts/build.sh > .cache/build-perf-off.log 2>&1; then
    tail -n 60 .cache/build-perf-off.log
    exit 1
  fi
  MRS_DOCS_PERF=off npx playwright test tests/e2e/routes.spec.ts tests/e2e/chrome.spec.ts
fi
