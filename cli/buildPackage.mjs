#!/usr/bin/env node
// Builds what the tn-docs package runs: dist/ holds the CLI, its worker threads and the
// `defineConfig` entry as plain ES modules, and dist/types the declarations for site.config.ts.
// It runs when the package is packed (`prepack`) and after `npm ci` in this repository (`prepare`),
// never on a user's machine. Dependencies are not bundled: they are imported from node_modules
// as npm, pnpm or yarn installed them, so what runs is the libraries' own code.
import { execFileSync } from 'node:child_process';
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
  fs.rmSync(tmp, { recursive: true, force: true });
  try {
    await bundle(tmp);
    declarations(path.join(tmp, 'types'));
    const old = `${dist}.old-${process.pid}`;
    if (fs.existsSync(dist)) fs.renameSync(dist, old);
    fs.renameSync(tmp, dist);
    fs.rmSync(old, { recursive: true, force: true });
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** The newest modification time of the files dist/ is made from. */
function newestSource() {
  let t = fs.statSync(path.join(root, 'package.json')).mtimeMs;
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      t = Math.max(t, e.isDirectory() ? (walk(p), 0) : fs.statSync(p).mtimeMs);
    }
  };
  // the CLI bundles cli/ and the runtime's shared modules
  walk(path.join(root, 'cli'));
  walk(path.join(root, 'runtime'));
  return t;
}

/** Whether dist/ was built after its last source changed (`--if-stale` skips a fresh build). */
export function isFresh() {
  const built = fs.statSync(path.join(dist, 'index.mjs'), { throwIfNoEntry: false })?.mtimeMs;
  return built !== undefined && built > newestSource();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const start = Date.now();
  if (process.argv.includes('--if-stale') && isFresh()) process.exit(0);
  await buildPackage();
  if (!process.argv.includes('--quiet'))
    process.stdout.write(`tn-docs: built dist/ in ${Date.now() - start} ms\n`);
}
