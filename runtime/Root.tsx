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
  /** Loads what a page the router is about to show renders with (the browser's app/ gives it). */
  prepare?: (mod: RouteModule) => Promise<void>;
}

/**
 * The whole React tree, identical on the server and in the browser (hydration must not mismatch):
 * the router, and the theme's shell in a boundary of its own (runtime/shell.tsx). The site's
 * context is provided around the layout (app/server.tsx, app/hydratePage.tsx).
 */
export function Root(props: RootProps) {
  const { baseUrl, manifestUrl, trailingSlash, analytics, path, mod, prepare } = props;
  return (
    <Router
      baseUrl={baseUrl}
      trailingSlash={trailingSlash}
      manifestUrl={manifestUrl}
      initialPath={path}
      initialModule={mod}
      analytics={analytics}
      prepare={prepare}
    >
      {(p, m) => <ShellSlot path={p} mod={m} />}
    </Router>
  );
}
