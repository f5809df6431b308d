/**
 * `tn-docs serve`: the authors' dev server. Serves every page rendered on request from the in-memory site
 * (DevSite), watches the files the site is made of, and pushes what changed to open pages over a websocket.
 * Errors never stop it: they are printed, shown in every open page, and the last good version keeps serving.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  LLMS_FULL_TXT,
  LLMS_TXT,
  markdownTwinFiles,
  routeOfTwinPath,
  twinOfRoute,
} from '../build/markdownTwins.js';
import { redirectHtml } from '../build/redirectHtml.js';
import { siteStylesheets } from '../build/siteStylesheets.js';
import type { RouteEntry } from '../build/types.js';
import { errorToJSON, TnErrorList } from '../util/errors.js';
import { formatError } from '../util/formatError.js';
import { packageRoot } from '../util/packageRoot.js';
import type { createDevSearch } from '../search/devSearch.js';
import { DEV_PREFIX, type DevMessage } from '../../runtime/shared/devProtocol.js';
import { encodeRoute, normalizeRoute } from '../../runtime/shared/url.js';
import {
  buildStylesheet,
  createClientBundler,
  loadServerRuntime,
  type ClientBundle,
  type ServerRuntime,
} from './devBundler.js';
import {
  fail,
  findAsset,
  HTML,
  JS,
  manifestJson,
  pageHtml,
  renderError,
  send,
} from './devResponses.js';
import { DevSite, type SiteChange } from './devSite.js';
import { idleCollector } from './idleCollector.js';
import { listenNextFree } from './listen.js';
import { MARKDOWN_TYPE, prefersMarkdown } from './negotiate.js';
import { getHighlighter } from '../mdx/highlighter.js';
import { decodedRequestPath } from './requestPath.js';
import { RouteModules } from './routeModules.js';
import { findFile, sendFile } from './sendFile.js';
import {
  isCategoryFile,
  isContentFile,
  isToolCode,
  sidebarsPath,
  watchSite,
  type FileEvent,
} from './watchSite.js';
import { siteCacheDir } from '../util/cacheDir.js';

export interface DevServerOptions {
  siteDir: string;
  port: number;
  host: string;
  /** React's development build in the browser (its warnings; re-renders cost about three times as much). */
  reactDevelopment?: boolean;
  /** A Docusaurus site's locale to serve, at the base URL, as `docusaurus start --locale` does. */
  locale?: string;
  /** Print only errors and the address (tests). */
  quiet?: boolean;
  log?: (line: string) => void;
}

export interface DevServer {
  url: string;
  close: () => Promise<void>;
}

const NO_CHANGE: SiteChange = { changed: [], structure: false, site: false };

/** Starts the dev server; resolves once it listens (pages compile on request and in the background). */
export async function startDevServer(o: DevServerOptions): Promise<DevServer> {
  const started = performance.now();
  // the stylesheet, the browser entry, the server renderer and the site load side by side
  const css = buildStylesheet();
  const runtime = loadServerRuntime(siteCacheDir(o.siteDir), true);
  const bundler = createClientBundler(o.reactDevelopment);
  // with no compiled pages kept from an earlier run, the first page is compiled before it is served: the
  // highlighter's WebAssembly then compiles while the site loads; otherwise it loads after the first page
  // (warm-up), its start-up work not competing with the page's
  const cold = !fs.existsSync(path.join(siteCacheDir(o.siteDir), 'mdx'));
  const highlighter = cold ? getHighlighter([]) : Promise.resolve();
  for (const p of [css, runtime, highlighter, bundler]) p.catch(() => {}); // reported when used
  const site = await DevSite.load(o.siteDir, o.locale);
  // the browser entry is bundled once the site has loaded: the first page's HTML and stylesheet, which
  // the browser shows without it, do not wait for esbuild's largest job
  const b = await bundler;
  const client = b.build();
  client.catch(() => {}); // reported when served
  const server = new DevServerImpl(o, site, b, client, runtime, css);
  return server.start(started);
}

