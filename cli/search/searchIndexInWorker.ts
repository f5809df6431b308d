import { Worker } from 'node:worker_threads';
import { errorsFromJSON, type ErrorJSON } from '../util/errors.js';
import { workerScript } from '../util/workerScript.js';
import type { SearchIndexOutput, SearchPageInput } from './buildSearchIndex.js';
import { buildCachedSearchIndex, type SearchCacheFiles } from './searchCache.js';

/** Below this many pages the index is built in this thread: a worker's start-up would cost more. */
const WORKER_FROM = 40;

type Reply = { output: SearchIndexOutput } | { errors: ErrorJSON[] };

/**
 * The site's search index, built on a thread of its own while the build's thread renders (issue 13:
 * on that thread it took a third of a second of the build's serial part on this site). Small sites
 * build it here.
 */
export function searchIndexInWorker(
  pages: SearchPageInput[],
  cache?: SearchCacheFiles,
): Promise<SearchIndexOutput> {
  if (pages.length < WORKER_FROM)
    return Promise.resolve().then(() => buildCachedSearchIndex(pages, cache));
  const result = Promise.resolve()
    .then(() => workerScript('search'))
    .then(
      (script) =>
        new Promise<SearchIndexOutput>((resolve, reject) => {
          const w = new Worker(script, { workerData: { pages, cache } });
          w.once('message', (m: Reply) => {
            void w.terminate();
            if ('output' in m) resolve(m.output);
            else reject(errorsFromJSON(m.errors));
          });
          w.once('error', reject);
        }),
    );
  // a build collects it after other stages: a failure meanwhile must not go unhandled
  result.catch(() => {});
  return result;
}
