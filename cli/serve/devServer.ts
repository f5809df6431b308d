/**
 * `tn-docs serve`: the authors' dev server. Serves every page rendered on request from the in-memory site
 * (DevSite), watches the files the site is made of, and pushes what changed to open pages over a websocket.
 * Errors never stop it: they are printed, shown in every open page, and the last good version keeps serving.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import chokidar from 'chokidar';
import sirv from 'sirv';
import { WebSocketServer, type WebSocket } from 'ws';
import { checkSite } from '../check/checkSite.js';
import { documentHtml } from '../build/documentHtml.js';
import { redirectHtml } from '../build/redirectHtml.js';
import { searchIndex } from '../build/searchIndex.js';
import type { RouteEntry } from '../build/types.js';
import { errorToJSON, TnError, TnErrorList } from '../util/errors.js';
import { formatError } from '../util/formatError.js';
import { packageRoot } from '../util/packageRoot.js';
import { DEV_PREFIX, type DevMessage } from '../../runtime/shared/devProtocol.js';
import { encodeRoute, normalizeRoute } from '../../runtime/shared/url.js';
import type { RouteModule } from '../../runtime/types.js';
import {
  buildRouteModule,
  buildStylesheet,
  createClientBundler,
  evaluateRouteModule,
  loadServerRuntime,
  type ClientBundle,
  type ServerRuntime,
} from './devBundler.js';
import { DevSite, type SiteChange } from './devSite.js';
import { listenNextFree } from './listen.js';

export interface DevServerOptions {
  siteDir: string;
  port: number;
  host: string;
  /** Print only errors and the address (tests). */
  quiet?: boolean;
  log?: (line: string) => void;
}

export interface DevServer {
  url: string;
  close: () => Promise<void>;
}

interface ModuleCache {
  version: number;
  browser?: Promise<string>;
  node?: Promise<RouteModule>;
}

