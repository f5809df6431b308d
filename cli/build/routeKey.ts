import { hash } from '../util/hash.js';

/**
 * Routes whose key is the path itself: lowercase words, so the key is unique on case-insensitive
 * disks.
 */
const PLAIN_ROUTE = /^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/;

/**
 * A route's name for its virtual module and chunk file, derived from the path alone so that adding a page
 * never renames another page's chunk (returning readers keep their cached files).
 *
 * Plain routes read as themselves: `/docs/guide/first` → `docs_guide_first`, `/` → `index`. Any other route
 * (capitals, spaces, `&`, `_`, ...) gets a readable prefix and a hash of the exact path after `~`, a
 * character plain keys never contain, so the two forms cannot collide.
 */
export function routeKey(route: string): string {
  if (route === '/') return 'index';
  if (PLAIN_ROUTE.test(route) && route !== '/index') return route.slice(1).replace(/\//g, '_');
  const slug = route
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 48);
  return `${slug || 'route'}~${hash(route, 8)}`;
}

/** Keys of every route; two routes with one key would share a chunk, so that is refused loudly. */
export function routeKeys(routes: readonly string[]): Map<string, string> {
  const keys = new Map<string, string>();
  const owners = new Map<string, string>();
  for (const route of routes) {
    const key = routeKey(route);
    const other = owners.get(key);
    if (other !== undefined && other !== route)
      throw new Error(`tn-docs: the routes '${other}' and '${route}' have the same key '${key}'.`);
    owners.set(key, route);
    keys.set(route, key);
  }
  return keys;
}
