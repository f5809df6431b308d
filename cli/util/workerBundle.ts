import fsp from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { packageRoot } from './packageRoot.js';

const bundles = new Map<string, Promise<string>>();

/**
 * Worker threads run TypeScript sources, so each worker entry is bundled once per process (esbuild,
 * ~50 ms). Dependencies are inlined (one file loads ~3x faster than hundreds of ESM files); shiki
 * and React stay external (shiki imports grammars on demand; React must be the same instance the
 * server bundle uses).
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
      const tmp = `${out}.${process.pid}.tmp`;
      await esbuild.build({
        entryPoints: [path.join(packageRoot(), entry)],
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        external: ['shiki', 'shiki/*', 'react', 'react/*', 'react-dom', 'react-dom/*'],
        outfile: tmp,
        logLevel: 'silent',
        banner: {
          js: "import { createRequire as __tnRequire } from 'node:module'; const require = __tnRequire(import.meta.url);",
        },
      });
      await fsp.rename(tmp, out);
      return out;
    })();
    bundles.set(entry, p);
  }
  return p;
}
