import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Vitest's global setup: the tests run the CLI as users do, from the package's dist/, so it is built
 * first when a source is newer than it (npm ci builds it too; this keeps a test run after an edit
 * honest).
 */
export default function setup(): void {
  const root = path.resolve(import.meta.dirname, '..', '..');
  execFileSync(process.execPath, [path.join(root, 'cli', 'buildPackage.mjs'), '--if-stale'], {
    cwd: root,
    stdio: 'inherit',
  });
}
