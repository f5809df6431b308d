/**
 * Render worker: renders its share of the routes (see renderPages.ts) and reports how many it
 * wrote.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { errorToJSON } from '../util/errors.js';
import { renderRoutes, type RenderOptions } from './renderPages.js';

const { options } = workerData as { options: RenderOptions };
process.env.NODE_ENV = options.production ? 'production' : 'development';
renderRoutes(options).then(
  (written) => parentPort!.postMessage({ written }),
  (e) => parentPort!.postMessage({ errors: errorToJSON(e) }),
);
