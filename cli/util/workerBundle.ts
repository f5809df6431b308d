import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { patchDependenciesPlugin } from './patchDependencies.mjs';
import { packageRoot } from './packageRoot.js';

const bundles = new Map<string, Promise<string>>();

/** The newest modification time under a folder (the sources a worker bundle is made from). */
export function newest(dir: string): number {
  let t = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
}

/** Whether `out` was bundled after the last change to the engine's sources and dependencies. */
export function fresh(out: string): boolean {
  let built: number;
  try {
    built = fs.statSync(out).mtimeMs;
  } catch {
    return false;
  }
  const root = packageRoot();
  const sources = ['cli', 'runtime', 'theme'].map((d) => path.join(root, d));
  const lock = path.join(root, 'package-lock.json');
  const deps = fs.existsSync(lock) ? fs.statSync(lock).mtimeMs : Infinity;
  return built > deps && sources.every((d) => !fs.existsSync(d) || built > newest(d));
}

/**
 * Worker threads run TypeScript sources, so each worker entry is bundled (esbuild, ~50-100 ms) and
 * kept until the engine's sources change. Dependencies are inlined (one file loads ~3x faster than
 * hundreds of ESM files); shiki and React stay external (shiki imports grammars on demand; React
 * must be the same instance the server bundle uses), and so do the diagram and math libraries.
 */
export function workerBundle(entry: string): Promise<string> {
  let p = bundles.get(entry);
  if (!p) {
    p = (async () => {
      const out = path.join(
        packageRoot(),
        'node_modules',
        '.cache',
        'tn-docs',
        `${path.basename(entry, '.ts')}.mjs`,
      );
      if (fresh(out)) return out;
      const tmp = `${out}.${process.pid}.tmp`;
      await esbuild.build({
        entryPoints: [path.join(packageRoot(), entry)],
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        external: [
          ...['shiki', 'shiki/*', 'react', 'react/*', 'react-dom', 'react-dom/*'],
          // esbuild finds its binary from its own file: it cannot be inlined (a site's plugins are
          // loaded in compile workers through the config, which esbuild compiles)
          'esbuild',
          // loaded on demand by the pages that need them (megabytes each): not parsed by every worker
          ...['beautiful-mermaid', 'rehype-katex'],
        ],
        outfile: tmp,
        logLevel: 'silent',
        plugins: [patchDependenciesPlugin],
        banner: {
          js: "import { createRequire as __tnRequire } from 'node:module'; const require = __tnRequire(import.meta.url);",
        },
      });
      // renamed into place: another process may be starting a worker from the previous bundle
      await fsp.rename(tmp, out);
      return out;
    })();
    bundles.set(entry, p);
  }
  return p;
}
