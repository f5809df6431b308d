import fs from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config/loadConfig.js';
import type { SiteConfig } from '../config/types.js';
import type { CompiledPage } from '../mdx/compileMdx.js';
import { TnError, TnErrorList } from '../util/errors.js';
import { checkSite, type Finding } from '../check/checkSite.js';
import { createReporter, task, type Reporter } from '../util/task.js';
import type { SiteData } from '../../runtime/types.js';
import { buildFingerprint, recordBuild, unchangedSinceLastBuild } from './buildFingerprint.js';
import { bundleClient, bundleServer } from './bundle.js';
import { compilePages, type CompileJob } from './compilePages.js';
import { createRoutes, fileRoutesOf, keyOf, type RouteEntry } from './createRoutes.js';
import {
  copyStatic,
  feeds,
  manifestJson,
  robotsTxt,
  searchIndex,
  sitemapXml,
  writeFiles,
} from './emitFiles.js';
import { loadContent } from './loadContent.js';
import { renderPages } from './renderPages.js';
import { resolveNavbar } from './resolveNavbar.js';
import { flattenSidebar, resolveSidebars } from './resolveSidebars.js';
import { createStaging, discardStaging, swapOutput } from './swapOutput.js';
import type { ContentGraph, DocsVersion } from './types.js';

export interface BuildOptions {
  siteDir: string;
  outDir?: string;
  /** Production: minified, drafts left out, analytics on. Off for `--development` (React's dev build, to see hydration warnings). */
  production?: boolean;
  analytics?: boolean;
  quiet?: boolean;
  reporter?: Reporter;
}

export interface BuildResult {
  config: SiteConfig;
  graph: ContentGraph;
  routes: RouteEntry[];
  compiled: Map<string, CompiledPage>;
  outDir: string;
  stats: { pages: number; compiled: number; cached: number; workers: number; ms: number };
}

/** Builds the site into outDir. Every stage is one call; a failure leaves the previous output untouched. */
export async function build(opts: BuildOptions): Promise<BuildResult> {
  const start = performance.now();
  const production = opts.production ?? true;
  const siteDir = path.resolve(opts.siteDir);
  const reporter = opts.reporter ?? createReporter(opts.quiet ?? false);
  process.env.NODE_ENV = production ? 'production' : 'development';

  const analysis = await analyze({ siteDir, production, reporter });
  const { config, graph, routes, compiled, stats, navItems } = analysis;
  const outDir = path.resolve(siteDir, opts.outDir ?? 'build');
  const cacheDir = path.join(siteDir, '.tn-cache');
  await task(
    reporter,
    'check links',
    () => enforceLinkPolicy(checkSite(analysis), config, reporter),
    (n) => `${n} warnings`,
  );

  const fingerprint = await buildFingerprint({
    config,
    configSource: analysis.configSource,
    routes,
    compiled,
    flags: { production, analytics: opts.analytics ?? true, outDir },
  });
  if (await unchangedSinceLastBuild(cacheDir, outDir, fingerprint)) {
    const ms = performance.now() - start;
    reporter.log(
      `  nothing changed: ${path.relative(process.cwd(), outDir) || '.'} is up to date (${(ms / 1000).toFixed(2)} s)`,
    );
    return {
      config,
      graph,
      routes,
      compiled,
      outDir,
      stats: { pages: routes.length, ...stats, ms },
    };
  }

  const staging = await createStaging(outDir);
  try {
    const search = searchIndex(routes, compiled);
    // the manifest's content depends on the chunks, and the chunks embed the site data: the runtime reads the
    // manifest from a stable path instead, so the site data does not change with every content edit
    const site = siteData(
      config,
      graph,
      navItems,
      `${config.baseUrl}assets/routes.json`,
      search.name,
      opts.analytics ?? true,
    );
    const bundleInput = {
      routes,
      compiled,
      sources: sourcesOf(graph),
      fileRoutes: fileRoutesOf(graph),
      sidebars: graph.sidebars,
      site,
      production,
      outDir: staging,
    };
    const [assets, serverFile] = await task(
      reporter,
      'bundle',
      () => Promise.all([bundleClient(bundleInput), bundleServer(bundleInput)]),
      ([a]) => `${a.jsFiles.length} js files`,
    );
    const manifest = manifestJson(routes, assets);
    const pages = await task(
      reporter,
      'render',
      () => renderPages({ config, site, routes, serverFile, assets, outDir: staging, production }),
      (n) => `${n} pages`,
    );
    await task(reporter, 'emit', async () => {
      const files: Record<string, string | Buffer> = {
        'assets/routes.json': manifest,
        [search.name]: search.text,
        'robots.txt': robotsTxt(config),
        ...feeds(config, graph),
      };
      const sitemap = sitemapXml(config, routes);
      if (sitemap) files['sitemap.xml'] = sitemap;
      for (const page of compiled.values())
        for (const a of page.assets) files[a.out.slice(1)] = await fs.readFile(a.abs);
      await copyStatic(path.resolve(siteDir, config.staticDir), staging);
      await writeFiles(staging, files);
      await fs.rm(serverFile, { force: true });
    });
    await swapOutput(staging, outDir);
    await recordBuild(cacheDir, outDir, fingerprint);
    const ms = performance.now() - start;
    reporter.log(
      `  built ${pages} pages into ${path.relative(process.cwd(), outDir) || '.'} in ${(ms / 1000).toFixed(2)} s`,
    );
    return { config, graph, routes, compiled, outDir, stats: { pages, ...stats, ms } };
  } catch (e) {
    await discardStaging(staging);
    throw e;
  }
}

