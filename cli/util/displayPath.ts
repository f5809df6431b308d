import path from 'node:path';

/**
 * The one place a file path is made readable: relative to the current directory, posix separators.
 * Idempotent, so an already relative path (e.g. one that came back from a worker thread) is
 * unchanged.
 */
export function displayPath(file: string): string {
  if (!path.isAbsolute(file)) return file.split(path.sep).join('/');
  const rel = path.relative(process.cwd(), file);
  return (rel || '.').split(path.sep).join('/');
}
