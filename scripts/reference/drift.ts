// The drift check of `npm test` (tests/unit/reference-drift.test.ts) on its own, in a few seconds and without a
// build: every release name written in the code of a page must exist in that version's reference data.
//   npm run reference:drift              every version
//   npm run reference:drift -- <version>  one version
// Prints each unknown name with its page, line and the closest known names; exits 1 when there is any.
// The check itself is src/features/reference/drift.ts.
import {checkVersion, formatFinding, loadAllowlist} from '../../src/features/reference/drift';
import {REF_VERSIONS} from '../../src/features/reference/names';

const versions = process.argv.slice(2).length ? process.argv.slice(2) : [...REF_VERSIONS];
const wrong = versions.filter((v) => !REF_VERSIONS.includes(v));
if (wrong.length) {
  console.error(`Unknown version ${wrong.join(', ')}: the reference data has ${REF_VERSIONS.join(' and ')}.`);
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
