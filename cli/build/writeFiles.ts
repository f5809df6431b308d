import fs from 'node:fs/promises';
import path from 'node:path';
import { fileInside } from '../util/pathInside.js';

/**
 * Files the last build wrote with the same bytes, linked from its output instead of written again
 * (BuildState.reuseFile): `reuse` says whether it took the file, `wrote` hears of each file written.
 */
export interface FileReuse {
  reuse(name: string, content: string | Buffer, dest: string): boolean;
  wrote(name: string, content: string | Buffer, dest: string): void;
}

/** Files written at once: enough to keep the disk busy, far below the open-file limit. */
const AT_ONCE = 64;

/**
 * Writes files (output path → content) under outDir, creating folders as needed. At most AT_ONCE at
 * a time: a 100,000-page site emits 100,000 search files, and opening them all at once fails with
 * EMFILE. The files are taken from `files` as they are written, so a generator can make each one
 * only when its turn comes (100,000 page chunks are not all held at once).
 */
export async function writeFiles(
  outDir: string,
  files: Iterable<[name: string, content: string | Buffer]>,
  reuse?: FileReuse,
): Promise<void> {
  const entries = files[Symbol.iterator]();
  // one mkdir per folder, which every file in it waits for
  const dirs = new Map<string, Promise<unknown>>();
  const writer = async () => {
    for (let e = entries.next(); !e.done; e = entries.next()) {
      const [name, content] = e.value;
      const file = fileInside(outDir, name);
      const dir = path.dirname(file);
      let made = dirs.get(dir);
      if (!made) dirs.set(dir, (made = fs.mkdir(dir, { recursive: true })));
      await made;
      if (reuse?.reuse(name, content, file)) continue;
      await fs.writeFile(file, content);
      reuse?.wrote(name, content, file);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, writer));
}
