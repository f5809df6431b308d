import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as esbuild from 'esbuild';
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
