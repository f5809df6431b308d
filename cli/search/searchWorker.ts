/** Worker thread entry: builds the search index of the pages it is given (see searchIndexInWorker). */
import { parentPort, workerData } from 'node:worker_threads';
import { errorToJSON } from '../util/errors.js';
import { buildSearchIndex, type SearchPageInput } from './buildSearchIndex.js';

try {
  parentPort!.postMessage({ output: buildSearchIndex(workerData as SearchPageInput[]) });
} catch (e) {
  parentPort!.postMessage({ errors: errorToJSON(e) });
}
