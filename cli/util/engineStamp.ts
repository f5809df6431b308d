import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { packageRoot } from './packageRoot.js';

function contents(root: string, dir: string, out: (string | Buffer)[]): void {
  for (const e of fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((x, y) => (x.name < y.name ? -1 : 1))) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) contents(root, p, out);
    else if (!e.name.endsWith('.map')) out.push(path.relative(root, p), fs.readFileSync(p));
  }
}

let stamp: string | undefined;

/**
 * A short hash naming this version of tn-docs' code: its package.json and the contents of its
 * app, runtime, theme and built CLI (about a megabyte, a few milliseconds). What it writes into a site's
 * cache is keyed by it, so an upgrade or an edit of the theme never reuses another version's output,
 * and a cache restored into another folder or machine is still recognised.
 */
export function engineStamp(): string {
  if (stamp) return stamp;
  const root = packageRoot();
  const parts: (string | Buffer)[] = [fs.readFileSync(path.join(root, 'package.json'))];
  for (const d of ['app', 'runtime', 'theme', 'dist'])
    if (fs.existsSync(path.join(root, d))) contents(root, path.join(root, d), parts);
  const h = createHash('sha256');
  for (const p of parts) h.update(p).update('\0');
  return (stamp = h.digest('hex').slice(0, 16));
}
