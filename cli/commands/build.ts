import fsSync from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import type { SiteConfig } from '../config/types.js';
import type { CompiledPage } from '../mdx/compileMdx.js';
import { attachFrames } from '../util/attachFrames.js';
import { displayPath } from '../util/displayPath.js';
import { throwErrors, type TnError } from '../util/errors.js';
import { formatError } from '../util/formatError.js';
import { siteStylesheets } from '../build/siteStylesheets.js';
import { checkSite } from '../check/checkSite.js';
import { summary } from '../check/report.js';
import { createReporter, task, type Progress, type Reporter } from '../util/task.js';
import { analyze, type Analysis } from '../build/analyze.js';
import {
  buildFingerprint,
  recordBuild,
  unchangedSinceLastBuild,
} from '../build/buildFingerprint.js';
import { bundleClient } from '../build/bundleClient.js';
import { bundleServer } from '../build/bundleServer.js';
import { compileSources } from '../build/compileSources.js';
import { copyStatic } from '../build/copyStatic.js';
import { fileRoutesOf } from '../build/fileRoutesOf.js';
import { generateFeeds } from '../build/generateFeeds.js';
import { generateSitemap } from '../build/generateSitemap.js';
import { markdownTwinFiles } from '../build/markdownTwins.js';
import { plainRoutes } from '../build/plainChunks.js';
import {
  outputFileFor,
  renderPages,
  renderThreads,
  type RenderOptions,
} from '../build/renderPages.js';
import { BuildState } from '../build/buildState.js';
import { keptInputs } from '../build/bundleCache.js';
import { renderKeys } from '../build/renderKeys.js';
import { fileInside } from '../util/pathInside.js';
import { robotsTxt } from '../build/robotsTxt.js';
import { routeManifest } from '../build/routeManifest.js';
import { siteData } from '../build/siteData.js';
import { changedSources } from '../build/changedSources.js';
import { createStaging, discardStaging, guardStaging, swapOutput } from '../build/swapOutput.js';
import type { ContentGraph, RouteEntry } from '../build/types.js';
import { writeFiles } from '../build/writeFiles.js';
import { buildCachedSearchIndex } from '../search/searchCache.js';
import { searchIndexInWorker } from '../search/searchIndexInWorker.js';
import { searchPagesOf } from '../search/searchPagesOf.js';
import { SEARCH_INDEX_FILE } from '../../runtime/search/searchFormat.js';
import { siteCacheDir } from '../util/cacheDir.js';
import { acceleratorKey } from '../util/accelerators.js';
import { MERMAID_OFF } from '../mdx/markers.js';

export interface BuildOptions {
  siteDir: string;
  outDir?: string;
  /**
   * Production: minified, drafts left out, analytics on. Off for `--development` (React's dev
   * build, to see hydration warnings).
   */
  production?: boolean;
  analytics?: boolean;
  quiet?: boolean;
  reporter?: Reporter;
  /**
   * One locale of a Docusaurus site's i18n.locales, alone (`--locale`): a site of its own at the
   * site's baseUrl, into outDir, for a domain of its own, as `docusaurus build --locale` builds it.
   * All locales when unset (each other one under <baseUrl><locale>/).
   */
  locale?: string;
}

/** A locale other than the default one, built into its own folder of the output. */
interface LocaleBuild {
  locale: string;
  analysis: Analysis;
}

export interface BuildResult {
  config: SiteConfig;
  graph: ContentGraph;
  routes: RouteEntry[];
  compiled: Map<string, CompiledPage>;
  outDir: string;
  stats: { pages: number; compiled: number; cached: number; workers: number; ms: number };
}

/**
 * Builds the site into outDir. Every stage is one call; a failure leaves the previous output
 * untouched.
 */
