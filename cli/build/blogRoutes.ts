import type { SiteConfig } from '../config/types.js';
import type { CompiledPage } from '../mdx/compileMdx.js';
import { filterToc } from '../mdx/remarkHeadings.js';
import type { AuthorCard, PostSummary } from '../../runtime/types.js';
import { compileKey } from './compileKey.js';
import { headMeta } from './headMeta.js';
import { countWord, themeWord, type ThemeI18n } from './themeWords.js';
import { blogPath } from './loadBlog.js';
import type { BlogAuthor, BlogPost, ContentGraph, RouteEntry } from './types.js';

type BlogConfig = Extract<SiteConfig['blog'], object>;

/**
 * The blog's routes: each post, the paginated list, archive, tags (index and one list per tag),
 * authors. `i18n`: the locale built, whose words title the tag pages.
 */
export function blogRoutes(
  graph: ContentGraph,
  compiled: Map<string, CompiledPage>,
  blog: BlogConfig,
  i18n?: ThemeI18n,
): RouteEntry[] {
  const base = `/${blog.routeBasePath}`;
  const listed = graph.posts.filter((p) => !p.unlisted);
  const tags = postsByTag(listed);
  const routes = [
    ...graph.posts.map((post) => postRoute(post, listed, compiled)),
    // without posts, a list page only where the site's Docusaurus makes one (3.10 and later)
    ...(listed.length || blog.listWithoutPosts
      ? listRoutes(listed, blog, {
          root: base,
          title: blog.title,
          description: blog.description,
        })
      : []),
    // as in Docusaurus, an archive only when there are posts to list (and archiveBasePath is not null)
    ...(listed.length && blog.archiveBasePath !== null
      ? [archiveRoute(listed, blogPath(blog.routeBasePath, blog.archiveBasePath))]
      : []),
    // as in Docusaurus, a tags page only when posts have tags
    ...(tags.size ? [tagsRoute(tags, blogPath(blog.routeBasePath, blog.tagsBasePath))] : []),
  ];
  for (const [route, t] of tags) {
    const heading = tagPageTitle(t.label, t.posts.length, i18n);
    const description = `Blog posts tagged with ${t.label}.`;
    routes.push(
      ...listRoutes(t.posts, blog, {
        root: route,
        heading,
        title: heading,
        description,
      }),
    );
  }
  const authorsAt = blogPath(blog.routeBasePath, blog.authorsBasePath);
  if (graph.blogAuthors?.length) {
    // Docusaurus 3.5 and later: the authors page lists every author of authors.yml, and an author
    // with `page` has a page of their posts
    routes.push(authorsMapRoute(graph.blogAuthors, listed, authorsAt));
    for (const a of graph.blogAuthors)
      if (a.page) routes.push(...authorRoutes(a, listed, blog, authorsAt, i18n));
  } else if (listed.some((p) => p.authors.some((a) => a.key !== undefined)))
    // an authors page lists the authors of authors.yml; inline authors get none
    routes.push(authorsRoute(listed, authorsAt));
  return routes;
}

/** A post's authors as its header shows them (a graph made without loadBlog has no `page`). */
const postAuthor = ({ name, title, url, imageURL, email, page }: BlogAuthor) => ({
  name,
  title,
  url,
  imageURL,
  email,
  page,
});

function authorCard(a: BlogAuthor, count: number): AuthorCard {
  const { key, description, socials } = a;
  return { ...postAuthor(a), key, description, socials, count };
}

/** The posts of the author with this key (authors.yml), in the blog's order. */
const postsBy = (key: string | undefined, listed: BlogPost[]) =>
  listed.filter((p) => p.authors.some((a) => a.key === key));

/** `<blog>/authors`: every author of authors.yml with their number of posts, as Docusaurus lists them. */
function authorsMapRoute(authors: BlogAuthor[], listed: BlogPost[], route: string): RouteEntry {
  return {
    route,
    data: {
      kind: 'blogAuthors',
      title: 'Authors',
      description: 'The people who write the blog.',
      authors: authors.map((a) => authorCard(a, postsBy(a.key, listed).length)),
    },
  };
}

/**
 * An author's page and its following pages: `<page>`, `<page>/authors/2`, ... (Docusaurus
 * paginates an author's posts under `authorsBasePath`, not `page`). Titled as Docusaurus's
 * `useBlogAuthorPageTitle`: "Yangshun Tay - 3 posts".
 */
