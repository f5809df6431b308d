/**
 * The dev server's model of the site, kept in memory between edits: config, content, compiled pages, graph,
 * routes and one version number per route module. An edit re-reads one file; only what it changed is
 * recompiled, and the routes whose module changed get a new version (their browser module URL changes).
 */
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { compileJobs } from '../build/analyze.js';
import { compileSources } from '../build/compileSources.js';
import { fileRoutesOf } from '../build/fileRoutesOf.js';
import { finishGraph } from '../build/finishGraph.js';
import { siteData } from '../build/siteData.js';
import { compilePages, type CompileJob } from '../build/compilePages.js';
import { createRoutes } from '../build/createRoutes.js';
import { loadContent, type RawContent } from '../build/loadContent.js';
import { resolveNavbar } from '../build/resolveNavbar.js';
import { parseFrontMatter } from '../build/parseFrontMatter.js';
import { readLastUpdates } from '../build/readLastUpdates.js';
import type { ContentGraph, LastUpdate, RouteEntry } from '../build/types.js';
import { loadConfig } from '../config/loadConfig.js';
import type { SiteConfig } from '../config/types.js';
import { compileMdx, type CompiledPage } from '../mdx/compileMdx.js';
import { EMPTY_PAGE } from '../mdx/emptyPage.js';
import { getHighlighter } from '../mdx/highlighter.js';
import { type TnError, TnErrorList } from '../util/errors.js';
import { hash } from '../util/hash.js';
import type { SiteData } from '../../runtime/types.js';
import { DEV_PREFIX } from '../../runtime/shared/devProtocol.js';
import { siteCacheDir } from '../util/cacheDir.js';
import { FenceScanner } from '../mdx/markdownLines.js';

/** What one round of changes did to the routes, for the websocket message. */
export interface SiteChange {
  /** Routes whose module changed (new version). */
  changed: string[];
  /** Routes were added or removed. */
  structure: boolean;
  /** The site data (navbar, footer, config) changed: open pages reload. */
  site: boolean;
}

interface Snapshot {
  config: SiteConfig;
  configSource: string;
  raw: RawContent;
  graph: ContentGraph;
  routes: Map<string, RouteEntry>;
  site: SiteData;
  sources: Map<string, string>;
  fileRoutes: Map<string, string>;
}

const TITLE_LINE = /^#[ \t]+(.+?)[ \t#]*$/m;

/** A page not compiled yet: enough for sidebars and routes (the title from its first heading). */
function placeholder(body: string): CompiledPage {
  return {
    ...EMPTY_PAGE,
    code: 'export default function Pending() { return null; }',
    contentTitle: TITLE_LINE.exec(body)?.[1],
  };
}

export class DevSite {
  readonly siteDir: string;
  private snap!: Snapshot;
  private jobs = new Map<string, CompileJob>();
  readonly compiled = new Map<string, CompiledPage>();
  /** Compile keys whose page is still the placeholder. */
  private pending = new Set<string>();
  /**
   * What each compiled page was compiled from (its body and the options the config gives it), so a
   * config change recompiles the pages it affects and only those (issue 30: turning diagrams on).
   */
  private inputs = new Map<string, string>();
  private signatures = new Map<string, string>();
  /** Read once in the background after start-up (one `git log` pass); until then, no dates. */
  private lastUpdates: Map<string, LastUpdate> | false = false;
  /** Bumped whenever a page's compiled code changes: cheaper to compare than the code itself. */
  private codeVersions = new Map<string, number>();
  private versions = new Map<string, number>();
  /** Errors by the file (or stage) they come from; the overlay shows them all. */
  readonly errors = new Map<string, TnError[]>();

  private constructor(
    siteDir: string,
    /** A Docusaurus site's locale to serve alone, at the base URL (`serve --locale`). */
    private readonly locale?: string,
  ) {
    this.siteDir = siteDir;
  }

  static async load(siteDir: string, locale?: string): Promise<DevSite> {
    const site = new DevSite(siteDir, locale);
    await site.reloadAll();
    return site;
  }

