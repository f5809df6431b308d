/**
 * esbuild for the dev server. Unlike the build, nothing is split into shared chunks: the browser gets one
 * entry (runtime, theme, React) built once, and each route module is built on its own in a few milliseconds,
 * with React and the theme taken from the entry through a small registry. A change to one page therefore
 * rebuilds one small module and nothing else.
 */
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import type { RouteEntry } from '../build/types.js';
import { json, resolveMdLinks, routeModuleSource, themeAliases } from '../build/virtualModules.js';
import { THEME_ALIASES } from '../config/themeAliases.js';
import { TnError } from '../util/errors.js';
import { writeAside } from '../util/writeAside.js';
import { hash } from '../util/hash.js';
import { packageRoot } from '../util/packageRoot.js';
import { engineStamp } from '../util/engineStamp.js';
import { isPackageSpecifier, ownExternal } from '../util/ownExternal.js';
import type { RouteModule, SiteData } from '../../runtime/types.js';
import { assembleRouteModule, type RouteModuleInput } from './assembleRouteModule.js';
import { devSiteOptions, devSitePlugins } from './devSiteCode.js';

/** Modules a route module takes from the entry instead of bundling its own copy (one React, one theme). */
const SHARED = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  ...Object.keys(THEME_ALIASES),
];
const SHARED_FILTER = new RegExp(
  `^(${SHARED.map((s) => s.replace(/[/@.-]/g, '\\$&')).join('|')})$`,
);

const loaders: esbuild.BuildOptions['loader'] = {
  '.png': 'dataurl',
  '.jpg': 'dataurl',
  '.jpeg': 'dataurl',
  '.gif': 'dataurl',
  '.webp': 'dataurl',
  '.svg': 'dataurl',
  '.css': 'empty',
};

const FONTS: esbuild.BuildOptions['loader'] = {
  '.woff2': 'dataurl',
  '.woff': 'dataurl',
  '.ttf': 'dataurl',
  '.eot': 'dataurl',
};

/** Shared modules become `module.exports = __tn_require(id)`; the generated modules are served from memory. */
function routePlugin(input: RouteModuleInput, errors: TnError[]): esbuild.Plugin {
  return {
    name: 'tn-dev-route',
    setup(b) {
      b.onResolve({ filter: SHARED_FILTER }, (a) => ({ path: a.path, namespace: 'tn-shared' }));
      b.onLoad({ filter: /.*/, namespace: 'tn-shared' }, (a) => ({
        contents: `module.exports = __tn_require(${JSON.stringify(a.path)});`,
        loader: 'js',
      }));
      b.onResolve({ filter: /^(tnmdx:|tnsidebar:)/ }, (a) => ({ path: a.path, namespace: 'tn' }));
      b.onLoad({ filter: /.*/, namespace: 'tn' }, (a) => {
        if (a.path.startsWith('tnsidebar:'))
          return {
            contents: `export default ${json(input.sidebars[a.path.slice(10)])}`,
            loader: 'js',
          };
        const key = a.path.slice(6);
        const file = input.sources.get(key)!;
        const page = input.compiled.get(key);
        if (!page) return { contents: 'export default () => null;', loader: 'js' };
        const contents = resolveMdLinks(page, file, input.fileRoutes, errors, true);
        return { contents, loader: 'js', resolveDir: path.dirname(file) };
      });
    },
  };
}

function bundleError(e: unknown, route: RouteEntry): TnError {
  const first = (e as esbuild.BuildFailure).errors?.[0];
  const loc = first?.location;
  return new TnError('BUNDLE', first?.text ?? (e as Error).message, {
    loc: loc
      ? { file: loc.file.replace(/^tn:/, ''), line: loc.line, column: loc.column + 1 }
      : route.source
        ? { file: route.source }
        : undefined,
    frame: loc?.lineText,
    hint: 'An import of this page could not be resolved or compiled.',
  });
}

/**
 * One route's module: ESM for the browser, CommonJS for server rendering in this process. Returns the code
 * and the `.md` link errors found on the way. Plain Markdown pages are put together as text (no bundler).
 */
export function buildRouteModule(
  input: RouteModuleInput,
  target: 'browser' | 'node',
): Promise<{ code: string; errors: TnError[] }> {
  const assembled = assembleRouteModule(input, target);
  return assembled ? Promise.resolve(assembled) : bundleRouteModule(input, target);
}

