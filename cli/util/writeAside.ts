import fs from 'node:fs';
import fsp from 'node:fs/promises';

/**
 * Writes `file` beside itself (a name of this process's own) and renames it into place: a reader, or
 * another build, never sees it half-written, and two processes writing it at once do not mix.
 */
export async function writeAside(file: string, data: string): Promise<void> {
  const tmp = `${file}.${process.pid}.tmp`;
  await fsp.writeFile(tmp, data);
  await fsp.rename(tmp, file);
}

/** writeAside, synchronously. */
export function writeAsideSync(file: string, data: string): void {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, data);
  fs.renameSync(tmp, file);
}
