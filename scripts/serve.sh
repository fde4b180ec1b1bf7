#!/usr/bin/env bash
# Installs the dependencies, builds the production site and serves it on http://localhost:3000.
set -euo pipefail
cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
npm ci --no-audit --no-fund
npx docusaurus build
exec npx docusaurus serve --host 0.0.0.0 --port "${PORT:-3000}" --no-open
