import type { Manifest } from '../../runtime/types.js';
import { EXTERNAL_URL } from '../../runtime/shared/url.js';
import type { ClientAssets } from './bundleClient.js';
import type { RouteEntry } from './types.js';

/**
 * Route → chunk and title (and redirects), fetched by the router on the first client navigation.
 */
export function routeManifest(routes: RouteEntry[], assets: ClientAssets): Manifest {
  const m: Manifest = { routes: {}, notFound: assets.chunks.get('/404')!.chunk, redirects: {} };
  for (const r of routes) {
    if (r.data.kind === 'notFound') continue;
    // a redirect to another site is left to its static page (the router only follows site paths)
    if (r.data.kind === 'redirect') {
      if (!EXTERNAL_URL.test(r.data.to)) m.redirects[r.route] = r.data.to;
    } else m.routes[r.route] = [assets.chunks.get(r.route)!.chunk, r.data.title];
  }
  return m;
}
