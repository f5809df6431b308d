import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { SiteConfig } from '../config/types.js';
import { TnError } from '../util/errors.js';
import { workerBundle } from '../util/workerBundle.js';
import { colorModeScript } from '../../runtime/shared/colorModeScript.js';
import { STORAGE_KEYS } from '../../runtime/shared/storageKeys.js';
import { encodeRoute } from '../../runtime/shared/url.js';
import type { RouteModule, SiteData } from '../../runtime/types.js';
import type { ClientAssets } from './bundle.js';
import type { RouteEntry } from './createRoutes.js';

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function outputFileFor(route: string): string {
  if (route === '/404') return '404.html';
  return route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
}

export function pageTitle(route: RouteEntry, site: SiteData): string {
  if (route.route === '/') return site.tagline ? `${site.title} · ${site.tagline}` : site.title;
  if (route.data.kind === 'notFound') return `Page Not Found | ${site.title}`;
  return `${route.data.title} | ${site.title}`;
}

/** The document around the React markup: head (owned here, not by React), boot data, scripts. */
function documentHtml(o: {
  config: SiteConfig;
  site: SiteData;
  route: RouteEntry;
  body: string;
  assets: ClientAssets;
}): string {
  const { config, site, route, assets } = o;
  const base = config.baseUrl;
  const href = (p: string) => base + p;
  const title = pageTitle(route, site);
  const description = route.data.description ?? config.tagline;
  const canonical =
    config.url + base.replace(/\/$/, '') + encodeRoute(route.route === '/' ? '/' : route.route);
  const chunk = assets.chunks.get(route.route)!;
  const boot = JSON.stringify({ path: route.route, chunk: chunk.chunk }).replace(/</g, '\\u003c');
  const script = colorModeScript({
    defaultMode: config.colorMode.defaultMode,
    respectPrefersColorScheme: config.colorMode.respectPrefersColorScheme,
    storageType: config.storage.type,
    key: STORAGE_KEYS.colorMode + (config.storage.namespace ? `-${config.storage.namespace}` : ''),
  });
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${esc(title)}</title>`,
    `<meta name="description" content="${esc(description)}">`,
    `<link rel="canonical" href="${esc(canonical)}">`,
    `<meta property="og:title" content="${esc(title)}">`,
    `<meta property="og:description" content="${esc(description)}">`,
    `<meta property="og:url" content="${esc(canonical)}">`,
    `<meta property="og:type" content="${route.data.kind === 'blogPost' ? 'article' : 'website'}">`,
    `<meta property="og:site_name" content="${esc(config.title)}">`,
    '<meta name="twitter:card" content="summary">',
    route.data.kind === 'doc' || route.data.kind === 'blogPost'
      ? `<meta name="docsearch:language" content="${config.locale}">`
      : '',
    route.noIndex ? '<meta name="robots" content="noindex, nofollow">' : '',
    '<meta name="color-scheme" content="dark light">',
    // no favicon configured: say so, or every browser asks for /favicon.ico and logs a 404
    config.favicon
      ? `<link rel="icon" href="${esc(href(config.favicon.replace(/^\//, '')))}">`
      : '<link rel="icon" href="data:,">',
    config.blog
      ? `<link rel="alternate" type="application/rss+xml" href="${href(config.blog.routeBasePath + '/rss.xml')}" title="${esc(config.blog.feedOptions.title)} RSS Feed">`
      : '',
    `<script>${script}</script>`,
    ...assets.css.map((c) => `<link rel="stylesheet" href="${href(c)}">`),
    `<link rel="modulepreload" href="${href(assets.entry)}">`,
    ...[chunk.chunk, ...chunk.preload].map((c) => `<link rel="modulepreload" href="${href(c)}">`),
    `<script type="module" src="${href(assets.entry)}"></script>`,
  ]
    .filter(Boolean)
    .join('\n');
  return `<!doctype html>\n<html lang="${config.locale}" dir="ltr" data-theme="${config.colorMode.defaultMode}">\n<head>\n${head}\n</head>\n<body>\n<div id="__tn">${o.body}</div>\n<script id="__tn_boot" type="application/json">${boot}</script>\n</body>\n</html>\n`;
}

/** A static redirect page: works without JavaScript (meta refresh) and tells crawlers the canonical URL. */
function redirectHtml(config: SiteConfig, to: string): string {
  const target =
    config.baseUrl.replace(/\/$/, '') +
    encodeRoute(to.split('#')[0]) +
    (to.includes('#') ? '#' + to.split('#')[1] : '');
  const abs = config.url + target;
  return `<!doctype html>\n<html lang="${config.locale}">\n<head>\n<meta charset="utf-8">\n<title>Redirecting to ${esc(to)}</title>\n<meta http-equiv="refresh" content="0; url=${esc(target)}">\n<link rel="canonical" href="${esc(abs)}">\n<meta name="robots" content="noindex">\n<script>location.replace(${JSON.stringify(target)}+location.search+location.hash)</script>\n</head>\n<body>\n<p>This page has moved to <a href="${esc(target)}">${esc(to)}</a>.</p>\n</body>\n</html>\n`;
}

export interface RenderOptions {
  config: SiteConfig;
  site: SiteData;
  routes: RouteEntry[];
  serverFile: string;
  assets: ClientAssets;
  outDir: string;
  production: boolean;
}

/** Renders routes [start, end) and writes their HTML files. Runs in the main thread or in a render worker. */
export async function renderRange(o: RenderOptions, start: number, end: number): Promise<number> {
  const server = (await import(pathToFileURL(o.serverFile).href)) as {
    renderRoute: (site: SiteData, path: string, mod: RouteModule, production: boolean) => string;
    routes: RouteModule[];
  };
  const dirs = new Set<string>();
  let written = 0;
  const writes: Promise<void>[] = [];
  for (let i = start; i < end; i++) {
    const route = o.routes[i];
    let html: string;
    if (route.data.kind === 'redirect') html = redirectHtml(o.config, route.data.to);
    else {
      let body: string;
      try {
        body = server.renderRoute(o.site, route.route, server.routes[i], o.production);
      } catch (e) {
        throw new TnError('RENDER', `Rendering ${route.route} failed: ${(e as Error).message}`, {
          loc: route.source ? { file: route.source } : undefined,
          hint: 'A component on this page threw during server rendering; check the components and imports it uses.',
          cause: e,
        });
      }
      html = documentHtml({ config: o.config, site: o.site, route, body, assets: o.assets });
    }
    const file = path.join(o.outDir, outputFileFor(route.route));
    const dir = path.dirname(file);
    if (!dirs.has(dir)) {
      dirs.add(dir);
      await fs.mkdir(dir, { recursive: true });
    }
    writes.push(fs.writeFile(file, html));
    written++;
    if (writes.length >= 64) await Promise.all(writes.splice(0));
  }
  await Promise.all(writes);
  return written;
}

/** Small sites render in this thread; large ones are split across worker threads (start-up costs ~150 ms each). */
export async function renderPages(o: RenderOptions): Promise<number> {
  const from = Number(process.env.TN_DOCS_RENDER_THREADS_FROM ?? 600); // tests lower it to exercise the worker path
  const threads = o.routes.length >= from ? Math.max(2, Math.min(os.availableParallelism(), 4)) : 1;
  if (threads === 1) return renderRange(o, 0, o.routes.length);
  const script = await workerBundle('cli/build/renderWorker.ts');
  const size = Math.ceil(o.routes.length / threads);
  const counts = await Promise.all(
    Array.from(
      { length: threads },
      (_, t) =>
        new Promise<number>((resolve, reject) => {
          const w = new Worker(script, {
            workerData: {
              options: o,
              start: t * size,
              end: Math.min(o.routes.length, (t + 1) * size),
            },
          });
          w.once(
            'message',
            (m: {
              written?: number;
              error?: { code: string; message: string; file?: string; hint?: string };
            }) => {
              void w.terminate();
              if (m.error)
                reject(
                  new TnError(m.error.code, m.error.message, {
                    loc: m.error.file ? { file: m.error.file } : undefined,
                    hint: m.error.hint,
                  }),
                );
              else resolve(m.written!);
            },
          );
          w.once('error', reject);
        }),
    ),
  );
  return counts.reduce((a, b) => a + b, 0);
}
