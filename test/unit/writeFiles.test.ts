import fs from 'node:fs';
import type * as FsPromises from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { writeFiles } from '../../cli/build/writeFiles.js';

/** Files being written at this moment, and the most there ever were. */
const open = vi.hoisted(() => ({ now: 0, most: 0 }));

vi.mock('node:fs/promises', async (importOriginal) => {
  const real = await importOriginal<typeof FsPromises & { default: typeof FsPromises }>();
  const writeFile: typeof real.writeFile = async (...args) => {
    open.most = Math.max(open.most, ++open.now);
    try {
      return await real.writeFile(...args);
    } finally {
      open.now--;
    }
  };
  return { ...real, writeFile, default: { ...real.default, writeFile } };
});

describe('writeFiles', () => {
  it('writes every file, in new folders, with a bounded number open at once', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-write-'));
    try {
      // a 100,000-page site emits this many search files and more: all at once failed with EMFILE
      const files: Record<string, string> = {};
      for (let i = 0; i < 5000; i++) files[`search/p${i % 7}/${i}.json`] = `{"n":${i}}`;
      await writeFiles(dir, Object.entries(files));
      expect(open.most).toBeGreaterThan(1);
      expect(open.most).toBeLessThanOrEqual(64);
      expect(fs.readFileSync(path.join(dir, 'search/p1/4999.json'), 'utf8')).toBe('{"n":4999}');
      expect(fs.readdirSync(path.join(dir, 'search')).length).toBe(7);
      expect(fs.readdirSync(path.join(dir, 'search/p0')).length).toBe(715);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
