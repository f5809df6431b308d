/**
 * Each pipeline stage runs inside task(): its name, time and result are printed (quiet in CI or
 * with --quiet). On a terminal, a long stage also shows how far it has got (`compile mdx  812/2000`),
 * on one line that its result then replaces.
 */
export interface Reporter {
  quiet: boolean;
  log(line: string): void;
  /** Whether a stage's progress is drawn (an interactive terminal, not CI, not quiet). */
  live?: boolean;
}

/** Told how many of a stage's items are done, as they finish. */
export type Progress = (done: number, total: number) => void;

export function createReporter(quiet: boolean): Reporter {
  return {
    quiet,
    live: !quiet && Boolean(process.stdout.isTTY) && !process.env.CI,
    log: (line) => {
      if (!quiet) process.stdout.write(line + '\n');
    },
  };
}

/** How often the progress line is redrawn at most. */
const REDRAW_MS = 100;

export async function task<T>(
  reporter: Reporter,
  name: string,
  fn: (progress: Progress) => Promise<T> | T,
  summary?: (result: T) => string,
): Promise<T> {
  const start = performance.now();
  let drawn = false;
  let last = 0;
  const progress: Progress = (done, total) => {
    const now = performance.now();
    if (!reporter.live || (now - last < REDRAW_MS && done < total)) return;
    last = now;
    drawn = true;
    process.stdout.write(`\r  ${name.padEnd(22)} ${`${done}/${total}`.padStart(8)}\x1b[K`);
  };
  let result: T;
  try {
    result = await fn(progress);
  } finally {
    if (drawn) process.stdout.write('\r\x1b[K');
  }
  const ms = performance.now() - start;
  const extra = summary ? `  ${summary(result)}` : '';
  reporter.log(`  ${name.padEnd(22)} ${formatMs(ms).padStart(8)}${extra}`);
  return result;
}

export function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}
