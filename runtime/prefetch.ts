/**
 * Link prefetching: on hover, focus and touch, and for links that scroll into view while the
 * browser is idle. Never on Save-Data or 2G connections (SPEC §4). Each chunk is fetched once.
 */
type Conn = { saveData?: boolean; effectiveType?: string };

export function prefetchAllowed(): boolean {
  const c = (navigator as Navigator & { connection?: Conn }).connection;
  return !(c && (c.saveData || /2g/.test(c.effectiveType ?? '')));
}

export function observeVisibleLinks(
  root: HTMLElement,
  prefetch: (href: string) => void,
): () => void {
  if (!('IntersectionObserver' in window) || !prefetchAllowed()) return () => {};
  const seen = new WeakSet<Element>();
  const io = new IntersectionObserver((entries) => {
    for (const e of entries) {
      if (!e.isIntersecting) continue;
      io.unobserve(e.target);
      prefetch((e.target as HTMLAnchorElement).href);
    }
  });
  const w = window as Window & {
    requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number;
  };
  const idle = w.requestIdleCallback
    ? (cb: () => void, o?: { timeout: number }) => w.requestIdleCallback?.(cb, o)
    : (cb: () => void) => setTimeout(cb, 1);
  const scan = () =>
    idle(
      () => {
        root.querySelectorAll<HTMLAnchorElement>('a[href]').forEach((a) => {
          if (seen.has(a) || a.target || a.hasAttribute('download') || a.origin !== location.origin)
            return;
          // another locale's page: another site, whose routes this one cannot prefetch
          if (a.hasAttribute('data-tn-reload')) return;
          seen.add(a);
          io.observe(a);
        });
      },
      { timeout: 2000 },
    );
  scan();
  const mo = new MutationObserver(scan);
  mo.observe(root, { childList: true, subtree: true });
  return () => {
    io.disconnect();
    mo.disconnect();
  };
}
