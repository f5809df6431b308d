import type { SiteI18n } from '../config/i18n.js';
import type { SiteConfig } from '../config/types.js';
import type { CompiledPage } from '../mdx/compileMdx.js';
import { filterToc } from '../mdx/remarkHeadings.js';
import { selectPluralMessage } from '../../runtime/shared/pluralForm.js';
import type { PostSummary } from '../../runtime/types.js';
import { compileKey } from './compileKey.js';
import type { BlogPost, ContentGraph, RouteEntry } from './types.js';

type BlogConfig = Extract<SiteConfig['blog'], object>;

/**
 * The blog's routes: each post, the paginated list, archive, tags (index and one list per tag),
 * authors. `i18n`: the locale built, whose words title the tag pages.
 */
export function blogRoutes(
  graph: ContentGraph,
  compiled: Map<string, CompiledPage>,
  blog: BlogConfig,
  i18n?: Pick<SiteI18n, 'currentLocale' | 'codeTranslations'>,
): RouteEntry[] {
  const base = `/${blog.routeBasePath}`;
  const listed = graph.posts.filter((p) => !p.unlisted);
  const tags = postsByTag(listed);
  const routes = [
    ...graph.posts.map((post) => postRoute(post, listed, compiled)),
    // without posts, a list page only where the site's Docusaurus makes one (3.10 and later)
    ...(listed.length || blog.listWithoutPosts
      ? listRoutes(listed, blog.postsPerPage, {
          root: base,
          title: blog.title,
          description: blog.description,
        })
      : []),
    // as in Docusaurus, an archive only when there are posts to list
    ...(listed.length ? [archiveRoute(listed, base)] : []),
    // as in Docusaurus, a tags page only when posts have tags
    ...(tags.size ? [tagsRoute(tags, base)] : []),
  ];
  for (const [route, t] of tags) {
    const heading = tagPageTitle(t.label, t.posts.length, i18n);
    const description = `Blog posts tagged with ${t.label}.`;
    routes.push(
      ...listRoutes(t.posts, blog.postsPerPage, {
        root: route,
        heading,
        title: heading,
        description,
      }),
    );
  }
  // as in Docusaurus, an authors page lists the authors of authors.yml; inline authors get none
  if (listed.some((p) => p.authors.some((a) => a.key !== undefined)))
    routes.push(authorsRoute(listed, base));
  return routes;
}

/**
 * A tag page's title and heading as Docusaurus's theme words it, in the locale built: its
 * `theme.blog.tagTitle` ('{nPosts} tagged with "{tagName}"') with `theme.blog.post.plurals`
 * ('One post|{count} posts') in the locale's plural form, from theme-translations or code.json.
 */
export function tagPageTitle(
  label: string,
  count: number,
  i18n?: Pick<SiteI18n, 'currentLocale' | 'codeTranslations'>,
): string {
  const t = i18n?.codeTranslations ?? {};
  const plurals = (t['theme.blog.post.plurals'] ?? 'One post|{count} posts').replace(
    /\{count\}/g,
    String(count),
  );
  const nPosts = selectPluralMessage(i18n?.currentLocale ?? 'en', count, plurals);
  return (t['theme.blog.tagTitle'] ?? '{nPosts} tagged with "{tagName}"').replace(
    /\{(nPosts|tagName)\}/g,
    (_, k: string) => (k === 'nPosts' ? nPosts : label),
  );
}

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

/** A post, linked to the newer and older listed posts. */
function postRoute(
  post: BlogPost,
  listed: BlogPost[],
  compiled: Map<string, CompiledPage>,
): RouteEntry {
  const i = listed.indexOf(post);
  const newer = i > 0 ? listed[i - 1] : undefined;
  const older = i >= 0 && i < listed.length - 1 ? listed[i + 1] : undefined;
  const page = compiled.get(compileKey.post(post.route))!;
  return {
    route: post.route,
    source: post.file.rel,
    slugLine: post.file.keyLines.slug,
    content: { mdx: compileKey.post(post.route) },
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
  };
}

/** A list of posts split into pages: `root`, `root/page/2`, ... */
function listRoutes(
  posts: BlogPost[],
  perPage: number,
  list: { root: string; title: string; description: string; heading?: string },
): RouteEntry[] {
  const { root } = list;
  const total = Math.max(1, Math.ceil(posts.length / perPage));
  const pageRoute = (n: number) => (n === 1 ? root : `${root}/page/${n}`);
  return Array.from({ length: total }, (_, i): RouteEntry => {
    const n = i + 1;
    const slice = posts.slice(i * perPage, n * perPage);
    return {
      route: pageRoute(n),
      excerpts: slice.map((p) =>
        p.excerptBody !== undefined ? compileKey.excerpt(p.route) : compileKey.post(p.route),
      ),
      data: {
        kind: 'blogList',
        title: list.title,
        description: list.description,
        heading: list.heading,
        posts: slice.map(summary),
        page: n,
        totalPages: total,
        prevRoute: n > 1 ? pageRoute(n - 1) : undefined,
        nextRoute: n < total ? pageRoute(n + 1) : undefined,
      },
    };
  });
}

function archiveRoute(listed: BlogPost[], base: string): RouteEntry {
  const years = new Map<string, { title: string; route: string; date: string }[]>();
  for (const p of listed) {
    const y = p.date.slice(0, 4);
    if (!years.has(y)) years.set(y, []);
    years.get(y)!.push({ title: p.title, route: p.route, date: p.date });
  }
  return {
    route: `${base}/archive`,
    data: {
      kind: 'blogArchive',
      title: 'Archive',
      description: 'Every blog post, grouped by year.',
      years: [...years].map(([year, posts]) => ({ year, posts })),
    },
  };
}

/** Tag route → its label and listed posts, in first-seen order. */
function postsByTag(listed: BlogPost[]): Map<string, { label: string; posts: BlogPost[] }> {
  const tags = new Map<string, { label: string; posts: BlogPost[] }>();
  for (const p of listed)
    for (const t of p.tags) {
      if (!tags.has(t.route)) tags.set(t.route, { label: t.label, posts: [] });
      tags.get(t.route)!.posts.push(p);
    }
  return tags;
}

function tagsRoute(tags: ReturnType<typeof postsByTag>, base: string): RouteEntry {
  const list = [...tags]
    .map(([route, t]) => ({ label: t.label, route, count: t.posts.length }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return {
    route: `${base}/tags`,
    data: { kind: 'blogTags', title: 'Tags', description: 'Blog posts by topic.', tags: list },
  };
}

function authorsRoute(listed: BlogPost[], base: string): RouteEntry {
  const counts = new Map<string, { author: BlogPost['authors'][number]; count: number }>();
  for (const p of listed)
    for (const a of p.authors) {
      const k = a.key ?? a.name;
      counts.set(k, { author: a, count: (counts.get(k)?.count ?? 0) + 1 });
    }
  return {
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
  };
}
