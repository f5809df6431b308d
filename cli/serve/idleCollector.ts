import v8 from 'node:v8';
import vm from 'node:vm';

let collect: (() => void) | null | undefined;

/**
 * V8's full collection, reached without starting Node with --expose-gc: the flag is set now, and a new
 * context gets the `gc` function it exposes. Null where that is refused.
 */
function fullCollection(): (() => void) | null {
  if (collect === undefined) {
    try {
      v8.setFlagsFromString('--expose-gc');
      collect = vm.runInNewContext('gc') as () => void;
    } catch {
      collect = null;
    }
  }
  return collect;
}

/**
 * A full garbage collection once the server has been idle for `delayMs` after its last edit. After a run
 * of edits V8 keeps tens of megabytes of garbage (old compiled pages, route module texts) and grows the
 * process's memory rather than collecting it; collected while nobody waits, the memory stays flat and
 * no edit pays for the pause.
 */
export function idleCollector(delayMs: number) {
  let timer: NodeJS.Timeout | undefined;
  return {
    /** Work was done: collect once nothing more has happened for `delayMs`. */
    touch(): void {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const gc = fullCollection();
        // twice: the second pass hands the pages the first one freed back to the system at once (after one
        // pass V8 returns them about a second later)
        gc?.();
        gc?.();
      }, delayMs);
      timer.unref();
    },
    stop(): void {
      clearTimeout(timer);
    },
  };
}
