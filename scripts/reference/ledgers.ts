// The ledger check of `npm test` on its own, without a build: every ledger under reference/ledger/<version>/ names
// its evidence (package, version, file) and is not older than its page's `verified:` date.
//   npm run reference:ledgers
// Prints each problem; exits 1 when there is any.
// The check itself is src/features/reference/ledger.ts.
import {checkLedgers} from '../../src/features/reference/ledger';

const problems = checkLedgers();
for (const problem of problems) console.log(problem);
console.log(`${problems.length} ledger problem${problems.length === 1 ? '' : 's'}`);
process.exitCode = problems.length ? 1 : 0;
