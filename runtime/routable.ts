/**
 * Same-origin page link inside the site that the router may handle (not a file, not a new tab, not
 * a download, not a link marked `data-tn-reload`: another locale's page, which is another site
 * whose routes this one does not know, even when its baseUrl is inside this one's).
 */
export function routable(a: HTMLAnchorElement, baseUrl: string): URL | null {
  if (a.target && a.target !== '_self') return null;
  if (a.hasAttribute('download') || a.getAttribute('rel')?.includes('external')) return null;
  if (a.hasAttribute('data-tn-reload')) return null;
  const href = a.getAttribute('href');
  if (!href || href.startsWith('#')) return null; // same-page anchors: the browser scrolls and fires hashchange
  const url = new URL(a.href, location.href);
  if (
    url.origin !== location.origin ||
    (!url.pathname.startsWith(baseUrl.replace(/\/$/, '') + '/') &&
      url.pathname !== baseUrl.replace(/\/$/, ''))
  )
    return null;
  if (/\.(?!html?$)[a-z0-9]{1,5}$/i.test(url.pathname)) return null;
  return url;
}
