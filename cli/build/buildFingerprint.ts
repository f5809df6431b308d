import fs from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import type { SiteConfig } from '../config/types.js';
import type { CompiledPage } from '../mdx/compileMdx.js';
import { hash } from '../util/hash.js';
import { packageRoot } from '../util/packageRoot.js';
import type { RouteEntry } from './types.js';

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
  const root = packageRoot();
  const own = await fg(
    ['cli/**/*.ts', '{app,runtime}/**/*.{ts,tsx}', 'theme/**/*.{ts,tsx,css}', 'package-lock.json'],
    { cwd: root, stats: true },
  );
  const staticDir = path.resolve(o.config.siteDir, o.config.staticDir);
  const stat = await fg(['**/*'], { cwd: staticDir, stats: true }).catch(() => []);
  const parts = [
    JSON.stringify(o.flags),
    o.configSource,
    JSON.stringify(o.routes),
    ...[...o.compiled.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([k, p]) => k + hash(p.code)),
    ...own
      .sort((a, b) => a.path.localeCompare(b.path))
      .map((e) => `${e.path}:${e.stats!.size}:${e.stats!.mtimeMs}`),
    ...stat
      .sort((a, b) => a.path.localeCompare(b.path))
      .map((e) => `${e.path}:${e.stats!.size}:${e.stats!.mtimeMs}`),
  ];
  return hash(parts.join('\n'), 32);
}

const recordFile = (cacheDir: string, outDir: string) =>
  path.join(cacheDir, `last-build-${hash(outDir, 12)}.txt`);

export async function unchangedSinceLastBuild(
  cacheDir: string,
  outDir: string,
  fingerprint: string,
): Promise<boolean> {
  try {
    const [last] = await Promise.all([
      fs.readFile(recordFile(cacheDir, outDir), 'utf8'),
      // the route manifest, which every build writes (a site need not have a home page)
      fs.access(path.join(outDir, 'assets', 'routes.json')),
    ]);
    return last === fingerprint;
  } catch {
    return false;
  }
}

export async function recordBuild(
  cacheDir: string,
  outDir: string,
  fingerprint: string,
): Promise<void> {
  await fs.mkdir(cacheDir, { recursive: true });
  await fs.writeFile(recordFile(cacheDir, outDir), fingerprint);
}