  /** Changes to the model run one at a time: an edit never sees a half-reloaded site. */
  private queue: Promise<unknown> = Promise.resolve();
  private serial<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(fn, fn);
    this.queue = run.catch(() => {});
    return run;
  }
  reloadAll(): Promise<SiteChange> {
    return this.serial(() => this.reloadAllNow());
  }
  reloadContent(): Promise<SiteChange> {
    return this.serial(() => this.reloadContentNow());
  }
  updateFile(abs: string): Promise<SiteChange> {
    return this.serial(() => this.updateFileNow(abs));
  }
  recompileKeys(keys: string[]): Promise<SiteChange> {
    return this.serial(() => this.recompileKeysNow(keys));
  }
  ensureCompiled(keys: string[]): Promise<SiteChange | null> {
    return this.serial(() => this.ensureCompiledNow(keys));
  }
  /** Last-update dates from git, read once (outside the queue: git can take a while); then a reload. */
  async readLastUpdates(): Promise<SiteChange | null> {
    const docs = this.snap.config.docs;
    if (!docs || !(docs.showLastUpdateAuthor || docs.showLastUpdateTime)) return null;
    const files = this.snap.raw.graph.docs.map((d) => d.file.abs);
    const dates = await readLastUpdates(this.siteDir, [docs.path], files);
    return this.serial(() => {
      this.lastUpdates = dates;
      return this.reloadContentNow();
    });
  }

  /**
   * Warms this thread's compiler once the site is served: the languages the site's code blocks use are
   * loaded and a few pages compiled (results dropped), so the first edit is as fast as the ones after it
   * rather than paying for the highlighter and the parser's first runs.
   */
  async warmUp(): Promise<void> {
    const langs = new Set<string>();
    for (const job of this.jobs.values()) {
      const fences = new FenceScanner(true);
      for (const line of job.input.body.split('\n')) {
        const lang = fences.code(line) ? fences.opened?.info.split(/[ \t{]/)[0] : undefined;
        if (lang) langs.add(lang);
      }
    }
    await getHighlighter([...langs]);
    for (const job of [...this.jobs.values()].slice(0, 4))
      await compileMdx(job.input).catch(() => undefined); // errors are reported by the real compile
  }

  /** Whether the config file's text differs from the one the site was loaded with. */
  configChanged(): boolean {
    try {
      return readFileSync(this.snap.config.configFile, 'utf8') !== this.snap.configSource;
    } catch {
      return true;
    }
  }

  get config(): SiteConfig {
    return this.snap.config;
  }
  get site(): SiteData {
    return this.snap.site;
  }
  get graph(): ContentGraph {
    return this.snap.graph;
  }
  get sources(): Map<string, string> {
    return this.snap.sources;
  }
  get fileRoutes(): Map<string, string> {
    return this.snap.fileRoutes;
  }
  get cacheDir(): string {
    return siteCacheDir(this.siteDir);
  }
  get routes(): Map<string, RouteEntry> {
    return this.snap.routes;
  }
  get pendingCount(): number {
    return this.pending.size;
  }
  version(route: string): number {
    return this.versions.get(route) ?? 0;
  }

  /** Config, content and sidebars from disk; pages from the compile cache or as placeholders. */
  private async reloadAllNow(): Promise<SiteChange> {
    const config = await loadConfig(this.siteDir, this.cacheDir, this.locale, true);
    const configSource = await fs.readFile(config.configFile, 'utf8');
    const raw = await loadContent(config, this.cacheDir, false, { lastUpdates: this.lastUpdates });
    await this.syncJobs(raw, config);
    return this.recompute(config, configSource, raw);
  }

  /** Content only (a page added, removed, renamed, or its front matter changed; the sidebars file). */
  private async reloadContentNow(): Promise<SiteChange> {
    const raw = await loadContent(this.snap.config, this.cacheDir, false, {
      lastUpdates: this.lastUpdates,
    });
    await this.syncJobs(raw, this.snap.config);
    return this.recompute(this.snap.config, this.snap.configSource, raw);
  }

  /**
   * One page's file changed. When only its body changed, that page alone is recompiled; anything else
   * (front matter, a new file) reloads the content.
   */
  private async updateFileNow(abs: string): Promise<SiteChange> {
    const keys = [...this.jobs.values()].filter((j) => j.input.file === abs).map((j) => j.key);
    if (!keys.length) return this.reloadContentNow();
    let source: string;
    try {
      source = (await fs.readFile(abs, 'utf8')).replace(/^\uFEFF/, '');
    } catch {
      return this.reloadContentNow(); // deleted between the event and the read
    }
    const front = (s: string) =>
      /^---[ \t]*\r?\n[\s\S]*?\r?\n---[ \t]*(\r?\n|$)/.exec(s)?.[0] ?? '';
    const doc = this.snap.raw.graph.docs.find((d) => d.file.abs === abs);
    const post = this.snap.raw.graph.posts.find((p) => p.file.abs === abs);
    const page = this.snap.raw.graph.pages.find((p) => p.file.abs === abs);
    const file = (doc ?? post ?? page)?.file;
    if (!file || front(file.source) !== front(source) || post) return this.reloadContentNow();
    const { body } = parseFrontMatter(source, file.rel);
    const unchanged = body === this.jobs.get(keys[0])?.input.body && source === file.source;
    if (unchanged && !this.errors.has(abs)) return { changed: [], structure: false, site: false };
    const newFile = { ...file, source, body };
    if (doc) doc.file = newFile;
    if (page) page.file = newFile;
    const key = keys[0];
    const job = this.jobs.get(key)!;
    this.jobs.set(key, { key, input: { ...job.input, body } });
    const title = this.pending.has(key) ? null : this.compiled.get(key)?.contentTitle;
    await this.compileKeys([key]);
    // the same title: no other page's sidebar, breadcrumbs or previous/next link can have changed
    const only = keys.length === 1 && title === this.compiled.get(key)?.contentTitle;
    return this.recompute(
      this.snap.config,
      this.snap.configSource,
      this.snap.raw,
      only ? key : null,
    );
  }

  /** Pages whose compiled output depends on `abs` (an inlined SVG, an image). */
  dependents(abs: string): string[] {
    const keys: string[] = [];
    for (const [key, page] of this.compiled)
      if (page.deps.some((d) => d.path === abs)) keys.push(key);
    return keys;
  }

  private async recompileKeysNow(keys: string[]): Promise<SiteChange> {
    await this.compileKeys(keys);
    return this.recompute(this.snap.config, this.snap.configSource, this.snap.raw);
  }

  /** Compiles the given pages now (a request for a page not compiled yet, an edit). */
  private async ensureCompiledNow(keys: string[]): Promise<SiteChange | null> {
    const todo = keys.filter((k) => this.pending.has(k));
    if (!todo.length) return null;
    await this.compileKeys(todo);
    return this.recompute(this.snap.config, this.snap.configSource, this.snap.raw);
  }

  /**
   * Compiles every placeholder page on worker threads (and into the cache), then applies the results in one
   * step. Edits go on meanwhile; a page edited while it compiled keeps its newer state.
   */
  compileRest(): Promise<SiteChange | null> {
    this.resting ??= this.compileRestNow().finally(() => {
      this.resting = null;
    });
    return this.resting;
  }
  private resting: Promise<SiteChange | null> | null = null;

  private async compileRestNow(): Promise<SiteChange | null> {
    const todo = [...this.pending].map((k) => this.jobs.get(k)!).filter(Boolean);
    if (!todo.length) return null;
    let pages: Map<string, CompiledPage> | null = null;
    try {
      pages = (await compilePages(todo, this.cacheDir, { siteDir: this.siteDir })).pages;
    } catch {
      // some page does not compile: below, the rest compile one by one so each error keeps its file
    }
    return this.serial(async () => {
      for (const job of todo) {
        const page = pages?.get(job.key);
        const current = this.jobs.get(job.key);
        if (page && current?.input.body === job.input.body) this.accept(job.key, page);
      }
      await this.compileKeys([...this.pending]);
      return this.recompute(this.snap.config, this.snap.configSource, this.snap.raw);
    });
  }

  /** Keys of the MDX bodies a route is made of. */
  keysOf(route: RouteEntry): string[] {
    const keys = route.content && 'mdx' in route.content ? [route.content.mdx] : [];
    return [...keys, ...(route.excerpts ?? [])];
  }

  private accept(key: string, page: CompiledPage): void {
    if (this.compiled.get(key)?.code !== page.code)
      this.codeVersions.set(key, (this.codeVersions.get(key) ?? 0) + 1);
    this.compiled.set(key, page);
    this.pending.delete(key);
    const job = this.jobs.get(key);
    this.inputs.set(key, job ? inputSignature(job.input) : '');
  }

  private async compileKeys(keys: string[]): Promise<void> {
    for (const key of keys) {
      const job = this.jobs.get(key);
      if (!job) continue;
      this.errors.delete(job.input.file);
      try {
        this.accept(key, await compileMdx(job.input));
      } catch (e) {
        // keep the last good version of the page; the overlay shows the error until the file is fixed
        this.errors.set(job.input.file, e instanceof TnErrorList ? e.errors : [e as TnError]);
        if (!this.compiled.has(key)) this.compiled.set(key, placeholder(job.input.body));
      }
    }
  }

  /** New jobs from freshly loaded content: unchanged inputs keep their compiled page. */
  private async syncJobs(raw: RawContent, config: SiteConfig): Promise<void> {
    const jobs = compileJobs(raw.graph, config);
    this.jobs = new Map(jobs.map((j) => [j.key, j]));
    for (const key of [...this.compiled.keys()])
      if (!this.jobs.has(key)) {
        this.compiled.delete(key);
        this.pending.delete(key);
        this.inputs.delete(key);
      }
    // a page whose last compile failed is looked at again even when its text is back to the last good one
    // (the edit that fixed it may have been missed): otherwise its error would stay up for good
    const stale = jobs.filter(
      (j) => this.inputs.get(j.key) !== inputSignature(j.input) || this.errors.has(j.input.file),
    );
    if (!stale.length) return;
    // the build's cache answers for pages compiled before; the rest start as placeholders
    const { pages } = await compilePages(stale, this.cacheDir, {
      cacheOnly: true,
      siteDir: this.siteDir,
    });
    for (const job of stale) {
      const hit = pages.get(job.key);
      if (hit) {
        this.errors.delete(job.input.file);
        this.accept(job.key, hit);
      } else if (this.compiled.has(job.key)) await this.compileKeys([job.key]);
      else {
        this.compiled.set(job.key, placeholder(job.input.body));
        this.pending.add(job.key);
      }
    }
  }

  /**
   * Graph, navbar, routes and site data from the current state; bumps the version of changed routes. With
   * `only`, just that page's body changed and nothing it shows elsewhere: only the routes made of it are
   * compared (the rest cost a few milliseconds per edit to compare, and cannot have changed).
   */
  private recompute(
    config: SiteConfig,
    configSource: string,
    raw: RawContent,
    only: string | null = null,
  ): SiteChange {
    let graph: ContentGraph;
    let navItems: SiteData['navbar']['items'];
    this.errors.delete('graph');
    try {
      graph = finishGraph(raw, this.compiled, config);
      navItems = resolveNavbar(config, graph.docs, graph.sidebars, graph.versions, configSource);
    } catch (e) {
      this.errors.set('graph', e instanceof TnErrorList ? e.errors : [e as TnError]);
      if (this.snap) return { changed: [], structure: false, site: false };
      throw e;
    }
    const routes = new Map(createRoutes(graph, this.compiled, config).map((r) => [r.route, r]));
    const site: SiteData = {
      ...siteData(config, graph, navItems, {
        manifestUrl: config.baseUrl + DEV_PREFIX.slice(1) + 'routes.json',
        searchName: DEV_PREFIX.slice(1) + 'search.json',
        analytics: false,
      }),
    };
    const previous = this.snap;
    this.snap = {
      config,
      configSource,
      raw,
      graph,
      routes,
      site,
      sources: compileSources(graph),
      fileRoutes: fileRoutesOf(graph),
    };
    const changed: string[] = [];
    // a digest per sidebar: every route of a sidebar carries it in its signature
    const sidebarJson = new Map(
      Object.entries(graph.sidebars).map(([k, v]) => [k, hash(JSON.stringify(v))]),
    );
    for (const [path, r] of routes) {
      if (only !== null && previous && !this.keysOf(r).includes(only)) continue;
      const sig = this.signature(r, sidebarJson);
      if (this.signatures.get(path) !== sig) {
        this.signatures.set(path, sig);
        this.versions.set(path, this.version(path) + 1);
        changed.push(path);
      }
    }
    let structure = !previous || previous.routes.size !== routes.size;
    for (const path of this.signatures.keys())
      if (!routes.has(path)) {
        this.signatures.delete(path);
        structure = true;
      }
    return {
      changed,
      structure,
      site: !!previous && only === null && JSON.stringify(previous.site) !== JSON.stringify(site),
    };
  }

  /** What a route's module is made of: its data, its pages' code versions, its sidebar. */
  private signature(r: RouteEntry, sidebarJson: Map<string, string>): string {
    const parts = [JSON.stringify(r.data), JSON.stringify(r.content ?? null)];
    for (const key of this.keysOf(r)) parts.push(`${key}@${this.codeVersions.get(key) ?? 0}`);
    if (r.sidebar) parts.push(sidebarJson.get(r.sidebar) ?? '');
    return parts.join('\0');
  }

  /** Every current error, in a stable order. */
  allErrors(): TnError[] {
    return [...this.errors.entries()].sort(([a], [b]) => a.localeCompare(b)).flatMap(([, e]) => e);
  }
}

/** A page's compile input as compared between reloads: its body and every option it is given. */
function inputSignature(input: CompileJob['input']): string {
  return JSON.stringify([
    input.file,
    input.staticDir,
    input.mdRoots ?? [],
    input.markdown ?? {},
    input.sitePlugins?.signature ?? '',
    input.body,
  ]);
}
