import fs from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import type { SiteConfig } from '../config/types.js';
import type { CompiledPage } from '../mdx/compileMdx.js';
import { hash } from '../util/hash.js';
import { engineStamp } from '../util/engineStamp.js';
import type { RouteEntry } from './types.js';
import { inputsUnchanged } from './bundleCache.js';

/**
 * A hash of everything the output depends on: the compiled pages, the route data, the config,
 * static files (path, size, mtime), tn-docs's own theme/runtime/engine sources and installed
 * packages, and the build flags. When it matches the last successful build into the same folder,
 * bundling and rendering are skipped.
 */
export async function buildFingerprint(o: {
  config: SiteConfig;
  configSource: string;
  routes: RouteEntry[];
  compiled: Map<string, CompiledPage>;
  flags: unknown;
}): Promise<string> {
  const staticDir = path.resolve(o.config.siteDir, o.config.staticDir);
  const stat = await fg(['**/*'], { cwd: staticDir, stats: true }).catch(() => []);
  const parts = [
    JSON.stringify(o.flags),
    o.configSource,
    // tn-docs itself: its version and files (an upgrade, or an edit in its own repository)
    engineStamp(),
    JSON.stringify(o.routes),
    ...[...o.compiled.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, p]) => k + hash(p.code)),
    ...stat
      .sort((a, b) => a.path.localeCompare(b.path))
      .map((e) => `${e.path}:${e.stats!.size}:${e.stats!.mtimeMs}`),
  ];
  return hash(parts.join('\n'), 32);
}

const recordFile = (cacheDir: string, outDir: string) =>
  path.join(cacheDir, `last-build-${hash(outDir, 12)}.json`);

/** The last build into an output folder: its fingerprint, and the files its bundles were made from. */
interface LastBuild {
  fingerprint: string;
  inputs: [string, string][];
}

/**
 * True when the last build into outDir had this fingerprint, its output is there, and none of the
 * files its bundles read (the theme, the site's React pages and components, packages) has changed
 * since: those are in no compiled page, so the fingerprint alone does not see them.
 */
export async function unchangedSinceLastBuild(
  cacheDir: string,
  outDir: string,
  fingerprint: string,
  siteDir: string,
): Promise<boolean> {
  try {
    const [text] = await Promise.all([
      fs.readFile(recordFile(cacheDir, outDir), 'utf8'),
      // the route manifest, which every build writes (a site need not have a home page)
      fs.access(path.join(outDir, 'assets', 'routes.json')),
    ]);
    const last = JSON.parse(text) as LastBuild;
    return last.fingerprint === fingerprint && inputsUnchanged(last.inputs, siteDir);
  } catch {
    return false;
  }
}

export async function recordBuild(
  cacheDir: string,
  outDir: string,
  last: LastBuild,
): Promise<void> {
  await fs.mkdir(cacheDir, { recursive: true });
  await fs.writeFile(recordFile(cacheDir, outDir), JSON.stringify(last));
}