export async function build(opts: BuildOptions): Promise<BuildResult> {
  const start = performance.now();
  const production = opts.production ?? true;
  const analytics = opts.analytics ?? true;
  const siteDir = path.resolve(opts.siteDir);
  const reporter = opts.reporter ?? createReporter(opts.quiet ?? false);
  process.env.NODE_ENV = production ? 'production' : 'development';

  // a locale asked for is built alone, at the site's baseUrl, as `docusaurus build --locale` does
  const alone = opts.locale !== undefined;
  const analysis = await analyze({ siteDir, production, reporter, locale: opts.locale, alone });
  const { config, graph, routes, compiled, stats } = analysis;
  // a Docusaurus site's other locales: each a site of its own under <baseUrl><locale>/
  const locales: LocaleBuild[] = [];
  for (const locale of opts.locale === undefined ? (config.i18n?.locales ?? []) : []) {
    if (locale === config.i18n!.defaultLocale) continue;
    reporter.log(`  locale ${locale}`);
    locales.push({ locale, analysis: await analyze({ siteDir, production, reporter, locale }) });
  }
  const outDir = path.resolve(siteDir, opts.outDir ?? 'build');
  const cacheDir = siteCacheDir(siteDir);
  const shownOut = displayPath(outDir);
  const seconds = () => ((performance.now() - start) / 1000).toFixed(2);
  const result = (pages: number): BuildResult => {
    const ms = performance.now() - start;
    return { config, graph, routes, compiled, outDir, stats: { pages, ...stats, ms } };
  };

  for (const a of [analysis, ...locales.map((l) => l.analysis)])
    await task(
      reporter,
      'check links' + (a === analysis ? '' : ` (${a.config.i18n!.currentLocale})`),
      () => enforceLinkPolicy(checkSite(a), reporter),
      (r) =>
        summary(r.checked, 0, r.findings.length) +
        (r.others ? ` (and ${r.others} for \`tn-docs check\`)` : ''),
    );

  const fingerprintOf = async (a: Analysis) =>
    buildFingerprint({
      config: a.config,
      configSource: a.configSource,
      routes: a.routes,
      compiled: a.compiled,
      flags: {
        ...{ production, analytics, outDir, accelerators: acceleratorKey() },
        // what a locale's translation files change beside its pages: labels and messages
        ...(a.config.i18n
          ? {
              i18n: a.config.i18n,
              translated: [a.config.navbar, a.config.footer, a.graph.sidebars, a.graph.versions],
              // its translated React pages and their imports are bundled, not compiled
              files: await filesStamp(a.config.i18n.dir),
            }
          : {}),
      },
    });
  const fingerprint = (
    await Promise.all([analysis, ...locales.map((l) => l.analysis)].map(fingerprintOf))
  ).join('+');
  if (await unchangedSinceLastBuild(cacheDir, outDir, fingerprint, siteDir)) {
    reporter.log(`  nothing changed: ${shownOut} is up to date (${seconds()} s)`);
    return result(routes.length);
  }

  const staging = await createStaging(outDir);
  const guard = guardStaging(staging);
  const state = await BuildState.open(cacheDir, outDir, (line) => reporter.log(line));
  try {
    let pages = await writeSite(analysis, { staging, production, analytics, reporter, state });
    for (const l of locales) {
      reporter.log(`  locale ${l.locale}: into ${displayPath(path.join(outDir, l.locale))}`);
      // the locale name was checked to be one plain path segment (config/i18n.ts)
      const into = fileInside(staging, l.locale);
      pages += await writeSite(l.analysis, { staging: into, production, analytics, reporter });
    }
    const record = async () => {
      const inputs = new Map(state.bundleDirs.flatMap(keptInputs));
      // a build whose bundles' files are not all known never lets the next one skip
      const last = state.complete ? fingerprint : '';
      await recordBuild(cacheDir, outDir, { fingerprint: last, inputs: [...inputs] });
      await state.commit();
    };
    const trash = path.join(cacheDir, 'trash');
    await guard.critical(() => swapOutput(staging, outDir, record, trash));
    reporter.log(`  built ${pages} pages into ${shownOut} in ${seconds()} s`);
    // said even when quiet: the output may not agree with the files as they are now
    const changed = changedSources(analysis.graph);
    if (changed) process.stderr.write(formatError(changed) + '\n');
    return result(pages);
  } catch (e) {
    await discardStaging(staging);
    throw e;
  } finally {
    await state.release();
    guard.release();
  }
}