export interface Analysis {
  config: SiteConfig;
  graph: ContentGraph;
  routes: RouteEntry[];
  compiled: Map<string, CompiledPage>;
  navItems: SiteData['navbar']['items'];
  /** The config and sidebars files' text, so findings can point at a line. */
  configSource: string;
  sidebarsFile?: { rel: string; source: string };
  stats: { compiled: number; cached: number; workers: number };
}

/** Everything up to the route list: what `build` renders and what `check` inspects. */
export async function analyze(o: {
  siteDir: string;
  production: boolean;
  reporter: Reporter;
}): Promise<Analysis> {
  const { reporter, production } = o;
  const cacheDir = path.join(o.siteDir, '.tn-cache');
  const config = await task(reporter, 'config', () => loadConfig(o.siteDir, cacheDir));
  const raw = await task(
    reporter,
    'content',
    () => loadContent(config, cacheDir, production),
    (r) =>
      `${r.graph.docs.length} docs, ${r.graph.posts.length} posts, ${r.graph.pages.length} pages`,
  );
  const { compiled, stats } = await task(
    reporter,
    'compile mdx',
    () => compileAll(raw.graph, config),
    (r) =>
      `${r.stats.compiled} compiled, ${r.stats.cached} cached${r.stats.workers ? `, ${r.stats.workers} workers` : ''}`,
  );
  const graph = await task(reporter, 'content graph', () => finishGraph(raw, compiled, config));
  const configSource = await fs.readFile(config.configFile, 'utf8');
  const navItems = resolveNavbar(config, graph.docs, graph.sidebars, graph.versions, configSource);
  const routes = await task(
    reporter,
    'routes',
    () => createRoutes(graph, compiled, config),
    (r) => `${r.length} routes`,
  );
  return {
    config,
    graph,
    routes,
    compiled,
    navItems,
    configSource,
    sidebarsFile: raw.sidebarsFile,
    stats,
  };
}

/** onBrokenLinks / onBrokenAnchors: 'throw' fails the build on errors, 'warn' prints them, 'ignore' drops them. */
function enforceLinkPolicy(findings: Finding[], config: SiteConfig, reporter: Reporter): number {
  const errors = findings.filter((f) => f.severity === 'error');
  if (errors.length) {
    throw new TnErrorList(
      errors.map(
        (f) =>
          new TnError(f.code, f.message, {
            loc: f.file ? { file: f.file, line: f.line, column: f.column } : undefined,
            hint: f.hint,
          }),
      ),
    );
  }
  const warnings = findings.filter(
    (f) =>
      f.severity === 'warning' &&
      !(f.code === 'BROKEN_LINK' && config.onBrokenLinks === 'ignore') &&
      !(f.code === 'BROKEN_ANCHOR' && config.onBrokenAnchors === 'ignore'),
  );
  for (const w of warnings)
    if (w.code === 'BROKEN_LINK' || w.code === 'BROKEN_ANCHOR')
      reporter.log(`  warning ${w.file}:${w.line}:${w.column} ${w.message}`);
  return warnings.length;
}

