import { Worker } from 'node:worker_threads';
import { errorsFromJSON, tnErrorsOf, type TnError } from '../util/errors.js';
import { workerBundle } from '../util/workerBundle.js';
import type { CompileInput } from '../mdx/compileMdx.js';
import type { CompileReply, CompileRequest } from '../mdx/worker.js';

/** The most pages sent to a worker in one message. */
const MAX_RUN = 16;

/**
 * Compiles `inputs` on `workers` threads, calling `done` with each page's JSON text (see PageReply)
 * as it arrives. Pages go in runs, fewer messages for more pages, shorter as the list runs out so
 * that the workers finish together; a worker always holds its next run, so it never waits for the
 * main thread. A user's mistake is collected in `errors`; anything else rejects.
 */
export async function compileInWorkers(
  inputs: CompileInput[],
  workers: number,
  done: (index: number, json: string) => void,
  errors: TnError[],
): Promise<void> {
  const script = await workerBundle('cli/mdx/worker.ts');
  let next = 0;
  const run = () =>
    new Promise<void>((resolve, reject) => {
      const w = new Worker(script);
      let pending = 0;
      const feed = () => {
        const left = inputs.length - next;
        if (left > 0) {
          const size = Math.max(1, Math.min(MAX_RUN, Math.floor(left / (workers * 4))));
          const request: CompileRequest = { first: next, inputs: inputs.slice(next, next + size) };
          next += size;
          pending++;
          w.postMessage(request);
        } else if (pending === 0) void w.terminate().then(() => resolve());
      };
      w.on('message', ({ first, pages }: CompileReply) => {
        pending--;
        for (const [i, page] of pages.entries()) {
          if ('json' in page) done(first + i, page.json);
          else {
            const e = errorsFromJSON(page.errors);
            const list = tnErrorsOf(e);
            if (!list) return void w.terminate().finally(() => reject(e));
            errors.push(...list);
          }
        }
        feed();
      });
      w.on('error', reject);
      // the run after this one, queued in the worker
      feed();
      feed();
    });
  await Promise.all(Array.from({ length: workers }, run));
}
