import { useCallback, useMemo, useRef, type RefObject } from 'react';
import { prefetchAllowed } from '../prefetch.js';
import { startProgress } from '../progress.js';
import { loadShell } from '../shell.js';
import { applyTrailingSlash, encodeRoute } from '../shared/url.js';
import type { RouteModule } from '../types.js';
import { loadManifest, prefetchRoute, resolveRoute, type RouteSource } from './routeLoader.js';
import { scrollToHash, type AfterRender } from './scroll.js';

/** Goes to `url`: `push` adds a history entry (a click), else the entry is the one on screen. */
export type Go = (url: URL, opts: { push: boolean; scroll?: number }) => Promise<void>;

export interface Navigation {
  source: RouteSource;
  trailingSlash?: boolean;
  toRoute: (pathname: string) => string;
  /** Reads the address bar's query and hash again. */
  sync: () => void;
  /** Shows a loaded page; `after` says where it scrolls, and whether focus moves to it. */
  show: (route: string, mod: RouteModule, after: AfterRender) => void;
  /** The route on screen. */
  shownPath: RefObject<string>;
}

/**
 * The address `url` goes to when the manifest moved its route (`redirect` is the target route,
 * with an optional #anchor: without one, the URL's own hash is kept).
 */
export function redirectedUrl(
  url: URL,
  redirect: string,
  baseUrl: string,
  trailingSlash?: boolean,
): URL {
  const [p, h] = redirect.split('#');
  return new URL(
    baseUrl.replace(/\/$/, '') +
      encodeRoute(applyTrailingSlash(p, trailingSlash)) +
      (h ? '#' + h : url.hash),
    location.href,
  );
}

/**
 * Client navigation: a moved page goes straight to its new address; a link to the page on screen
 * only scrolls to its hash; another page's chunk (and the shell) loads, with progress shown after
 * 200 ms, then the page is shown, unless a later navigation won the race. A chunk that cannot be
 * loaded reloads the window (SPEC §4). `pending` is the route being loaded.
 */
export function useNavigation(o: Navigation) {
  const { source, trailingSlash, toRoute, sync, show, shownPath } = o;
  const pending = useRef<string | null>(null);

  const go: Go = useCallback(
    async (url, opts) => {
      let route = toRoute(url.pathname);
      const redirect = (await loadManifest(source.manifestUrl).catch(() => null))?.redirects?.[
        route
      ];
      if (redirect) {
        url = redirectedUrl(url, redirect, source.baseUrl, trailingSlash);
        route = toRoute(url.pathname);
      }
      const current = toRoute(location.pathname);
      if (opts.push) history.replaceState({ ...history.state, scroll: window.scrollY }, '');
      if (route === current && opts.push) {
        if (url.href !== location.href) history.pushState({ scroll: 0 }, '', url.href);
        scrollToHash(url.hash);
        // the shell is updated only once it has hydrated (runtime/shell.tsx)
        loadShell().then(sync, () => {});
        return;
      }
      if (!opts.push && route === shownPath.current) {
        // a step through history within the page on screen (a hash change, the browser's own for
        // a same-page link): no page to load, no progress bar (SPEC §9), and the reader's place
        // kept: the entry's saved scroll, else its heading, else the top (issue 30)
        pending.current = null;
        if (opts.scroll !== undefined) window.scrollTo(0, opts.scroll);
        else if (!scrollToHash(url.hash)) window.scrollTo(0, 0);
        loadShell().then(sync, () => {});
        return;
      }
      pending.current = route;
      const done = startProgress();
      let mod: RouteModule;
      try {
        [mod] = await Promise.all([resolveRoute(route, source), loadShell()]);
      } catch {
        done();
        window.location.href = url.href; // SPEC §4: if preloading fails, the whole window reloads
        return;
      }
      done();
      if (pending.current !== route) return; // a later navigation won the race
      pending.current = null;
      if (opts.push) history.pushState({ scroll: 0 }, '', url.href);
      show(route, mod, { hash: url.hash, scroll: opts.scroll, focus: true });
      sync();
    },
    [source, sync, toRoute, trailingSlash, show, shownPath],
  );

  const navigate = useCallback(
    (href: string) => {
      void go(new URL(href, location.href), { push: true });
    },
    [go],
  );

  const prefetch = useCallback(
    (href: string) => {
      if (!prefetchAllowed()) return;
      const url = new URL(href, location.href);
      if (url.origin !== location.origin) return;
      void prefetchRoute(toRoute(url.pathname), source).catch(() => {});
    },
    [source, toRoute],
  );

  return useMemo(() => ({ go, navigate, prefetch, pending }), [go, navigate, prefetch]);
}
