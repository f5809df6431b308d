import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { LastUpdate } from './types.js';

const run = promisify(execFile);

/**
 * Last commit time and author of every file under `dirs`, from ONE `git log` pass (newest first;
 * the first time a path appears is its last update). Outside git, or for uncommitted files, the
 * file's mtime is used.
 */
export async function readLastUpdates(
  siteDir: string,
  dirs: string[],
  files: string[],
): Promise<Map<string, LastUpdate>> {
  const map = new Map<string, LastUpdate>();
  try {
    const { stdout: top } = await run('git', ['rev-parse', '--show-toplevel'], { cwd: siteDir });
    const root = top.trim();
    const { stdout } = await run(
      'git',
      [
        '-c',
        'core.quotepath=off',
        'log',
        '--format=%x1e%at%x1f%an',
        '--name-only',
        '--no-renames',
        '--',
        ...dirs,
      ],
      { cwd: siteDir, maxBuffer: 256 * 1024 * 1024 },
    );
    for (const chunk of stdout.split('\x1e')) {
      if (!chunk.trim()) continue;
      const [head, ...names] = chunk.split('\n');
      const [at, author] = head.split('\x1f');
      for (const name of names) {
        if (!name) continue;
        const abs = path.join(root, name);
        if (!map.has(abs)) map.set(abs, { timestamp: Number(at), author });
      }
    }
  } catch {
    /* not a git checkout: fall back to mtimes below */
  }
  await Promise.all(
    files
      .filter((f) => !map.has(f))
      .map(async (f) => {
        const st = await fs.stat(f);
        map.set(f, { timestamp: Math.floor(st.mtimeMs / 1000) });
      }),
  );
  return map;
}
