import fs from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config/loadConfig.js';
import type { SiteConfig } from '../config/types.js';
import type { CompiledPage } from '../mdx/compileMdx.js';
import { formatError } from '../util/formatError.js';
import { task, type Reporter } from '../util/task.js';
import type { SiteData } from '../../runtime/types.js';
import { compileKey } from './compileKey.js';
import { startCompileWorkers, type EarlyWorkers } from './compileInWorkers.js';
import { compilePages, WORKERS_FROM, type CompileJob } from './compilePages.js';
import { listDocFiles } from './loadDocs.js';
import { createRoutes } from './createRoutes.js';
import { finishGraph } from './finishGraph.js';
import { loadContent, type RawContent } from './loadContent.js';
import { setKeyOf } from './loadDocsSets.js';
import { mdRootsOf } from './mdRootsOf.js';
import { resolveNavbar } from './resolveNavbar.js';
import type { ContentGraph, RouteEntry } from './types.js';
import { siteCacheDir } from '../util/cacheDir.js';

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
  /** A Docusaurus site's locale to build (its default locale when not given). */
  locale?: string;
  /** That locale is built alone, at the site's baseUrl (`build --locale`, as in Docusaurus). */
  alone?: boolean;
}): Promise<Analysis> {
  const { reporter } = o;
  const cacheDir = siteCacheDir(o.siteDir);
  const config = await task(reporter, 'config', () =>
    loadConfig(o.siteDir, cacheDir, o.locale, o.alone),
  );
  for (const w of config.warnings) reporter.log(formatError(w));
  const early = await startWorkersEarly(config, cacheDir);
  try {
    return await analyzeContent(o, config, cacheDir, early);
  } finally {
    early?.close();
  }
}

/**
 * One compile worker started before the content is read, when the pages will clearly need workers:
 * the site has no compiled pages cached (a cold build) and enough docs (see compilePages). It loads
 * on the core this thread leaves idle while it reads the content (issue 13); starting them all here
 * made cold builds slower, as they took the core this thread needed.
 */
async function startWorkersEarly(config: SiteConfig, cacheDir: string) {
  const cached = await fs.readdir(path.join(cacheDir, 'mdx')).catch(() => []);
  if (cached.length > 0 || !config.docs) return undefined;
  // an unreadable docs folder is the content stage's to report, with its own message
  const docsDir = path.resolve(config.siteDir, config.docs.path);
  const docs = await listDocFiles(docsDir, config.docs).catch(() => []);
  return docs.length < WORKERS_FROM ? undefined : startCompileWorkers(1);
}

async function analyzeContent(
  o: { siteDir: string; production: boolean; reporter: Reporter },
  config: SiteConfig,
  cacheDir: string,
  early: EarlyWorkers | undefined,
): Promise<Analysis> {
  const { reporter, production } = o;
  const raw = await task(
    reporter,
    'content',
    () => loadContent(config, cacheDir, production),
    (r) =>
      `${r.graph.docs.length} docs, ${r.graph.posts.length} posts, ${r.graph.pages.length} pages`,
  );
  const { pages: compiled, stats } = await task(
    reporter,
    'compile mdx',
    (progress) =>
      compilePages(compileJobs(raw.graph, config), cacheDir, {
        ...{ early, progress },
        siteDir: config.siteDir,
      }),
    (r) => {
      const workers = r.stats.workers ? `, ${r.stats.workers} workers` : '';
      return `${r.stats.compiled} compiled, ${r.stats.cached} cached${workers}`;
    },
  );
  const graph = await task(reporter, 'content graph', () => finishGraph(raw, compiled, config));
  const configSource = await fs.readFile(config.configFile, 'utf8');
  const navItems = resolveNavbar(config, graph.docs, graph.sidebars, graph.versions, configSource);
  const routes = await task(
    reporter,
    'routes',
    () => createRoutes(graph, compiled, config, (w) => reporter.log(formatError(w))),
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

/** One compile job per MDX source: docs, posts (and their excerpts) and Markdown pages. */
export function compileJobs(graph: RawContent['graph'], config: SiteConfig): CompileJob[] {
  const staticDir = path.resolve(config.siteDir, config.staticDir);
  const jobs: CompileJob[] = [];
  const add = (
    key: string,
    file: { abs: string; rel: string },
    body: string,
    mdRoots: string[],
    section: string,
  ) => {
    const { markdown } = config;
    const sitePlugins = config.sitePlugins?.[section];
    jobs.push({
      key,
      input: {
        ...{ file: file.abs, rel: file.rel, body, staticDir, mdRoots, markdown, sitePlugins },
        twins: config.markdownTwins && !key.startsWith(compileKey.excerpt('')),
        baseUrl: config.baseUrl,
      },
    });
  };
  // a doc of another docs instance runs that instance's plugins (its id keys its docs set)
  const instances = new Map((config.docsSets ?? []).map((s) => [s.key, s.instance]));
  const docsSection = (id: string) => {
    const instance = instances.get(setKeyOf(id) ?? '') ?? 'default';
    return instance === 'default' ? 'docs' : `docs:${instance}`;
  };
  const [blog, pages] = [mdRootsOf(config, 'blog'), mdRootsOf(config, 'pages')];
  for (const d of graph.docs)
    add(
      compileKey.doc(d.id),
      d.file,
      d.file.body,
      [d.contentRoot, config.siteDir],
      docsSection(d.id),
    );
  for (const p of graph.posts) {
    add(compileKey.post(p.route), p.file, p.file.body, blog, 'blog');
    if (p.excerptBody !== undefined)
      add(compileKey.excerpt(p.route), p.file, p.excerptBody, blog, 'blog');
  }
  for (const p of graph.pages)
    if (p.format === 'mdx') add(compileKey.page(p.route), p.file, p.file.body, pages, 'pages');
  return jobs;
}
