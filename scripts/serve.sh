#!/usr/bin/env bash
# Installs the dependencies (Chromium included, which prints the field manuals to PDF), builds the production site
# and serves it on http://localhost:3000.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-chromium.sh
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
# The exact tree of package-lock.json (`npm ci` removes node_modules first).
npm ci --no-audit --no-fund
bash scripts/build.sh
exec npx docusaurus serve --host 0.0.0.0 --port "${PORT:-3000}" --no-open
