#!/usr/bin/env bash
# Production build with a bounded memory footprint (budget: 1 GB peak RSS on a 2-core machine).
# V8 otherwise grows its heap towards ~4 GB before collecting. The search index (built by the site's own
# indexer after the pages) and the service-worker manifest are made at the end, when the heap is fullest;
# with the parameter reference pages the site outgrew the former 320 MB cap there (out of memory while
# indexing), so the cap is 512 MB; bench/ records the resulting peak RSS against the 1 GB budget.
# If a much larger site ever stops with "JavaScript heap out of memory", raise MRS_DOCS_BUILD_HEAP_MB.
# Fewer pages rendered at once (Docusaurus's default is 32) lowers the peak too, at no cost in time here.
set -euo pipefail
cd "$(dirname "$0")/.."
export NODE_OPTIONS="${NODE_OPTIONS:-} --max-old-space-size=${MRS_DOCS_BUILD_HEAP_MB:-512}"
export DOCUSAURUS_SSR_CONCURRENCY="${DOCUSAURUS_SSR_CONCURRENCY:-4}"
# Run the CLI directly: `npx` would keep a second Node process (~60 MB) alive for the whole build.
exec ./node_modules/.bin/docusaurus build "$@"