class DevServerImpl {
  private log: (line: string) => void;
  private color = Boolean(process.stdout.isTTY && !process.env.NO_COLOR);
  private serverId = randomBytes(6).toString('hex');
  private root = packageRoot();
  private selfHosted: boolean;
  private clientVersion = 1;
  private siteVersion = 0;
  private modules: RouteModules;
  private sockets = new Set<WebSocket>();
  private wss = new WebSocketServer({ noServer: true });
  private http = http.createServer((req, res) => {
    this.handle(req, res).catch((e) => fail(res, e));
  });
  private staticDir: string;
  /** Built at the first search (its index builder is not loaded before then). */
  private search: Promise<ReturnType<typeof createDevSearch>> | null = null;
  private searchIndex() {
    return (this.search ??= import('../search/devSearch.js').then((m) => m.createDevSearch()));
  }
  private lastErrors = '[]';
  private warnings = new Set<string>();
  private timers: NodeJS.Timeout[] = [];
  /** The garbage of a run of edits is collected once they stop (memory stays flat over hours of edits). */
  private idle = idleCollector(2000);
  private linkTimer?: NodeJS.Timeout;
  private renderCheckTimer?: NodeJS.Timeout;
  private renderChecks = new Set<string>();
  private firstServed: () => void = () => {};
  private closeWatcher: () => Promise<void> = async () => {};

  constructor(
    private o: DevServerOptions,
    private site: DevSite,
    private bundler: Awaited<ReturnType<typeof createClientBundler>>,
    private client: Promise<ClientBundle>,
    private runtime: Promise<ServerRuntime>,
    /** The stylesheet on its own (milliseconds), so the first page paints before the script bundle is ready. */
    private css: Promise<string>,
  ) {
    this.log = o.log ?? ((line: string) => process.stdout.write(line + '\n'));
    const siteCss = siteStylesheets(site.config);
    if (siteCss.length) this.css = buildStylesheet(siteCss);
    this.selfHosted = path.resolve(o.siteDir) === this.root;
    this.modules = new RouteModules(
      site,
      () => this.runtime,
      (c) => this.announce(c),
    );
    this.staticDir = path.resolve(o.siteDir, site.config.staticDir);
    this.http.on('upgrade', (req, socket, head) => {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      if (pathname !== `${site.config.baseUrl}${DEV_PREFIX.slice(1)}ws`) return socket.destroy();
      this.wss.handleUpgrade(req, socket, head, (ws) => this.connected(ws));
    });
  }

  async start(started: number): Promise<DevServer> {
    this.scheduleBackground();
    // the watcher reads the folders while the server starts listening
    const [watcher, port] = await Promise.all([
      watchSite({
        config: this.site.config,
        toolRoot: this.selfHosted ? this.root : null,
        onBatch: (batch) => this.onBatch(batch),
      }),
      listenNextFree(this.http, this.o.port, this.o.host, this.log),
    ]);
    this.closeWatcher = watcher.close;
    const url = `http://${this.o.host}:${port}${this.site.config.baseUrl}`;
    this.log(`tn-docs dev server: ${url} (ready in ${Math.round(performance.now() - started)} ms)`);
    this.publishErrors();
    return { url, close: () => this.close() };
  }

  private async close(): Promise<void> {
    for (const t of [...this.timers, this.linkTimer, this.renderCheckTimer]) clearTimeout(t);
    this.idle.stop();
    await this.closeWatcher();
    for (const ws of this.sockets) ws.terminate();
    this.wss.close();
    await this.bundler.dispose();
    await new Promise<void>((resolve) => this.http.close(() => resolve()));
  }

