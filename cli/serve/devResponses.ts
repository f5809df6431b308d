/** What the dev server sends: pages, its manifest, plain responses and the errors it shows. */
import type http from 'node:http';
import { documentHtml } from '../build/documentHtml.js';
import { renderError as pageRenderError } from '../build/renderError.js';
import type { RouteEntry } from '../build/types.js';
import { TnError } from '../util/errors.js';
import { formatError } from '../util/formatError.js';
import { DEV_PREFIX } from '../../runtime/shared/devProtocol.js';
import type { DevSite } from './devSite.js';
import type { RouteModules } from './routeModules.js';

export const JS = 'text/javascript; charset=utf-8';
export const HTML = 'text/html; charset=utf-8';

export function send(res: http.ServerResponse, type: string, body: string, status = 200): void {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  res.end(body);
}

export function fail(res: http.ServerResponse, e: unknown): void {
  if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(formatError(e));
}

/**
 * A render or bundle failure as the error the overlay shows: a page that throws reads as in the
 * build (its file, the component, the line using it).
 */
export function renderError(e: unknown, route?: RouteEntry): TnError {
  if (e instanceof TnError) return e;
  if (route) return pageRenderError(e, route);
  const err = e as Error;
  return new TnError('RENDER', err?.message ?? String(e), {
    hint: 'The theme or runtime code does not build.',
    cause: e,
  });
}

/**
 * A page's HTML: the build's document around the server-rendered body, with the dev entry, the module of
 * the version it was rendered from, and the site data (with its version, so a stale page reloads).
 */
export function pageHtml(o: {
  site: DevSite;
  route: RouteEntry;
  body: string;
  chunk: string;
  clientVersion: number;
  siteVersion: number;
}): string {
  const assets = {
    entry: `${DEV_PREFIX.slice(1)}entry.js?v=${o.clientVersion}`,
    css: [`${DEV_PREFIX.slice(1)}entry.css?v=${o.clientVersion}`],
    chunks: new Map([[o.route.route, { chunk: o.chunk, preload: [] }]]),
    jsFiles: [],
  };
  const { config, site } = o.site;
  const html = documentHtml({ config, site, route: o.route, body: o.body, assets });
  const data = JSON.stringify(site).replace(/</g, '\\u003c');
  const attrs = `id="__tn_site" type="application/json" data-version="${o.siteVersion}"`;
  return html.replace('</body>', `<script ${attrs}>${data}</script>\n</body>`);
}

/** The route manifest the router reads, pointing at the current version of each module. */
export function manifestJson(site: DevSite, modules: RouteModules): string {
  const routes: Record<string, [string, string]> = {};
  const redirects: Record<string, string> = {};
  for (const [p, r] of site.routes) {
    if (r.data.kind === 'redirect') redirects[p] = r.data.to;
    else routes[p] = [modules.chunkUrl(p), r.data.title];
  }
  return JSON.stringify({ routes, notFound: modules.chunkUrl('/404'), redirects });
}

/** Images a page references (copied as hashed assets by the build) are read from their source. */
export function findAsset(site: DevSite, rel: string): string | null {
  for (const page of site.compiled.values())
    for (const a of page.assets) if (a.out === rel) return a.abs;
  return null;
}
