/**
 * The dev server's route modules: built on request from the in-memory site, for the browser (ESM) and for
 * server rendering (CommonJS run in this process), a few versions of each kept.
 */
import path from 'node:path';
import type { RouteEntry } from '../build/types.js';
import type { SiteConfig } from '../config/types.js';
import type { TnError } from '../util/errors.js';
import { DEV_PREFIX } from '../../runtime/shared/devProtocol.js';
import type { RouteModule } from '../../runtime/types.js';
import { buildRouteModule, evaluateRouteModule, type ServerRuntime } from './devBundler.js';
import type { DevSiteCode } from './devSiteCode.js';
import type { DevSite, SiteChange } from './devSite.js';

interface ModuleVersion {
  version: number;
  browser?: Promise<string>;
  node?: Promise<RouteModule>;
}

/** How many versions of one route are kept: enough for a page still loading an older one. */
const KEPT_VERSIONS = 3;

/** A Docusaurus project's own code is bundled with its imports resolved as the build resolves them. */
function siteCode(config: SiteConfig): DevSiteCode | undefined {
  if (!path.basename(config.configFile).startsWith('docusaurus.config.')) return undefined;
  const staticDir = path.resolve(config.siteDir, config.staticDir);
  return {
    siteDir: config.siteDir,
    staticDir,
    markdown: config.markdown,
    aliases: config.aliases,
  };
}

export class RouteModules {
  private modules = new Map<string, ModuleVersion[]>();

  constructor(
    private site: DevSite,
    private runtime: () => Promise<ServerRuntime>,
    /** A request compiled a page that was not compiled yet: what changed. */
    private onChange: (change: SiteChange) => void,
  ) {}

  /** The URL of a route's module at a version (the current one by default). */
  chunkUrl(route: string, version = this.site.version(route)): string {
    return `${DEV_PREFIX.slice(1)}route?path=${encodeURIComponent(route)}&v=${version}`;
  }

  /** Forgets every module (the theme or runtime changed). */
  clear(): void {
    this.modules.clear();
  }

  /** The browser module of `path` at `version` if still kept, else at the current version. */
  async browser(path: string, version?: number): Promise<string | null> {
    const kept = version !== undefined ? this.find(path, version) : undefined;
    if (kept?.browser) return kept.browser;
    const route = await this.current(path);
    if (!route) return null;
    const m = this.entry(path, version);
    m.browser ??= this.buildBrowser(route);
    return m.browser;
  }

  /** The server-side module and, from the same state, the browser module the page will ask for. */
  async node(path: string): Promise<{ mod: RouteModule; version: number }> {
    const route = await this.current(path);
    if (!route) throw new Error(`No route ${path}`);
    const m = this.entry(path);
    const rt = await this.runtime();
    m.browser ??= this.buildBrowser(route);
    m.node ??= buildRouteModule(this.input(route), 'node').then(({ code }) =>
      evaluateRouteModule(code, rt.registry),
    );
    return { mod: await m.node, version: m.version };
  }

  /** The route as it is now, its pages compiled first if they were not yet. */
  private async current(path: string): Promise<RouteEntry | undefined> {
    const route = this.site.routes.get(path);
    if (!route) return undefined;
    const change = await this.site.ensureCompiled(this.site.keysOf(route));
    if (change) this.onChange(change);
    return this.site.routes.get(path);
  }

  private find(path: string, version: number): ModuleVersion | undefined {
    return this.modules.get(path)?.find((m) => m.version === version);
  }

  /**
   * The kept module of a route at a version. A page's HTML names the version it was rendered from, and its
   * browser module must be that version even when an edit has moved on, or hydration would not match.
   */
  private entry(path: string, requested?: number): ModuleVersion {
    const found = this.find(path, requested ?? this.site.version(path));
    if (found) return found;
    const m: ModuleVersion = { version: this.site.version(path) };
    const others = (this.modules.get(path) ?? []).filter((x) => x.version !== m.version);
    this.modules.set(path, [...others, m].slice(-KEPT_VERSIONS));
    return m;
  }

  private buildBrowser(route: RouteEntry): Promise<string> {
    return buildRouteModule(this.input(route), 'browser').then(({ code, errors }) => {
      this.reportLinkErrors(route, errors);
      return code;
    });
  }

  /** What a route's module is built from, taken now: later edits do not leak into this version. */
  private input(route: RouteEntry) {
    const site = this.site;
    return {
      route,
      compiled: new Map(site.keysOf(route).map((k) => [k, site.compiled.get(k)!])),
      sources: site.sources,
      fileRoutes: site.fileRoutes,
      sidebars: site.graph.sidebars,
      site: siteCode(site.config),
    };
  }

  private reportLinkErrors(route: RouteEntry, errors: TnError[]): void {
    const key = `links:${route.route}`;
    if (errors.length) this.site.errors.set(key, errors);
    else this.site.errors.delete(key);
  }
}
