import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { spawn } from 'node:child_process';
import * as esbuild from 'esbuild';
import { TnError } from '../util/errors.js';
import { processAlive } from '../util/processAlive.js';

/** Staging and old folders of builds that died (Ctrl-C before issue 12, kill -9, power loss). */
export async function removeStale(outDir: string): Promise<string[]> {
  const parent = path.dirname(outDir);
  const base = path.basename(outDir);
  const names = await fsp.readdir(parent).catch(() => [] as string[]);
  const stale = names.filter((name) => {
    const m = /^\.(?:tmp|old)-(\d+)$/.exec(name.slice(base.length));
    const pid = Number(m?.[1] ?? 0);
    return name.startsWith(base) && pid > 0 && pid !== process.pid && !processAlive(pid);
  });
  await Promise.all(
    stale.map((name) => fsp.rm(path.join(parent, name), { recursive: true, force: true })),
  );
  return stale;
}

/** A fresh folder beside the output, so the last good build stays untouched until the new one is complete. */
export async function createStaging(outDir: string): Promise<string> {
  await removeStale(outDir);
  const staging = `${outDir}.tmp-${process.pid}`;
  await fsp.rm(staging, { recursive: true, force: true });
  await fsp.mkdir(staging, { recursive: true });
  return staging;
}

export interface StagingGuard {
  /** Runs fn with signals held back: an interrupted swap would leave no output at all. */
  critical<T>(fn: () => Promise<T>): Promise<T>;
  release(): void;
}

const SIGNALS: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
const EXIT_CODE: Record<string, number> = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 };

/** Ctrl-C or a kill while the build runs: the staging folder is removed before the process exits. */
export function guardStaging(staging: string): StagingGuard {
  let busy = false;
  let pending: NodeJS.Signals | null = null;
  const exit = (signal: NodeJS.Signals) => {
    // esbuild (its own process) may still be writing into the folder: stop it first, then remove the
    // folder, and again if a writer still running recreated part of it; a failure here must not turn the
    // signal's exit code into a crash
    void esbuild.stop();
    for (let attempt = 0; attempt < 5 && fs.existsSync(staging); attempt++) {
      try {
        fs.rmSync(staging, { recursive: true, force: true, maxRetries: 3 });
      } catch {
        // a file appeared while removing: try again
      }
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20);
    }
    process.exit(EXIT_CODE[signal]);
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (busy) pending = signal;
    else exit(signal);
  };
  for (const s of SIGNALS) process.on(s, onSignal);
  return {
    async critical(fn) {
      busy = true;
      try {
        return await fn();
      } finally {
        busy = false;
        if (pending) exit(pending);
      }
    },
    release() {
      for (const s of SIGNALS) process.off(s, onSignal);
    },
  };
}

/**
 * Holds `<outDir>.lock` (holding the pid) while fn runs, so two builds of one site never interleave their swaps:
 * the second waits for the first. A lock whose process has died is taken over.
 */
async function withLock<T>(outDir: string, fn: () => Promise<T>): Promise<T> {
  const lock = `${outDir}.lock`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      await fsp.writeFile(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
    const holder = Number(await fsp.readFile(lock, 'utf8').catch(() => ''));
    // an empty lock is being written right now, unless it has been empty for seconds (its writer died)
    const age = Date.now() - ((await fsp.stat(lock).catch(() => null))?.mtimeMs ?? Date.now());
    if (holder > 0 ? !processAlive(holder) : age > 5000) await fsp.rm(lock, { force: true });
    else if (Date.now() > deadline)
      throw new TnError('OUTPUT_LOCKED', `Another build (process ${holder}) holds ${lock}.`, {
        hint: 'Wait for it to finish; if no tn-docs process is running, delete the lock file.',
      });
    else await new Promise((r) => setTimeout(r, 25));
  }
  try {
    return await fn();
  } finally {
    await fsp.rm(lock, { force: true });
  }
}

/**
 * Replaces outDir with staging in two renames under the lock (the window with no output is a few
 * microseconds), then runs `after` (the build record) before another build may swap.
 */
export async function swapOutput(
  staging: string,
  outDir: string,
  after: () => Promise<void> = async () => {},
  /** A folder on the same disk to move the old output into, removed in the background. */
  trash?: string,
): Promise<void> {
  const old = `${outDir}.old-${process.pid}`;
  const hadOld = await withLock(outDir, async () => {
    let moved = true;
    try {
      await fsp.rename(outDir, old);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
      moved = false;
    }
    // tests widen the window between the two renames so that unlocked swaps would surely interleave
    const pause = Number(process.env.TN_DOCS_SWAP_PAUSE_MS ?? 0);
    if (pause) await new Promise((r) => setTimeout(r, pause));
    await fsp.rename(staging, outDir);
    await after();
    return moved;
  });
  if (hadOld) await removeLater(old, trash);
}

/**
 * Removes the replaced output without making the build wait: removing tens of thousands of files
 * took longer than a one-page rebuild itself (3.6 s of a 10,000-page site's 9 s). The folder is moved
 * into `trash` (one rename) and a detached process empties the trash after this one has exited; what
 * it leaves (a machine stopped meanwhile) goes with the next build's. Without a trash on the same
 * disk, the folder is removed here.
 */
async function removeLater(dir: string, trash: string | undefined): Promise<void> {
  if (trash) {
    try {
      await fsp.mkdir(trash, { recursive: true });
      await fsp.rename(dir, path.join(trash, `${process.pid}-${Date.now()}`));
      emptyInBackground(trash);
      return;
    } catch {
      // another disk (EXDEV), or the trash cannot be made: removed here
    }
  }
  await fsp.rm(dir, { recursive: true, force: true });
}

/** Every entry of `trash` removed by a detached Node process that outlives this one. */
function emptyInBackground(trash: string): void {
  const script = `const fs = require('node:fs/promises'), path = require('node:path');
const dir = process.argv[1];
fs.readdir(dir).then((names) => Promise.all(names.map((n) =>
  fs.rm(path.join(dir, n), { recursive: true, force: true }).catch(() => {}))), () => {});`;
  const child = spawn(process.execPath, ['-e', script, trash], {
    detached: true,
    stdio: 'ignore',
  });
  child.on('error', () => {}); // left for the next build's
  child.unref();
}

/**
 * Removes the staging folder of a failed build. The other bundle (esbuild, its own process) may
 * still be writing into it: retried, and a folder that cannot be removed now is left to the next
 * build (removeStale), so the failure the reader must see is never replaced by this one.
 */
export async function discardStaging(staging: string): Promise<void> {
  try {
    await fsp.rm(staging, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
  } catch {
    // left for the next build
  }
}
