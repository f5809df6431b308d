import path from 'node:path';
import * as esbuild from 'esbuild';
import type { TnError } from '../util/errors.js';
import { packageRoot } from '../util/packageRoot.js';
import { bundleError, commonOptions, onePackageSet, throwCollected } from './esbuildOptions.js';
import { cssModules } from './cssModules.js';
import { routeKeys } from './routeKey.js';
import { hasStaticContent } from './staticContent.js';
import { BLOG_KINDS } from '../../runtime/shared/blogKinds.js';
import { moduleId, virtualModules, type BundleInput } from './virtualModules.js';
import { writePlainChunks, writeSidebarChunks } from './plainChunks.js';
import { bundleKey, keepBundle, restoreBundle } from './bundleCache.js';

export interface RouteAssets {
  chunk: string;
  /** The chunks the page needs besides the entry (preloaded after the first paint). */
  preload: string[];
  /**
   * A page with static content boots without its chunk (see staticContent.ts): the module holding
   * its whole sidebar, if it has one (loaded only to open a category the page's slice left out),
   * and what to preload instead.
   */
  lean?: { sidebar?: string; preload: string[] };
}

export interface ClientAssets {
  entry: string;
  css: string[];
  /** Route → its chunk and the chunks it statically imports (for modulepreload). */
  chunks: Map<string, RouteAssets>;
  jsFiles: string[];
}

const ROUTE_ENTRY = new RegExp(`^tn:${moduleId.route('')}`);
/** Chunks the entry loads on demand (metafile paths are relative to the working dir). */
const BLOG_PAGES = 'theme/BlogPages.tsx';
const HYDRATE_PAGE = 'app/hydratePage.tsx';
const ANALYTICS = 'runtime/analytics.ts';
/** The theme's shell and what it loads with (app/hydratePage.tsx: the shell's loader). */
const SHELL = ['app/siteLayout.tsx', `tn:${moduleId.site}`, 'app/loadThemeChunks.ts'];
const MDX_COMPONENTS = 'theme/mdxComponents.tsx';

/**
 * Client: one entry (runtime + theme + React), one hashed chunk per route, shared code split out,
 * one CSS file. `plain` (route → module) are the pages of plain Markdown: their chunks are written
 * without the bundler (see plainChunks.ts).
 */
export async function bundleClient(
  input: BundleInput,
  plain: Map<string, string> = new Map(),
): Promise<ClientAssets> {
  const keys = routeKeys(input.routes.map((r) => r.route));
  const bundled = [...keys].filter(([route]) => !plain.has(route));
  // a sidebar is a chunk of its own, so a page booting without its chunk can load it alone
  const sidebarChunks = await writeSidebarChunks(
    ...[input.sidebars, usedSidebars(input), input.outDir],
    input.state?.fileReuse(),
  );
  const entryPoints = [
    { in: path.join(packageRoot(), 'app', 'client.tsx'), out: 'entry' },
    // the site's global stylesheets (Docusaurus's theme.customCss), after the theme's
    ...input.customCss.map((file, i) => ({ in: file, out: `custom-${i}` })),
    ...bundled.map(([route, key]) => ({ in: moduleId.route(route), out: key })),
    ...(plain.size ? [{ in: moduleId.kit, out: 'kit' }] : []),
  ];
  const key = input.state && bundleKey('client', input, plain, [...sidebarChunks]);
  const kept = key
    ? restoreBundle<KeptAssets>(input.state!, key, input.outDir, input.siteDir)
    : null;
  const assets = kept
    ? { ...kept, chunks: new Map(kept.chunks) }
    : await esbuildClient(input, entryPoints, sidebarChunks, key);
  for (const chunk of sidebarChunks.values()) assets.jsFiles.push(chunk);
  // a bundled route's chunk imports its sidebar's (external to esbuild, so not in its metafile)
  for (const r of input.routes) {
    const a = assets.chunks.get(r.route);
    if (a && r.sidebar !== undefined) a.preload.push(sidebarChunks.get(r.sidebar)!);
  }
  if (plain.size) {
    const imports = { kit: assets.kit, sidebars: sidebarChunks };
    const reuse = input.state?.fileReuse();
    const written = await writePlainChunks(plain, input.routes, keys, imports, input.outDir, reuse);
    for (const [route, a] of written) {
      assets.chunks.set(route, a);
      assets.jsFiles.push(a.chunk);
    }
  }
  // a page that is not static content hydrates its shell at once (a static one waits for the
  // reader's intent: runtime/shell.tsx)
  for (const c of assets.chunks.values())
    c.preload = unique([...assets.entryDeps, ...assets.shell, ...c.preload]);
  const files = (a?: RouteAssets) => (a ? [a.chunk, ...a.preload] : []);
  for (const r of input.routes) {
    const a = assets.chunks.get(r.route);
    if (!a) continue;
    // chunks of the theme the entry loads on demand (app/loadThemeChunks.ts): the blog's pages, and
    // the MDX components for a page that renders its content
    const kind = BLOG_KINDS.has(r.data.kind) ? files(assets.blog) : [];
    const mdx = (r.content && 'mdx' in r.content) || r.excerpts ? files(assets.mdx) : [];
    a.preload = unique([...a.preload, ...kind, ...mdx]);
    if (!hasStaticContent(r, input.compiled)) continue;
    const sidebar = r.sidebar === undefined ? undefined : sidebarChunks.get(r.sidebar);
    a.lean = {
      sidebar,
      // what hydrates at once: the router. The shell and the theme chunks it draws with come at the
      // reader's first intent (runtime/shell.tsx); the whole sidebar only when the reader opens a
      // category the page's slice left out
      preload: assets.entryDeps,
    };
  }
  return assets;
}

