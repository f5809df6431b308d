import { Worker } from 'node:worker_threads';
import { errorsFromJSON, tnErrorsOf, type TnError } from '../util/errors.js';
import { workerScript } from '../util/workerScript.js';
import type { CompileInput } from '../mdx/compileMdx.js';
import type {
  CompileRequest,
  FromWorker,
  HighlightReply,
  HighlightRequest,
} from '../mdx/worker.js';

/** Pages each worker is sent ahead of the one it is compiling. */
const AHEAD = 3;

/** Compile workers started before their pages are known (see startCompileWorkers). */
export interface EarlyWorkers {
  /** Takes a started worker that is still alive, if one is left. */
  take(): Worker | undefined;
  /** Stops the workers nobody took. */
  close(): void;
}

/**
 * Starts `n` compile workers now, so that they load while this thread reads the site (a worker takes
 * a few hundred milliseconds to load the compiler; issue 13). They do not keep the process alive until
 * compileInWorkers takes them, and close() stops those it did not take.
 */
export function startCompileWorkers(n: number): EarlyWorkers {
  const script = workerScript('compile');
  const idle = Array.from({ length: n }, () => {
    const w = new Worker(script);
    w.unref();
    const entry = { w, alive: true };
    // a worker that fails before it is taken is replaced by a new one when pages come
    w.once('error', () => (entry.alive = false));
    w.once('exit', () => (entry.alive = false));
    return entry;
  });
  return {
    take() {
      for (let e = idle.shift(); e; e = idle.shift()) if (e.alive) return e.w;
      return undefined;
    },
    close() {
      for (const { w } of idle.splice(0)) void w.terminate();
    },
  };
}

/**
 * Highlights a worker's code blocks in this thread, which is otherwise idle while pages compile: the
 * grammars load and compile once for the whole build, and a block on several pages is highlighted once.
 */
function highlightFor(w: Worker, { highlight, blocks }: HighlightRequest): void {
  const reply = (r: HighlightReply) => w.postMessage(r);
  // the highlighter (shiki's grammars, megabytes) loads when the first page needs it
  import('../mdx/highlighter.js')
    .then(({ highlightHere }) => highlightHere(blocks))
    .then(
      (html) => reply({ highlighted: highlight, html }),
      (e: unknown) =>
        reply({ highlighted: highlight, error: e instanceof Error ? e.message : String(e) }),
    );
}

/**
 * Compiles `inputs` on `workers` threads, calling `done` with each page's JSON text (see
 * CompileReply) as it arrives. A worker always holds its next page, so it never waits for the main
 * thread between pages. A user's mistake is collected in `errors`; anything else rejects.
 */
export async function compileInWorkers(
  inputs: CompileInput[],
  workers: number,
  done: (index: number, json: string) => void,
  errors: TnError[],
  early?: EarlyWorkers,
): Promise<void> {
  const script = workerScript('compile');
  let next = 0;
  // this thread loads the grammars and highlights ahead while the workers start
  const { highlightAhead } = await import('../mdx/highlightAhead.js');
  const ahead = highlightAhead(inputs.map((input) => input.body));
  const run = () =>
    new Promise<void>((resolve, reject) => {
      const w = early?.take() ?? new Worker(script);
      w.ref();
      let pending = 0;
      const feed = () => {
        if (next < inputs.length) {
          const request: CompileRequest = { id: next, input: inputs[next++] };
          pending++;
          w.postMessage(request);
          ahead.dispatched(next);
        } else if (pending === 0) void w.terminate().then(() => resolve());
      };
      w.on('message', (msg: FromWorker) => {
        if ('highlight' in msg) return void highlightFor(w, msg);
        pending--;
        if ('json' in msg) done(msg.id, msg.json);
        else {
          const e = errorsFromJSON(msg.errors);
          const list = tnErrorsOf(e);
          if (!list) return void w.terminate().finally(() => reject(e));
          errors.push(...list);
        }
        feed();
      });
      w.on('error', reject);
      for (let i = 0; i <= AHEAD; i++) feed();
    });
  try {
    await Promise.all(Array.from({ length: workers }, run));
  } finally {
    ahead.stop();
  }
}
