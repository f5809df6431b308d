import path from 'node:path';

/** The environment variable naming the cache folder (set by `--cache-dir`). */
export const CACHE_DIR_ENV = 'TN_DOCS_CACHE_DIR';

/**
 * The folder where tn-docs keeps what it can reuse for a site (compiled pages, the pages the last
 * build rendered, loaded configs, the server renderer): `.tn-cache` in the site's folder, or the folder
 * `--cache-dir` / TN_DOCS_CACHE_DIR names. Nothing in it is tied to the machine or the site's folder, so
 * a CI job can save it and restore it onto a fresh clone. tn-docs never writes inside its own package.
 */
export function siteCacheDir(siteDir: string): string {
  const chosen = process.env[CACHE_DIR_ENV];
  return chosen ? path.resolve(chosen) : path.join(siteDir, '.tn-cache');
}