const unique = (xs: string[]) => [...new Set(xs)];

type Assets = ReturnType<typeof clientAssets>;
/** The assets as kept with a bundle (JSON: the map as its entries). */
type KeptAssets = Omit<Assets, 'chunks'> & { chunks: [string, RouteAssets][] };

/** Runs esbuild on the client's entry points, and keeps what it wrote under `key` (when there is one). */
async function esbuildClient(
  input: BundleInput,
  entryPoints: { in: string; out: string }[],
  sidebarChunks: Map<string, string>,
  key: string | undefined,
): Promise<Assets> {
  const errors: TnError[] = [];
  const common = commonOptions(input.production, input.siteDir);
  let result: esbuild.BuildResult<{ metafile: true }>;
  try {
    result = await esbuild.build({
      ...common,
      entryPoints,
      outdir: input.outDir,
      write: true,
      metafile: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
      minify: input.production,
      entryNames: 'assets/js/[name].[hash]',
      chunkNames: 'assets/js/c.[hash]',
      assetNames: 'assets/media/[name].[hash]',
      define: {
        ...common.define,
        'process.env.NODE_ENV': JSON.stringify(input.production ? 'production' : 'development'),
      },
      plugins: [
        virtualModules(input, errors, { chunks: sidebarChunks }),
        cssModules('browser'),
        onePackageSet('browser'),
      ],
    });
  } catch (e) {
    bundleError(e, errors, input.sources);
  }
  throwCollected(errors);
  const assets = clientAssets(result.metafile, input.outDir, input.site.analytics !== null);
  if (key)
    keepBundle<KeptAssets>(input.state!, key, {
      outDir: input.outDir,
      outputs: Object.keys(result.metafile.outputs),
      inputs: Object.keys(result.metafile.inputs),
      siteDir: input.siteDir,
      value: { ...assets, chunks: [...assets.chunks] },
    });
  return assets;
}

/** The sidebars some route shows (a sidebar no page uses has no module). */
function usedSidebars(input: BundleInput): string[] {
  return [...new Set(input.routes.flatMap((r) => (r.sidebar === undefined ? [] : [r.sidebar])))];
}

/**
 * Reads the entry, the CSS and each route's chunk with its static imports out of esbuild's
 * metafile.
 */
function clientAssets(
  metafile: esbuild.Metafile,
  outDir: string,
  withAnalytics: boolean,
): ClientAssets & {
  entryDeps: string[];
  blog?: RouteAssets;
  mdx?: RouteAssets;
  shell: string[];
  kit: string[];
} {
  const rel = (p: string) => path.relative(outDir, path.resolve(p)).split(path.sep).join('/');
  const outputs = metafile.outputs;
  const deps = (file: string, seen = new Set<string>()): string[] => {
    for (const imp of outputs[file]?.imports ?? []) {
      // external: a sidebar's chunk, written beside esbuild's (see bundleClient)
      if (imp.kind === 'import-statement' && !imp.external && !seen.has(imp.path)) {
        seen.add(imp.path);
        deps(imp.path, seen);
      }
    }
    return [...seen];
  };
  const chunks = new Map<string, RouteAssets>();
  let entry = '';
  let blog: RouteAssets | undefined;
  let mdx: RouteAssets | undefined;
  let hydrate: string[] = [];
  let analytics: string[] = [];
  let kit: string[] = [];
  const shell: string[] = [];
  const css: string[] = [];
  const custom: string[] = [];
  // like Docusaurus, one site-wide set of styles: the CSS pages import (CSS modules) is linked on
  // every page, so a client navigation never lands on a page without its styles
  const pageCss = new Set<string>();
  for (const [file, out] of Object.entries(outputs)) {
    if (!out.entryPoint) continue;
    if (out.entryPoint.endsWith('client.tsx')) {
      entry = file;
      if (out.cssBundle) css.push(rel(out.cssBundle));
    } else if (file.endsWith('.css')) custom.push(rel(file));
    else if (ROUTE_ENTRY.test(out.entryPoint)) {
      const route = out.entryPoint.replace(ROUTE_ENTRY, '');
      chunks.set(route, { chunk: rel(file), preload: deps(file).map(rel) });
      if (out.cssBundle) pageCss.add(rel(out.cssBundle));
    } else if (out.entryPoint.endsWith(HYDRATE_PAGE)) {
      hydrate = [rel(file), ...deps(file).map(rel)];
    } else if (out.entryPoint === `tn:${moduleId.kit}`) {
      kit = [rel(file), ...deps(file).map(rel)];
    } else if (out.entryPoint.endsWith(ANALYTICS)) {
      analytics = [rel(file), ...deps(file).map(rel)];
    } else if (SHELL.some((s) => out.entryPoint!.endsWith(s))) {
      shell.push(rel(file), ...deps(file).map(rel));
    } else if (out.entryPoint.endsWith(BLOG_PAGES)) {
      blog = { chunk: rel(file), preload: deps(file).map(rel) };
    } else if (out.entryPoint.endsWith(MDX_COMPONENTS)) {
      mdx = { chunk: rel(file), preload: deps(file).map(rel) };
    }
  }
  css.push(...custom.sort(), ...[...pageCss].sort());
  // what the entry imports, and the hydration chunk it loads after the first paint (with the
  // analytics set up before hydrating, when the site has them)
  const first = [...deps(entry).map(rel), ...hydrate, ...(withAnalytics ? analytics : [])];
  const entryDeps = [...new Set(first)];
  const jsFiles = Object.keys(outputs)
    .filter((f) => f.endsWith('.js'))
    .map(rel);
  return { entry: rel(entry), css, chunks, jsFiles, entryDeps, blog, mdx, shell, kit };
}
