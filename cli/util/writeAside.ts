import fs from 'node:fs';
import fsp from 'node:fs/promises';

/** Each write's own name beside the file: this process's id and a count of its writes. */
let writes = 0;
const asideOf = (file: string) => `${file}.${process.pid}.${++writes}.tmp`;

/**
 * Writes `file` beside itself (a name of this write's own) and renames it into place: a reader, or
 * another build, never sees it half-written, and two writes of it at once do not mix, from two
 * processes or from one (gofiber's four docs instances import the same sidebars file together: with
 * one name per process, the second rename found the name gone, FILE_ENOENT).
 */
export async function writeAside(file: string, data: string): Promise<void> {
  const tmp = asideOf(file);
  try {
    await fsp.writeFile(tmp, data);
    await fsp.rename(tmp, file);
  } catch (e) {
    await fsp.rm(tmp, { force: true });
    throw e;
  }
}

/** writeAside, synchronously. A failed write leaves no file beside. */
export function writeAsideSync(file: string, data: string): void {
  const tmp = asideOf(file);
  try {
    fs.writeFileSync(tmp, data);
    fs.renameSync(tmp, file);
  } catch (e) {
    fs.rmSync(tmp, { force: true });
    throw e;
  }
}
