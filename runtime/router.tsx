import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { RouterContext } from './routerContext.js';
import { observeVisibleLinks, prefetchAllowed } from './prefetch.js';
import { startProgress } from './progress.js';
import { DEV_LISTENING_EVENT, DEV_UPDATE_EVENT, type DevUpdate } from './shared/devProtocol.js';
import { routable } from './routable.js';
import { loadShell, shellReady } from './shell.js';
import { applyTrailingSlash, encodeRoute, routeOfPathname } from './shared/url.js';
import type { Manifest, RouteModule } from './types.js';

interface Props {
  baseUrl: string;
  /** The site's `trailingSlash`: the address a redirect or a recovered 404 is rewritten to. */
  trailingSlash?: boolean;
  manifestUrl: string;
  initialPath: string;
  initialModule: RouteModule;
  analytics: boolean;
  children: (path: string, mod: RouteModule) => ReactNode;
}

let manifestPromise: Promise<Manifest> | null = null;
function loadManifest(url: string, fresh = false): Promise<Manifest> {
  if (!manifestPromise || fresh) {
    manifestPromise = fetch(url, { cache: fresh ? 'reload' : 'default' }).then((r) => {
      if (!r.ok) throw new Error(`route manifest: HTTP ${r.status}`);
      return r.json() as Promise<Manifest>;
    });
    manifestPromise.catch(() => {
      manifestPromise = null;
    });
  }
  return manifestPromise;
}

/**
 * tn-docs serve: changed modules' new addresses, written into the manifest already loaded, so an edit that
 * only changed pages costs no request for the whole manifest.
 */
function patchManifest(chunks: Record<string, string>): void {
  if (!manifestPromise) return; // the next load fetches it whole
  const patched = manifestPromise.then((m) => {
    for (const [route, chunk] of Object.entries(chunks))
      if (m.routes[route]) m.routes[route] = [chunk, m.routes[route][1]];
    return m;
  });
  manifestPromise = patched;
  patched.catch(() => {
    if (manifestPromise === patched) manifestPromise = null;
  });
}

const modules = new Map<string, Promise<RouteModule>>();
function importChunk(url: string): Promise<RouteModule> {
  let p = modules.get(url);
  if (!p) {
    // a page of a kind whose components load on demand is ready only with them
    p = (import(/* @vite-ignore */ url) as Promise<RouteModule>).then(async (m) => {
      // (the theme's own chunk list comes with the shell: runtime/shell.tsx)
      const { loadThemeFor } = await import('../theme/themeChunks.js');
      await loadThemeFor(m);
      return m;
    });
    modules.set(url, p);
    p.catch(() => modules.delete(url));
  }
  return p;
}

/**
 * Client navigation. The HTML of every page is complete; this makes moving between pages load only
 * the next page's chunk: intercept same-origin clicks, preload the chunk, show progress after 200
 * ms, swap, restore or reset scroll, move focus to the new page and announce it. A chunk that
 * cannot be loaded reloads the window.
 */
