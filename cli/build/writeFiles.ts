import fs from 'node:fs/promises';
import path from 'node:path';
import { fileInside } from '../util/pathInside.js';

/** Files written at once: enough to keep the disk busy, far below the open-file limit. */
const AT_ONCE = 64;

/**
 * Writes files (output path → content) under outDir, creating folders as needed. At most AT_ONCE at
 * a time: a 100,000-page site emits 100,000 search files, and opening them all at once fails with
 * EMFILE.
 */
export async function writeFiles(
  outDir: string,
  files: Record<string, string | Buffer>,
): Promise<void> {
  const entries = Object.entries(files);
  // one mkdir per folder, which every file in it waits for
  const dirs = new Map<string, Promise<unknown>>();
  let next = 0;
  const writer = async () => {
    while (next < entries.length) {
      const [name, content] = entries[next++];
      const file = fileInside(outDir, name);
      const dir = path.dirname(file);
      let made = dirs.get(dir);
      if (!made) dirs.set(dir, (made = fs.mkdir(dir, { recursive: true })));
      await made;
      await fs.writeFile(file, content);
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, writer));
}
