#!/usr/bin/env bash
# Installs what the tests need (Debian's Chromium included), builds the production site with the
# test-only routes, and runs every check and browser test. Used by `npm test` and by .ci/run.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "Installing Debian's chromium…"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# `npm ci` refuses this lockfile: the registry lacks some optional per-platform builds (rollup, pulled in by
# the offline-mode plugin, and SWC, used by the bundler), so the lockfile cannot list them; `npm install` with the lockfile works.
npm install --no-audit --no-fund
npx tsc --noEmit
npx eslint .
npx markdownlint-cli2
npx cspell --no-progress --no-summary

mkdir -p .cache
echo "Building the production site (test build)…"
MRS_DOCS_TEST_ROUTES=1 bash scripts/build.sh 2>&1 | tee .cache/build.log

export CI="${CI:-1}"
npx playwright test "$@"
