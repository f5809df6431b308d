/** Worker thread entry: builds the search index of the pages it is given (see searchIndexInWorker). */
import { parentPort, workerData } from 'node:worker_threads';
import { errorToJSON } from '../util/errors.js';
import type { SearchPageInput } from './buildSearchIndex.js';
import { buildCachedSearchIndex, type SearchCacheFiles } from './searchCache.js';

const { pages, cache } = workerData as { pages: SearchPageInput[]; cache?: SearchCacheFiles };
try {
  parentPort!.postMessage({ output: buildCachedSearchIndex(pages, cache) });
} catch (e) {
  parentPort!.postMessage({ errors: errorToJSON(e) });
}