function authorRoutes(
  author: BlogAuthor,
  listed: BlogPost[],
  blog: BlogConfig,
  authorsRoute: string,
  i18n?: ThemeI18n,
): RouteEntry[] {
  const posts = postsBy(author.key, listed);
  const root = author.page!;
  const perPage = blog.postsPerPage;
  const total = Math.max(1, Math.ceil(posts.length / perPage));
  const pageRoute = (n: number) => (n === 1 ? root : blogPath(root, blog.authorsBasePath, `${n}`));
  const n = posts.length;
  const title = authorPageTitle(author.name || author.key || '', n, i18n);
  return Array.from({ length: total }, (_, i): RouteEntry => {
    const page = i + 1;
    const slice = posts.slice(i * perPage, page * perPage);
    return {
      route: pageRoute(page),
      excerpts: slice.map(excerptKey),
      data: {
        kind: 'blogAuthorPosts',
        title,
        description: author.description ?? `Blog posts by ${author.name}.`,
        author: authorCard(author, n),
        authorsRoute,
        posts: slice.map(summary),
        page,
        totalPages: total,
        prevRoute: page > 1 ? pageRoute(page - 1) : undefined,
        nextRoute: page < total ? pageRoute(page + 1) : undefined,
      },
    };
  });
}

/** What a list shows of a post: its excerpt, or the whole post when it has no truncate marker. */
const excerptKey = (p: BlogPost) =>
  p.excerptBody !== undefined ? compileKey.excerpt(p.route) : compileKey.post(p.route);

/**
 * An author page's title as Docusaurus's useBlogAuthorPageTitle words it, in the site's locale:
 * "Jane - 3 posts", "Jonathan Labéjof - 3 articles" (`theme.blog.author.pageTitle` and
 * `theme.blog.post.plurals`).
 */
export function authorPageTitle(name: string, count: number, i18n?: ThemeI18n): string {
  const nPosts = countWord(i18n, 'theme.blog.post.plurals', 'One post|{count} posts', count);
  return themeWord(i18n, 'theme.blog.author.pageTitle', '{authorName} - {nPosts}', {
    authorName: name,
    nPosts,
  });
}

/**
 * A tag page's title and heading as Docusaurus's theme words it, in the locale built: its
 * `theme.blog.tagTitle` ('{nPosts} tagged with "{tagName}"') with `theme.blog.post.plurals`
 * ('One post|{count} posts') in the locale's plural form, from theme-translations or code.json.
 */
export function tagPageTitle(label: string, count: number, i18n?: ThemeI18n): string {
  const nPosts = countWord(i18n, 'theme.blog.post.plurals', 'One post|{count} posts', count);
  return themeWord(i18n, 'theme.blog.tagTitle', '{nPosts} tagged with "{tagName}"', {
    nPosts,
    tagName: label,
  });
}

function summary(post: BlogPost): PostSummary {
  return {
    title: post.title,
    route: post.route,
    date: post.date,
    description: post.description,
    authors: post.authors.map(postAuthor),
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
    meta: headMeta(post.file.frontMatter),
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

/** A list of posts split into pages: `root`, `root/page/2`, ... (`page`: the blog's pageBasePath) */
function listRoutes(
  posts: BlogPost[],
  blog: Pick<BlogConfig, 'postsPerPage' | 'pageBasePath'>,
  list: { root: string; title: string; description: string; heading?: string },
): RouteEntry[] {
  const { root } = list;
  const perPage = blog.postsPerPage;
  const total = Math.max(1, Math.ceil(posts.length / perPage));
  const pageRoute = (n: number) => (n === 1 ? root : blogPath(root, blog.pageBasePath, `${n}`));
  return Array.from({ length: total }, (_, i): RouteEntry => {
    const n = i + 1;
    const slice = posts.slice(i * perPage, n * perPage);
    return {
      route: pageRoute(n),
      excerpts: slice.map(excerptKey),
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

function archiveRoute(listed: BlogPost[], route: string): RouteEntry {
  const years = new Map<string, { title: string; route: string; date: string }[]>();
  for (const p of listed) {
    const y = p.date.slice(0, 4);
    if (!years.has(y)) years.set(y, []);
    years.get(y)!.push({ title: p.title, route: p.route, date: p.date });
  }
  return {
    route,
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

function tagsRoute(tags: ReturnType<typeof postsByTag>, route: string): RouteEntry {
  const list = [...tags]
    .map(([route, t]) => ({ label: t.label, route, count: t.posts.length }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return {
    route,
    data: { kind: 'blogTags', title: 'Tags', description: 'Blog posts by topic.', tags: list },
  };
}

function authorsRoute(listed: BlogPost[], route: string): RouteEntry {
  const counts = new Map<string, { author: BlogPost['authors'][number]; count: number }>();
  for (const p of listed)
    for (const a of p.authors) {
      const k = a.key ?? a.name;
      counts.set(k, { author: a, count: (counts.get(k)?.count ?? 0) + 1 });
    }
  return {
    route,
    data: {
      kind: 'blogAuthors',
      title: 'Authors',
      description: 'The people who write the blog.',
      authors: [...counts.values()].map(({ author, count }) => authorCard(author, count)),
    },
  };
}
