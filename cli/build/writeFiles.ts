import fs from 'node:fs/promises';
import path from 'node:path';
import { fileInside } from '../util/pathInside.js';

/** Writes files (output path → content) under outDir, creating folders as needed. */
export async function writeFiles(
  outDir: string,
  files: Record<string, string | Buffer>,
): Promise<void> {
  await Promise.all(
    Object.entries(files).map(async ([name, content]) => {
      const file = fileInside(outDir, name);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, content);
    }),
  );
}
