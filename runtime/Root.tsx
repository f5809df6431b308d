import { Router } from './router.js';
import { ShellSlot } from './shell.js';
import type { RouteModule } from './types.js';

export interface RootProps {
  baseUrl: string;
  manifestUrl: string;
  /** The site's `trailingSlash` (see Router). */
  trailingSlash?: boolean;
  analytics: boolean;
  path: string;
  mod: RouteModule;
}

/**
 * The whole React tree, identical on the server and in the browser (hydration must not mismatch):
 * the router, and the theme's shell in a boundary of its own (runtime/shell.tsx). The site's
 * context is provided around the layout (runtime/server.tsx, runtime/hydratePage.tsx).
 */
export function Root({ baseUrl, manifestUrl, trailingSlash, analytics, path, mod }: RootProps) {
  return (
    <Router
      baseUrl={baseUrl}
      trailingSlash={trailingSlash}
      manifestUrl={manifestUrl}
      initialPath={path}
      initialModule={mod}
      analytics={analytics}
    >
      {(p, m) => <ShellSlot path={p} mod={m} />}
    </Router>
  );
}