/** The route's module bundled by esbuild: for pages with imports or exports of their own. */
export async function bundleRouteModule(
  input: RouteModuleInput,
  target: 'browser' | 'node',
): Promise<{ code: string; errors: TnError[] }> {
  const errors: TnError[] = [];
  const site = input.site;
  const own = site
    ? devSitePlugins(site, { target, errors, sources: input.sources, fileRoutes: input.fileRoutes })
    : [];
  try {
    const result = await esbuild.build({
      ...(site ? devSiteOptions(site) : {}),
      stdin: {
        contents: routeModuleSource(input.route),
        resolveDir: packageRoot(),
        loader: 'js',
      },
      bundle: true,
      write: false,
      format: target === 'browser' ? 'esm' : 'cjs',
      platform: target === 'browser' ? 'browser' : 'node',
      target: target === 'browser' ? 'es2022' : 'node20',
      jsx: 'automatic',
      logLevel: 'silent',
      charset: 'utf8',
      loader: { ...loaders, ...(site ? devSiteOptions(site).loader : {}) },
      define: { 'process.env.NODE_ENV': '"development"' },
      plugins: [routePlugin(input, errors), ...own],
    });
    return { code: result.outputFiles[0].text, errors };
  } catch (e) {
    throw bundleError(e, input.route);
  }
}

/** Runs a CommonJS route module with shared modules from `registry`; nothing is cached by Node's loader. */
export function evaluateRouteModule(code: string, registry: Record<string, unknown>): RouteModule {
  const nodeRequire = createRequire(path.join(packageRoot(), 'package.json'));
  const tnRequire = (id: string) => {
    if (id in registry) return registry[id];
    throw new Error(`tn-docs dev: ${id} is not shared with route modules`);
  };
  const module = { exports: {} as Record<string, unknown> };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the module was just built by esbuild
  const run = new Function('module', 'exports', 'require', '__tn_require', code) as (
    ...a: unknown[]
  ) => void;
  run(module, module.exports, nodeRequire, tnRequire);
  return module.exports as unknown as RouteModule;
}

export interface ServerRuntime {
  renderRoute: (site: SiteData, path: string, mod: RouteModule, production: boolean) => string;
  registry: Record<string, unknown>;
}

/**
 * Source of the shared-module registry (React and the theme aliases) that route modules take their imports
 * from: the same in the browser entry and in the server renderer, so both sides share one React.
 */
const REGISTRY_SOURCE = `
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as jsxDevRuntime from 'react/jsx-dev-runtime';
import * as ReactDOM from 'react-dom';
${Object.keys(THEME_ALIASES)
  .map((id, i) => `import * as T${i} from ${JSON.stringify(id)};`)
  .join('\n')}
const esm = (ns) => ({ __esModule: true, ...ns });
export const registry = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react/jsx-dev-runtime': jsxDevRuntime,
  'react-dom': ReactDOM,
${Object.keys(THEME_ALIASES)
  .map((id, i) => `  ${JSON.stringify(id)}: esm(T${i}),`)
  .join('\n')}
};
`;

// the renderer is one module for every site: \`tn:site\` (read by @docusaurus/Translate) is the site
// being rendered, which renderRoute makes current
const SERVER_ENTRY = `${REGISTRY_SOURCE}
import { renderRoute as render } from './app/server.tsx';
export function renderRoute(site, ...rest) {
  globalThis.__tn_dev_site = site;
  return render(site, ...rest);
}
`;

/** A plugin making `tn:site` the module `contents` (JavaScript whose default export is the site data). */
function siteModule(name: string, contents: string): esbuild.Plugin {
  return {
    name,
    setup(b) {
      b.onResolve({ filter: /^tn:site$/ }, () => ({ path: 'tn:site', namespace: 'tn-site' }));
      b.onLoad({ filter: /.*/, namespace: 'tn-site' }, () => ({ contents, loader: 'js' }));
    },
  };
}

/** `tn:site` in the server renderer: the site renderRoute was last given. */
const devServerSitePlugin = () =>
  siteModule(
    'tn-dev-server-site',
    'export default new Proxy({}, { get: (_, key) => globalThis.__tn_dev_site?.[key] });',
  );

/**
 * The renderer and the theme for server rendering, as one Node module in the site's cache folder,
 * importing tn-docs' packages by absolute address. Rebuilt only when the theme or the runtime changes
 * (tn-docs's own developers), so the old modules it leaves in Node's loader stay few. At start-up the
 * copy kept from the last run of this same copy of tn-docs is used.
 */
