/** Worker thread entry: compiles MDX bodies sent by the pool (see compileInWorkers.ts). */
import { parentPort } from 'node:worker_threads';
import { errorToJSON, type ErrorJSON } from '../util/errors.js';
import { compileMdx, type CompileInput } from './compileMdx.js';

/** A run of pages, the first of them numbered `first` in the pool's list. */
export interface CompileRequest {
  first: number;
  inputs: CompileInput[];
}

/**
 * A compiled page travels as its JSON text, which is also its cache file: a string is copied in one
 * piece, where an object graph is cloned node by node on both sides (issue 13: 6 % of a worker's
 * time), and the main thread need not stringify it again. Or the page's errors.
 */
export type PageReply = { json: string } | { errors: ErrorJSON[] };

/** One message per run of pages: each message wakes the main thread, which shares the cores. */
export interface CompileReply {
  first: number;
  pages: PageReply[];
}

async function compile(input: CompileInput): Promise<PageReply> {
  try {
    return { json: JSON.stringify(await compileMdx(input)) };
  } catch (e) {
    // every error of a list, each with its position and frame (see errorsFromJSON)
    return { errors: errorToJSON(e) };
  }
}

async function handle({ first, inputs }: CompileRequest): Promise<void> {
  const pages: PageReply[] = [];
  for (const input of inputs) pages.push(await compile(input));
  const reply: CompileReply = { first, pages };
  parentPort!.postMessage(reply);
}

// the pool sends the next run before this one is done: runs are compiled one after the other
let queue = Promise.resolve();
parentPort!.on('message', (msg: CompileRequest) => {
  queue = queue.then(() => handle(msg));
});
