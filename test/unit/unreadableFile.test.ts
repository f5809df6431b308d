import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { BIN, cli, copyFixture, treeHashes } from './helpers.js';

const run = promisify(execFile);

/**
 * Runs the CLI as a user the permission bits apply to: root reads anything, so under root the CLI
 * runs as `nobody` (runuser), as it would for an author on their own machine.
 */
async function cliAsUser(args: string[]) {
  const asRoot = process.getuid?.() === 0;
  // util-linux's runuser lives in sbin, which a user's PATH may leave out
  const runuser = ['/usr/sbin/runuser', '/sbin/runuser'].find((f) => fs.existsSync(f)) ?? 'runuser';
  const [cmd, ...rest] = asRoot
    ? [runuser, '-u', 'nobody', '--', process.execPath, BIN, ...args]
    : [process.execPath, BIN, ...args];
  try {
    const r = await run(cmd, rest, { env: { ...process.env, CI: '1', NO_COLOR: '1' } });
    return { code: 0, ...r };
  } catch (e) {
    return e as { code: number; stdout: string; stderr: string };
  }
}

it('an unreadable file (EACCES) is a user error naming the file, in every output format', async () => {
  const site = copyFixture('minimal');
  expect((await cli(['build', '--site', site])).code).toBe(0);
  const before = treeHashes(path.join(site, 'build'));
  fs.chmodSync(site, 0o777);
  for (const p of fs.readdirSync(site, { recursive: true, withFileTypes: true }))
    fs.chmodSync(path.join(p.parentPath, p.name), p.isDirectory() ? 0o777 : 0o666);
  fs.chmodSync(path.join(site, 'docs/guide/first.md'), 0o000);

  const built = await cliAsUser(['build', '--site', site]);
  expect(built.code).toBe(1);
  expect(built.stderr).toMatch(/^error FILE_EACCES \S*docs\/guide\/first\.md$/m);
  expect(built.stderr).toMatch(/permission denied/);
  const json = await cliAsUser(['check', '--site', site, '--format', 'json']);
  expect(json.code).toBe(1);
  expect(JSON.parse(json.stdout)).toMatchObject({
    errors: 1,
    findings: [{ code: 'FILE_EACCES', file: expect.stringMatching(/docs\/guide\/first\.md$/) }],
  });
  const github = await cliAsUser(['check', '--site', site, '--format', 'github']);
  expect(github.code).toBe(1);
  expect(github.stdout).toMatch(/^::error file=\S*docs\/guide\/first\.md,title=FILE_EACCES::/m);
  for (const out of [built.stderr, json.stdout, json.stderr, github.stdout])
    expect(out).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n|Internal error/);
  expect(treeHashes(path.join(site, 'build'))).toEqual(before);
});
