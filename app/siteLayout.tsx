import { useMemo } from 'react';
import { Layout } from '../theme/Layout.js';
import { SiteContext } from '../runtime/context.js';
import { createStorage } from '../runtime/storage.js';
import type { RouteModule, SiteData } from '../runtime/types.js';

/**
 * The theme's layout with the site's context around it: the shell runtime/shell.tsx draws (on a
 * first visit, the site data comes with it, not before).
 */
export function siteLayout(site: SiteData, production: boolean) {
  return function SiteLayout({ path, mod }: { path: string; mod: RouteModule }) {
    const storage = useMemo(() => createStorage(site.storage.type, site.storage.namespace), []);
    const ctx = useMemo(() => ({ site, storage, production }), [storage]);
    return (
      <SiteContext.Provider value={ctx}>
        <Layout path={path} mod={mod} />
      </SiteContext.Provider>
    );
  };
}
