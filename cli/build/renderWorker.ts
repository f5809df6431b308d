/**
 * Render worker: loads the server bundle once, then renders each batch of routes it is sent (see
 * renderPages.ts) and replies with how many pages it wrote.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { errorToJSON } from '../util/errors.js';
import { loadServerBundle, type ServerBundle } from './loadServerBundle.js';
import { writeRoutes, type RenderBatch, type RenderWorkerData } from './renderPages.js';

const { options } = workerData as RenderWorkerData;
process.env.NODE_ENV = options.production ? 'production' : 'development';
const server: Promise<ServerBundle> = loadServerBundle(
  options.serverFile,
  options.routes,
  options.sidebars,
);

parentPort!.on('message', (batch: RenderBatch) => {
  server
    .then((s) => {
      const assets = { ...options.assets, chunks: batch.chunks };
      const written = writeRoutes(s, { ...options, ...batch, assets });
      parentPort!.postMessage({ written });
    })
    .catch((e: unknown) => parentPort!.postMessage({ errors: errorToJSON(e) }));
});