  // --- requests ---

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const base = this.site.config.baseUrl;
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!url.pathname.startsWith(base) && url.pathname !== base.replace(/\/$/, '')) {
      res.writeHead(302, { Location: base }).end();
      return;
    }
    const rel = '/' + url.pathname.slice(base.length);
    if (rel.startsWith(DEV_PREFIX)) return this.devAsset(rel.slice(DEV_PREFIX.length), url, res);
    const asset = findAsset(this.site, rel);
    if (asset && (await sendFile(req, res, asset, { cacheControl: 'no-store' }))) return;
    // Markdown twins and llms.txt, made from the pages as they are now (issue 31)
    const markdown = await this.markdown(rel, req.headers.accept);
    if (markdown !== null) {
      const type = rel.endsWith('.txt') ? 'text/plain; charset=utf-8' : MARKDOWN_TYPE;
      res.setHeader('Vary', 'Accept');
      return send(res, type, markdown);
    }
    const route = this.site.routes.get(normalizeRoute(rel));
    if (route) return this.renderPage(route, 200, res);
    // a static file, else the not-found page
    const inStatic = decodedRequestPath(rel);
    const file = inStatic === null ? null : findFile(this.staticDir, inStatic);
    if (file && (await sendFile(req, res, file, { cacheControl: 'no-cache' }))) return;
    const notFound = this.site.routes.get('/404');
    if (!notFound) return send(res, 'text/plain; charset=utf-8', 'Not found', 404);
    return this.renderPage(notFound, 404, res);
  }

  /**
   * `/llms.txt`, `/llms-full.txt` (every page compiled first), a page's `.md` twin, or its twin for
   * a client asking for `text/markdown` at its URL; null for anything else.
   */
  private async markdown(rel: string, accept: string | undefined): Promise<string | null> {
    const { config } = this.site;
    if (!config.markdownTwins) return null;
    const whole = rel === `/${LLMS_TXT}` || rel === `/${LLMS_FULL_TXT}`;
    const twinRoute = whole
      ? null
      : (routeOfTwinPath(rel) ?? (prefersMarkdown(accept) ? normalizeRoute(rel) : null));
    const route = twinRoute === null ? undefined : this.site.routes.get(twinRoute);
    if (!whole && !route) return null;
    const change = route
      ? await this.site.ensureCompiled(this.site.keysOf(route))
      : await this.site.compileRest();
    if (change) this.announce(change);
    const { graph, routes, compiled, fileRoutes } = this.site;
    if (whole)
      return (
        markdownTwinFiles(config, graph, routes.values(), compiled, fileRoutes)[rel.slice(1)] ??
        null
      );
    return twinOfRoute(config, graph, routes.values(), compiled, fileRoutes, route!.route);
  }

  private async devAsset(name: string, url: URL, res: http.ServerResponse): Promise<void> {
    switch (name) {
      case 'entry.js':
        return send(res, JS, (await this.client).js);
      case 'entry.js.map':
        return send(res, 'application/json', (await this.client).map);
      case 'entry.css':
        return send(res, 'text/css; charset=utf-8', await this.css);
      case 'routes.json':
        return send(res, 'application/json', manifestJson(this.site, this.modules));
      case 'search.json': {
        const change = await this.site.compileRest(); // the index covers every page
        if (change) this.announce(change);
        const top = (await this.searchIndex()).rebuild(
          this.site.routes.values(),
          this.site.compiled,
        );
        return send(res, 'application/json', top);
      }
      case 'route': {
        const v = url.searchParams.get('v');
        const path = url.searchParams.get('path') ?? '';
        const code = await this.modules.browser(path, v ? Number(v) : undefined);
        if (code === null) return send(res, JS, 'export const data = { kind: "notFound" };', 404);
        return send(res, JS, code);
      }
      default: {
        // the search index's shards and page files, next to search.json
        const file = this.search ? (await this.search).file(name) : undefined;
        if (file !== undefined) return send(res, 'application/json', file);
        return send(res, 'text/plain; charset=utf-8', 'Not found', 404);
      }
    }
  }

  /** The page for a path: its HTML, rendered now from the newest state. */
  private async renderPage(route: RouteEntry, status: number, res: http.ServerResponse) {
    if (route.data.kind === 'redirect')
      return send(res, HTML, redirectHtml(this.site.config, route.data.to), status);
    // the page does not wait for the browser bundle: its URL is known before the bundle is built
    const rt = await this.runtime;
    let body = '';
    let version = this.site.version(route.route);
    try {
      const node = await this.modules.node(route.route);
      version = node.version;
      body = rt.renderRoute(this.site.site, route.route, node.mod, false);
      this.site.errors.delete(`render:${route.route}`);
    } catch (e) {
      // the page still loads (its client render shows the crash page); the overlay says why
      this.site.errors.set(`render:${route.route}`, [renderError(e, route)]);
    }
    this.publishErrors();
    const chunk = this.modules.chunkUrl(route.route, version);
    const { clientVersion, siteVersion } = this;
    send(
      res,
      HTML,
      pageHtml({ site: this.site, route, body, chunk, clientVersion, siteVersion }),
      status,
    );
    this.firstServed();
  }

  // --- pushing to open pages ---

  private connected(ws: WebSocket): void {
    this.sockets.add(ws);
    ws.on('close', () => this.sockets.delete(ws));
    const { serverId, siteVersion } = this;
    ws.send(JSON.stringify({ type: 'hello', serverId, siteVersion } satisfies DevMessage));
    const errors = JSON.parse(this.lastErrors) as never[];
    if (errors.length) ws.send(JSON.stringify({ type: 'errors', errors } satisfies DevMessage));
  }

  private send(msg: DevMessage): void {
    const text = JSON.stringify(msg);
    for (const ws of this.sockets) if (ws.readyState === ws.OPEN) ws.send(text);
  }

  /** Prints new errors and sends the current list to every page when it changed. */
  private publishErrors(): void {
    const errors = this.site.allErrors();
    const json = JSON.stringify(errors.flatMap((e) => errorToJSON(e)));
    if (json === this.lastErrors) return;
    this.lastErrors = json;
    for (const e of errors) this.log(formatError(e, this.color));
    if (!errors.length) this.log('  errors fixed');
    this.send({ type: 'errors', errors: JSON.parse(json) as never[] });
  }

  /** Tells open pages what changed, then checks in the background that the changed pages render. */
  private announce(change: SiteChange): void {
    if (change.site) {
      this.siteVersion++;
      this.send({ type: 'reload', reason: 'site configuration changed' });
    } else if (change.changed.length || change.structure) {
      const chunks: Record<string, string> = {};
      for (const r of change.changed) chunks[r] = this.modules.chunkUrl(r);
      this.send({ type: 'update', chunks, all: change.structure });
    }
    this.publishErrors();
    if (change.changed.length || change.structure) this.scheduleLinkCheck();
    // after the open pages have fetched their new module: the check must not delay that request
    if (change.changed.length && change.changed.length <= 3) {
      for (const p of change.changed) this.renderChecks.add(p);
      clearTimeout(this.renderCheckTimer);
      this.renderCheckTimer = setTimeout(() => {
        const paths = [...this.renderChecks];
        this.renderChecks.clear();
        void this.checkRenders(paths);
      }, 40);
    }
  }

  /** A page that throws while rendering is an error like any other: shown until it renders again. */
  private async checkRenders(paths: string[]): Promise<void> {
    for (const p of paths) {
      const route = this.site.routes.get(p);
      if (!route || route.data.kind === 'redirect') continue;
      try {
        const rt = await this.runtime;
        rt.renderRoute(this.site.site, p, (await this.modules.node(p)).mod, false);
        this.site.errors.delete(`render:${p}`);
      } catch (e) {
        this.site.errors.set(`render:${p}`, [renderError(e, route)]);
      }
    }
    this.publishErrors();
  }

  /** Broken links and anchors are warnings while serving, each printed once. */
  private scheduleLinkCheck(): void {
    clearTimeout(this.linkTimer);
    this.linkTimer = setTimeout(() => {
      this.checkLinks().catch((e) => this.log(formatError(e, this.color)));
    }, 1000);
  }

  private async checkLinks(): Promise<void> {
    const site = this.site;
    if (site.pendingCount) return; // checked once every page is compiled
    // loaded at the first check, after start-up: the first page does not wait for the checker's code
    const { checkSite } = await import('../check/checkSite.js');
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
    for (const w of next) if (!this.warnings.has(w)) this.log(w);
    this.warnings = next;
  }

  // --- changes on disk ---

  private async onBatch(batch: FileEvent[]): Promise<void> {
    const t0 = performance.now();
    this.idle.touch();
    let change: SiteChange | null;
    try {
      change = await this.apply(batch);
      this.site.errors.delete('load');
    } catch (e) {
      // the last good site keeps serving; the overlay and the terminal say what is wrong
      this.site.errors.set('load', e instanceof TnErrorList ? e.errors : [renderError(e)]);
      return this.publishErrors();
    }
    if (!change || (!change.changed.length && !change.structure && !change.site))
      return this.publishErrors(); // an edit that changed no page may still have made or fixed an error
    this.announce(change);
    if (this.o.quiet) return;
    const files = batch.map(([f]) => path.relative(process.cwd(), f)).join(', ');
    this.log(`  ${files} → ${describe(change)} in ${Math.round(performance.now() - t0)} ms`);
  }

  /** Decides what a batch of file events changes in the site, and changes it. */
  private async apply(batch: FileEvent[]): Promise<SiteChange | null> {
    const files = batch.map(([f]) => f);
    const code = files.filter((f) => this.selfHosted && isToolCode(this.root, f));
    if (code.length && !(await this.reloadToolCode())) return null;
    const site = this.site;
    // the locale's translation files (code.json, navbar.json, current.json...) change the whole site
    const i18nDir = site.config.i18n && path.resolve(site.config.i18n.dir) + path.sep;
    if (i18nDir && files.some((f) => f.startsWith(i18nDir) && f.endsWith('.json')))
      return site.reloadAll();
    if (files.includes(path.resolve(site.config.configFile))) {
      const settled = batch.every(([, e]) => e === 'settle');
      if (!settled || site.configChanged()) return site.reloadAll();
    }
    const sidebars = sidebarsPath(site.config);
    const structural = batch.some(
      ([f, event]) =>
        (event !== 'change' && event !== 'settle' && isContentFile(f)) ||
        f === sidebars ||
        isCategoryFile(f),
    );
    if (structural) return site.reloadContent();
    let change = NO_CHANGE;
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
  }

  /** tn-docs's own theme or runtime changed (in this repository): rebuild both bundles, reload pages. */
  private async reloadToolCode(): Promise<boolean> {
    this.client = this.bundler.build();
    this.css = buildStylesheet(siteStylesheets(this.site.config));
    this.runtime = loadServerRuntime(this.site.cacheDir);
    this.clientVersion++;
    this.modules.clear();
    try {
      await Promise.all([this.client, this.css, this.runtime]);
      this.site.errors.delete('theme');
    } catch (e) {
      this.site.errors.set('theme', [renderError(e)]);
      this.publishErrors();
      return false;
    }
    this.send({ type: 'reload', reason: 'theme or runtime changed' });
    return true;
  }

  /** The first page asked for gets the processor first; then every page is compiled in the background. */
  private scheduleBackground(): void {
    const firstPage = new Promise<void>((resolve) => (this.firstServed = resolve));
    const later = new Promise<void>((resolve) => this.timers.push(setTimeout(resolve, 2000)));
    const announce = (change: SiteChange | null) => change && this.announce(change);
    void Promise.race([firstPage, later])
      .then(() => this.site.compileRest())
      .then((change) => {
        announce(change);
        return this.site.readLastUpdates();
      })
      .then((change) => {
        announce(change);
        this.scheduleLinkCheck();
        return this.site.warmUp();
      })
      .then(() => this.idle.touch()) // the start-up's garbage (every page compiled once)
      .catch((e) => this.log(formatError(e, this.color)));
  }
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
