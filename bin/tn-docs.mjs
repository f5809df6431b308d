#!/usr/bin/env node
// The CLI is TypeScript: bundle it with esbuild (tens of milliseconds, only when a source changed), then run it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'node_modules', '.cache', 'tn-docs', 'cli.mjs');

function newest(dir) {
  let t = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
}

const stale =
  !fs.existsSync(out) ||
  fs.statSync(out).mtimeMs <
    Math.max(
      newest(path.join(root, 'cli')),
      newest(path.join(root, 'runtime')),
      fs.statSync(fileURLToPath(import.meta.url)).mtimeMs,
    );
if (stale) {
  const esbuild = await import('esbuild'); // only when the bundle is rebuilt: not on every start
  // write aside and rename: another tn-docs process may be importing the previous bundle right now
  const tmp = `${out}.${process.pid}.tmp`;
  // dependencies are inlined for start-up speed; native (esbuild), lazily importing (shiki), lazily imported
  // (diagrams, math) and React stay external
  await esbuild.build({
    entryPoints: [path.join(root, 'cli', 'index.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: tmp,
    logLevel: 'error',
    jsx: 'automatic',
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
  fs.renameSync(tmp, out);
}
await import(pathToFileURL(out).href);