/**
 * Bundles, renders and emits the whole site into the staging folder; returns the pages written.
 * `check` runs it too, into a throw-away folder, so it fails on whatever would fail a build.
 */
export async function writeSite(
  analysis: Analysis,
  o: {
    staging: string;
    production: boolean;
    analytics: boolean;
    reporter: Reporter;
    /** The pages the last builds kept: routes whose inputs did not change are linked, not rendered. */
    state?: BuildState;
  },
): Promise<number> {
  const { config, graph, routes, compiled, navItems } = analysis;
  const { staging, production, reporter } = o;
  // the manifest's content depends on the chunks, and the chunks embed the site data: the runtime
  // reads the manifest from a stable path instead, so the site data does not change with every
  // content edit
  const site = siteData(config, graph, navItems, {
    manifestUrl: `${config.baseUrl}assets/routes.json`,
    searchName: SEARCH_INDEX_FILE,
    analytics: o.analytics,
  });
  const bundleInput = {
    // a redirect is a static page without React: it has no chunk
    routes: routes.filter((r) => r.data.kind !== 'redirect'),
    compiled,
    sources: compileSources(graph),
    fileRoutes: fileRoutesOf(graph),
    sidebars: graph.sidebars,
    site,
    production,
    outDir: staging,
    cacheDir: siteCacheDir(config.siteDir),
    onBrokenMarkdownLinks: config.onBrokenMarkdownLinks,
    siteDir: config.siteDir,
    aliases: config.aliases,
    customCss: siteStylesheets(config),
    staticDir: path.resolve(config.siteDir, config.staticDir),
    markdown: config.markdown,
    state: o.state,
  };
  const searchPages = searchPagesOf(routes, compiled);
  // the search index is built on a thread of its own while this one bundles and renders; a site
  // rendered on worker threads, which take every core, builds it after them, here (nor does it then
  // hold the index through rendering's memory peak)
  const searchCache = o.state?.searchCache();
  const beside =
    renderThreads(routes.length) === 1 ? searchIndexInWorker(searchPages, searchCache) : null;
  beside?.catch(() => undefined); // awaited below, unless bundling fails first
  let plain = new Map<string, string>();
  const [assets, serverFile] = await task(
    reporter,
    'bundle',
    () => {
      const errors: TnError[] = [];
      plain = plainRoutes(bundleInput, errors);
      throwErrors(errors);
      return bothBundles(bundleClient(bundleInput, plain), bundleServer(bundleInput, plain));
    },
    ([a]) => `${a.jsFiles.length} js files (${plain.size} written directly)`,
  );
  // the renderer's bundle is this build's own file: removed whether the build succeeds or not
  try {
    const render: RenderOptions = {
      ...{ config, site, routes, serverFile, assets, outDir: staging, production },
      plain: Object.fromEntries(plain),
      sidebars: graph.sidebars,
    };
    const pages = await task(
      reporter,
      'render',
      (progress) => renderChanged(render, o.state, progress),
      (n) => `${n.rendered} pages` + (n.reused ? `, ${n.reused} unchanged` : ''),
    );
    const search = await task(
      reporter,
      'search index',
      () => beside ?? buildCachedSearchIndex(searchPages, searchCache),
      ({ stats: s }) =>
        `${s.sections} sections, ${s.shards} shards` +
        (s.indexed < s.pages ? `, ${s.indexed} of ${s.pages} pages indexed` : ''),
    );
    await task(reporter, 'emit', async () => {
      const files: Record<string, string | Buffer> = {
        'assets/routes.json': JSON.stringify(routeManifest(routes, assets)),
        ...search.files,
        'robots.txt': robotsTxt(config),
        ...generateFeeds(config, graph),
        ...markdownTwinFiles(config, graph, routes, compiled, bundleInput.fileRoutes),
      };
      const sitemap = generateSitemap(config, routes);
      if (sitemap) files['sitemap.xml'] = sitemap;
      for (const page of compiled.values())
        for (const a of page.assets) files[a.out.slice(1)] = await fs.readFile(a.abs);
      await copyStatic(path.resolve(config.siteDir, config.staticDir), staging);
      await writeFiles(staging, Object.entries(files), o.state?.fileReuse());
    });
    return pages.rendered + pages.reused;
  } finally {
    await fs.rm(serverFile, { force: true });
  }
}

