import { useMemo } from 'react';
import { Layout } from '../theme/Layout.js';
import { SiteContext } from './context.js';
import { Router } from './router.js';
import { createStorage } from './storage.js';
import type { RouteModule, SiteData } from './types.js';

export interface RootProps {
  site: SiteData;
  path: string;
  mod: RouteModule;
  production: boolean;
}

/**
 * The whole React tree, identical on the server and in the browser (hydration must not mismatch).
 */
export function Root({ site, path, mod, production }: RootProps) {
  const storage = useMemo(
    () => createStorage(site.storage.type, site.storage.namespace),
    [site.storage.type, site.storage.namespace],
  );
  const ctx = useMemo(() => ({ site, storage, production }), [site, storage, production]);
  return (
    <SiteContext.Provider value={ctx}>
      <Router
        baseUrl={site.baseUrl}
        trailingSlash={site.trailingSlash}
        manifestUrl={site.manifestUrl}
        initialPath={path}
        initialModule={mod}
        analytics={production && site.analytics !== null}
      >
        {(p, m) => <Layout path={p} mod={m} />}
      </Router>
    </SiteContext.Provider>
  );
}
