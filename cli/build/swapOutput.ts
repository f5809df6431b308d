import fs from 'node:fs/promises';

/**
 * A fresh folder beside the output, so the last good build stays untouched until the new one is
 * complete.
 */
export async function createStaging(outDir: string): Promise<string> {
  const staging = `${outDir}.tmp-${process.pid}`;
  await fs.rm(staging, { recursive: true, force: true });
  await fs.mkdir(staging, { recursive: true });
  return staging;
}

/**
 * Replaces outDir with staging in two renames (the window with no output is a few microseconds).
 */
export async function swapOutput(staging: string, outDir: string): Promise<void> {
  const old = `${outDir}.old-${process.pid}`;
  let hadOld = true;
  try {
    await fs.rename(outDir, old);
  } catch {
    hadOld = false;
  }
  await fs.rename(staging, outDir);
  if (hadOld) await fs.rm(old, { recursive: true, force: true });
}

export async function discardStaging(staging: string): Promise<void> {
  await fs.rm(staging, { recursive: true, force: true });
}
