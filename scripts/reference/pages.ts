// Writes the generated reference pages of every release (src/features/reference/pages.ts) from the committed
// release data and reference/interface-page.yaml.
//   npm run reference:pages                       write the pages, remove the ones no longer generated
//   npm run reference:pages -- --check            write nothing; exit 1 when a committed page differs
//   npm run reference:pages -- --list-interfaces  first write reference/interface-page.yaml from the mrs_msgs
//                                                 types the pages name (after editing pages that name new ones)
// MRS_DOCS_REFERENCE_DIR points the generator at another copy of reference/.
import fs from 'node:fs';
import path from 'node:path';
import {REFERENCE_DIR} from '../../src/features/reference/data';
import {namedInterfaceTypes} from '../../src/features/reference/drift';
import {REF_VERSIONS} from '../../src/features/reference/names';
import {INTERFACE_LIST_FILE, interfaceListText, syncReferencePages} from '../../src/features/reference/pages';

const referenceDir = process.env.MRS_DOCS_REFERENCE_DIR ?? REFERENCE_DIR;
const check = process.argv.includes('--check');

if (process.argv.includes('--list-interfaces') && !check) {
  const lists = Object.fromEntries(REF_VERSIONS.map((v) => [v, namedInterfaceTypes(v)]));
  fs.writeFileSync(path.join(referenceDir, INTERFACE_LIST_FILE), interfaceListText(lists));
  console.log(`reference/${INTERFACE_LIST_FILE} written from the pages`);
}

const stale = syncReferencePages({referenceDir, check});
if (check) {
  for (const line of stale) console.error(line);
  console.log(
    stale.length
      ? `${stale.length} reference files out of date: run npm run reference:pages`
      : 'reference pages up to date',
  );
  process.exitCode = stale.length ? 1 : 0;
} else console.log(`${stale.length} reference files written or removed`);
