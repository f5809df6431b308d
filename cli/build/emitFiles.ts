import fs from 'node:fs/promises';
import path from 'node:path';
import type { SiteConfig } from '../config/types.js';
import type { CompiledPage } from '../mdx/compileMdx.js';
import { hash } from '../util/hash.js';
import { encodeRoute } from '../../runtime/shared/url.js';
import type { Manifest } from '../../runtime/types.js';
import type { ClientAssets } from './bundle.js';
import type { RouteEntry } from './createRoutes.js';
import type { ContentGraph } from './types.js';

const xml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Route → chunk and title (and redirects), fetched by the router on the first client navigation. */
export function manifestJson(routes: RouteEntry[], assets: ClientAssets): string {
  const m: Manifest & { redirects: Record<string, string> } = {
    routes: {},
    notFound: assets.chunks.get('/404')!.chunk,
    redirects: {},
  };
  for (const r of routes) {
    if (r.data.kind === 'notFound') continue;
    if (r.data.kind === 'redirect') {
      m.redirects[r.route] = r.data.to;
      continue;
    }
    m.routes[r.route] = [assets.chunks.get(r.route)!.chunk, r.data.title];
  }
  return JSON.stringify(m);
}

function globToRegExp(glob: string): RegExp {
  // '/blog/tags/**' also matches '/blog/tags' itself: the tags index is a tag page too
  const re = glob
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\/\*\*$/, '\u{E001}')
    .replace(/\*\*/g, '\u{E000}')
    .replace(/\*/g, '[^/]*')
    .replace(/\u{E000}/gu, '.*')
    .replace(/\u{E001}/u, '(?:/.*)?');
  return new RegExp(`^${re}$`);
}

export function sitemapXml(config: SiteConfig, routes: RouteEntry[]): string | null {
  if (!config.sitemap) return null;
  const ignore = config.sitemap.ignorePatterns.map(globToRegExp);
  const urls = routes
    .filter(
      (r) =>
        !r.noIndex &&
        r.data.kind !== 'redirect' &&
        r.data.kind !== 'notFound' &&
        !ignore.some((re) => re.test(r.route)),
    )
    .map((r) => r.route)
    .sort();
  const base = config.url + config.baseUrl.replace(/\/$/, '');
  const body = urls
    .map(
      (u) =>
        `<url><loc>${xml(base + encodeRoute(u))}</loc><changefreq>${config.sitemap!.changefreq}</changefreq><priority>${config.sitemap!.priority}</priority></url>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${body}</urlset>\n`;
}

export function feeds(config: SiteConfig, graph: ContentGraph): Record<string, string> {
  if (!config.blog || !graph.posts.length) return {};
  const blog = config.blog;
  const base = config.url + config.baseUrl.replace(/\/$/, '');
  const posts = graph.posts.filter((p) => !p.unlisted).slice(0, 20);
  const home = `${base}/${blog.routeBasePath}`;
  const updated = posts[0]
    ? new Date(posts[0].date + 'T00:00:00Z').toISOString()
    : new Date(0).toISOString();
  const out: Record<string, string> = {};
  if (blog.feedOptions.type === 'rss' || blog.feedOptions.type === 'all') {
    out[`${blog.routeBasePath}/rss.xml`] =
      `<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>${xml(blog.feedOptions.title)}</title><link>${xml(home)}</link><description>${xml(blog.feedOptions.description)}</description><language>${config.locale}</language><lastBuildDate>${new Date(updated).toUTCString()}</lastBuildDate><copyright>${xml(blog.feedOptions.copyright)}</copyright><atom:link href="${xml(home)}/rss.xml" rel="self" type="application/rss+xml"/>` +
      posts
        .map(
          (p) =>
            `<item><title>${xml(p.title)}</title><link>${xml(base + encodeRoute(p.route))}</link><guid>${xml(base + encodeRoute(p.route))}</guid><pubDate>${new Date(p.date + 'T00:00:00Z').toUTCString()}</pubDate>${p.description ? `<description>${xml(p.description)}</description>` : ''}${p.authors.map((a) => `<author>${xml(a.name)}</author>`).join('')}${p.tags.map((t) => `<category>${xml(t.label)}</category>`).join('')}</item>`,
        )
        .join('') +
      '</channel></rss>\n';
  }
  if (blog.feedOptions.type === 'atom' || blog.feedOptions.type === 'all') {
    out[`${blog.routeBasePath}/atom.xml`] =
      `<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom"><id>${xml(home)}</id><title>${xml(blog.feedOptions.title)}</title><updated>${updated}</updated><link rel="alternate" href="${xml(home)}"/><link rel="self" href="${xml(home)}/atom.xml"/><subtitle>${xml(blog.feedOptions.description)}</subtitle><rights>${xml(blog.feedOptions.copyright)}</rights>` +
      posts
        .map(
          (p) =>
            `<entry><title type="html">${xml(p.title)}</title><id>${xml(base + encodeRoute(p.route))}</id><link href="${xml(base + encodeRoute(p.route))}"/><updated>${new Date(p.date + 'T00:00:00Z').toISOString()}</updated>${p.description ? `<summary type="html">${xml(p.description)}</summary>` : ''}${p.authors.map((a) => `<author><name>${xml(a.name)}</name>${a.url ? `<uri>${xml(a.url)}</uri>` : ''}</author>`).join('')}${p.tags.map((t) => `<category term="${xml(t.label)}"/>`).join('')}</entry>`,
        )
        .join('') +
      '</feed>\n';
  }
  return out;
}

/** Title, route, description and headings of every indexable page, loaded by the search box on first use. */
export function searchIndex(
  routes: RouteEntry[],
  compiled: Map<string, CompiledPage>,
): { name: string; text: string } {
  const entries = routes
    .filter(
      (r) =>
        !r.noIndex &&
        (r.data.kind === 'doc' || r.data.kind === 'page' || r.data.kind === 'blogPost'),
    )
    .map((r) => {
      const key = r.content && 'mdx' in r.content ? r.content.mdx : undefined;
      const toc = key ? (compiled.get(key)?.toc ?? []) : [];
      return {
        t: r.data.title,
        r: r.route,
        d: r.data.description,
        h: toc.filter((t) => t.level <= 3).map((t) => [t.value, t.id]),
      };
    });
  const text = JSON.stringify(entries);
  return { name: `assets/search.${hash(text, 8)}.json`, text };
}

export function robotsTxt(config: SiteConfig): string {
  return `User-agent: *\nAllow: /\n${config.sitemap ? `\nSitemap: ${config.url}${config.baseUrl}sitemap.xml\n` : ''}`;
}

export async function copyStatic(staticDir: string, outDir: string): Promise<number> {
  let count = 0;
  const walk = async (dir: string) => {
    let entries;
    try {
      entries = await fs.readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const src = path.join(dir, e.name);
      const dst = path.join(outDir, path.relative(staticDir, src));
      if (e.isDirectory()) {
        await fs.mkdir(dst, { recursive: true });
        await walk(src);
      } else {
        await fs.copyFile(src, dst);
        count++;
      }
    }
  };
  await fs.mkdir(outDir, { recursive: true });
  await walk(staticDir);
  return count;
}

export async function writeFiles(
  outDir: string,
  files: Record<string, string | Buffer>,
): Promise<void> {
  await Promise.all(
    Object.entries(files).map(async ([name, content]) => {
      const file = path.join(outDir, name);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, content);
    }),
  );
}
