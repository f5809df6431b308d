import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as esbuild from 'esbuild';
import { hash } from './hash.js';
import { packageRoot } from './packageRoot.js';

/**
 * Marks a package import as external, pointing at tn-docs' own copy of the package. A module built
 * this way imports its packages by absolute address, so it can be written in the site's cache folder
 * (never inside tn-docs' package, which may be read-only) and still get tn-docs' React, whatever
 * version the site itself has installed.
 */
export async function ownExternal(
  b: esbuild.PluginBuild,
  a: esbuild.OnResolveArgs,
): Promise<esbuild.OnResolveResult> {
  const r = await b.resolve(a.path, {
    kind: a.kind,
    resolveDir: packageRoot(),
    pluginData: 'tn-own',
  });
  if (r.errors.length) return { errors: r.errors };
  // require() takes a path; import takes a URL
  return { path: a.kind === 'require-call' ? r.path : pathToFileURL(r.path).href, external: true };
}

/** Whether a specifier names a package (not a relative path, a URL, a namespace or `node:`). */
export const isPackageSpecifier = (p: string): boolean =>
  /^[^./]/.test(p) && !/^[\w-]+:/.test(p) && !path.isAbsolute(p);

function sizesAndTimes(dir: string, out: string[]): void {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) sizesAndTimes(p, out);
    else {
      const s = fs.statSync(p);
      out.push(`${p}:${s.size}:${s.mtimeMs}`);
    }
  }
}

let stamp: string | undefined;

/**
 * A short hash naming this copy of tn-docs: its version and the size and time of every file of its
 * runtime, theme and built CLI. Files it writes into a site's cache carry it, so an upgrade (whose
 * files npm dates all alike) or an edit of the theme never reuses another copy's output.
 */
export function engineStamp(): string {
  if (stamp) return stamp;
  const root = packageRoot();
  const parts = [fs.readFileSync(path.join(root, 'package.json'), 'utf8')];
  for (const d of ['runtime', 'theme', 'dist'])
    if (fs.existsSync(path.join(root, d))) sizesAndTimes(path.join(root, d), parts);
  return (stamp = hash(parts.join('\n'), 16));
}
