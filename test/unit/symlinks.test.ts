import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, copyFixture } from './helpers.js';

/** Issue 30: links the checker refuses are in badInput.test.ts; one within the site is followed. */
let site: string;
afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

describe('a symbolic link to a folder elsewhere in the site', () => {
  it('is followed: its pages are built once', async () => {
    site = copyFixture('minimal', {
      'shared/linked.md': '---\ntitle: Linked\n---\n\n# Linked\n\nShared text.\n',
    });
    fs.symlinkSync('../shared', path.join(site, 'docs/shared'));
    const r = await cli(['build', '--site', site, '--quiet']);
    expect(r.code, r.stderr).toBe(0);
    const html = fs.readFileSync(path.join(site, 'build/docs/shared/linked/index.html'), 'utf8');
    expect(html).toContain('Shared text.');
  });
});
