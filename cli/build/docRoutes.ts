import type { SiteConfig } from '../config/types.js';
import type { CompiledPage } from '../mdx/compileMdx.js';
import { filterToc } from '../mdx/remarkHeadings.js';
import { TnError } from '../util/errors.js';
import type { RouteData, SidebarNode } from '../../runtime/types.js';
import { compileKey } from './compileKey.js';
import { headMeta } from './headMeta.js';
import { ownId, setKeyOf } from './loadDocsSets.js';
import { flattenSidebar } from './resolveSidebars.js';
import type { ContentGraph, DocMeta, RouteEntry } from './types.js';

type DocData = Extract<RouteData, { kind: 'doc' }>;
type PageLink = { label: string; route: string };

/** One route per doc: content, sidebar, TOC, pagination and breadcrumbs. */
export function docRoutes(
  graph: ContentGraph,
  compiled: Map<string, CompiledPage>,
  config: SiteConfig,
): RouteEntry[] {
  const byId = new Map(graph.docs.map((d) => [d.id, d]));
  const latest = latestRoutes(graph, config);
  const banner = versionBanners(config);
  // one walk per sidebar, not one per doc: a 10,000-page site would otherwise walk 10,000² items
  const indexes = new Map<string, SidebarIndex>();
  const indexOf = (name: string) => {
    let index = indexes.get(name);
    if (!index) indexes.set(name, (index = sidebarIndex(graph.sidebars[name])));
    return index;
  };
  return graph.docs.map((doc) => {
    const page = compiled.get(compileKey.doc(doc.id))!;
    const sidebarName = graph.docSidebar[doc.id];
    const index = sidebarName ? indexOf(sidebarName) : null;
    const { prev, next } = index ? neighbours(index, doc.id, byId) : {};
    const data: DocData = {
      kind: 'doc',
      id: doc.id,
      title: doc.title,
      // an h1 kept in the content is the page's title: none is drawn above it (as Docusaurus)
      heading: page.titleInContent ? undefined : page.contentTitle,
      trailingSlash: doc.trailingSlash || undefined,
      version: doc.version,
      latestRoute: latest(doc),
      versionBanner: latest(doc) === undefined ? undefined : banner(doc),
      description: doc.description,
      hideTitle: doc.hideTitle || page.titleInContent === true,
      toc: doc.hideTableOfContents ? [] : filterToc(page.toc, doc.tocMin, doc.tocMax),
      lastUpdate: shownLastUpdate(doc, config),
      editUrl: doc.editUrl,
      prev: paginationLink(doc, 'pagination_prev', doc.paginationPrev, byId, prev),
      next: paginationLink(doc, 'pagination_next', doc.paginationNext, byId, next),
      breadcrumbs: (crumbsShown(doc, config) && index?.crumbs.get(doc.route)) || [],
      ...(doc.tags ? { tags: doc.tags } : {}),
    };
    return {
      route: doc.route,
      source: doc.file.rel,
      slugLine: doc.file.keyLines.slug,
      content: { mdx: compileKey.doc(doc.id) },
      sidebar: sidebarName,
      noIndex: doc.unlisted,
      lastmod: doc.lastUpdate.timestamp,
      meta: headMeta(doc.file.frontMatter),
      data,
    };
  });
}

interface SidebarIndex {
  /** Docs in reading order (category links first). */
  order: ReturnType<typeof flattenSidebar>;
  /** Doc id → its first place in `order`. */
  at: Map<string, number>;
  /** Route → the categories above its first appearance. */
  crumbs: Map<string, DocData['breadcrumbs']>;
}

function sidebarIndex(sidebar: SidebarNode[]): SidebarIndex {
  const order = flattenSidebar(sidebar);
  const at = new Map<string, number>();
  order.forEach((o, i) => {
    if (!at.has(o.id)) at.set(o.id, i);
  });
  const crumbs = new Map<string, DocData['breadcrumbs']>();
  const walk = (list: SidebarNode[], trail: DocData['breadcrumbs']) => {
    for (const item of list) {
      if (item.type === 'doc' && !crumbs.has(item.route)) crumbs.set(item.route, trail);
      if (item.type !== 'category') continue;
      if (item.link && !crumbs.has(item.link.route)) crumbs.set(item.link.route, trail);
      walk(item.items, [...trail, { label: item.label, route: item.link?.route }]);
    }
  };
  walk(sidebar, []);
  return { order, at, crumbs };
}

/**
 * For the docs of a version other than the latest: the same doc in the latest version of its own
 * docs instance, else that version's first page (Docusaurus's "see the latest version" banner).
 * Docs instances may name their versions alike (`1.2.0` in two of them): a doc's instance is the
 * docs set its id is prefixed with.
 */
