/** Render worker: renders a slice of the routes (see renderPages in renderPages.ts) and reports how many it wrote. */
import { parentPort, workerData } from 'node:worker_threads';
import { errorToJSON } from '../util/errors.js';
import { renderRange, type RenderOptions } from './renderPages.js';

const { options, start, end } = workerData as {
  options: RenderOptions;
  start: number;
  end: number;
};
process.env.NODE_ENV = options.production ? 'production' : 'development';
renderRange(options, start, end).then(
  (written) => parentPort!.postMessage({ written }),
  (e) => parentPort!.postMessage({ error: errorToJSON(e)[0] }),
);
