import type { SiteConfig } from '../config/types.js';
import { xmlElement as el, xmlText as text } from '../util/xmlElement.js';
import { applyTrailingSlash, encodeRoute } from '../../runtime/shared/url.js';
import type { BlogPost, ContentGraph } from './types.js';

type BlogConfig = Extract<SiteConfig['blog'], object>;

/** What both feeds say about the blog. */
interface Feed {
  blog: BlogConfig;
  locale: string;
  /** Absolute URL of the site root (without trailing slash) and of the blog. */
  base: string;
  home: string;
  trailingSlash?: boolean;
  /** The newest 20 listed posts. */
  posts: BlogPost[];
  updated: string;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="utf-8"?>\n';
const ATOM_NS = 'http://www.w3.org/2005/Atom';

/** The blog's RSS and/or Atom feed (feedOptions.type), keyed by output path. */
export function generateFeeds(config: SiteConfig, graph: ContentGraph): Record<string, string> {
  if (!config.blog || !graph.posts.length) return {};
  const blog = config.blog;
  const base = config.url + config.baseUrl.replace(/\/$/, '');
  const posts = graph.posts.filter((p) => !p.unlisted).slice(0, 20);
  const feed: Feed = {
    blog,
    locale: config.locale,
    base,
    home: `${base}/${blog.routeBasePath}`,
    trailingSlash: config.trailingSlash,
    posts,
    updated: posts[0] ? dateOf(posts[0]).toISOString() : new Date(0).toISOString(),
  };
  const out: Record<string, string> = {};
  const type = blog.feedOptions.type;
  if (type === 'rss' || type === 'all') out[`${blog.routeBasePath}/rss.xml`] = rss(feed);
  if (type === 'atom' || type === 'all') out[`${blog.routeBasePath}/atom.xml`] = atom(feed);
  return out;
}

const dateOf = (p: BlogPost) => new Date(p.date + 'T00:00:00Z');

function rss(f: Feed): string {
  const o = f.blog.feedOptions;
  const channel = el(
    'channel',
    {},
    text('title', o.title),
    text('link', f.home),
    text('description', o.description),
    text('language', f.locale),
    text('lastBuildDate', new Date(f.updated).toUTCString()),
    text('copyright', o.copyright),
    el('atom:link', { href: `${f.home}/rss.xml`, rel: 'self', type: 'application/rss+xml' }),
    ...f.posts.map((p) => rssItem(p, f.base, f.trailingSlash)),
  );
  return XML_DECLARATION + el('rss', { version: '2.0', 'xmlns:atom': ATOM_NS }, channel) + '\n';
}

function rssItem(p: BlogPost, base: string, trailingSlash?: boolean): string {
  const url = base + encodeRoute(applyTrailingSlash(p.route, trailingSlash));
  return el(
    'item',
    {},
    text('title', p.title),
    text('link', url),
    text('guid', url),
    text('pubDate', dateOf(p).toUTCString()),
    p.description ? text('description', p.description) : '',
    ...p.authors.map((a) => text('author', a.name)),
    ...p.tags.map((t) => text('category', t.label)),
  );
}

function atom(f: Feed): string {
  const o = f.blog.feedOptions;
  const feed = el(
    'feed',
    { xmlns: ATOM_NS },
    text('id', f.home),
    text('title', o.title),
    text('updated', f.updated),
    el('link', { rel: 'alternate', href: f.home }),
    el('link', { rel: 'self', href: `${f.home}/atom.xml` }),
    text('subtitle', o.description),
    text('rights', o.copyright),
    ...f.posts.map((p) => atomEntry(p, f.base, f.trailingSlash)),
  );
  return XML_DECLARATION + feed + '\n';
}

function atomEntry(p: BlogPost, base: string, trailingSlash?: boolean): string {
  const url = base + encodeRoute(applyTrailingSlash(p.route, trailingSlash));
  return el(
    'entry',
    {},
    text('title', p.title, { type: 'html' }),
    text('id', url),
    el('link', { href: url }),
    text('updated', dateOf(p).toISOString()),
    p.description ? text('summary', p.description, { type: 'html' }) : '',
    ...p.authors.map((a) =>
      el('author', {}, text('name', a.name), a.url ? text('uri', a.url) : ''),
    ),
    ...p.tags.map((t) => el('category', { term: t.label })),
  );
}
