import fs from 'node:fs';
import path from 'node:path';
import { TnError } from './errors.js';
import { packageRoot } from './packageRoot.js';

/** The worker threads tn-docs starts, each built into dist/workers/ when the package is built. */
export type WorkerName = 'compile' | 'render' | 'search';

/**
 * The script of a worker thread: a plain ES module of the package (cli/buildPackage.mjs builds it
 * before the package is packed, and after `npm ci` in tn-docs' own repository). Nothing is bundled
 * or written at run time.
 */
export function workerScript(name: WorkerName): string {
  const file = path.join(packageRoot(), 'dist', 'workers', `${name}.mjs`);
  if (!fs.existsSync(file))
    throw new TnError('PACKAGE_INCOMPLETE', `tn-docs is missing its worker script ${file}.`, {
      hint:
        'Reinstall tn-docs (npm install). In a checkout of tn-docs itself, run ' +
        '`npm run build:package`.',
    });
  return file;
}
