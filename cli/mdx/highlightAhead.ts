import { fencedBlocks } from './fencedBlocks.js';
import { highlightHere } from './highlighter.js';

/** Pages the thread highlights ahead of the last one handed to a worker. */
const WINDOW = 16;

export interface HighlightAhead {
  /** `n` pages have been handed to workers. */
  dispatched(n: number): void;
  stop(): void;
}

/**
 * Highlights, in this thread, the code blocks of the pages compile workers are about to ask for
 * (highlightHere caches each), so that a worker's request is usually answered at once instead of
 * waiting for the grammars to load and for blocks other pages asked for first (issue 13: workers sat
 * idle a tenth of the time). It yields to the workers' requests after each page, and keeps at most
 * WINDOW pages ahead of them, so the cache is not filled with blocks of pages far off.
 */
export function highlightAhead(bodies: string[]): HighlightAhead {
  let reached = 0;
  let stopped = false;
  let wake: (() => void) | undefined;
  const waitForWorkers = () => new Promise<void>((resolve) => (wake = resolve));
  const yieldToRequests = () => new Promise((resolve) => setImmediate(resolve));
  void (async () => {
    for (let i = 0; i < bodies.length && !stopped; i++) {
      while (i >= reached + WINDOW && !stopped) await waitForWorkers();
      if (stopped) return;
      const blocks = fencedBlocks(bodies[i]);
      // a block that fails here fails again when its page asks, and is reported there
      if (blocks.length) await highlightHere(blocks).catch(() => {});
      await yieldToRequests();
    }
  })();
  const poke = () => {
    wake?.();
    wake = undefined;
  };
  return {
    dispatched(n) {
      reached = n;
      poke();
    },
    stop() {
      stopped = true;
      poke();
    },
  };
}
