import type { SiteConfig } from '../config/types.js';
import type { CompiledPage } from '../mdx/compileMdx.js';
import { filterToc } from '../mdx/remarkHeadings.js';
import { TnError } from '../util/errors.js';
import type { PostSummary, RouteData } from '../../runtime/types.js';
import { flattenSidebar } from './resolveSidebars.js';
import type { BlogPost, ContentGraph, SidebarItem } from './types.js';

/** One route of the site: its data, and the modules its chunk is made of. */
export interface RouteEntry {
  route: string;
  data: RouteData;
  /** Compile key of the MDX content (see compileKeys), or a React page file. */
  content?: { mdx: string } | { tsx: string };
  excerpts?: string[];
  sidebar?: string;
  /** Extra sitemap/feeds flags. */
  noIndex?: boolean;
  lastmod?: number;
  /** The file this route comes from, for messages. */
  source?: string;
}

/** Absolute source file → route, for every page made from a file (resolving `.md` links). */
export function fileRoutesOf(
  graph: Pick<ContentGraph, 'docs' | 'posts' | 'pages'>,
): Map<string, string> {
  const m = new Map<string, string>();
  for (const x of [...graph.docs, ...graph.posts, ...graph.pages]) m.set(x.file.abs, x.route);
  return m;
}

export const keyOf = {
  doc: (id: string) => `doc:${id}`,
  post: (route: string) => `post:${route}`,
  excerpt: (route: string) => `excerpt:${route}`,
  page: (route: string) => `page:${route}`,
};

function summary(post: BlogPost): PostSummary {
  return {
    title: post.title,
    route: post.route,
    date: post.date,
    description: post.description,
    authors: post.authors.map(({ key: _k, ...a }) => a),
    tags: post.tags,
    truncated: post.excerptBody !== undefined,
  };
}

function breadcrumbsFor(items: SidebarItem[], route: string): { label: string; route?: string }[] {
  const walk = (
    list: SidebarItem[],
    trail: { label: string; route?: string }[],
  ): { label: string; route?: string }[] | null => {
    for (const item of list) {
      if (item.type === 'doc' && item.route === route) return trail;
      if (item.type === 'category') {
        if (item.link?.route === route) return trail;
        const found = walk(item.items, [...trail, { label: item.label, route: item.link?.route }]);
        if (found) return found;
      }
    }
    return null;
  };
  return walk(items, []) ?? [];
}

