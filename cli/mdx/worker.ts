/** Worker thread entry: compiles MDX bodies sent by the pool (see compilePages.ts). */
import { parentPort } from 'node:worker_threads';
import { errorToJSON } from '../util/errors.js';
import { compileMdx, type CompileInput } from './compileMdx.js';

async function handle(msg: { id: number; input: CompileInput }): Promise<void> {
  try {
    parentPort!.postMessage({ id: msg.id, result: await compileMdx(msg.input) });
  } catch (e) {
    // every error of a list, each with its position and frame (see errorsFromJSON)
    parentPort!.postMessage({ id: msg.id, errors: errorToJSON(e) });
  }
}

parentPort!.on('message', (msg: { id: number; input: CompileInput }) => void handle(msg));
