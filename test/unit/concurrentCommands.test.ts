import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN, cli, copyFixture, treeHashes } from './helpers.js';

/**
 * Issue 30: `build` and `serve` (the dev server and --preview) running on one site at once. Builds
 * swap the output folder under a lock and the cache is written aside and renamed; here the commands
 * overlap for real: every request to either server while the builds run is answered with the page,
 * the output is one whole build, and the cache they shared builds the site again without a fault.
 */
const children: ChildProcess[] = [];
afterAll(() => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
});

/** Starts `tn-docs serve [args]` on a free port of 127.0.0.1; resolves with its origin. */
function serve(site: string, args: string[] = []): Promise<string> {
  const child = spawn(
    process.execPath,
    [BIN, 'serve', '--site', site, ...args, '--host', '127.0.0.1', '--port', '0'],
    { env: { ...process.env, CI: '1', NO_COLOR: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /(http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m) resolve(m[1]);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`serve exited (${code}): ${out}`)));
  });
}

/** Asks for `route` on each server until `done` settles; every answer's status and whether it held the page. */
async function pollWhile(origins: string[], route: string, done: Promise<unknown>) {
  let finished = false;
  void done.finally(() => (finished = true));
  const answers: string[] = [];
  while (!finished) {
    for (const origin of origins) {
      const res = await fetch(origin + route);
      const text = await res.text();
      answers.push(`${origin} ${res.status} ${text.includes('Welcome.') ? 'page' : 'other'}`);
    }
  }
  return answers;
}

const leftovers = (site: string) =>
  fs.readdirSync(site).filter((f) => /^build\.(tmp|old)-\d+$|^build\.lock$/.test(f));

describe('build and serve on one site at once', { timeout: 240_000 }, () => {
  it('serve answers every request while two builds swap the output, and the output is whole', async () => {
    const site = copyFixture('minimal');
    expect((await cli(['build', '--site', site])).code).toBe(0);
    const origins = await Promise.all([serve(site), serve(site, ['--preview'])]);
    fs.appendFileSync(path.join(site, 'docs/intro.md'), '\nA change, so the builds run.\n');
    // each swap held open for a second, so that requests surely fall between its two renames
    const env = { TN_DOCS_SWAP_PAUSE_MS: '1000' };
    const builds = Promise.all([
      cli(['build', '--site', site], undefined, env),
      cli(['build', '--site', site, '--development'], undefined, env),
    ]);
    const answers = await pollWhile(origins, '/docs/intro', builds);
    const results = await builds;
    expect(
      results.map((r) => r.code),
      results.map((r) => r.stderr).join('\n'),
    ).toEqual([0, 0]);
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.filter((a) => !a.endsWith(' 200 page'))).toEqual([]);
    expect(leftovers(site)).toEqual([]);

    // the output is one of the two builds, whole; the cache all three used builds the site again
    const out = treeHashes(path.join(site, 'build'));
    const again = await cli(['build', '--site', site, '--out', 'again']);
    const againDev = await cli(['build', '--site', site, '--out', 'again-dev', '--development']);
    expect([again.code, againDev.code], again.stderr + againDev.stderr).toEqual([0, 0]);
    const refs = [path.join(site, 'again'), path.join(site, 'again-dev')].map(treeHashes);
    const same = (a: Record<string, string>, b: Record<string, string>) =>
      JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());
    expect(refs.some((ref) => same(out, ref))).toBe(true);
  });
});
