/**
 * Each pipeline stage runs inside task(): its name, time and result are printed (quiet in CI or
 * with --quiet).
 */
export interface Reporter {
  quiet: boolean;
  log(line: string): void;
}

export function createReporter(quiet: boolean): Reporter {
  return {
    quiet,
    log: (line) => {
      if (!quiet) process.stdout.write(line + '\n');
    },
  };
}

export async function task<T>(
  reporter: Reporter,
  name: string,
  fn: () => Promise<T> | T,
  summary?: (result: T) => string,
): Promise<T> {
  const start = performance.now();
  const result = await fn();
  const ms = performance.now() - start;
  const extra = summary ? `  ${summary(result)}` : '';
  reporter.log(`  ${name.padEnd(22)} ${formatMs(ms).padStart(8)}${extra}`);
  return result;
}

export function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}
