/**
 * Markdown twins, `/llms.txt` and `/llms-full.txt` (issue 31, llmstxt.org). Each docs page, blog
 * post and Markdown page gets its Markdown (compiled by remarkTwin.ts) at its URL + `.md`, under
 * its title, with links to this site's pages pointing at their twins and every site URL absolute.
 */
import type { SiteConfig } from '../config/types.js';
import type { CompiledPage } from '../mdx/compileMdx.js';
import { CANDIDATE_SEPARATOR } from '../mdx/mdLinkCandidates.js';
import { MD_LINK_PREFIX, TWIN_CARDS, TWIN_LINK_PATTERN } from '../mdx/markers.js';
import type { SidebarNode } from '../../runtime/types.js';
import {
  applyTrailingSlash,
  decodeSafe,
  encodeRoute,
  EXTERNAL_URL,
  normalizeRoute,
  twinPath,
  urlEndsInSlash,
} from '../../runtime/shared/url.js';
import { flattenSidebar } from './resolveSidebars.js';
import type { ContentGraph, RouteEntry } from './types.js';

export const LLMS_TXT = 'llms.txt';
export const LLMS_FULL_TXT = 'llms-full.txt';

/** A route that has a twin, with what its twin is made of. */
export interface TwinPage {
  route: RouteEntry;
  title: string;
  description?: string;
  page: CompiledPage;
  /** Where its relative links start: its URL ends in '/'. */
  slashed: boolean;
}

/**
 * Routes with a twin: docs, blog posts and Markdown pages (the dev server's pages not compiled yet
 * too, whose twins it writes when asked).
 */
export function twinPages(
  config: SiteConfig,
  routes: Iterable<RouteEntry>,
  compiled: Map<string, CompiledPage>,
): Map<string, TwinPage> {
  const out = new Map<string, TwinPage>();
  if (!config.markdownTwins) return out;
  const all = [...routes];
  // a route at a twin's URL (a client redirect from `/docs/x.md`) keeps that URL: no twin there
  const taken = new Set(all.map((r) => r.route));
  for (const route of all) {
    const { data } = route;
    if (data.kind !== 'doc' && data.kind !== 'blogPost' && data.kind !== 'page') continue;
    if (route.route !== '/' && taken.has(`${route.route.replace(/\/+$/, '')}.md`)) continue;
    const page = route.content && 'mdx' in route.content ? compiled.get(route.content.mdx) : null;
    if (!page) continue;
    const title =
      (data.kind === 'doc' ? data.heading : undefined) ??
      data.title ??
      page.contentTitle ??
      route.route;
    const index = data.kind === 'doc' && data.trailingSlash === true;
    const slashed = urlEndsInSlash(route.route, config.trailingSlash, index);
    out.set(route.route, { route, title, description: data.description, page, slashed });
  }
  return out;
}

/**
 * The route whose twin a URL path (encoded) names ("/docs/a%20b.md" → "/docs/a b", "/index.md" →
 * "/"), if any.
 */
export function routeOfTwinPath(pathname: string): string | null {
  if (!pathname.endsWith('.md')) return null;
  return pathname === '/index.md' ? '/' : normalizeRoute(pathname.slice(0, -3));
}

/** The site's absolute URL of a site path ("/docs/a b" → "https://x.io/base/docs/a%20b"). */
function absolute(config: SiteConfig, sitePath: string): string {
  return config.url + config.baseUrl.replace(/\/$/, '') + sitePath;
}

/** A twin's absolute URL, parentheses escaped so it can stand in a Markdown link as it is. */
export function twinUrl(config: SiteConfig, route: string): string {
  return absolute(config, twinPath(route)).replace(/\(/g, '%28').replace(/\)/g, '%29');
}

/**
 * Where a link of a twin goes: a page with a twin → that twin; another site path → its absolute
 * URL; an external URL or a `#fragment` as written.
 */
