import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSource } from '../../cli/build/readSource.js';
import { BIN, cli, copyFixture, treeHashes } from './helpers.js';

/**
 * Issue 30: files that change or vanish while a build runs. A page gone between the listing and its
 * reading stops the build, saying so; one changed or removed after it was read gives a build of what
 * was read and one warning naming it, and the next build takes the change.
 */
describe('files that change or vanish while a build runs', { timeout: 120_000 }, () => {
  it('a page listed and then gone is said to have vanished, not to be missing', async () => {
    const site = copyFixture('minimal');
    const gone = path.join(site, 'docs/gone.md');
    const error = await readSource(gone).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'SOURCE_VANISHED',
      loc: { file: expect.stringMatching(/docs\/gone\.md$/) },
      hint: expect.stringMatching(/^Build again/),
    });
    expect((error as Error).message).toMatch(/gone\.md was removed while the build ran/);
  });

  it('pages changed and removed after they were read: one warning naming them, the next build takes them', async () => {
    const site = copyFixture('minimal', {
      'pages/extra.md': '---\ntitle: Extra\n---\n\n# Extra\n\nA page that goes.\n',
    });
    const child = spawn(process.execPath, [BIN, 'build', '--site', site], {
      // the swap held open: every page has been read by then, and the output not yet checked
      env: { ...process.env, CI: '1', NO_COLOR: '1', TN_DOCS_SWAP_PAUSE_MS: '1500' },
    });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const lock = path.join(site, 'build.lock');
    while (!fs.existsSync(lock) && child.exitCode === null)
      await new Promise((r) => setTimeout(r, 10));
    fs.appendFileSync(path.join(site, 'docs/intro.md'), '\nWritten during the build.\n');
    fs.rmSync(path.join(site, 'pages/extra.md'));
    const code = await new Promise<number | null>((r) => child.on('exit', (c) => r(c)));

    expect(code, stderr).toBe(0);
    expect(stderr).toMatch(/^warning SOURCES_CHANGED \S*docs\/intro\.md$/m);
    expect(stderr).toMatch(
      /docs\/intro\.md, \S*pages\/extra\.md changed or vanished while the build ran/,
    );
    expect(stderr).toMatch(/hint: Build again to take the change\./);
    const intro = () => fs.readFileSync(path.join(site, 'build/docs/intro/index.html'), 'utf8');
    expect(intro()).not.toContain('Written during the build.');
    expect(fs.existsSync(path.join(site, 'build/extra/index.html'))).toBe(true);

    const again = await cli(['build', '--site', site]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stderr).not.toMatch(/SOURCES_CHANGED/);
    expect(intro()).toContain('Written during the build.');
    expect(Object.keys(treeHashes(path.join(site, 'build')))).not.toContain('extra/index.html');
  });
});
