/**
 * Stands in for the docs plugin's `lib/client/docsClientUtils.js` in the plugin's own client hooks (wired by
 * src/perf/plugin.ts): the same helpers, reached as `@mrs/docs-client-utils`, with `getActiveDocContext`
 * answered once per page path (`./cache.ts`).
 */
import {getActiveDocContext as computeActiveDocContext} from '@mrs/docs-client-utils';
import {cachePerPath} from './cache';

export {getActivePlugin, getLatestVersion, getActiveVersion, getDocVersionSuggestions} from '@mrs/docs-client-utils';

export const getActiveDocContext = cachePerPath(computeActiveDocContext);
