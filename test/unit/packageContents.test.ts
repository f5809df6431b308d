// What the tn-docs package holds and how its command behaves before any site is read: the files
// `npm pack` takes, the dependencies its code imports, the CLI split per command, and the one-line
// answers of bin/tn-docs.mjs to an old Node or an incomplete install.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { BIN, ROOT } from './helpers.js';

const run = promisify(execFile);

interface Pack {
  files: { path: string }[];
  size: number;
}

const pack = run('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
  cwd: ROOT,
  maxBuffer: 64 * 1024 * 1024,
}).then(({ stdout }) => (JSON.parse(stdout) as Pack[])[0]);

describe('npm pack', () => {
  it('takes what runs (the built CLI, app, runtime, theme, types, README, licence) and nothing else', async () => {
    const files = (await pack).files.map((f) => f.path);
    for (const f of [
      'bin/tn-docs.mjs',
      'dist/index.mjs',
      'dist/config.mjs',
      'dist/workers/compile.mjs',
      'dist/workers/render.mjs',
      'dist/workers/search.mjs',
      'dist/types/cli/config/defineConfig.d.ts',
      'app/client.tsx',
      'runtime/router.tsx',
      'theme/styles.css',
      'README.md',
      'LICENSE',
      'CHANGELOG.md',
      'package.json',
    ])
      expect(files).toContain(f);
    const stray = files.filter(
      (f) =>
        /^(content|test|cli|\.ci|node_modules|build|\.tn-cache)\//.test(f) ||
        /(^|\/)(site\.config\.ts|tsconfig.*\.json|eslint\.config\.js|vitest\.config\.ts)$/.test(
          f,
        ) ||
        /(\.test\.tsx?|\.spec\.ts)$/.test(f) ||
        /fixtures/.test(f),
    );
    expect(stray).toEqual([]);
  });

  it('declares, as a dependency, every package its code imports', async () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const shipped = (await pack).files
      .map((f) => f.path)
      .filter((f) => /\.(mjs|ts|tsx)$/.test(f) && !f.endsWith('.d.ts'));
    const missing = new Set<string>();
    // static imports and exports at a line's start, and import('x') with a literal
    const pattern =
      /^(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;
    for (const f of shipped) {
      const text = fs.readFileSync(path.join(ROOT, f), 'utf8');
      for (const m of text.matchAll(pattern)) {
        const spec = m[1] ?? m[2];
        if (/^(\.|node:|tn:|@theme\/|@docusaurus\/|@site\/)/.test(spec)) continue;
        const name = spec.startsWith('@')
          ? spec.split('/').slice(0, 2).join('/')
          : spec.split('/')[0];
        if (!(name in pkg.dependencies)) missing.add(`${name} (${f})`);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('ships a CLI split per command: serve loads no build pipeline, build no dev server', () => {
    const dist = path.join(ROOT, 'dist');
    /** A module's static imports, transitively. */
    const closure = (file: string, seen = new Set<string>()): Set<string> => {
      seen.add(file);
      const text = fs.readFileSync(file, 'utf8');
      for (const m of text.matchAll(/^import\s[^;]*?from\s*"(\.[^"]+)";/gm)) {
        const next = path.resolve(path.dirname(file), m[1]);
        if (!seen.has(next)) closure(next, seen);
      }
      return seen;
    };
    const chunks = fs.readdirSync(path.join(dist, 'chunks')).filter((f) => f.endsWith('.mjs'));
    const named = (prefix: string) => {
      const f = chunks.find((c) => c.startsWith(`${prefix}-`));
      if (!f) throw new Error(`no ${prefix} chunk in dist/chunks`);
      return path.join(dist, 'chunks', f);
    };
    const defines = (files: Set<string>, fn: string) =>
      [...files].some((f) => fs.readFileSync(f, 'utf8').includes(`function ${fn}(`));
    const serve = closure(named('devServer'));
    const build = closure(named('build'));
    const entry = closure(path.join(dist, 'index.mjs'));
    expect(defines(build, 'generateFeeds')).toBe(true);
    expect(defines(serve, 'generateFeeds')).toBe(false);
    expect(defines(serve, 'startDevServer')).toBe(true);
    expect(defines(build, 'startDevServer')).toBe(false);
    expect(defines(entry, 'generateFeeds') || defines(entry, 'startDevServer')).toBe(false);
  });
});

/** A copy of bin/tn-docs.mjs in a scratch package, to break its surroundings. */
function scratchPackage(pkg: object, dist?: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-bin-'));
  fs.mkdirSync(path.join(dir, 'bin'));
  fs.copyFileSync(BIN, path.join(dir, 'bin', 'tn-docs.mjs'));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify(pkg));
  if (dist !== undefined) {
    fs.mkdirSync(path.join(dir, 'dist'));
    fs.writeFileSync(path.join(dir, 'dist', 'index.mjs'), dist);
  }
  return dir;
}

async function runBin(dir: string) {
  try {
    await run(process.execPath, [path.join(dir, 'bin', 'tn-docs.mjs'), 'build']);
    return { code: 0, stderr: '' };
  } catch (e) {
    const err = e as { code: number; stderr: string };
    return { code: err.code, stderr: err.stderr };
  }
}

describe('bin/tn-docs.mjs', () => {
  it('answers a Node older than engines allows with one line and exit 1', async () => {
    const dir = scratchPackage({ name: 'tn-docs', engines: { node: '>=99.1' } }, '');
    const r = await runBin(dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(
      `tn-docs: needs Node 99.1 or newer; this is Node ${process.versions.node}. ` +
        'Install a current Node (https://nodejs.org) and run it again.\n',
    );
  });

  it('answers a package without its built CLI with one line and exit 1', async () => {
    const dir = scratchPackage({ name: 'tn-docs', engines: { node: '>=20' } });
    const r = await runBin(dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /^tn-docs: the package is incomplete \(.*dist.index\.mjs is missing\)/,
    );
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('answers a dependency that is not installed with one line and exit 1', async () => {
    const dir = scratchPackage(
      { name: 'tn-docs', engines: { node: '>=20' } },
      "import 'tn-docs-no-such-package';\n",
    );
    const r = await runBin(dir);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /^tn-docs: a package tn-docs needs is not installed \(tn-docs-no-such-package\)\. Reinstall/,
    );
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });
});
