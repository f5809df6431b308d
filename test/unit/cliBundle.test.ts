import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { newest } from '../../cli/util/workerBundle.js';
import { BIN, ROOT } from './helpers.js';

const run = promisify(execFile);

// inside the package, where the bundle's external packages resolve; one folder per test run
const base = fs.mkdtempSync(path.join(ROOT, 'node_modules', '.cache', 'tn-cli-test-'));
afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

/** `tn-docs --version` with the CLI bundle kept in `dir`. */
const version = (dir: string) =>
  run(process.execPath, [BIN, '--version'], { env: { ...process.env, TN_DOCS_CLI_CACHE: dir } });

/** The bundle files a module imports statically (`import ... from "./chunk-X.mjs"`), transitively. */
function staticClosure(dir: string, file: string, seen = new Set<string>()): Set<string> {
  seen.add(file);
  const text = fs.readFileSync(path.join(dir, file), 'utf8');
  for (const m of text.matchAll(/^import\s[^;]*?from\s*"\.\/([^"]+)";/gm))
    if (!seen.has(m[1])) staticClosure(dir, m[1], seen);
  return seen;
}

/** The chunk a dynamic import of one command's module resolves to, found by what it exports. */
function commandChunk(dir: string, exported: string): string {
  const entry = fs.readFileSync(path.join(dir, 'index.mjs'), 'utf8');
  const chunks = [...entry.matchAll(/import\("\.\/(chunk-[\w-]+\.mjs)"\)/g)].map((m) => m[1]);
  const hit = chunks.find((c) =>
    new RegExp(`export\\s*\\{[^}]*\\b${exported}\\b`).test(
      fs.readFileSync(path.join(dir, c), 'utf8'),
    ),
  );
  if (!hit) throw new Error(`no chunk imported by the entry exports ${exported}`);
  return hit;
}

const defines = (dir: string, files: Set<string>, fn: string) =>
  [...files].some((f) => fs.readFileSync(path.join(dir, f), 'utf8').includes(`function ${fn}(`));

describe('the CLI bundle (bin/tn-docs.mjs)', { timeout: 180_000 }, () => {
  const dir = path.join(base, 'cli');

  it('three first runs at once each run a complete bundle and leave no staging folder', async () => {
    const results = await Promise.all([version(dir), version(dir), version(dir)]);
    expect(results.map((r) => r.stdout.trim())).toEqual(['0.1.0', '0.1.0', '0.1.0']);
    const files = fs.readdirSync(dir);
    expect(files.filter((f) => f.startsWith('.tmp-'))).toEqual([]);
    // every chunk the entry needs is there
    for (const f of staticClosure(dir, 'index.mjs')) expect(files).toContain(f);
    // the entry carries the sources' time, not its own write time
    const sources = Math.max(
      newest(path.join(ROOT, 'cli')),
      newest(path.join(ROOT, 'runtime')),
      fs.statSync(BIN).mtimeMs,
      fs.statSync(path.join(ROOT, 'package-lock.json')).mtimeMs,
    );
    const stamp = fs.statSync(path.join(dir, 'index.mjs')).mtimeMs;
    expect(stamp).toBeGreaterThanOrEqual(sources);
    expect(stamp).toBeLessThan(sources + 3);
  });

  it('a bundle older than the sources never runs: it is bundled again first', async () => {
    const entry = path.join(dir, 'index.mjs');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(entry, 'console.log("stale bundle");\n');
    fs.utimesSync(entry, new Date(), new Date(1_000));
    const { stdout } = await version(dir);
    expect(stdout.trim()).toBe('0.1.0');
    expect(fs.readFileSync(entry, 'utf8')).not.toContain('stale bundle');
  });

  it('serve loads the dev server without the build pipeline, and build without the dev server', async () => {
    await version(dir);
    const serve = staticClosure(dir, commandChunk(dir, 'startDevServer'));
    const build = staticClosure(dir, commandChunk(dir, 'build'));
    // the check that these names are found at all: each is defined in the other command's files
    expect(defines(dir, build, 'generateFeeds')).toBe(true);
    expect(defines(dir, serve, 'generateFeeds')).toBe(false);
    expect(defines(dir, build, 'bundleClient')).toBe(true);
    expect(defines(dir, serve, 'bundleClient')).toBe(false);
    expect(defines(dir, serve, 'startDevServer')).toBe(true);
    expect(defines(dir, build, 'startDevServer')).toBe(false);
  });
});
