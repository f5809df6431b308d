import path from 'node:path';

/**
 * JSON with the site's folder taken out of every path in it (`@site/docs/a.md`): the same site in
 * another folder (a CI runner's fresh clone) gives the same keys.
 */
export function portableJson(value: unknown, siteDir: string): string {
  const prefix = siteDir.endsWith(path.sep) ? siteDir : siteDir + path.sep;
  return JSON.stringify(value, (_key, v: unknown) => {
    if (typeof v !== 'string') return v instanceof Map ? [...(v as Map<unknown, unknown>)] : v;
    if (v === siteDir) return '@site';
    return v.startsWith(prefix) ? '@site/' + v.slice(prefix.length).split(path.sep).join('/') : v;
  });
}
