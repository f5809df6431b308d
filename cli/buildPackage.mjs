#!/usr/bin/env node
// Builds what the tn-docs package runs: dist/ holds the CLI, its worker threads and the
// `defineConfig` entry as plain ES modules, and dist/types the declarations for site.config.ts.
// It runs when the package is packed (`prepack`) and after `npm ci` in this repository (`prepare`),
// never on a user's machine. Dependencies are not bundled: they are imported from node_modules
// as npm, pnpm or yarn installed them, so what runs is the libraries' own code.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');

/** The entry points: the CLI (split per command), the workers it starts, and the config helper. */
export const ENTRIES = {
  index: 'cli/index.ts',
  config: 'cli/config/defineConfig.ts',
  'workers/compile': 'cli/mdx/worker.ts',
  'workers/render': 'cli/build/renderWorker.ts',
  'workers/search': 'cli/search/searchWorker.ts',
};

async function bundle(outdir) {
  await esbuild.build({
    entryPoints: Object.fromEntries(
      Object.entries(ENTRIES).map(([name, file]) => [name, path.join(root, file)]),
    ),
    bundle: true,
    splitting: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outdir,
    chunkNames: 'chunks/[name]-[hash]',
    outExtension: { '.js': '.mjs' },
    jsx: 'automatic',
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
  });
}

/** Declarations of the config types, for `import { defineConfig } from 'tn-docs'`. */
function declarations(outdir) {
  const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  execFileSync(
    process.execPath,
    [
      tsc,
      ...['--declaration', '--emitDeclarationOnly', '--skipLibCheck', '--strict'],
      ...['--target', 'ES2022', '--module', 'NodeNext', '--moduleResolution', 'NodeNext'],
      ...['--types', 'node', '--rootDir', root, '--outDir', outdir],
      path.join(root, ENTRIES.config),
    ],
    { stdio: 'inherit' },
  );
}

/**
 * Builds into a folder of its own, then swaps it in by rename: a tn-docs process started from the
 * previous dist/ (a dev server left running) keeps the files it has open.
 */
export async function buildPackage() {
  const tmp = `${dist}.tmp-${process.pid}`;
  const stamp = sourceStamp();
  fs.rmSync(tmp, { recursive: true, force: true });
  try {
    await bundle(tmp);
    declarations(path.join(tmp, 'types'));
    fs.writeFileSync(path.join(tmp, STAMP), stamp);
    const old = `${dist}.old-${process.pid}`;
    if (fs.existsSync(dist)) fs.renameSync(dist, old);
    fs.renameSync(tmp, dist);
    fs.rmSync(old, { recursive: true, force: true });
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * A stamp of the files dist/ is made from (each one's path, size and modification time), taken
 * before a build and kept in dist/: a build is fresh while the files still give the same stamp. An
 * edit made while a build ran changes it, so the next `--if-stale` builds again (comparing the
 * newest time with dist's own missed such an edit).
 */
function sourceStamp() {
  const lines = [];
  const add = (p) => {
    const s = fs.statSync(p);
    lines.push(`${path.relative(root, p)}:${s.size}:${s.mtimeMs}`);
  };
  const walk = (dir) => {
    for (const e of fs
      .readdirSync(dir, { withFileTypes: true })
      .sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else add(p);
    }
  };
  add(path.join(root, 'package.json'));
  // the CLI bundles cli/ and the runtime's shared modules
  walk(path.join(root, 'cli'));
  walk(path.join(root, 'runtime'));
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}

const STAMP = '.source-stamp';

/** Whether dist/ was built from the files as they are now (`--if-stale` skips a fresh build). */
export function isFresh() {
  try {
    return fs.readFileSync(path.join(dist, STAMP), 'utf8') === sourceStamp();
  } catch {
    return false;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const start = Date.now();
  if (process.argv.includes('--if-stale') && isFresh()) process.exit(0);
  await buildPackage();
  if (!process.argv.includes('--quiet'))
    process.stdout.write(`tn-docs: built dist/ in ${Date.now() - start} ms\n`);
}
