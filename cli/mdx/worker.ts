/** Worker thread entry: compiles MDX bodies sent by the pool (see compilePool.ts). */
import { parentPort } from 'node:worker_threads';
import { errorToJSON } from '../util/errors.js';
import { compileMdx, type CompileInput } from './compileMdx.js';

parentPort!.on('message', async (msg: { id: number; input: CompileInput }) => {
  try {
    parentPort!.postMessage({ id: msg.id, result: await compileMdx(msg.input) });
  } catch (e) {
    parentPort!.postMessage({ id: msg.id, error: errorToJSON(e)[0] });
  }
});
