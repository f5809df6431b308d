import path from 'node:path';

/**
 * The folder where tn-docs keeps what it can reuse for a site (compiled pages, loaded configs, the
 * server renderer): `.tn-cache` in the site's folder. tn-docs never writes inside its own package.
 */
export function siteCacheDir(siteDir: string): string {
  return path.join(siteDir, '.tn-cache');
}
