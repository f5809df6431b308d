import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { SiteConfig } from '../config/types.js';
import { errorsFromJSON, type ErrorJSON } from '../util/errors.js';
import { fileInside } from '../util/pathInside.js';
import { workerBundle } from '../util/workerBundle.js';
import type { PageHead } from '../../runtime/pageHead.js';
import type { RouteModule, SiteData } from '../../runtime/types.js';
import type { ClientAssets } from './bundleClient.js';
import { documentHtml } from './documentHtml.js';
import { loadServerBundle, type ServerBundle } from './loadServerBundle.js';
import { plainComponent } from './plainChunks.js';
import { redirectHtml } from './redirectHtml.js';
import { renderError } from './renderError.js';
import type { RouteEntry } from './types.js';

/**
 * The file a route is written to: `docs/intro/index.html`, or `docs/intro.html` when the site's
 * `trailingSlash` is false (Docusaurus's layout: the URL a host serves it at has no slash).
 */
export function outputFileFor(route: string, trailingSlash?: boolean): string {
  if (route === '/404') return '404.html';
  if (route === '/') return 'index.html';
  return trailingSlash === false ? `${route.slice(1)}.html` : `${route.slice(1)}/index.html`;
}

export interface RenderOptions {
  config: SiteConfig;
  site: SiteData;
  /** The routes to render; the server bundle holds each route's module under its path. */
  routes: RouteEntry[];
  serverFile: string;
  /** Route → module of the plain pages among `routes`, which the server bundle leaves out. */
  plain: Record<string, string>;
  assets: ClientAssets;
  outDir: string;
  production: boolean;
}

/**
 * Renders o.routes and writes their HTML files. Runs in the main thread or in a render worker. The
 * files are written synchronously: rendering keeps the thread busy anyway, and a promise per file
 * (open, write, close, each a round trip through libuv's pool) cost a tenth of the stage.
 */
export async function renderRoutes(o: RenderOptions): Promise<number> {
  const server = await loadServerBundle(o.serverFile, o.routes);
  const dirs = new Set<string>();
  for (const route of o.routes) {
    const html =
      route.data.kind === 'redirect'
        ? redirectHtml(o.config, route.data.to)
        : renderDocument(server, o, route);
    const file = fileInside(o.outDir, outputFileFor(route.route, o.config.trailingSlash));
    const dir = path.dirname(file);
    if (!dirs.has(dir)) {
      dirs.add(dir);
      fs.mkdirSync(dir, { recursive: true });
    }
    fs.writeFileSync(file, html);
  }
  return o.routes.length;
}

function renderDocument(server: ServerBundle, o: RenderOptions, route: RouteEntry): string {
  const head: PageHead = {};
  let mod: RouteModule | undefined;
  let body: string;
  try {
    mod = routeModule(server, o, route);
    body = server.renderRoute(o.site, route.route, mod, o.production, head);
  } catch (e) {
    throw renderError(e, route);
  }
  return documentHtml({ ...o, route, body, head, sidebar: mod?.sidebar });
}

/** The route's module: from the server bundle, or made here for a plain page. */
function routeModule(server: ServerBundle, o: RenderOptions, route: RouteEntry): RouteModule {
  const code = o.plain[route.route];
  if (code === undefined) return server.routes[route.route];
  const sidebar = route.sidebar === undefined ? undefined : server.sidebars[route.sidebar];
  return { default: plainComponent(code, server.jsxRuntime), sidebar, data: route.data };
}

/**
 * Small sites render in this thread; large ones are split across worker threads (start-up costs
 * ~150 ms each).
 */
export async function renderPages(o: RenderOptions): Promise<number> {
  // tests lower the threshold to exercise the worker path
  const from = Number(process.env.TN_DOCS_RENDER_THREADS_FROM ?? 600);
  const threads = o.routes.length >= from ? Math.max(2, Math.min(os.availableParallelism(), 4)) : 1;
  if (threads === 1) return renderRoutes(o);
  const script = await workerBundle('cli/build/renderWorker.ts');
  const size = Math.ceil(o.routes.length / threads);
  const slices = Array.from({ length: threads }, (_, t) =>
    o.routes.slice(t * size, (t + 1) * size),
  );
  const counts = await Promise.all(
    slices.map((routes) => renderInWorker(script, sliceOptions(o, routes))),
  );
  return counts.reduce((a, b) => a + b, 0);
}

/**
 * A thread's options: its routes, and of the per-route data (chunks, plain pages' code) only theirs,
 * since each thread gets a copy (at 100,000 pages, every route's chunk list in every thread).
 */
function sliceOptions(o: RenderOptions, routes: RouteEntry[]): RenderOptions {
  const plain: Record<string, string> = {};
  const chunks: ClientAssets['chunks'] = new Map();
  for (const { route } of routes) {
    if (route in o.plain) plain[route] = o.plain[route];
    const c = o.assets.chunks.get(route);
    if (c) chunks.set(route, c);
  }
  return { ...o, routes, plain, assets: { ...o.assets, chunks, jsFiles: [] } };
}

interface WorkerReply {
  written?: number;
  errors?: ErrorJSON[];
}

function renderInWorker(script: string, options: RenderOptions): Promise<number> {
  return new Promise<number>((resolve, reject) => {
    const w = new Worker(script, { workerData: { options } });
    w.once('message', (m: WorkerReply) => {
      void w.terminate();
      if (m.errors) reject(errorsFromJSON(m.errors));
      else resolve(m.written!);
    });
    w.once('error', reject);
  });
}
