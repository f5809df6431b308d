/**
 * Page views for the analytics service, with IP anonymisation, on every change of path, query or
 * hash (SPEC §1, §7).
 */
type Gtag = (...args: unknown[]) => void;

let loaded = false;

export function initAnalytics(trackingID: string, anonymizeIP: boolean): void {
  if (loaded || typeof window === 'undefined') return;
  loaded = true;
  const w = window as Window & { dataLayer?: unknown[]; gtag?: Gtag };
  w.dataLayer = w.dataLayer ?? [];
  // gtag.js expects the arguments object itself
  w.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js reads the Arguments object
    w.dataLayer!.push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', trackingID, { anonymize_ip: anonymizeIP, send_page_view: false });
  const s = document.createElement('script');
  s.async = true;
  s.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(trackingID)}`;
  document.head.appendChild(s);
}

export function sendPageView(): void {
  const g = (window as Window & { gtag?: Gtag }).gtag;
  if (!g) return;
  g('event', 'page_view', {
    page_title: document.title,
    page_location: location.href,
    page_path: location.pathname + location.search + location.hash,
  });
}
