import {test} from 'node:test';
import assert from 'node:assert/strict';
import {afterSearchIndexes} from '../../src/features/search/search-index-split';

test('a step that waits for the search index files fails at once when no search plugin is configured', async () => {
  // no searchIndexSplit instance was constructed in this process: waiting would never end
  await assert.rejects(afterSearchIndexes(), /no search plugin/);
});
