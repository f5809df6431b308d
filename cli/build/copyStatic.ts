import fs from 'node:fs/promises';

/** Copies the static folder's tree into outDir (a missing static folder copies nothing). */
export async function copyStatic(staticDir: string, outDir: string): Promise<void> {
  await fs.mkdir(outDir, { recursive: true });
  await fs.cp(staticDir, outDir, { recursive: true }).catch((e: NodeJS.ErrnoException) => {
    if (e.code !== 'ENOENT') throw e;
  });
}
