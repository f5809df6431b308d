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
import type { Prepare, RouteSource } from './navigation/routeLoader.js';
import { applyAfterRender, type AfterRender } from './navigation/scroll.js';
import { useAddressBar } from './navigation/useAddressBar.js';
import { useDevUpdates } from './navigation/useDevUpdates.js';
import { useLinkListeners } from './navigation/useLinkListeners.js';
import { useNavigation } from './navigation/useNavigation.js';
import { useFirstPage } from './navigation/useFirstPage.js';
import { usePageViews } from './navigation/usePageViews.js';
import { routeOfPathname } from './shared/url.js';
import type { RouteModule } from './types.js';

interface Props {
  baseUrl: string;
  /** The site's `trailingSlash`: the address a redirect or a recovered 404 is rewritten to. */
  trailingSlash?: boolean;
  manifestUrl: string;
  initialPath: string;
  initialModule: RouteModule;
  analytics: boolean;
  /** Loads what a page renders with before it is shown (the theme's own chunks: app/). */
  prepare?: Prepare;
  children: (path: string, mod: RouteModule) => ReactNode;
}

/**
 * Client navigation. The HTML of every page is complete; this makes moving between pages load only
 * the next page's chunk: intercept same-origin clicks, preload the chunk, show progress after 200
 * ms, swap, restore or reset scroll, move focus to the new page and announce it. A chunk that
 * cannot be loaded reloads the window. The parts are hooks of runtime/navigation/.
 */
export function Router(props: Props) {
  const { baseUrl, trailingSlash, manifestUrl, initialPath, initialModule, prepare } = props;
  const [state, setState] = useState({ path: initialPath, mod: initialModule, key: 0 });
  const { loc, sync } = useAddressBar();
  const shownPath = useRef(initialPath);
  useEffect(() => {
    shownPath.current = state.path;
  }, [state.path]);
  const afterRender = useRef<AfterRender | null>(null);
  const toRoute = useCallback((pathname: string) => routeOfPathname(pathname, baseUrl), [baseUrl]);
  const source: RouteSource = useMemo(
    () => ({ baseUrl, manifestUrl, prepare }),
    [baseUrl, manifestUrl, prepare],
  );
  const show = useCallback((route: string, mod: RouteModule, after: AfterRender) => {
    afterRender.current = after;
    setState((s) => ({ path: route, mod, key: s.key + 1 }));
  }, []);
  const replace = useCallback(
    (route: string, mod: RouteModule) => setState((s) => (s.path === route ? { ...s, mod } : s)),
    [],
  );
  const { go, navigate, prefetch, pending } = useNavigation({
    source,
    trailingSlash,
    toRoute,
    sync,
    show,
    shownPath,
  });
  useLinkListeners({ baseUrl, go, prefetch, sync, toRoute, pending, shownPath });
  useFirstPage({ baseUrl, manifestUrl, trailingSlash, initialModule, go, sync, toRoute });
  usePageViews(props.analytics, state.path, loc);
  useDevUpdates(state.path, source, replace);
  useLayoutEffect(() => {
    const job = afterRender.current;
    afterRender.current = null;
    if (job) applyAfterRender(job);
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
    <RouterContext.Provider value={ctx}>
      {props.children(state.path, state.mod)}
    </RouterContext.Provider>
  );
}