export function latestRoutes(
  graph: ContentGraph,
  config: Pick<SiteConfig, 'docsSets'>,
): (doc: DocMeta) => string | undefined {
  const last = graph.versions.find((v) => v.isLast);
  const sets = config.docsSets ?? [];
  // versions in the default instance, or in another one (whose versions graph.versions omits)
  const others = sets.some(
    (s) => s.instance && s.instance !== 'default' && s.version && !s.version.isLast,
  );
  if ((!last || graph.versions.length < 2) && !others) return () => undefined;
  const setOf = (id: string) =>
    id.includes('::') ? sets.find((s) => id.startsWith(`${s.key}::`)) : undefined;
  const instanceOf = (doc: DocMeta) => setOf(doc.id)?.instance ?? 'default';
  // the docs in each instance's last version, by their own id; the default instance's last
  // version is the main docs (no set) or one of its version sets
  const lastSetKey = new Map<string, string>();
  for (const s of sets) if (s.version?.isLast) lastSetKey.set(s.instance ?? 'default', s.key);
  const inLastOf = (doc: DocMeta) => {
    const set = setOf(doc.id);
    const instance = set?.instance ?? 'default';
    return set ? set.key === lastSetKey.get(instance) : !lastSetKey.has('default');
  };
  const inLast = new Map<string, Map<string, string>>();
  for (const d of graph.docs.filter(inLastOf)) {
    const instance = instanceOf(d);
    if (!inLast.has(instance)) inLast.set(instance, new Map());
    inLast.get(instance)!.set(ownId(d.id), d.route);
  }
  const main = last && (graph.docs.find((d) => d.id === last.mainDocId)?.route ?? last.path);
  return (doc) => {
    if (doc.version === undefined || inLastOf(doc)) return undefined;
    const instance = instanceOf(doc);
    const own = inLast.get(instance);
    if (!own) return undefined;
    return own.get(ownId(doc.id)) ?? (instance === 'default' ? main : own.values().next().value);
  };
}

/**
 * The banner of a doc in another docs instance than the default one (whose versions the theme
 * reads from the site's data): its version's label and banner, and its instance's latest label.
 */
function versionBanners(
  config: Pick<SiteConfig, 'docsSets'>,
): (doc: DocMeta) => DocData['versionBanner'] {
  const sets = config.docsSets ?? [];
  return (doc) => {
    if (!doc.id.includes('::')) return undefined;
    const set = sets.find((s) => doc.id.startsWith(`${s.key}::`));
    const instance = set?.instance;
    if (!set?.version || !instance || instance === 'default') return undefined;
    const { banner, label } = set.version;
    const latestLabel = sets.find((s) => s.instance === instance && s.version?.isLast)?.version
      ?.label;
    if (!banner || banner === 'none' || latestLabel === undefined) return undefined;
    return { banner, label, latestLabel };
  };
}

/** The docs before and after this one in its sidebar's reading order. */
function neighbours(
  { order, at: places }: SidebarIndex,
  id: string,
  byId: Map<string, DocMeta>,
): { prev?: PageLink; next?: PageLink } {
  const at = places.get(id) ?? -1;
  // a doc's pagination_label over its sidebar label, as Docusaurus labels the links
  const label = (i: number) => byId.get(order[i].id)?.paginationLabel ?? order[i].label;
  const link = (i: number) =>
    at >= 0 && order[i] ? { label: label(i), route: order[i].route } : undefined;
  return { prev: at > 0 ? link(at - 1) : undefined, next: link(at + 1) };
}

/** Whether the doc's docs (its own set's, or the main docs) show breadcrumbs (`breadcrumbs`). */
function crumbsShown(doc: DocMeta, config: SiteConfig): boolean {
  const key = setKeyOf(doc.id);
  const docs =
    key === undefined ? config.docs : (config.docsSets ?? []).find((s) => s.key === key)?.docs;
  return docs ? docs.breadcrumbs !== false : true;
}

function shownLastUpdate(doc: DocMeta, config: SiteConfig): DocData['lastUpdate'] {
  const docs = config.docs;
  if (!docs || !(docs.showLastUpdateAuthor || docs.showLastUpdateTime)) return undefined;
  return {
    timestamp: docs.showLastUpdateTime ? doc.lastUpdate.timestamp : undefined,
    author: docs.showLastUpdateAuthor ? doc.lastUpdate.author : undefined,
  };
}

/**
 * `pagination_prev`/`pagination_next`: a doc id, `null` for none, or unset for the sidebar's
 * neighbour.
 */
function paginationLink(
  doc: DocMeta,
  key: 'pagination_prev' | 'pagination_next',
  value: string | null | undefined,
  byId: Map<string, DocMeta>,
  fallback: PageLink | undefined,
): PageLink | undefined {
  if (value === null) return undefined;
  if (value === undefined) return fallback;
  const target = byId.get(value);
  if (target)
    return {
      label: target.paginationLabel ?? target.sidebarLabel ?? target.title,
      route: target.route,
    };
  throw new TnError(
    'PAGINATION_MISSING_DOC',
    `pagination refers to the doc '${value}', which does not exist.`,
    {
      loc: { file: doc.file.rel, line: doc.file.keyLines[key], column: 1 },
      hint: 'Use a doc id (its path without extension) or null.',
    },
  );
}
