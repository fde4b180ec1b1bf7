#!/usr/bin/env bash
# Production build with a bounded memory footprint (budget: 1 GB peak RSS on a 2-core machine).
# V8 otherwise grows its heap towards ~4 GB before collecting; the build's live JavaScript heap stays
# below ~320 MB (the search index and the service-worker manifest are made at the end), so 384 MB
# leaves headroom while keeping the whole process near 1 GB with Rspack's native memory.
# If a much larger site ever stops with "JavaScript heap out of memory", raise MRS_DOCS_BUILD_HEAP_MB.
# Fewer pages rendered at once (Docusaurus's default is 32) lowers the peak too, at no cost in time here.
set -euo pipefail
cd "$(dirname "$0")/.."
export NODE_OPTIONS="${NODE_OPTIONS:-} --max-old-space-size=${MRS_DOCS_BUILD_HEAP_MB:-384}"
export DOCUSAURUS_SSR_CONCURRENCY="${DOCUSAURUS_SSR_CONCURRENCY:-4}"
# Run the CLI directly: `npx` would keep a second Node process (~60 MB) alive for the whole build.
exec ./node_modules/.bin/docusaurus build "$@"