export function Router({
  baseUrl,
  trailingSlash,
  manifestUrl,
  initialPath,
  initialModule,
  analytics,
  children,
}: Props) {
  const [state, setState] = useState({ path: initialPath, mod: initialModule, key: 0 });
  // query and hash of the address bar; null until mounted (the server does not know them)
  const [loc, setLoc] = useState<{ search: string; hash: string } | null>(null);
  const syncLocation = useCallback(
    () =>
      setLoc((l) =>
        l && l.search === location.search && l.hash === location.hash
          ? l
          : { search: location.search, hash: location.hash },
      ),
    [],
  );
  const pending = useRef<string | null>(null);
  const shownPath = useRef(initialPath);
  useEffect(() => {
    shownPath.current = state.path;
  }, [state.path]);
  const lastPageView = useRef('');
  const afterRender = useRef<{ hash: string; scroll?: number; focus: boolean } | null>(null);
  const toRoute = useCallback((pathname: string) => routeOfPathname(pathname, baseUrl), [baseUrl]);

  const resolve = useCallback(
    async (route: string): Promise<RouteModule> => {
      let manifest = await loadManifest(manifestUrl);
      const chunkOf = (m: Manifest) => m.routes[route]?.[0] ?? m.notFound;
      try {
        return await importChunk(baseUrl + chunkOf(manifest));
      } catch {
        // the site may have been redeployed while this tab was open: refetch the manifest once
        manifest = await loadManifest(manifestUrl, true);
        return importChunk(baseUrl + chunkOf(manifest));
      }
    },
    [baseUrl, manifestUrl],
  );

  const go = useCallback(
    async (url: URL, opts: { push: boolean; scroll?: number }) => {
      let route = toRoute(url.pathname);
      const redirect = (await loadManifest(manifestUrl).catch(() => null))?.redirects?.[route];
      if (redirect) {
        // a moved page: go straight to its new address
        const [p, h] = redirect.split('#');
        url = new URL(
          baseUrl.replace(/\/$/, '') +
            encodeRoute(applyTrailingSlash(p, trailingSlash)) +
            (h ? '#' + h : url.hash),
          location.href,
        );
        route = toRoute(url.pathname);
      }
      const current = toRoute(location.pathname);
      if (opts.push) history.replaceState({ ...history.state, scroll: window.scrollY }, '');
      if (route === current && opts.push) {
        if (url.href !== location.href) history.pushState({ scroll: 0 }, '', url.href);
        scrollToHash(url.hash);
        // the shell is updated only once it has hydrated (runtime/shell.tsx)
        loadShell().then(syncLocation, () => {});
        return;
      }
      if (!opts.push && route === shownPath.current) {
        // a step through history within the page on screen (a hash change, the browser's own for
        // a same-page link): no page to load, no progress bar (SPEC §9), and the reader's place
        // kept: the entry's saved scroll, else its heading, else the top (issue 30)
        pending.current = null;
        if (opts.scroll !== undefined) window.scrollTo(0, opts.scroll);
        else if (!scrollToHash(url.hash)) window.scrollTo(0, 0);
        loadShell().then(syncLocation, () => {});
        return;
      }
      pending.current = route;
      const done = startProgress();
      let mod: RouteModule;
      try {
        [mod] = await Promise.all([resolve(route), loadShell()]);
      } catch {
        done();
        window.location.href = url.href; // SPEC §4: if preloading fails, the whole window reloads
        return;
      }
      done();
      if (pending.current !== route) return; // a later navigation won the race
      pending.current = null;
      if (opts.push) history.pushState({ scroll: 0 }, '', url.href);
      afterRender.current = { hash: url.hash, scroll: opts.scroll, focus: true };
      setState((s) => ({ path: route, mod, key: s.key + 1 }));
      syncLocation();
    },
    [baseUrl, manifestUrl, resolve, syncLocation, toRoute, trailingSlash],
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
      const route = toRoute(url.pathname);
      void loadManifest(manifestUrl)
        .then((m) => {
          const e = m.routes[route];
          if (e) return importChunk(baseUrl + e[0]);
          return undefined;
        })
        .catch(() => {});
    },
    [baseUrl, manifestUrl, toRoute],
  );

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
      if (toRoute(location.pathname) === shownPath.current)
        loadShell().then(syncLocation, () => {});
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
  }, [baseUrl, go, prefetch, syncLocation, toRoute]);

  useEffect(() => {
    // the query and hash are the shell's to show, once it has hydrated (runtime/shell.tsx)
    void shellReady.then(syncLocation);
    // SPEC §2: /docs/x.html and /docs/x/index are the same page as /docs/x. A static host answers
    // them with 404.html, so the not-found page looks the address up in the manifest before giving
    // up.
    if (initialModule.data.kind !== 'notFound') return;
    const route = toRoute(location.pathname);
    void loadManifest(manifestUrl)
      .then((m) => {
        if (!m.routes[route] && !m.redirects?.[route]) return;
        const href =
          baseUrl.replace(/\/$/, '') +
          encodeRoute(applyTrailingSlash(route, trailingSlash)) +
          location.search +
          location.hash;
        history.replaceState(history.state, '', href);
        return go(new URL(href, location.href), { push: false });
      })
      .catch(() => {});
    // once, for the page the browser loaded
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // one page view per change of path, query or hash, and one for the first load (SPEC §1, §7)
  useEffect(() => {
    if (!analytics || !loc) return;
    const href = location.pathname + location.search + location.hash;
    if (href === lastPageView.current) return;
    lastPageView.current = href;
    // after the head manager has set the new title (it is deferred too)
    setTimeout(() => void import('./analytics.js').then((a) => a.sendPageView()), 0);
  }, [analytics, state.path, loc]);

  // tn-docs serve: an edited page's new module replaces the current one in place (same scroll, same state)
  useEffect(() => {
    if (!__TN_DEV__) return;
    const route = state.path;
    let latest = 0;
    // a load cut short because the reader is leaving the page is not a failure to report
    let leaving = false;
    const onLeave = () => {
      leaving = true;
    };
    const onUpdate = (e: Event) => {
      const { chunks, all } = (e as CustomEvent<DevUpdate>).detail;
      if (!all) patchManifest(chunks);
      if (!all && !(route in chunks)) return;
      const manifest = loadManifest(manifestUrl, all);
      const chunk = chunks[route]
        ? Promise.resolve(chunks[route])
        : manifest.then((m) => m.routes[route]?.[0] ?? m.notFound);
      // saves in quick succession: only the newest module may land, whatever order they load in
      const seq = ++latest;
      void chunk
        .then((c) => importChunk(baseUrl + c))
        .then(async (mod) => {
          await shellReady;
          if (seq === latest) setState((s) => (s.path === route ? { ...s, mod } : s));
        })
        .catch((error: unknown) => {
          // the page keeps its last good module; the server's overlay says what is wrong
          if (seq === latest && !leaving)
            console.error('tn-docs dev: the updated page could not load', error);
        });
    };
    window.addEventListener(DEV_UPDATE_EVENT, onUpdate);
    window.addEventListener('beforeunload', onLeave);
    window.dispatchEvent(new Event(DEV_LISTENING_EVENT));
    return () => {
      window.removeEventListener(DEV_UPDATE_EVENT, onUpdate);
      window.removeEventListener('beforeunload', onLeave);
    };
  }, [state.path, baseUrl, manifestUrl]);

  useLayoutEffect(() => {
    const job = afterRender.current;
    if (!job) return;
    afterRender.current = null;
    if (job.scroll !== undefined) window.scrollTo(0, job.scroll);
    else if (!scrollToHash(job.hash)) window.scrollTo(0, 0);
    if (job.focus) {
      const target = document.getElementById('__tn_main');
      target?.focus({ preventScroll: true });
    }
  }, [state.key]);

  const ctx = useMemo(
    () => ({
      path: state.path,
      search: loc?.search ?? '',
      hash: loc?.hash ?? '',
      navigate,
      prefetch,
    }),
    [state.path, loc, navigate, prefetch],
  );
  return (
    <RouterContext.Provider value={ctx}>{children(state.path, state.mod)}</RouterContext.Provider>
  );
}

function scrollToHash(hash: string): boolean {
  if (!hash) return false;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    /* keep raw */
  }
  const el = document.getElementById(id);
  if (!el) return false;
  el.scrollIntoView();
  return true;
}
