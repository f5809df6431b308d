/**
 * Page views for the analytics service, with IP anonymisation, on every change of path, query or
 * hash (SPEC §1, §7).
 */
type Gtag = (...args: unknown[]) => void;
type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag };

let loaded = false;

/**
 * Sets up the gtag queue at once (a few bytes, so the first page view is queued, not lost) and
 * loads the tracker script itself only after the page has loaded: it never delays rendering.
 */
export function initAnalytics(trackingID: string, anonymizeIP: boolean): void {
  if (loaded || typeof window === 'undefined') return;
  loaded = true;
  const w = window as AnalyticsWindow;
  w.dataLayer = w.dataLayer ?? [];
  w.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js reads the Arguments object
    w.dataLayer!.push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', trackingID, { anonymize_ip: anonymizeIP, send_page_view: false });
  const load = () => {
    const s = document.createElement('script');
    s.async = true;
    s.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(trackingID)}`;
    document.head.appendChild(s);
  };
  if (document.readyState === 'complete') setTimeout(load, 0);
  else window.addEventListener('load', load, { once: true });
}

export function sendPageView(): void {
  const g = (window as AnalyticsWindow).gtag;
  if (!g) return;
  g('event', 'page_view', {
    page_title: document.title,
    page_location: location.href,
    page_path: location.pathname + location.search + location.hash,
  });
}
