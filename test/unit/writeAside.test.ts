// Files written beside themselves and renamed into place (cli/util/writeAside.ts): two writes of
// one file at once in one process each have their own name beside it (gofiber/docs' four docs
// instances import the same sidebars file together; the second rename failed with FILE_ENOENT).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeAside, writeAsideSync } from '../../cli/util/writeAside.js';

describe('writeAside', () => {
  it('writes one file from several writes at once, leaving nothing beside it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-aside-'));
    const file = path.join(dir, 'mod.mjs');
    await Promise.all(Array.from({ length: 8 }, () => writeAside(file, 'export default 1;\n')));
    expect(fs.readFileSync(file, 'utf8')).toBe('export default 1;\n');
    writeAsideSync(file, 'export default 2;\n');
    expect(fs.readdirSync(dir)).toEqual(['mod.mjs']);
  });

  it('leaves no file beside one it could not write', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-aside-'));
    // a folder where the file should be: the rename fails
    fs.mkdirSync(path.join(dir, 'taken'));
    fs.writeFileSync(path.join(dir, 'taken', 'x'), '');
    await expect(writeAside(path.join(dir, 'taken'), 'x')).rejects.toThrow();
    expect(() => writeAsideSync(path.join(dir, 'taken'), 'x')).toThrow();
    expect(fs.readdirSync(dir)).toEqual(['taken']);
  });
});
