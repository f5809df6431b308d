import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { SiteConfig } from '../config/types.js';
import { errorsFromJSON, type ErrorJSON } from '../util/errors.js';
import { fileInside } from '../util/pathInside.js';
import type { Progress } from '../util/task.js';
import { workerScript } from '../util/workerScript.js';
import type { PageHead } from '../../runtime/types.js';
import type { RouteModule, SidebarNode, SiteData } from '../../runtime/types.js';
import type { ClientAssets } from './bundleClient.js';
import { documentHtml } from './documentHtml.js';
import { loadServerBundle, type ServerBundle } from './loadServerBundle.js';
import { plainComponent, plainComponentSource } from './plainComponent.js';
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
  /** The site's sidebars, which the server bundle reads from a global (see SidebarSource). */
  sidebars: Record<string, SidebarNode[]>;
  assets: ClientAssets;
  outDir: string;
  production: boolean;
}

/** Renders o.routes and writes their HTML files, in this thread. */
export async function renderRoutes(o: RenderOptions): Promise<number> {
  const server = await loadServerBundle(o.serverFile, o.routes, o.sidebars);
  return writeRoutes(server, o);
}

/**
 * Renders o.routes with a loaded server bundle and writes their HTML files (in this thread or a
 * render worker). The files are written synchronously: rendering keeps the thread busy anyway, and
 * a promise per file (open, write, close, each a round trip through libuv's pool) cost a tenth of
 * the stage.
 */
export function writeRoutes(server: ServerBundle, o: RenderOptions): number {
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
    const plain = o.plain[route.route];
    throw renderError(e, route, plain === undefined ? undefined : plainComponentSource(plain));
  }
  return documentHtml({ ...o, route, body, head, sidebar: mod?.sidebar });
}

/** The route's module: from the server bundle, or made here for a plain page. */
function routeModule(server: ServerBundle, o: RenderOptions, route: RouteEntry): RouteModule {
  const code = o.plain[route.route];
  if (code === undefined) return server.routes[route.route];
  const sidebar = route.sidebar === undefined ? undefined : o.sidebars[route.sidebar];
  return { default: plainComponent(code, server.jsxRuntime), sidebar, data: route.data };
}

/** The threads `routes` routes are rendered on: this one alone, or workers on every core. */
export function renderThreads(routes: number): number {
  // tests lower the threshold to exercise the worker path
  const from = Number(process.env.TN_DOCS_RENDER_THREADS_FROM ?? 600);
  return routes >= from ? Math.max(2, Math.min(os.availableParallelism(), 4)) : 1;
}

/**
 * Small sites render in this thread; large ones are split across worker threads (start-up costs
 * ~150 ms each).
 */
export async function renderPages(o: RenderOptions, progress?: Progress): Promise<number> {
  const threads = renderThreads(o.routes.length);
  if (threads === 1) return renderRoutes(o);
  const script = workerScript('render');
  const batches: RouteEntry[][] = [];
  let done = 0;
  for (let i = 0; i < o.routes.length; i += BATCH) batches.push(o.routes.slice(i, i + BATCH));
  const counts = await Promise.all(
    Array.from({ length: threads }, () =>
      renderInWorker(script, o, batches, (n) => progress?.((done += n), o.routes.length)),
    ),
  );
  return counts.reduce((a, b) => a + b, 0);
}

/**
 * Routes a render worker is sent at a time. A worker holding all its routes' data at once (at
 * 100,000 pages, half a gigabyte of it) spent ever more of its time in garbage collection, which
 * walks everything it holds: rendering grew faster than the page count.
 */
const BATCH = 200;

/** What a render worker starts with: everything but the routes and their per-route data. */
export interface RenderWorkerData {
  options: RenderOptions;
}

/** What a worker is sent for each batch: the routes, and their chunks and plain pages' code. */
export type RenderBatch = Pick<RenderOptions, 'routes' | 'plain'> & {
  chunks: ClientAssets['chunks'];
};

function batchOf(o: RenderOptions, routes: RouteEntry[]): RenderBatch {
  const plain: Record<string, string> = {};
  const chunks: ClientAssets['chunks'] = new Map();
  for (const { route } of routes) {
    if (route in o.plain) plain[route] = o.plain[route];
    const c = o.assets.chunks.get(route);
    if (c) chunks.set(route, c);
  }
  return { routes, plain, chunks };
}

interface WorkerReply {
  written?: number;
  errors?: ErrorJSON[];
}

/** A copy of plain data without its functions, for a worker (arrays and plain objects are walked). */
export function withoutFunctions<T>(value: T): T {
  if (Array.isArray(value))
    return value.filter((v) => typeof v !== 'function').map(withoutFunctions) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => typeof v !== 'function')
        .map(([k, v]) => [k, withoutFunctions(v)]),
    ) as T;
  return value;
}

/** One render worker, taking batches from the shared list until it is empty; resolves with the pages written. */
function renderInWorker(
  script: string,
  o: RenderOptions,
  batches: RouteEntry[][],
  wrote: (pages: number) => void,
): Promise<number> {
  // the routes in the server bundle, for naming the page whose module throws while it loads
  const bundled = o.routes.filter((r) => !(r.route in o.plain));
  const start: RenderWorkerData = {
    options: {
      ...o,
      // what a worker is sent is copied (structured clone): a function in the config, such as a
      // Docusaurus `editUrl: (params) => ...` (gofiber/docs), cannot be, and was used before rendering
      config: withoutFunctions(o.config),
      routes: bundled,
      plain: {},
      assets: { ...o.assets, chunks: new Map(), jsFiles: [] },
    },
  };
  return new Promise<number>((resolve, reject) => {
    const w = new Worker(script, { workerData: start });
    let written = 0;
    const next = () => {
      const routes = batches.shift();
      if (routes) w.postMessage(batchOf(o, routes));
      else void w.terminate().then(() => resolve(written));
    };
    w.on('message', (m: WorkerReply) => {
      if (m.errors) {
        batches.length = 0; // the other workers stop after their current batch
        void w.terminate();
        reject(errorsFromJSON(m.errors));
        return;
      }
      written += m.written!;
      wrote(m.written!);
      next();
    });
    w.once('error', reject);
    next();
  });
}
