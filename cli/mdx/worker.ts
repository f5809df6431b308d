/** Worker thread entry: compiles MDX bodies sent by the pool (see compilePages.ts). */
import { parentPort } from 'node:worker_threads';
import { errorToJSON, type ErrorJSON } from '../util/errors.js';
import { compileMdx, type CompileInput } from './compileMdx.js';

export interface CompileRequest {
  id: number;
  input: CompileInput;
}

/**
 * One page's outcome. A compiled page travels as its JSON text, which is also its cache file: a
 * string is copied in one piece, where an object graph is cloned node by node on both sides
 * (issue 13: the clone was 6 % of a worker's time), and the main thread need not stringify it again.
 */
export type CompileReply = { id: number; json: string } | { id: number; errors: ErrorJSON[] };

async function handle({ id, input }: CompileRequest): Promise<void> {
  let reply: CompileReply;
  try {
    reply = { id, json: JSON.stringify(await compileMdx(input)) };
  } catch (e) {
    // every error of a list, each with its position and frame (see errorsFromJSON)
    reply = { id, errors: errorToJSON(e) };
  }
  parentPort!.postMessage(reply);
}

// the pool sends the next page before this one is done: pages are compiled one after the other
let queue = Promise.resolve();
parentPort!.on('message', (msg: CompileRequest) => {
  queue = queue.then(() => handle(msg));
});
