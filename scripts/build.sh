#!/usr/bin/env bash
# Production build with a bounded memory footprint (budget: 1 GB peak RSS on a 2-core machine).
# V8 otherwise grows its heap towards ~4 GB before collecting; the build's live JavaScript heap stays
# below 256 MB (a build with that cap succeeds; the search index and the service-worker manifest are
# made at the end), so 320 MB leaves headroom while keeping the whole process near 950 MB with Rspack's
# native memory (with a 384 MB cap the peak reached 1.0-1.05 GB, at the budget).
# If a much larger site ever stops with "JavaScript heap out of memory", raise MRS_DOCS_BUILD_HEAP_MB.
# Fewer pages rendered at once (Docusaurus's default is 32) lowers the peak too, at no cost in time here.
set -euo pipefail
cd "$(dirname "$0")/.."
export NODE_OPTIONS="${NODE_OPTIONS:-} --max-old-space-size=${MRS_DOCS_BUILD_HEAP_MB:-320}"
export DOCUSAURUS_SSR_CONCURRENCY="${DOCUSAURUS_SSR_CONCURRENCY:-4}"
# Run the CLI directly: `npx` would keep a second Node process (~60 MB) alive for the whole build.
exec ./node_modules/.bin/docusaurus build "$@"