function sourcesOf(graph: ContentGraph): Map<string, string> {
  const m = new Map<string, string>();
  for (const d of graph.docs) m.set(keyOf.doc(d.id), d.file.abs);
  for (const p of graph.posts) {
    m.set(keyOf.post(p.route), p.file.abs);
    m.set(keyOf.excerpt(p.route), p.file.abs);
  }
  for (const p of graph.pages) m.set(keyOf.page(p.route), p.file.abs);
  return m;
}

function compileAll(graph: Awaited<ReturnType<typeof loadContent>>['graph'], config: SiteConfig) {
  const staticDir = path.resolve(config.siteDir, config.staticDir);
  const jobs: CompileJob[] = [];
  const add = (key: string, file: { abs: string; rel: string }, body: string) => {
    jobs.push({ key, input: { file: file.abs, rel: file.rel, body, staticDir } });
  };
  for (const d of graph.docs) add(keyOf.doc(d.id), d.file, d.file.body);
  for (const p of graph.posts) {
    add(keyOf.post(p.route), p.file, p.file.body);
    if (p.excerptBody !== undefined) add(keyOf.excerpt(p.route), p.file, p.excerptBody);
  }
  for (const p of graph.pages)
    if (p.format === 'mdx') add(keyOf.page(p.route), p.file, p.file.body);
  return compilePages(jobs, path.join(config.siteDir, '.tn-cache')).then(({ pages, stats }) => ({
    compiled: pages,
    stats,
  }));
}

/** Titles from the compiled pages, then sidebars, the doc → sidebar map and the version record. */
function finishGraph(
  raw: Awaited<ReturnType<typeof loadContent>>,
  compiled: Map<string, CompiledPage>,
  config: SiteConfig,
): ContentGraph {
  for (const d of raw.graph.docs)
    d.title ||= compiled.get(keyOf.doc(d.id))?.contentTitle ?? d.id.split('/').pop()!;
  for (const p of raw.graph.posts) {
    const c = compiled.get(keyOf.post(p.route));
    if (!p.file.frontMatter.title && c?.contentTitle) p.title = c.contentTitle;
  }
  const sidebars = config.docs
    ? resolveSidebars(raw.sidebarInput, {
        docs: raw.graph.docs,
        sidebarsFile: raw.sidebarsFile,
        categories: raw.categories,
        collapsible: config.docs.sidebarCollapsible,
      })
    : {};
  const docSidebar: Record<string, string> = {};
  for (const [name, items] of Object.entries(sidebars))
    for (const item of flattenSidebar(items)) docSidebar[item.id] ??= name;
  const versions: DocsVersion[] = [];
  if (config.docs) {
    const first = Object.values(sidebars)
      .map((s) => flattenSidebar(s)[0])
      .find(Boolean);
    const rootDoc = raw.graph.docs.find((d) => d.route === `/${config.docs!.routeBasePath}`);
    const mainDocId = rootDoc?.id ?? first?.id ?? raw.graph.docs[0]?.id ?? '';
    versions.push({
      name: 'current',
      label: 'Next',
      path: `/${config.docs.routeBasePath}`,
      isLast: true,
      mainDocId,
      docs: raw.graph.docs.map((d) => d.id),
      draftIds: raw.graph.docs.filter((d) => d.draft).map((d) => d.id),
      sidebars: Object.keys(sidebars),
    });
  }
  return { ...raw.graph, sidebars, docSidebar, versions };
}

function siteData(
  config: SiteConfig,
  graph: ContentGraph,
  navItems: SiteData['navbar']['items'],
  manifestUrl: string,
  searchName: string,
  analytics: boolean,
): SiteData {
  const byId = new Map(graph.docs.map((d) => [d.id, d]));
  return {
    title: config.title,
    tagline: config.tagline,
    baseUrl: config.baseUrl,
    url: config.url,
    locale: config.locale,
    colorMode: config.colorMode,
    announcementBar: config.announcementBar,
    navbar: { ...config.navbar, items: navItems },
    footer: config.footer,
    storage: config.storage,
    analytics: analytics ? config.analytics : null,
    docs: config.docs
      ? {
          routeBasePath: config.docs.routeBasePath,
          versions: graph.versions.map((v) => ({
            name: v.name,
            label: v.label,
            path: v.path,
            isLast: v.isLast,
            mainDocRoute: byId.get(v.mainDocId)?.route ?? v.path,
          })),
        }
      : null,
    blog: config.blog
      ? { routeBasePath: config.blog.routeBasePath, title: config.blog.feedOptions.title }
      : null,
    manifestUrl,
    searchUrl: config.baseUrl + searchName,
  };
}
