import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, cli, copyFixture, treeHashes } from './helpers.js';

const leftovers = (site: string) =>
  fs.readdirSync(site).filter((f) => /^build\.(tmp|old)-\d+$|^build\.lock$/.test(f));

/** The pid of a process that has exited, for a staging folder nobody owns. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid;
}

// each test runs several whole builds: on a loaded machine they can pass vitest's default minute
describe('interrupted and concurrent builds', { timeout: 240_000 }, () => {
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    it(`${signal} during a build removes its staging folder and keeps the previous build`, async () => {
      const site = copyFixture('minimal');
      expect((await cli(['build', '--site', site])).code).toBe(0);
      const before = treeHashes(path.join(site, 'build'));
      fs.appendFileSync(path.join(site, 'docs/intro.md'), '\nA change, so the build runs.\n');
      const child = spawn(process.execPath, [BIN, 'build', '--site', site, '--quiet'], {
        env: { ...process.env, CI: '1' },
      });
      const staging = path.join(site, `build.tmp-${child.pid}`);
      // interrupt once the staging folder has content: the build is bundling or rendering into it
      while (!fs.existsSync(staging) || fs.readdirSync(staging).length === 0)
        await new Promise((r) => setTimeout(r, 10));
      child.kill(signal);
      const code = await new Promise<number | null>((r) => child.on('exit', (c) => r(c)));
      expect(code).toBe(signal === 'SIGINT' ? 130 : 143);
      expect(fs.existsSync(staging)).toBe(false);
      expect(leftovers(site)).toEqual([]);
      expect(treeHashes(path.join(site, 'build'))).toEqual(before);
    });

  it('removes staging folders of dead processes at the next build, and only those', async () => {
    const site = copyFixture('minimal');
    const dead = deadPid();
    for (const name of [`build.tmp-${dead}`, `build.old-${dead}`, `build.tmp-${process.pid}`]) {
      fs.mkdirSync(path.join(site, name, 'docs'), { recursive: true });
      fs.writeFileSync(path.join(site, name, 'docs', 'index.html'), 'stale');
    }
    expect((await cli(['build', '--site', site])).code).toBe(0);
    // this test's own process is alive: its folder may be a build in progress
    expect(leftovers(site)).toEqual([`build.tmp-${process.pid}`]);
  });

  it('two builds started at once leave one complete build, never a mix', async () => {
    const site = copyFixture('minimal');
    // the two builds differ (production and development), so a mix of them would show
    const references = async () => {
      const production = await cli(['build', '--site', site, '--out', 'ref-production']);
      const development = await cli(['build', '--site', site, '--out', 'ref-dev', '--development']);
      expect([production.code, development.code]).toEqual([0, 0]);
      const refs = [
        treeHashes(path.join(site, 'ref-production')),
        treeHashes(path.join(site, 'ref-dev')),
      ];
      expect(refs[0]).not.toEqual(refs[1]);
      return refs;
    };
    // the second round holds each swap open for 2 s, so swaps without the lock would interleave
    for (const pause of ['0', '2000']) {
      const env = { TN_DOCS_SWAP_PAUSE_MS: pause };
      fs.appendFileSync(path.join(site, 'docs/intro.md'), `\nRound ${pause}.\n`);
      const results = await Promise.all([
        cli(['build', '--site', site], undefined, env),
        cli(['build', '--site', site, '--development'], undefined, env),
      ]);
      const output = results.map((r) => `${r.stdout}\n${r.stderr}`).join('\n---\n');
      expect(
        results.map((r) => r.code),
        output,
      ).toEqual([0, 0]);
      const refs = await references();
      const out = treeHashes(path.join(site, 'build'));
      expect(refs.some((ref) => sameTree(out, ref))).toBe(true);
      expect(leftovers(site)).toEqual([]);
    }
  });
});

function sameTree(a: Record<string, string>, b: Record<string, string>): boolean {
  const sorted = (t: Record<string, string>) => JSON.stringify(Object.entries(t).sort());
  return sorted(a) === sorted(b);
}