export function twinTarget(
  config: SiteConfig,
  twins: Map<string, TwinPage>,
  fileRoutes: Map<string, string>,
  from: TwinPage,
  link: string,
): string {
  let target = link;
  if (link.startsWith(MD_LINK_PREFIX)) {
    const [encoded, ...hash] = link.slice(MD_LINK_PREFIX.length).split('#');
    const candidates = encoded.split(CANDIDATE_SEPARATOR).map(decodeSafe);
    const route = candidates.map((c) => fileRoutes.get(c)).find((r) => r !== undefined);
    const anchor = hash.length ? '#' + hash.join('#') : '';
    // a route may hold `#` or `%` (from a file name): it is encoded here, not read as a URL again
    if (route !== undefined) {
      if (twins.has(route)) return twinUrl(config, route) + anchor;
      const shown = applyTrailingSlash(route, config.trailingSlash);
      return (
        absolute(config, encodeRoute(shown)).replace(/\(/g, '%28').replace(/\)/g, '%29') + anchor
      );
    }
    target = writtenLink(from.page, candidates[candidates.length - 1]);
  }
  if (EXTERNAL_URL.test(target) || target.startsWith('#') || target === '') return target;
  if (!target.startsWith('/')) {
    const base = `http://x${encodeRoute(from.route.route)}${from.slashed ? '/' : ''}`;
    const url = new URL(target, base);
    target = decodeSafe(url.pathname) + url.search + url.hash;
  }
  const end = target.search(/[?#]/);
  const [pathname, rest] = end === -1 ? [target, ''] : [target.slice(0, end), target.slice(end)];
  const route = normalizeRoute(pathname);
  if (twins.has(route)) return twinUrl(config, route) + rest;
  const shown = applyTrailingSlash(decodeSafe(pathname), config.trailingSlash);
  return absolute(config, encodeRoute(shown)).replace(/\(/g, '%28').replace(/\)/g, '%29') + rest;
}

/**
 * The page's own link that a twin's link comes from (a `.md` link is held in its resolved form), so
 * that a finding about it is placed where the page's checks placed theirs.
 */
export function pageLinkOf(
  page: CompiledPage,
  link: string,
): CompiledPage['links'][number] | undefined {
  if (!link.startsWith(MD_LINK_PREFIX)) return page.links.find((l) => l.url === link);
  const candidates = link.slice(MD_LINK_PREFIX.length).split('#')[0].split(CANDIDATE_SEPARATOR);
  const url = writtenLink(page, decodeSafe(candidates[candidates.length - 1]));
  return page.links.find((l) => l.url === url);
}

/** The link as written in the page, for a `.md` link whose file is not a page. */
function writtenLink(page: CompiledPage, target: string): string {
  const link = page.links.find((l) =>
    target.endsWith(decodeSafe(l.url.split('#')[0]).replace(/^(\.\.?\/)+/, '')),
  );
  return link?.url ?? '#';
}

/** What a twin's links are resolved against. */
export interface TwinContext {
  config: SiteConfig;
  twins: Map<string, TwinPage>;
  fileRoutes: Map<string, string>;
  sidebars: Record<string, SidebarNode[]>;
}

/** One twin's text: its title, then its body with its links written out. */
export function twinText(ctx: TwinContext, twin: TwinPage): string {
  const { config, twins, fileRoutes } = ctx;
  const { markdown, links } = twin.page.twin ?? { markdown: '', links: [] };
  const target = (link: string) => twinTarget(config, twins, fileRoutes, twin, link);
  const body = markdown
    .replace(TWIN_LINK_PATTERN, (_m, i: string) => target(links[Number(i)]))
    .replace(new RegExp(`^${TWIN_CARDS}$`, 'gm'), () => cards(ctx, twin, target));
  const title = `# ${escapeTitle(twin.title)}\n\n`;
  return title + body;
}

/**
 * `<DocCardList />` on a category's page: a list of the category's items, as its cards link them
 * (theme/docusaurus/DocCardList.tsx).
 */
function cards(ctx: TwinContext, twin: TwinPage, target: (link: string) => string): string {
  const route = twin.route.route;
  const find = (nodes: SidebarNode[]): SidebarNode[] | undefined => {
    for (const n of nodes) {
      if (n.type !== 'category') continue;
      if (n.link?.route === route) return n.items;
      const inner = find(n.items);
      if (inner) return inner;
    }
    return undefined;
  };
  const items = twin.route.sidebar ? find(ctx.sidebars[twin.route.sidebar] ?? []) : undefined;
  const hrefOf = (n: SidebarNode): string | undefined =>
    n.type === 'doc'
      ? n.route
      : n.type === 'link'
        ? n.href
        : (n.link?.route ?? n.items.map(hrefOf).find(Boolean));
  const lines = (items ?? []).flatMap((n) => {
    const href = hrefOf(n);
    if (!href) return [];
    const label = n.type === 'category' ? `${n.label} ›` : n.label;
    return [`- [${label.replace(/[[\]\\]/g, (c) => '\\' + c)}](${target(href)})`];
  });
  return lines.join('\n');
}

/** A title as Markdown text: characters Markdown would read as syntax escaped. */
function escapeTitle(s: string): string {
  return s.replace(/[\\`*_[\]<>#]/g, (c) => '\\' + c).replace(/\s+/g, ' ');
}

/** The twins in reading order: each sidebar's docs, other docs, blog posts, Markdown pages. */
export function readingOrder(
  config: SiteConfig,
  graph: ContentGraph,
  twins: Map<string, TwinPage>,
): { name: string; pages: TwinPage[] }[] {
  const listed = (route: string) => {
    const t = twins.get(route);
    return t && !t.route.noIndex ? t : undefined;
  };
  const seen = new Set<string>();
  const take = (routes: string[]) =>
    routes.flatMap((r) => {
      const t = listed(r);
      if (!t || seen.has(r)) return [];
      seen.add(r);
      return [t];
    });
  const names = sidebarNames(config, graph);
  const sections = Object.entries(graph.sidebars).map(([id, items]) => ({
    name: names.get(id) ?? id,
    pages: take(flattenSidebar(items).map((d) => d.route)),
  }));
  sections.push({ name: 'Other docs', pages: take(graph.docs.map((d) => d.route)) });
  sections.push({ name: 'Blog', pages: take(graph.posts.map((p) => p.route)) });
  sections.push({ name: 'Pages', pages: take(graph.pages.map((p) => p.route)) });
  return sections.filter((s) => s.pages.length > 0);
}

/** A sidebar's name as the navbar shows it (the label of the item opening it), else its id. */
function sidebarNames(config: SiteConfig, graph: ContentGraph): Map<string, string> {
  const names = new Map<string, string>();
  type Item = { type?: string; label?: string; docId?: string; sidebarId?: string; items?: Item[] };
  const walk = (items: Item[]) => {
    for (const item of items) {
      const sidebar =
        item.type === 'docSidebar'
          ? item.sidebarId
          : item.type === 'doc' && item.docId
            ? graph.docSidebar[item.docId]
            : undefined;
      if (sidebar && item.label && !names.has(sidebar)) names.set(sidebar, item.label);
      if (item.items) walk(item.items);
    }
  };
  walk(config.navbar.items);
  return names;
}

/** One line of llms.txt's text: no line breaks, which would end the list item. */
const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

/** llms.txt: the site's title and tagline, then a section of links per sidebar and the blog. */
export function llmsTxt(
  config: SiteConfig,
  sections: { name: string; pages: TwinPage[] }[],
): string {
  const lines = [`# ${oneLine(config.title)}`, ''];
  if (config.tagline) lines.push(`> ${oneLine(config.tagline)}`, '');
  for (const s of sections) {
    lines.push(`## ${oneLine(s.name)}`, '');
    for (const p of s.pages) {
      const label = oneLine(p.title).replace(/[[\]\\]/g, (c) => '\\' + c);
      const note = p.description ? `: ${oneLine(p.description)}` : '';
      lines.push(`- [${label}](${twinUrl(config, p.route.route)})${note}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

/** The twin of one route (the dev server's answer to `/x.md`); null when it has none. */
export function twinOfRoute(
  config: SiteConfig,
  graph: ContentGraph,
  routes: Iterable<RouteEntry>,
  compiled: Map<string, CompiledPage>,
  fileRoutes: Map<string, string>,
  route: string,
): string | null {
  const twins = twinPages(config, routes, compiled);
  const twin = twins.get(route);
  if (!twin) return null;
  return twinText({ config, twins, fileRoutes, sidebars: graph.sidebars }, twin);
}

/**
 * Every file of the twins: each page's `.md`, llms.txt and llms-full.txt (the listed twins in
 * llms.txt's order, each under its URL). Empty when the config turns twins off.
 */
export function markdownTwinFiles(
  config: SiteConfig,
  graph: ContentGraph,
  routes: Iterable<RouteEntry>,
  compiled: Map<string, CompiledPage>,
  fileRoutes: Map<string, string>,
): Record<string, string> {
  const twins = twinPages(config, routes, compiled);
  if (twins.size === 0) return {};
  const ctx: TwinContext = { config, twins, fileRoutes, sidebars: graph.sidebars };
  const files: Record<string, string> = {};
  const texts = new Map<string, string>();
  for (const twin of twins.values()) {
    const text = twinText(ctx, twin);
    texts.set(twin.route.route, text);
    files[decodeSafe(twinPath(twin.route.route)).slice(1)] = text;
  }
  const sections = readingOrder(config, graph, twins);
  files[LLMS_TXT] = llmsTxt(config, sections);
  const head = [`# ${oneLine(config.title)}`, ''];
  if (config.tagline) head.push(`> ${oneLine(config.tagline)}`, '');
  // each twin as written above, its URL under its title (the title is its first line)
  const underUrl = (p: TwinPage) => {
    const text = texts.get(p.route.route)!;
    const end = text.indexOf('\n\n') + 2;
    const source = `Source: <${twinUrl(config, p.route.route)}>\n\n`;
    return (text.slice(0, end) + source + text.slice(end)).trimEnd();
  };
  const pages = sections.flatMap((s) => s.pages);
  files[LLMS_FULL_TXT] = [head.join('\n'), ...pages.map(underUrl)].join('\n\n') + '\n';
  return files;
}
