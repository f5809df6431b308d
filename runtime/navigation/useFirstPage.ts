import { useEffect } from 'react';
import { shellReady } from '../shell.js';
import { applyTrailingSlash, encodeRoute } from '../shared/url.js';
import type { RouteModule } from '../types.js';
import { loadManifest } from './routeLoader.js';
import type { Go } from './useNavigation.js';

export interface FirstPage {
  baseUrl: string;
  manifestUrl: string;
  trailingSlash?: boolean;
  /** The module the browser loaded the page with. */
  initialModule: RouteModule;
  go: Go;
  sync: () => void;
  toRoute: (pathname: string) => string;
}

/**
 * Once, for the page the browser loaded: the address bar's query and hash are the shell's to show
 * once it has hydrated (runtime/shell.tsx); and a 404 page looks its address up in the manifest
 * before giving up (SPEC §2: /docs/x.html and /docs/x/index are the page /docs/x, which a static
 * host answers with 404.html), then goes to that page at its own address.
 */
export function useFirstPage(o: FirstPage): void {
  useEffect(() => {
    const { baseUrl, manifestUrl, trailingSlash, initialModule, go, sync, toRoute } = o;
    void shellReady.then(sync);
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
}