/**
 * Renders the routes whose render key the build state has not kept, and links the others' stored
 * pages into the output; without a state, renders every route.
 */
async function renderChanged(
  o: RenderOptions,
  state: BuildState | undefined,
  progress: Progress,
): Promise<{ rendered: number; reused: number }> {
  if (!state) return { rendered: await renderPages(o, progress), reused: 0 };
  const keys = renderKeys({ ...o, serverCode: await fs.readFile(o.serverFile, 'utf8') });
  const fileOf = (route: string) =>
    fileInside(o.outDir, outputFileFor(route, o.config.trailingSlash));
  const todo: RouteEntry[] = [];
  const dirs = new Set<string>();
  for (const r of o.routes) {
    const file = fileOf(r.route);
    if (!dirs.has(path.dirname(file))) {
      dirs.add(path.dirname(file));
      fsSync.mkdirSync(path.dirname(file), { recursive: true });
    }
    if (!state.reuse(keys.get(r.route)!, file)) todo.push(r);
  }
  if (todo.length) await renderPages({ ...o, routes: todo }, progress);
  for (const r of todo) state.keep(keys.get(r.route)!, fileOf(r.route));
  return { rendered: todo.length, reused: o.routes.length - todo.length };
}

/**
 * The client and server bundles, once both have settled: when one fails, the other may still be
 * writing into the staging folder, which the caller then removes (a removal racing those writes
 * failed with ENOTEMPTY), and a server renderer already written is deleted.
 */
async function bothBundles<C>(client: Promise<C>, server: Promise<string>): Promise<[C, string]> {
  const [c, s] = await Promise.allSettled([client, server]);
  if (c.status === 'fulfilled' && s.status === 'fulfilled') return [c.value, s.value];
  if (s.status === 'fulfilled') await fs.rm(s.value, { force: true });
  throw c.status === 'rejected' ? c.reason : (s as PromiseRejectedResult).reason;
}

/**
 * onBrokenLinks / onBrokenAnchors / onBrokenMarkdownLinks (applied by checkSite): errors fail the
 * build, warnings ('warn', 'log') are printed and the build goes on, 'ignore' dropped them already.
 */
function enforceLinkPolicy(result: ReturnType<typeof checkSite>, reporter: Reporter) {
  throwErrors(result.findings.filter((f) => f.severity === 'error'));
  const warnings = result.findings.filter((f) => f.severity === 'warning');
  // orphan pages and odd external URLs are `check`'s business; a build names broken links, and
  // diagrams shown as code because the switch for them is off (once for the site)
  const shown = warnings.filter((w) => /^BROKEN_/.test(w.code) || w.code === MERMAID_OFF);
  attachFrames(shown);
  for (const w of shown.slice(0, SHOWN_WARNINGS)) reporter.log(formatError(w));
  if (shown.length > SHOWN_WARNINGS)
    reporter.log(
      `... and ${shown.length - SHOWN_WARNINGS} more warnings: ` +
        '`tn-docs check` lists every one.',
    );
  // the summary counts the warnings the build reports, and says where the others are
  return { checked: result.checked, findings: shown, others: warnings.length - shown.length };
}

/** Every file under dir with its size and time: a change to any is a change to the build. */
async function filesStamp(dir: string): Promise<string[]> {
  const found = await fg(['**/*'], { cwd: dir, stats: true }).catch(() => []);
  return found
    .map((e) => `${e.path}:${e.stats!.size}:${e.stats!.mtimeMs}`)
    .sort((a, b) => a.localeCompare(b));
}

/** How many warnings a build prints before it folds the rest into a count. */
const SHOWN_WARNINGS = 20;
