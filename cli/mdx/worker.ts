/** Worker thread entry: compiles MDX bodies sent by the pool (see compilePages.ts). */
import { parentPort } from 'node:worker_threads';
import { errorToJSON, type ErrorJSON } from '../util/errors.js';
import { compileMdx, type CompileInput } from './compileMdx.js';
import { setBlockHighlighter, type CodeBlockInput } from './highlighter.js';

export interface CompileRequest {
  id: number;
  input: CompileInput;
}

/** The pool's answer to a HighlightRequest: each block's HTML, or why it failed. */
export type HighlightReply =
  { highlighted: number; html: string[] } | { highlighted: number; error: string };

/** What the pool sends a worker. */
export type ToWorker = CompileRequest | HighlightReply;

/**
 * One page's outcome. A compiled page travels as its JSON text, which is also its cache file: a
 * string is copied in one piece, where an object graph is cloned node by node on both sides
 * (issue 13: the clone was 6 % of a worker's time), and the main thread need not stringify it again.
 */
export type CompileReply = { id: number; json: string } | { id: number; errors: ErrorJSON[] };

/** A page's code blocks, for the pool's thread to highlight (see setBlockHighlighter). */
export interface HighlightRequest {
  highlight: number;
  blocks: CodeBlockInput[];
}

/** What a worker sends the pool. */
export type FromWorker = CompileReply | HighlightRequest;

const port = parentPort!;
const waiting = new Map<
  number,
  { resolve: (html: string[]) => void; reject: (e: Error) => void }
>();
let requests = 0;
setBlockHighlighter(
  (blocks) =>
    new Promise((resolve, reject) => {
      const request: HighlightRequest = { highlight: requests++, blocks };
      waiting.set(request.highlight, { resolve, reject });
      port.postMessage(request);
    }),
);

async function handle({ id, input }: CompileRequest): Promise<void> {
  let reply: CompileReply;
  try {
    reply = { id, json: JSON.stringify(await compileMdx(input)) };
  } catch (e) {
    // every error of a list, each with its position and frame (see errorsFromJSON)
    reply = { id, errors: errorToJSON(e) };
  }
  port.postMessage(reply);
}

// the pool sends the next page before this one is done: it is compiled while this one's code blocks
// are being highlighted
port.on('message', (msg: ToWorker) => {
  if ('id' in msg) return void handle(msg);
  const w = waiting.get(msg.highlighted)!;
  waiting.delete(msg.highlighted);
  if ('html' in msg) w.resolve(msg.html);
  else w.reject(new Error(msg.error));
});
