/**
 * URL helpers shared by the build, the checker and the browser router (no node:* imports). Routes
 * are stored decoded ("/docs/6/Staking & Rewards").
 */

/**
 * Percent-encode a decoded route for use in href attributes, keeping '/', '&' and other URL-safe
 * characters.
 */
export function encodeRoute(route: string): string {
  return route
    .split('/')
    .map((seg) =>
      encodeURIComponent(seg)
        .replace(/%26/g, '&')
        .replace(/%40/g, '@')
        .replace(/%2B/g, '+')
        .replace(/%2C/g, ','),
    )
    .join('/');
}

/**
 * Normalise a path as the router does: decode, drop index / .html, drop trailing slash (except
 * root).
 */
export function normalizeRoute(path: string): string {
  let p = path.split(/[?#]/)[0];
  p = p
    .split('/')
    .map((seg) => {
      try {
        return decodeURIComponent(seg);
      } catch {
        return seg;
      }
    })
    .join('/');
  p = p.replace(/\/index(\.html)?$/, '/').replace(/\.html$/, '');
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p || '/';
}

/** The route of a pathname under baseUrl ("/sub/docs/a%20b/" under "/sub/" → "/docs/a b"). */
export function routeOfPathname(pathname: string, baseUrl: string): string {
  return normalizeRoute('/' + pathname.slice(baseUrl.length));
}

/** A URL with a scheme (https:, mailto:, ...) or protocol-relative: not a page of this site. */
export const EXTERNAL_URL = /^([a-z][a-z0-9+.-]*:|\/\/)/i;

export function decodeSafe(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
