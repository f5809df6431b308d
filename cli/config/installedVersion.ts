import fs from 'node:fs';
import path from 'node:path';

/** The version of a package installed for the site (its node_modules or a parent's), if any. */
function installedVersion(siteDir: string, name: string): string | undefined {
  for (let d = path.resolve(siteDir); ; d = path.dirname(d)) {
    try {
      const file = path.join(d, 'node_modules', name, 'package.json');
      return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: string }).version;
    } catch {
      if (path.dirname(d) === d) return undefined;
    }
  }
}

/**
 * Whether the site's installed `name` is at least `major.minor`: undefined when it is not installed
 * (for the behaviours that changed between Docusaurus 3 releases).
 */
export function installedAtLeast(
  siteDir: string,
  name: string,
  [major, minor]: [number, number],
): boolean | undefined {
  const m = /^(\d+)\.(\d+)\./.exec(installedVersion(siteDir, name) ?? '');
  if (!m) return undefined;
  return Number(m[1]) > major || (Number(m[1]) === major && Number(m[2]) >= minor);
}
