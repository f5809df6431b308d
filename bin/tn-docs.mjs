#!/usr/bin/env node
// The CLI is TypeScript: bundle it with esbuild (only when a source changed), then run it.
// The bundle is split per command (cli/index.ts imports each command's code on demand), so `serve`
// never parses the build pipeline, nor `build` the dev server: entry `cli/index.mjs` plus shared chunks
// named by their content hash.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { patchDependenciesPlugin } from '../cli/util/patchDependencies.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// TN_DOCS_CLI_CACHE: another folder for the bundle (tests of first runs); it must lie inside this package,
// where the bundle's external packages (esbuild, React, shiki) resolve
const dir =
  process.env.TN_DOCS_CLI_CACHE || path.join(root, 'node_modules', '.cache', 'tn-docs', 'cli');
const entry = path.join(dir, 'index.mjs');
// a chunk no current build names is deleted after a day: a process started from an older entry (a dev
// server left running) may still import its chunks on demand
const CHUNK_GRACE_MS = 24 * 60 * 60 * 1000;

function newest(d) {
  let t = 0;
  for (const e of fs.readdirSync(d, { withFileTypes: true })) {
    const p = path.join(d, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
}

// read before bundling and given to the entry as its mtime: a source saved while esbuild runs is newer
// than the entry, so the next start bundles again (the entry's own write time would hide that save);
// the lock file stands for the inlined dependencies
const sources = Math.max(
  newest(path.join(root, 'cli')),
  newest(path.join(root, 'runtime')),
  fs.statSync(fileURLToPath(import.meta.url)).mtimeMs,
  fs.statSync(path.join(root, 'package-lock.json'), { throwIfNoEntry: false })?.mtimeMs ?? 0,
);
const entryTime = fs.statSync(entry, { throwIfNoEntry: false })?.mtimeMs;
if (entryTime === undefined || entryTime < sources) await bundle();
await import(pathToFileURL(entry).href);

/**
 * Bundles into a folder of this process's own, then moves the chunks in and the entry last, each by
 * rename: another tn-docs process may be importing the previous entry or its chunks right now, and two
 * first runs may bundle at once. Chunks are named by content, so replacing one never changes it.
 */
async function bundle() {
  const esbuild = await import('esbuild'); // only when the bundle is rebuilt: not on every start
  const tmp = path.join(dir, `.tmp-${process.pid}`);
  fs.rmSync(tmp, { recursive: true, force: true });
  // dependencies are inlined for start-up speed; native (esbuild), lazily importing (shiki), lazily imported
  // (diagrams, math) and React stay external
  await esbuild.build({
    entryPoints: { index: path.join(root, 'cli', 'index.ts') },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outdir: tmp,
    chunkNames: 'chunk-[hash]',
    // outside a package with "type": "module" (node_modules/.cache), .mjs says ESM
    outExtension: { '.js': '.mjs' },
    logLevel: 'error',
    jsx: 'automatic',
    plugins: [patchDependenciesPlugin],
    external: [
      'esbuild',
      'shiki',
      'shiki/*',
      'react',
      'react/*',
      'react-dom',
      'react-dom/*',
      // loaded on demand, only by sites that draw diagrams or typeset math
      'beautiful-mermaid',
      'rehype-katex',
      'fsevents',
      'bufferutil',
      'utf-8-validate',
    ],
    banner: {
      js: "import { createRequire as __tnRequire } from 'node:module'; const require = __tnRequire(import.meta.url);",
    },
  });
  const chunks = fs.readdirSync(tmp).filter((f) => f !== 'index.mjs');
  for (const f of chunks) fs.renameSync(path.join(tmp, f), path.join(dir, f));
  // a millisecond later, as the time set comes back a few microseconds off
  fs.utimesSync(path.join(tmp, 'index.mjs'), new Date(), new Date(Math.ceil(sources) + 1));
  fs.renameSync(path.join(tmp, 'index.mjs'), entry);
  fs.rmSync(tmp, { recursive: true, force: true });
  prune(new Set(chunks));
}

/** Chunks of builds a day old that no current entry names, and the folders of bundlers that died. */
function prune(current) {
  const alive = (pid) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch (e) {
      return e.code === 'EPERM';
    }
  };
  for (const f of fs.readdirSync(dir)) {
    const p = path.join(dir, f);
    const tmp = /^\.tmp-(\d+)$/.exec(f);
    if (tmp && !alive(Number(tmp[1]))) fs.rmSync(p, { recursive: true, force: true });
    if (!/^chunk-.*\.mjs$/.test(f) || current.has(f)) continue;
    const stat = fs.statSync(p, { throwIfNoEntry: false });
    if (stat && Date.now() - stat.mtimeMs > CHUNK_GRACE_MS) fs.rmSync(p, { force: true });
  }
  // the single-file bundle of earlier versions
  fs.rmSync(path.join(root, 'node_modules', '.cache', 'tn-docs', 'cli.mjs'), { force: true });
}
