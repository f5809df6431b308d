import { useEffect, type RefObject } from 'react';
import { observeVisibleLinks } from '../prefetch.js';
import { routable } from '../routable.js';
import { loadShell } from '../shell.js';
import type { Go } from './useNavigation.js';

export interface LinkListeners {
  baseUrl: string;
  go: Go;
  prefetch: (href: string) => void;
  /** Reads the address bar's query and hash again. */
  sync: () => void;
  toRoute: (pathname: string) => string;
  /** The route being loaded, if any. */
  pending: RefObject<string | null>;
  /** The route on screen. */
  shownPath: RefObject<string>;
}

/**
 * The document's listeners while the router is mounted: a plain left click on a link the router
 * handles navigates; back and forward go to their entry at its scroll position; a hash change on
 * the page on screen is synced; the scroll position is remembered on the entry; a link pointed at,
 * focused, touched or scrolled into view is prefetched.
 */
export function useLinkListeners(o: LinkListeners): void {
  const { baseUrl, go, prefetch, sync, toRoute, pending, shownPath } = o;
  useEffect(() => {
    history.scrollRestoration = 'manual';
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
        return;
      const a = (e.target as Element | null)?.closest?.('a');
      if (!a || !(a instanceof HTMLAnchorElement)) return;
      const url = routable(a, baseUrl);
      if (!url) return;
      e.preventDefault();
      void go(url, { push: true });
    };
    const onPop = (e: PopStateEvent) => {
      void go(new URL(location.href), {
        push: false,
        // (none on an entry the browser made for a same-page link: its heading is the place)
        scroll: (e.state as { scroll?: number } | null)?.scroll,
      });
    };
    const onIntent = (e: Event) => {
      const a = (e.target as Element | null)?.closest?.('a');
      if (a instanceof HTMLAnchorElement && routable(a, baseUrl)) prefetch(a.href);
    };
    // remember where the reader is on this entry, so back *and* forward can restore it
    let saveTimer: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(saveTimer);
      saveTimer = setTimeout(() => {
        if (pending.current !== null) return; // the entry on screen is not the current one yet
        history.replaceState({ ...(history.state as object | null), scroll: window.scrollY }, '');
      }, 100);
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPop);
    // a hash change on the page on screen; one that comes with a new page is synced after it
    // renders
    const onHash = () => {
      if (toRoute(location.pathname) === shownPath.current) loadShell().then(sync, () => {});
    };
    window.addEventListener('hashchange', onHash);
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('mouseover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    document.addEventListener('touchstart', onIntent, { passive: true });
    const stop = observeVisibleLinks(document.body, prefetch);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPop);
      window.removeEventListener('hashchange', onHash);
      window.removeEventListener('scroll', onScroll);
      clearTimeout(saveTimer);
      document.removeEventListener('mouseover', onIntent);
      document.removeEventListener('focusin', onIntent);
      document.removeEventListener('touchstart', onIntent);
      stop();
    };
  }, [baseUrl, go, prefetch, sync, toRoute, pending, shownPath]);
}
