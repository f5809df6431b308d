import type { Manifest, RouteModule } from '../types.js';

/*
 * What the router loads: the route manifest (once, again after a failure or when asked fresh) and
 * each route's chunk (once per address), with the theme chunks the page renders with.
 */

/** Loads what a page renders with before it is shown (the theme's own chunks: app/). */
export type Prepare = (mod: RouteModule) => Promise<void>;
/** Imports a route's chunk; `prepare` runs on the module before it counts as loaded. */
export type ImportChunk = (url: string, prepare?: Prepare) => Promise<RouteModule>;

export interface RouteSource {
  baseUrl: string;
  manifestUrl: string;
  prepare?: Prepare;
  /** How a chunk is imported (importChunk: tests give another). */
  importChunk?: ImportChunk;
}

let manifestPromise: Promise<Manifest> | null = null;

/** The route manifest: fetched once; again when asked `fresh` (past the HTTP cache) or failed. */
export function loadManifest(url: string, fresh = false): Promise<Manifest> {
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
 * tn-docs serve: changed modules' new addresses, written into the manifest already loaded, so an
 * edit that only changed pages costs no request for the whole manifest.
 */
export function patchManifest(chunks: Record<string, string>): void {
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

/** A route's chunk, imported once per address (again after a failure). */
export function importChunk(url: string, prepare?: Prepare): Promise<RouteModule> {
  let p = modules.get(url);
  if (!p) {
    // a page of a kind whose components load on demand is ready only with them
    p = (import(/* @vite-ignore */ url) as Promise<RouteModule>).then(async (m) => {
      await prepare?.(m);
      return m;
    });
    modules.set(url, p);
    p.catch(() => modules.delete(url));
  }
  return p;
}

/** The chunk of `route`, or the 404 page's. */
export function chunkOf(manifest: Manifest, route: string): string {
  return manifest.routes[route]?.[0] ?? manifest.notFound;
}

/** The module of `route` (the 404 page's for a route the manifest does not have). */
export async function resolveRoute(route: string, source: RouteSource): Promise<RouteModule> {
  const load = source.importChunk ?? importChunk;
  let manifest = await loadManifest(source.manifestUrl);
  try {
    return await load(source.baseUrl + chunkOf(manifest, route), source.prepare);
  } catch {
    // the site may have been redeployed while this tab was open: refetch the manifest once
    manifest = await loadManifest(source.manifestUrl, true);
    return load(source.baseUrl + chunkOf(manifest, route), source.prepare);
  }
}

/** Loads `route`'s chunk ahead of a click; a route the manifest does not have loads nothing. */
export async function prefetchRoute(route: string, source: RouteSource): Promise<void> {
  const m = await loadManifest(source.manifestUrl);
  const e = m.routes[route];
  if (e) await (source.importChunk ?? importChunk)(source.baseUrl + e[0], source.prepare);
}
