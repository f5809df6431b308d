import fs from 'node:fs/promises';
import { vanished } from './readSource.js';

/**
 * Copies the static folder's tree into outDir (a missing static folder copies nothing). A file
 * removed while it is copied stops the build, saying so: the copy was silently left incomplete.
 */
export async function copyStatic(staticDir: string, outDir: string): Promise<void> {
  await fs.mkdir(outDir, { recursive: true });
  if (!(await fs.stat(staticDir).catch(() => null))) return;
  await fs.cp(staticDir, outDir, { recursive: true }).catch((e: NodeJS.ErrnoException) => {
    throw e.code === 'ENOENT' && e.path ? vanished(e.path) : e;
  });
}
