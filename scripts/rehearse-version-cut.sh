#!/usr/bin/env bash
# Rehearses cutting a docs version (scripts/version-cut.ts) in a scratch copy of the working tree: freezes the
# current release and starts the next minor release of the same ROS generation, builds that three-version site and
# runs the checks and browser tests written from config/releases.ts against it (versions, routes, badges, search
# scope, reference data and pages, offline). The working tree itself is never touched. Part of `npm test`.
set -euo pipefail
cd "$(dirname "$0")/.."

SCRATCH="$(mktemp -d "${TMPDIR:-/tmp}/mrs-docs-version-cut.XXXXXX")"
trap 'rm -rf "$SCRATCH"' EXIT
echo "Rehearsing a version cut in $SCRATCH…"
# the tree as it is (committed or not), without build outputs; node_modules as hard links, less the bundler cache
tar --exclude=./node_modules --exclude=./build --exclude=./.docusaurus --exclude=./.cache --exclude=./.git \
  --exclude=./test-results --exclude=./playwright-report --exclude=./bench/tmp -cf - . | tar -xf - -C "$SCRATCH"
cp -al node_modules "$SCRATCH/node_modules"
rm -rf "$SCRATCH/node_modules/.cache"

cd "$SCRATCH"
NEXT="$(npx tsx -e "import {CURRENT_RELEASE as c} from './config/releases'; const [a, b] = c.version.split('.').map(Number); console.log(\`\${a}.\${b + 1}.0\`)")"
npx tsx scripts/version-cut.ts "$NEXT"
node --import tsx --test tests/unit/architecture.test.ts tests/unit/reference-drift.test.ts tests/unit/one-place.test.ts \
  tests/unit/content.test.ts
npm run reference:drift --silent

mkdir -p .cache
# no git history in the scratch copy: the pages show no dates, as in any checkout without history
MRS_DOCS_LAST_UPDATE=0 bash scripts/build.sh 2>&1 | tee .cache/build.log
export CI="${CI:-1}"
MRS_DOCS_TEST_PORT="${MRS_DOCS_REHEARSAL_PORT:-3299}" npx playwright test --project=checks --project=desktop \
  tests/checks/releases.spec.ts tests/checks/manifest.spec.ts tests/checks/build.spec.ts tests/checks/llms.spec.ts \
  tests/checks/reference-pages.spec.ts \
  tests/e2e/releases.spec.ts tests/e2e/routes.spec.ts tests/e2e/offline.spec.ts
echo "Version-cut rehearsal passed: $NEXT current, three versions built and checked."