export function createRoutes(
  graph: ContentGraph,
  compiled: Map<string, CompiledPage>,
  config: SiteConfig,
): RouteEntry[] {
  const routes: RouteEntry[] = [];
  const byId = new Map(graph.docs.map((d) => [d.id, d]));

  for (const doc of graph.docs) {
    const page = compiled.get(keyOf.doc(doc.id))!;
    const sidebarName = graph.docSidebar[doc.id];
    const order = sidebarName ? flattenSidebar(graph.sidebars[sidebarName]) : [];
    const at = order.findIndex((o) => o.id === doc.id);
    const link = (v: string | null | undefined, fallback?: { label: string; route: string }) => {
      if (v === null) return undefined;
      if (typeof v === 'string') {
        const target = byId.get(v);
        if (!target)
          throw new TnError(
            'PAGINATION_MISSING_DOC',
            `pagination refers to the doc '${v}', which does not exist.`,
            {
              loc: {
                file: doc.file.rel,
                line: doc.file.keyLines.pagination_next ?? doc.file.keyLines.pagination_prev,
                column: 1,
              },
              hint: 'Use a doc id (its path without extension) or null.',
            },
          );
        return { label: target.sidebarLabel ?? target.title, route: target.route };
      }
      return fallback;
    };
    const prevItem = at > 0 ? order[at - 1] : undefined;
    const nextItem = at >= 0 && at < order.length - 1 ? order[at + 1] : undefined;
    routes.push({
      route: doc.route,
      source: doc.file.rel,
      content: { mdx: keyOf.doc(doc.id) },
      sidebar: sidebarName,
      noIndex: doc.unlisted,
      lastmod: doc.lastUpdate.timestamp,
      data: {
        kind: 'doc',
        id: doc.id,
        title: doc.title,
        description: doc.description,
        hideTitle: doc.hideTitle,
        toc: doc.hideTableOfContents ? [] : filterToc(page.toc, doc.tocMin, doc.tocMax),
        lastUpdate:
          config.docs && (config.docs.showLastUpdateAuthor || config.docs.showLastUpdateTime)
            ? {
                timestamp: config.docs.showLastUpdateTime ? doc.lastUpdate.timestamp : undefined,
                author: config.docs.showLastUpdateAuthor ? doc.lastUpdate.author : undefined,
              }
            : undefined,
        editUrl: doc.editUrl,
        prev: link(
          doc.paginationPrev,
          prevItem && { label: prevItem.label, route: prevItem.route },
        ),
        next: link(
          doc.paginationNext,
          nextItem && { label: nextItem.label, route: nextItem.route },
        ),
        breadcrumbs: sidebarName ? breadcrumbsFor(graph.sidebars[sidebarName], doc.route) : [],
      },
    });
  }

  if (config.blog) {
    const base = `/${config.blog.routeBasePath}`;
    const title = 'Blog';
    const listed = graph.posts.filter((p) => !p.unlisted);
    graph.posts.forEach((post) => {
      const i = listed.indexOf(post);
      const newer = i > 0 ? listed[i - 1] : undefined;
      const older = i >= 0 && i < listed.length - 1 ? listed[i + 1] : undefined;
      const page = compiled.get(keyOf.post(post.route))!;
      routes.push({
        route: post.route,
        source: post.file.rel,
        content: { mdx: keyOf.post(post.route) },
        noIndex: post.unlisted,
        data: {
          kind: 'blogPost',
          title: post.title,
          description: post.description,
          post: summary(post),
          toc: filterToc(page.toc, 2, 3),
          prev: newer && { label: newer.title, route: newer.route },
          next: older && { label: older.title, route: older.route },
        },
      });
    });
    const paginate = (
      posts: BlogPost[],
      root: string,
      heading: string | undefined,
      pageTitle: string,
      description: string,
    ) => {
      const per = config.blog!.postsPerPage;
      const total = Math.max(1, Math.ceil(posts.length / per));
      for (let n = 1; n <= total; n++) {
        const slice = posts.slice((n - 1) * per, n * per);
        const route = n === 1 ? root : `${root}/page/${n}`;
        routes.push({
          route,
          excerpts: slice.map((p) =>
            p.excerptBody !== undefined ? keyOf.excerpt(p.route) : keyOf.post(p.route),
          ),
          data: {
            kind: 'blogList',
            title: pageTitle,
            description,
            heading,
            posts: slice.map(summary),
            page: n,
            totalPages: total,
            prevRoute: n > 1 ? (n === 2 ? root : `${root}/page/${n - 1}`) : undefined,
            nextRoute: n < total ? `${root}/page/${n + 1}` : undefined,
          },
        });
      }
    };
    paginate(listed, base, undefined, title, config.blog.feedOptions.description);
    const years = new Map<string, { title: string; route: string; date: string }[]>();
    for (const p of listed) {
      const y = p.date.slice(0, 4);
      if (!years.has(y)) years.set(y, []);
      years.get(y)!.push({ title: p.title, route: p.route, date: p.date });
    }
    routes.push({
      route: `${base}/archive`,
      data: {
        kind: 'blogArchive',
        title: 'Archive',
        description: 'Every blog post, grouped by year.',
        years: [...years].map(([year, posts]) => ({ year, posts })),
      },
    });
    const tags = new Map<string, { label: string; posts: BlogPost[] }>();
    for (const p of listed)
      for (const t of p.tags) {
        if (!tags.has(t.route)) tags.set(t.route, { label: t.label, posts: [] });
        tags.get(t.route)!.posts.push(p);
      }
    const tagList = [...tags]
      .map(([route, t]) => ({ label: t.label, route, count: t.posts.length }))
      .sort((a, b) => a.label.localeCompare(b.label));
    routes.push({
      route: `${base}/tags`,
      data: { kind: 'blogTags', title: 'Tags', description: 'Blog posts by topic.', tags: tagList },
    });
    for (const [route, t] of tags) {
      const heading = `${t.posts.length} post${t.posts.length === 1 ? '' : 's'} tagged with "${t.label}"`;
      paginate(t.posts, route, heading, heading, `Blog posts tagged with ${t.label}.`);
    }
    const counts = new Map<string, { author: BlogPost['authors'][number]; count: number }>();
    for (const p of listed)
      for (const a of p.authors) {
        const k = a.key ?? a.name;
        counts.set(k, { author: a, count: (counts.get(k)?.count ?? 0) + 1 });
      }
    routes.push({
      route: `${base}/authors`,
      data: {
        kind: 'blogAuthors',
        title: 'Authors',
        description: 'The people who write the blog.',
        authors: [...counts.values()].map(({ author: { key: _k, ...a }, count }) => ({
          ...a,
          count,
        })),
      },
    });
  }

  for (const page of graph.pages) {
    if (page.format === 'tsx') {
      routes.push({
        route: page.route,
        source: page.file.rel,
        content: { tsx: page.file.abs },
        data: {
          kind: 'page',
          title: page.title ?? config.title,
          description: page.description,
          toc: [],
          hideTableOfContents: true,
          markdown: false,
        },
      });
    } else {
      const c = compiled.get(keyOf.page(page.route))!;
      routes.push({
        route: page.route,
        source: page.file.rel,
        content: { mdx: keyOf.page(page.route) },
        data: {
          kind: 'page',
          title: page.title ?? c.contentTitle ?? config.title,
          description: page.description,
          toc: filterToc(
            c.toc,
            config.tableOfContents.minHeadingLevel,
            config.tableOfContents.maxHeadingLevel,
          ),
          hideTableOfContents: page.hideTableOfContents,
          markdown: true,
          showTitle: c.contentTitle !== undefined,
          wrapperClassName: page.wrapperClassName,
        },
      });
    }
  }

  const seen = new Map<string, RouteEntry>();
  for (const r of routes) {
    const prev = seen.get(r.route);
    if (prev) throw duplicateRoute(r, prev);
    seen.set(r.route, r);
  }
  for (const r of graph.redirects) {
    if (seen.has(r.from)) {
      throw new TnError(
        'DUPLICATE_ROUTE',
        `The redirect from '${r.from}' collides with a page at the same URL.`,
        { loc: { file: config.configFile }, hint: 'Remove the redirect or move the page.' },
      );
    }
    const target = seen.get(r.to.split('#')[0]);
    routes.push({
      route: r.from,
      noIndex: true,
      data: { kind: 'redirect', title: target?.data.title ?? r.to, to: r.to },
    });
  }
  routes.push({
    route: '/404',
    noIndex: true,
    data: {
      kind: 'notFound',
      title: 'Page Not Found',
      description: 'The page you asked for does not exist.',
    },
  });
  return routes;
}

function sourceOf(r: RouteEntry): string {
  return r.source ?? `the generated ${r.data.kind} page`;
}

function duplicateRoute(a: RouteEntry, b: RouteEntry): TnError {
  return new TnError(
    'DUPLICATE_ROUTE',
    `Two pages want the URL '${a.route}': ${sourceOf(b)} and ${sourceOf(a)}.`,
    {
      loc: a.source ? { file: a.source, line: 1, column: 1 } : undefined,
      hint: 'Change the `slug` (or file name) of one of them so each URL is served by one page.',
    },
  );
}
