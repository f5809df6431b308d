/**
 * URL helpers shared by the build, the checker and the browser router (no node:* imports). Routes
 * are stored decoded ("/docs/6/Staking & Rewards").
 */

/**
 * Percent-encode a decoded route for use in href attributes, keeping '/', '&' and other URL-safe
 * characters.
 */
export function encodeRoute(route: string): string {
  // most routes need no escaping: skip splitting them (the renderer encodes every link of every page)
  if (/^[\w\-./~]*$/.test(route)) return route;
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

/** A last path segment naming a file (a static asset, a feed), which never takes a trailing slash. */
const FILE_NAME =
  /\.(html?|xml|json|txt|pdf|png|jpe?g|gif|svg|webp|avif|ico|zip|gz|css|m?js|mdx?|ya?ml|csv|mp4|webm|woff2?)$/i;

/**
 * The path a route is served at, Docusaurus's `trailingSlash`: true adds '/', false removes it,
 * unset leaves the path as written; the home page stays '/'. Query and hash are kept.
 */
export function applyTrailingSlash(path: string, trailingSlash: boolean | undefined): string {
  if (trailingSlash === undefined || !path.startsWith('/')) return path;
  const end = path.search(/[?#]/);
  const [pathname, rest] = end === -1 ? [path, ''] : [path.slice(0, end), path.slice(end)];
  if (pathname === '/' || FILE_NAME.test(pathname)) return path;
  const bare = pathname.replace(/\/+$/, '') || '/';
  return (trailingSlash ? bare + '/' : bare) + rest;
}

/**
 * Whether a page's URL ends in '/', where its relative links start from: every page's with
 * `trailingSlash: true`, none with false, else a folder's index doc's (Docusaurus gives it '/').
 */
export function urlEndsInSlash(
  route: string,
  trailingSlash: boolean | undefined,
  folderIndex: boolean,
): boolean {
  return route !== '/' && (trailingSlash ?? folderIndex);
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

/**
 * A site path as Docusaurus's useBaseUrl reads a link written in content: one that already begins
 * with the base URL ("/sub/docs/a" under "/sub/") does not get it twice, so it means "/docs/a";
 * "/sub" alone is the home page. Any other URL is returned as written.
 */
export function withoutBaseUrl(url: string, baseUrl: string): string {
  const base = baseUrl.endsWith('/') ? baseUrl : baseUrl + '/';
  if (base === '/' || !url.startsWith('/')) return url;
  if (url.startsWith(base)) return url.slice(base.length - 1);
  const bare = base.slice(0, -1);
  const rest = url.slice(bare.length);
  return url.startsWith(bare) && /^([?#]|$)/.test(rest) ? '/' + rest : url;
}

/**
 * A path from the site's configuration (a logo, the favicon) as a URL, read as Docusaurus's
 * useBaseUrl reads it: from the site root whether written `img/logo.png` or `/img/logo.png`, under
 * baseUrl, and left alone when it already starts with baseUrl; external, `data:` and `#` URLs as
 * written. A config path is never relative to the page it is drawn on (issue 30).
 */
export function configAssetUrl(p: string, baseUrl: string): string {
  if (!p || EXTERNAL_URL.test(p) || p.startsWith('#')) return p;
  const base = baseUrl.endsWith('/') ? baseUrl : baseUrl + '/';
  if (base !== '/' && p.startsWith(base)) return p;
  return base + p.replace(/^(\.\/|\/)+/, '');
}

/**
 * The site path of a page's Markdown twin (issue 31): its (decoded) route with `.md` appended, a
 * folder's URL without its '/' ("/docs/6/" → "/docs/6.md"), the home page's "/index.md". Encoded.
 */
export function twinPath(route: string): string {
  // a decoded route, which may hold `#` or `%` from a file name: only its trailing '/' goes
  const bare = route.replace(/\/+$/, '') || '/';
  return bare === '/' ? '/index.md' : `${encodeRoute(bare)}.md`;
}
