import { useEffect, useRef } from 'react';
import type { AddressBar } from './useAddressBar.js';

/**
 * One page view per change of path, query or hash, and one for the first load (SPEC §1, §7); none
 * before the address bar is known (`loc` null) or without analytics.
 */
export function usePageViews(analytics: boolean, path: string, loc: AddressBar | null): void {
  const last = useRef('');
  useEffect(() => {
    if (!analytics || !loc) return;
    const href = location.pathname + location.search + location.hash;
    if (href === last.current) return;
    last.current = href;
    // after the head manager has set the new title (it is deferred too)
    setTimeout(() => void import('../analytics.js').then((a) => a.sendPageView()), 0);
  }, [analytics, path, loc]);
}
