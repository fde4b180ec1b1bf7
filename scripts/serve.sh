#!/usr/bin/env bash
# Installs the dependencies, builds the production site and serves it on http://localhost:3000.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# `npm ci` refuses this lockfile: the registry lacks some optional per-platform builds (rollup, pulled in by
# the offline-mode plugin, and SWC, used by the bundler), so the lockfile cannot list them; `npm install` with the lockfile works.
npm install --no-audit --no-fund
bash scripts/build.sh
exec npx docusaurus serve --host 0.0.0.0 --port "${PORT:-3000}" --no-open
