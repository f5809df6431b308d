import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

/**
 * The tn-docs package folder (where runtime/ and theme/ live), found from this module whether
 * bundled or not.
 */
export function packageRoot(): string {
  if (cached) return cached;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (
      fs.existsSync(pkg) &&
      (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { name?: string }).name === 'tn-docs'
    )
      return (cached = dir);
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('tn-docs: cannot find its own package.json');
    dir = parent;
  }
}