/** Starts the dev server; resolves once it listens (pages compile on request and in the background). */
export async function startDevServer(o: DevServerOptions): Promise<DevServer> {
  const started = performance.now();
  const log = o.log ?? ((line: string) => process.stdout.write(line + '\n'));
  const color = process.stdout.isTTY && !process.env.NO_COLOR;
  const serverId = randomBytes(6).toString('hex');
  const root = packageRoot();
  const selfHosted = path.resolve(o.siteDir) === root;

  // the browser entry, the server renderer and the site load side by side
  const bundler = await createClientBundler();
  let client: Promise<ClientBundle> = bundler.build();
  // the stylesheet on its own (milliseconds), so the first page paints before the script bundle is ready
  let css: Promise<string> = buildStylesheet();
  let clientVersion = 1;
  let runtime: Promise<ServerRuntime> = loadServerRuntime();
  const site = await DevSite.load(o.siteDir);
  client.catch(() => {});
  runtime.catch(() => {});

  const modules = new Map<string, ModuleCache[]>();
  const sockets = new Set<WebSocket>();
  let lastErrors = '[]';
  let siteVersion = 0;
  let warnings = new Set<string>();

  const send = (msg: DevMessage) => {
    const text = JSON.stringify(msg);
    for (const ws of sockets) if (ws.readyState === ws.OPEN) ws.send(text);
  };

  /** Prints new errors and sends the current list to every page when it changed. */
  const publishErrors = () => {
    const errors = site.allErrors();
    const json = JSON.stringify(errors.flatMap((e) => errorToJSON(e)));
    if (json === lastErrors) return;
    lastErrors = json;
    for (const e of errors) log(formatError(e, color));
    if (!errors.length) log('  errors fixed');
    send({ type: 'errors', errors: JSON.parse(json) as never[] });
  };

  const chunkUrl = (route: string, version = site.version(route)) =>
    `${DEV_PREFIX.slice(1)}route?path=${encodeURIComponent(route)}&v=${version}`;

  /**
   * The module of a route at a version. A page's HTML names the version it was rendered from, and its
   * browser module must be that same version even when an edit has moved on, or hydration would not match:
   * so the last few versions of each route are kept (and only those, so memory stays flat).
   */
  const moduleEntry = (route: string, requested?: number): ModuleCache => {
    const list = modules.get(route) ?? [];
    const wanted = requested ?? site.version(route);
    const found = list.find((m) => m.version === wanted);
    if (found) return found;
    const m: ModuleCache = { version: site.version(route) };
    modules.set(route, [...list.filter((x) => x.version !== m.version), m].slice(-3));
    return m;
  };

  /** What a route's module is built from, taken now (later edits do not leak into this version). */
  const routeInput = (route: RouteEntry) => ({
    route,
    compiled: new Map(site.keysOf(route).map((k) => [k, site.compiled.get(k)!])),
    sources: site.sources,
    fileRoutes: site.fileRoutes,
    sidebars: site.graph.sidebars,
  });

  const reportBundleErrors = (route: RouteEntry, errors: TnError[]) => {
    const key = `links:${route.route}`;
    if (errors.length) site.errors.set(key, errors);
    else site.errors.delete(key);
  };

  /** The route as it is now, with its pages compiled (a page not compiled yet is compiled first). */
  const current = async (path: string): Promise<RouteEntry | undefined> => {
    const route = site.routes.get(path);
    if (!route) return undefined;
    const change = await site.ensureCompiled(site.keysOf(route));
    if (change) announce(change);
    return site.routes.get(path);
  };

  const browserModule = async (path: string, version?: number): Promise<string | null> => {
    const cached =
      version !== undefined ? modules.get(path)?.find((m) => m.version === version) : undefined;
    if (cached?.browser) return cached.browser;
    const route = await current(path);
    if (!route) return null;
    const m = moduleEntry(path, version);
    m.browser ??= buildRouteModule(routeInput(route), 'browser').then(({ code, errors }) => {
      reportBundleErrors(route, errors);
      return code;
    });
    return m.browser;
  };

  /** The server-side module and, from the same state, the browser module the page will ask for. */
  const nodeModule = async (path: string): Promise<{ mod: RouteModule; version: number }> => {
    const route = (await current(path))!;
    const m = moduleEntry(path);
    const rt = await runtime;
    m.browser ??= buildRouteModule(routeInput(route), 'browser').then(({ code, errors }) => {
      reportBundleErrors(route, errors);
      return code;
    });
    m.node ??= buildRouteModule(routeInput(route), 'node').then(({ code }) =>
      evaluateRouteModule(code, rt.registry),
    );
    return { mod: await m.node, version: m.version };
  };

  /** The page for a path: its HTML, rendered now from the newest state. */
  const renderPage = async (route: RouteEntry, status: number, res: http.ServerResponse) => {
    if (route.data.kind === 'redirect') {
      send200(res, 'text/html; charset=utf-8', redirectHtml(site.config, route.data.to), status);
      return;
    }
    // the page does not wait for the browser bundle: its URL is known before the bundle is built
    const rt = await runtime;
    let body = '';
    let version = site.version(route.route);
    const renderKey = `render:${route.route}`;
    try {
      const node = await nodeModule(route.route);
      version = node.version;
      body = rt.renderRoute(site.site, route.route, node.mod, false);
      site.errors.delete(renderKey);
    } catch (e) {
      // the page still loads (its client render shows the crash page); the overlay says why
      site.errors.set(renderKey, [renderError(e, route)]);
    }
    publishErrors();
    const assets = {
      entry: `${DEV_PREFIX.slice(1)}entry.js?v=${clientVersion}`,
      css: [`${DEV_PREFIX.slice(1)}entry.css?v=${clientVersion}`],
      chunks: new Map([[route.route, { chunk: chunkUrl(route.route, version), preload: [] }]]),
      jsFiles: [],
    };
    const html = documentHtml({ config: site.config, site: site.site, route, body, assets });
    const data = JSON.stringify(site.site).replace(/</g, '\\u003c');
    const page = html.replace(
      '</body>',
      `<script id="__tn_site" type="application/json" data-version="${siteVersion}">${data}</script>\n</body>`,
    );
    send200(res, 'text/html; charset=utf-8', page, status);
    firstServed();
  };

  const manifest = () => {
    const routes: Record<string, [string, string]> = {};
    const redirects: Record<string, string> = {};
    for (const [p, r] of site.routes) {
      if (r.data.kind === 'redirect') redirects[p] = r.data.to;
      else routes[p] = [chunkUrl(p), r.data.title];
    }
    return JSON.stringify({ routes, notFound: chunkUrl('/404'), redirects });
  };

  const staticFiles = sirv(path.resolve(o.siteDir, site.config.staticDir), {
    dev: true,
    dotfiles: false,
  });

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const base = site.config.baseUrl;
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith(base) && url.pathname !== base.replace(/\/$/, '')) {
      res.writeHead(302, { Location: base });
      res.end();
      return;
    }
    const rel = '/' + url.pathname.slice(base.length);
    if (rel.startsWith(DEV_PREFIX)) return devAsset(rel.slice(DEV_PREFIX.length), url, res);
    const asset = findAsset(rel);
    if (asset) return void fs.createReadStream(asset).pipe(res.writeHead(200, noCache()));
    const routePath = normalizeRoute(rel);
    const route = site.routes.get(routePath);
    if (route) return renderPage(route, 200, res);
    // a static file, else the not-found page
    req.url = rel + url.search;
    staticFiles(req, res, () => {
      const notFound = site.routes.get('/404');
      if (notFound) void renderPage(notFound, 404, res).catch((e) => fail(res, e));
      else send200(res, 'text/plain; charset=utf-8', 'Not found', 404);
    });
  };

  const devAsset = async (name: string, url: URL, res: http.ServerResponse) => {
    if (name === 'entry.js') return send200(res, JS, (await client).js);
    if (name === 'entry.js.map') return send200(res, 'application/json', (await client).map);
    if (name === 'entry.css') return send200(res, 'text/css; charset=utf-8', await css);
    if (name === 'routes.json') return send200(res, 'application/json', manifest());
    if (name === 'search.json') {
      const change = await site.compileRest(); // the index covers every page
      if (change) announce(change);
      const index = searchIndex([...site.routes.values()], site.compiled);
      return send200(res, 'application/json', index.text);
    }
    if (name === 'route') {
      const v = url.searchParams.get('v');
      const code = await browserModule(
        url.searchParams.get('path') ?? '',
        v ? Number(v) : undefined,
      );
      if (code === null) return send200(res, JS, 'export const data = { kind: "notFound" };', 404);
      return send200(res, JS, code);
    }
    send200(res, 'text/plain; charset=utf-8', 'Not found', 404);
  };

  /** Images a page references (copied as hashed assets by the build) are read from their source. */
  const findAsset = (rel: string): string | null => {
    for (const page of site.compiled.values())
      for (const a of page.assets) if (a.out === rel) return a.abs;
    return null;
  };

  const server = http.createServer((req, res) => {
    handle(req, res).catch((e) => fail(res, e));
  });
  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (pathname !== `${site.config.baseUrl}${DEV_PREFIX.slice(1)}ws`) {
      socket.destroy();
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      sockets.add(ws);
      ws.on('close', () => sockets.delete(ws));
      ws.send(JSON.stringify({ type: 'hello', serverId, siteVersion } satisfies DevMessage));
      const errors = JSON.parse(lastErrors) as never[];
      if (errors.length) ws.send(JSON.stringify({ type: 'errors', errors } satisfies DevMessage));
    });
  });

  /** Tells open pages what changed, then checks in the background that the changed pages render. */
  function announce(change: SiteChange): void {
    if (change.site) siteVersion++;
    if (change.site) send({ type: 'reload', reason: 'site configuration changed' });
    else if (change.changed.length || change.structure) {
      const chunks: Record<string, string> = {};
      for (const r of change.changed) chunks[r] = chunkUrl(r);
      send({ type: 'update', chunks, all: change.structure });
    }
    publishErrors();
    if (change.changed.length || change.structure) scheduleLinkCheck();
    if (change.changed.length && change.changed.length <= 3) void checkRenders(change.changed);
  }

  /** A page that throws while rendering is an error like any other: shown until it renders again. */
  async function checkRenders(paths: string[]): Promise<void> {
    for (const p of paths) {
      const route = site.routes.get(p);
      if (!route || route.data.kind === 'redirect') continue;
      try {
        const rt = await runtime;
        rt.renderRoute(site.site, p, (await nodeModule(p)).mod, false);
        site.errors.delete(`render:${p}`);
      } catch (e) {
        site.errors.set(`render:${p}`, [renderError(e, route)]);
      }
    }
    publishErrors();
  }

  let linkTimer: NodeJS.Timeout | undefined;
  function scheduleLinkCheck(): void {
    clearTimeout(linkTimer);
    linkTimer = setTimeout(() => {
      if (site.pendingCount) return; // checked once every page is compiled
      const { findings } = checkSite({
        config: site.config,
        graph: site.graph,
        routes: [...site.routes.values()],
        compiled: site.compiled,
        configSource: fs.readFileSync(site.config.configFile, 'utf8'),
        sidebarsFile: undefined,
      });
      const next = new Set(
        findings
          .filter((f) => f.code === 'BROKEN_LINK' || f.code === 'BROKEN_ANCHOR')
          .map((f) => `  warning ${f.file}:${f.line}:${f.column} ${f.message}`),
      );
      for (const w of next) if (!warnings.has(w)) log(w);
      warnings = next;
    }, 150);
  }

  // --- watching ---
  const watched = watchList(site, o.siteDir, selfHosted ? root : null);
  const watcher = chokidar.watch(watched, { ignoreInitial: true });
  const queue = new Map<string, string>();
  const touched = new Set<string>();
  let settle: NodeJS.Timeout | undefined;
  let busy = false;
  const drain = async () => {
    if (busy) return;
    busy = true;
    try {
      while (queue.size) {
        const batch = [...queue.entries()];
        queue.clear();
        const t0 = performance.now();
        let change: SiteChange | null;
        try {
          change = await applyChanges(batch);
          site.errors.delete('load');
        } catch (e) {
          // the last good site keeps serving; the overlay and the terminal say what is wrong
          site.errors.set('load', e instanceof TnErrorList ? e.errors : [renderError(e)]);
          publishErrors();
          continue;
        }
        if (!change || (!change.changed.length && !change.structure && !change.site)) {
          publishErrors(); // an edit that changed no page may still have made or fixed an error
          continue;
        }
        announce(change);
        if (!o.quiet) {
          const files = batch.map(([f]) => path.relative(process.cwd(), f)).join(', ');
          log(`  ${files} → ${describe(change)} in ${Math.round(performance.now() - t0)} ms`);
        }
      }
    } finally {
      busy = false;
    }
  };
  const staticDir = path.resolve(o.siteDir, site.config.staticDir) + path.sep;
  watcher.on('all', (event, file) => {
    const abs = path.resolve(file);
    // editors' temporary and backup files (atomic saves) are not part of the site
    if (!isSiteFile(abs) && !abs.startsWith(staticDir) && !(selfHosted && isToolCode(root, abs)))
      return;
    queue.set(abs, event);
    void drain();
    // a burst of saves (atomic renames, save-all) can end without a final event: look once more when it settles
    touched.add(abs);
    clearTimeout(settle);
    settle = setTimeout(() => {
      for (const f of touched) if (fs.existsSync(f) && !queue.has(f)) queue.set(f, 'settle');
      touched.clear();
      void drain();
    }, 150);
  });

  const applyChanges = async (batch: [string, string][]): Promise<SiteChange | null> => {
    const files = batch.map(([f]) => f);
    const code = files.filter((f) => selfHosted && isToolCode(root, f));
    if (code.length) {
      client = bundler.build();
      css = buildStylesheet();
      clientVersion++;
      runtime = loadServerRuntime();
      modules.clear();
      try {
        await Promise.all([client, runtime]);
        site.errors.delete('theme');
      } catch (e) {
        site.errors.set('theme', [renderError(e)]);
        publishErrors();
        return null;
      }
      send({ type: 'reload', reason: 'theme or runtime changed' });
    }
    const configFile = site.config.configFile;
    if (files.includes(path.resolve(configFile))) {
      const settled = batch.every(([, e]) => e === 'settle');
      if (!settled || site.configChanged()) return site.reloadAll();
    }
    const sidebars = site.graph && site.config.docs ? sidebarsPath(site) : null;
    const structural = batch.some(
      ([f, event]) =>
        (event !== 'change' && event !== 'settle' && isContentFile(f)) ||
        f === sidebars ||
        isCategoryFile(f),
    );
    if (structural) return site.reloadContent();
    let change: SiteChange = { changed: [], structure: false, site: false };
    for (const f of files) {
      if (code.includes(f)) continue;
      const dependents = site.dependents(f);
      const next = dependents.length
        ? await site.recompileKeys(dependents)
        : isContentFile(f)
          ? await site.updateFile(f)
          : null; // a static file: served fresh on the next request
      if (next) change = merge(change, next);
    }
    return change;
  };

  // every page compiled in the background once the server is up (requests compile theirs first)
  // the first page a reader asks for gets the processor first; then every page is compiled in the background
  let firstServed: () => void = () => {};
  const firstPage = new Promise<void>((resolve) => (firstServed = resolve));
  const background = setTimeout(() => {
    void Promise.race([firstPage, new Promise((r) => setTimeout(r, 2000))])
      .then(() => site.compileRest())
      .then((change) => {
        if (change) announce(change);
        return site.readLastUpdates();
      })
      .then((change) => {
        if (change) announce(change);
        scheduleLinkCheck();
      })
      .catch((e) => log(formatError(e, color)));
  }, 300);

  // edits made before the watcher has read the folders would be lost: wait for it (it reads while we listen)
  const watching = new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  const port = await listenNextFree(server, o.port, o.host, log);
  await watching;
  const url = `http://${o.host}:${port}${site.config.baseUrl}`;
  log(`tn-docs dev server: ${url} (ready in ${Math.round(performance.now() - started)} ms)`);
  publishErrors();

  return {
    url,
    async close() {
      clearTimeout(background);
      clearTimeout(linkTimer);
      clearTimeout(settle);
      await watcher.close();
      for (const ws of sockets) ws.terminate();
      wss.close();
      await bundler.dispose();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const JS = 'text/javascript; charset=utf-8';

const noCache = () => ({ 'Cache-Control': 'no-store' });

function send200(res: http.ServerResponse, type: string, body: string, status = 200): void {
  res.writeHead(status, { 'Content-Type': type, ...noCache() });
  res.end(body);
}

function fail(res: http.ServerResponse, e: unknown): void {
  if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end(formatError(e));
}

function renderError(e: unknown, route?: RouteEntry): TnError {
  if (e instanceof TnError) return e;
  const err = e as Error;
  return new TnError('RENDER', err?.message ?? String(e), {
    loc: route?.source ? { file: route.source } : undefined,
    hint: route
      ? `Rendering ${route.route} threw: check the components and expressions on this page.`
      : 'The theme or runtime code does not build.',
    cause: e,
  });
}

function merge(a: SiteChange, b: SiteChange): SiteChange {
  return {
    changed: [...new Set([...a.changed, ...b.changed])],
    structure: a.structure || b.structure,
    site: a.site || b.site,
  };
}

function describe(change: SiteChange): string {
  if (change.site) return 'reload';
  if (change.structure) return 'routes updated';
  if (!change.changed.length) return 'no page changed';
  const list = change.changed.slice(0, 3).map(encodeRoute).join(', ');
  return change.changed.length > 3 ? `${list} and ${change.changed.length - 3} more` : list;
}

const isContentFile = (f: string) => /\.(mdx?|tsx|jsx)$/.test(f);
const isCategoryFile = (f: string) => /_category_\.(json|ya?ml)$/.test(f);
const isSiteFile = (f: string) =>
  isContentFile(f) || isCategoryFile(f) || /\.(ts|js|cjs|mjs|ya?ml|json)$/.test(f);

function isToolCode(root: string, f: string): boolean {
  return ['theme', 'runtime'].some((d) => f.startsWith(path.join(root, d) + path.sep));
}

function sidebarsPath(site: DevSite): string {
  return path.resolve(site.siteDir, site.config.docs ? site.config.docs.sidebarPath : '');
}

/** The folders and files the site is made of; in tn-docs's own repository also its theme and runtime. */
function watchList(site: DevSite, siteDir: string, toolRoot: string | null): string[] {
  const c = site.config;
  const list = [c.configFile, path.resolve(siteDir, c.staticDir)];
  if (c.docs) list.push(path.resolve(siteDir, c.docs.path), sidebarsPath(site));
  if (c.blog) list.push(path.resolve(siteDir, c.blog.path));
  list.push(path.resolve(siteDir, c.pages.path));
  if (toolRoot) list.push(path.join(toolRoot, 'theme'), path.join(toolRoot, 'runtime'));
  return [...new Set(list)].filter((p) => fs.existsSync(p) || p.endsWith('sidebars.ts'));
}
