#!/usr/bin/env node
// The drift check of `npm test` (tests/checks/reference-drift.spec.ts) on its own, in a few seconds and without a
// build: every release name written in the code of a page must exist in that version's reference data.
//   npm run reference:drift              both versions
//   npm run reference:drift -- <version>  one version
// Prints each unknown name with its page, line and the closest known names; exits 1 when there is any.
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
const jiti = require('jiti')(import.meta.url, {interopDefault: true});
const {checkVersion, formatFinding, loadAllowlist, DOC_DIRS} = jiti('../../tests/reference/drift.ts');

// the versions of config/releases.ts, each with its reference data and docs folder
const KNOWN = Object.keys(DOC_DIRS);
const versions = process.argv.slice(2).length ? process.argv.slice(2) : KNOWN;
const wrong = versions.filter((v) => !KNOWN.includes(v));
if (wrong.length) {
  console.error(`Unknown version ${wrong.join(', ')}: the reference data has ${KNOWN.join(' and ')}.`);
  process.exit(2);
}
const allowlist = loadAllowlist();
let unknown = 0;
for (const version of versions) {
  const findings = checkVersion(version, {allowlist, counts: {}});
  for (const finding of findings) console.log(formatFinding(finding));
  console.log(`${version}: ${findings.length} unknown name${findings.length === 1 ? '' : 's'}`);
  unknown += findings.length;
}
process.exitCode = unknown === 0 ? 0 : 1;