export async function loadServerRuntime(cacheDir: string, atStart = false): Promise<ServerRuntime> {
  const dir = path.join(cacheDir, 'renderer');
  const kept = path.join(dir, `dev-server-${engineStamp()}.mjs`);
  if (atStart && (await exists(kept)))
    return (await import(pathToFileURL(kept).href)) as ServerRuntime;
  const code = await bundleServerRuntime();
  await fs.mkdir(dir, { recursive: true });
  // a new name for each version: Node's loader keeps a module per address
  const file = path.join(dir, `dev-server-${hash(code)}.mjs`);
  // both written aside and renamed: a second `serve` of the site may be importing either right now
  await writeAside(file, code);
  await writeAside(kept, code);
  return (await import(pathToFileURL(file).href)) as ServerRuntime;
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/** tn-docs' own packages, imported from where tn-docs has them. */
function ownPackages(): esbuild.Plugin {
  return {
    name: 'tn-own-packages',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (a) =>
        a.pluginData === 'tn-own' || !isPackageSpecifier(a.path) ? undefined : ownExternal(b, a),
      );
    },
  };
}

async function bundleServerRuntime(): Promise<string> {
  const result = await esbuild.build({
    stdin: { contents: SERVER_ENTRY, resolveDir: packageRoot(), loader: 'js' },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    logLevel: 'silent',
    loader: { '.css': 'empty' },
    define: { __TN_DEV__: 'true', __TN_PRODUCTION__: 'false' },
    plugins: [devServerSitePlugin(), themeAliases(), ownPackages()],
  });
  return result.outputFiles[0].text;
}

const CLIENT_ENTRY = `${REGISTRY_SOURCE}
globalThis.__tn_require = (id) => registry[id];
import './runtime/dev/devClient.ts';
import './app/client.tsx';
`;

/** `tn:site` in the browser entry reads the site data the page carries, so a config edit needs no rebuild. */
const devSitePlugin = () =>
  siteModule(
    'tn-dev-site',
    'export default JSON.parse(document.getElementById("__tn_site").textContent);',
  );

export interface ClientBundle {
  js: string;
  map: string;
  css: string;
}

/**
 * The theme's stylesheet, then the site's own (customCss, KaTeX's): ready long before the script
 * bundle, so the first page can paint.
 */
export async function buildStylesheet(siteCss: string[] = []): Promise<string> {
  const files = [path.join(packageRoot(), 'theme', 'styles.css'), ...siteCss];
  const result = await esbuild.build({
    stdin: {
      contents: files.map((f) => `@import ${JSON.stringify(f)};`).join('\n'),
      resolveDir: packageRoot(),
      loader: 'css',
    },
    bundle: true,
    write: false,
    outdir: path.join(packageRoot(), '.tn-dev'),
    logLevel: 'silent',
    // a site's stylesheets bring fonts (KaTeX's): inlined, the dev server serves one stylesheet
    loader: { ...loaders, ...FONTS, '.css': 'css' },
  });
  return result.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? '';
}

/**
 * The browser entry (React, runtime, theme, the dev client) as an incremental context. React's development
 * build (its warnings, slower rendering) only when asked for.
 */
export async function createClientBundler(reactDevelopment = false): Promise<{
  build: () => Promise<ClientBundle>;
  dispose: () => Promise<void>;
}> {
  const root = packageRoot();
  const ctx = await esbuild.context({
    stdin: {
      contents: CLIENT_ENTRY,
      resolveDir: root,
      loader: 'js',
      sourcefile: 'tn-dev-entry.js',
    },
    bundle: true,
    write: false,
    outdir: path.join(root, '.tn-dev'),
    entryNames: 'entry',
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    logLevel: 'silent',
    charset: 'utf8',
    // a linked map: the browser fetches it only when its developer tools are open
    sourcemap: 'linked',
    loader: { ...loaders, '.css': 'css' },
    define: {
      // React's production build unless asked: a re-render after an edit costs a third as much
      'process.env.NODE_ENV': reactDevelopment ? '"development"' : '"production"',
      __TN_PRODUCTION__: 'false',
      __TN_DEV__: 'true',
    },
    plugins: [devSitePlugin(), themeAliases()],
  });
  return {
    async build() {
      const result = await ctx.rebuild();
      const text = (ext: string) =>
        result.outputFiles.find((f) => f.path.endsWith(ext))?.text ?? '';
      return { js: text('.js'), map: text('.js.map'), css: text('.css') };
    },
    dispose: () => ctx.dispose(),
  };
}
