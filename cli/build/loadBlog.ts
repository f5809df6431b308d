import fs from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import GithubSlugger from 'github-slugger';
import type { SiteConfig } from '../config/types.js';
import { displayPath } from '../util/displayPath.js';
import { TnError } from '../util/errors.js';
import { parseDataFile } from '../util/parseDataFile.js';
import { BLOG_FRONT_MATTER, checkFrontMatter } from './parseFrontMatter.js';
import { readSource, type Parsers } from './readSource.js';
import { localizedFile } from '../config/i18n.js';
import { routeInside } from './routeInside.js';
import type { BlogAuthor, BlogPost, SourceFile } from './types.js';

const DATED = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})[-/ ]?(.*?)(?:\/index)?\.mdx?$/;
export const TRUNCATE = /^[ \t]*(?:<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\})[ \t]*$/m;

/**
 * A route under the blog: its base and paths from the config, joined as Docusaurus's normalizeUrl
 * joins them (`/blog` + `tags/` + `x` is `/blog/tags/x`; a blog at `''` is at the site's root).
 */
export function blogPath(...parts: string[]): string {
  return `/${parts
    .flatMap((p) => p.split('/'))
    .filter(Boolean)
    .join('/')}`;
}

/**
 * The blog's authors map (`authors.yml`). With `authorsRoute` (the blog's authors page, e.g.
 * `/blog/authors`), an author with `page: true` has a page at `authorsRoute/<kebab-cased key>` and
 * one with `page: { permalink }` at `authorsRoute/<permalink>` (Docusaurus 3.5 and later).
 */
export async function loadAuthors(
  blogDir: string,
  parsers?: Parsers,
  authorsRoute?: string,
): Promise<Record<string, BlogAuthor>> {
  for (const name of ['authors.yml', 'authors.yaml', 'authors.json']) {
    const file = path.join(blogDir, name);
    let text: string;
    try {
      text = await fs.readFile(file, 'utf8');
    } catch {
      continue;
    }
    const raw = (parsers?.dataFile ?? parseDataFile)(text, file, {
      code: 'AUTHORS_INVALID',
      hint: 'authors.yml maps an author key to name, title, url and image_url.',
    }) as Record<string, Record<string, unknown>> | null;
    const out: Record<string, BlogAuthor> = {};
    const rel = displayPath(file);
    for (const [key, a] of Object.entries(raw ?? {})) {
      const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
      out[key] = {
        key,
        name: str(a?.name) ?? key,
        title: str(a?.title),
        url: str(a?.url),
        imageURL: str(a?.image_url) ?? str(a?.imageURL),
        email: str(a?.email),
        description: str(a?.description),
        socials: authorSocials(a?.socials, { file: rel, key }),
        page: authorsRoute ? authorPage(a?.page, key, authorsRoute, rel) : undefined,
      };
    }
    return out;
  }
  return {};
}

/** The route of an author's page: `page: true` → the key kebab-cased, `{ permalink }` → that. */
function authorPage(
  page: unknown,
  key: string,
  authorsRoute: string,
  file: string,
): string | undefined {
  if (!page) return undefined;
  const permalink =
    page === true
      ? kebabCase(key)
      : typeof page === 'object' && typeof (page as { permalink?: unknown }).permalink === 'string'
        ? (page as { permalink: string }).permalink
        : undefined;
  if (permalink === undefined)
    throw new TnError(
      'AUTHORS_INVALID',
      `Author '${key}' has a 'page' that is neither true nor { permalink }.`,
      {
        loc: { file, line: 1, column: 1 },
        hint: "Write page: true, or page: { permalink: '/their-page' }.",
      },
    );
  // Docusaurus's normalizeUrl([authorsRoute, permalink]): one slash between, none at the end
  const tail = permalink.replace(/^\/+|\/+$/g, '').replace(/\/{2,}/g, '/');
  return routeInside(tail ? `${authorsRoute}/${tail}` : authorsRoute, {
    file,
    slug: permalink,
  });
}

/** The links of Docusaurus's known platforms, made from a handle; a full URL is kept. */
const SOCIAL_PLATFORMS: Record<string, (handle: string) => string> = {
  x: (h) => `https://x.com/${h}`,
  twitter: (h) => `https://twitter.com/${h}`,
  github: (h) => `https://github.com/${h}`,
  linkedin: (h) => `https://www.linkedin.com/in/${h}/`,
  stackoverflow: (h) => `https://stackoverflow.com/users/${h}`,
  bluesky: (h) => `https://bsky.app/profile/${h}`,
  instagram: (h) => `https://www.instagram.com/${h}`,
  threads: (h) => `https://www.threads.net/@${h}`,
  mastodon: (h) => `https://mastodon.social/@${h}`,
  twitch: (h) => `https://twitch.tv/${h}`,
  youtube: (h) => `https://youtube.com/@${h}`,
};

/**
 * An author's `socials` as Docusaurus normalises them: a handle of a known platform becomes its
 * profile URL, a full http(s) URL is kept, anything else with a slash is an error.
 */
export function authorSocials(
  value: unknown,
  at: { file: string; key: string; line?: number },
): BlogAuthor['socials'] {
  if (!value || typeof value !== 'object') return undefined;
  return Object.entries(value as Record<string, unknown>).map(([platform, raw]) => {
    const v = typeof raw === 'number' ? String(raw) : raw;
    const bad = () =>
      new TnError(
        'AUTHORS_INVALID',
        `Author '${at.key}': social platform '${platform}' has the value ${JSON.stringify(raw)}.`,
        {
          loc: { file: at.file, line: at.line ?? 1, column: 1 },
          hint: 'Author socials are handles (yangshun) or full http(s) URLs.',
        },
      );
    if (typeof v !== 'string') throw bad();
    if (/^https?:\/\//.test(v)) return { platform, url: v };
    if (v.includes('/')) throw bad();
    const known = SOCIAL_PLATFORMS[platform.toLowerCase()];
    return known ? { platform: platform.toLowerCase(), url: known(v) } : { platform, url: v };
  });
}

/** The blog's authors (authors.yml), each with the route of its page when it has one. */
export async function loadBlogAuthors(
  config: SiteConfig,
  parsers?: Parsers,
): Promise<BlogAuthor[]> {
  const blog = config.blog;
  if (!blog) return [];
  const blogDir = path.resolve(config.siteDir, blog.path);
  return Object.values(
    await loadAuthors(blogDir, parsers, blogPath(blog.routeBasePath, blog.authorsBasePath)),
  );
}

/** A tag the blog's tags file (Docusaurus's `tags.yml`) defines: its label and permalink. */
export interface TagDefinition {
  label: string;
  permalink: string;
}

// lodash's word classes: Latin-1 upper and lower case letters, other letters ("misc": every other
// script, which has no case for lodash), and the breaks between words
const UP = 'A-Z\\xc0-\\xd6\\xd8-\\xde';
const LO = 'a-z\\xdf-\\xf6\\xf8-\\xff';
const U = `[${UP}]`;
const L = `[${LO}]`;
const MISC = `(?:(?![${UP}${LO}])[\\p{L}\\p{M}])`;
const MISC_LO = `(?:${L}|${MISC})`;
const MISC_UP = `(?:${U}|${MISC})`;
const BREAK = '[^\\p{L}\\p{M}\\p{N}]';
const WORDS = new RegExp(
  [
    `${U}?${L}+(?=${BREAK}|${U}|$)`,
    `${MISC_UP}+(?=${BREAK}|${U}${MISC_LO}|$)`,
    `${U}?${MISC_LO}+`,
    `${U}+`,
    '\\d*(?:1st|2nd|3rd|(?![123])\\dth)(?=\\b|[A-Z_])',
    '\\d*(?:1ST|2ND|3RD|(?![123])\\dTH)(?=\\b|[a-z_])',
    '\\d+',
  ].join('|'),
  'gu',
);
// lodash's deburr for the letters it maps to two letters or to another base letter
const DEBURR: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'Ae',
  œ: 'oe',
  Œ: 'Oe',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'Th',
  ł: 'l',
  Ł: 'L',
};

/**
 * lodash's kebabCase, as Docusaurus makes a tag's permalink (an inline tag's, a tags.yml key's) and
 * an author page's (`page: true`): `v3` → `v-3`, `React.js` → `react-js`, `PostgreSQL` →
 * `postgre-sql`. Nothing left (only punctuation): GitHub's slug of it.
 */
export function kebabCase(text: string): string {
  const plain = text
    .replace(
      /[\u00c0-\u017f]/g,
      (c) => DEBURR[c] ?? c.normalize('NFD').replace(/[\u0300-\u036f]/g, ''),
    )
    .replace(/[\u0300-\u036f\ufe20-\ufe2f\u20d0-\u20ff]/g, '')
    .replace(/['\u2019]/g, '');
  const words = plain.match(WORDS);
  return words ? words.join('-').toLowerCase() : new GithubSlugger().slug(text);
}

/**
 * The blog's `tags.yml` (Docusaurus 3.5 and later): a post tag written as one of its keys takes the
 * label and permalink given there, else the key capitalized and kebab-cased, as Docusaurus reads it.
 */
export async function loadTagsFile(
  blogDir: string,
  parsers?: Parsers,
): Promise<Record<string, TagDefinition>> {
  const file = path.join(blogDir, 'tags.yml');
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch {
    return {};
  }
  const raw = (parsers?.dataFile ?? parseDataFile)(text, file, {
    code: 'TAGS_INVALID',
    hint: 'tags.yml maps a tag key to its label, permalink and description.',
  }) as Record<string, { label?: string; permalink?: string } | null> | null;
  const out: Record<string, TagDefinition> = {};
  for (const [key, t] of Object.entries(raw ?? {}))
    out[key] = {
      label: t?.label || key.charAt(0).toUpperCase() + key.slice(1).toLowerCase(),
      permalink: t?.permalink || `/${kebabCase(key)}`,
    };
  return out;
}

export async function loadBlog(
  config: SiteConfig,
  production: boolean,
  parsers?: Parsers,
): Promise<BlogPost[]> {
  const blog = config.blog;
  if (!blog) return [];
  const blogDir = path.resolve(config.siteDir, blog.path);
  const base = `/${blog.routeBasePath}`;
  const authors = await loadAuthors(
    blogDir,
    parsers,
    blogPath(blog.routeBasePath, blog.authorsBasePath),
  );
  const tagsBase = blogPath(blog.routeBasePath, blog.tagsBasePath);
  const tagsFile = await loadTagsFile(blogDir, parsers);
  const files = (
    await fg(['**/*.{md,mdx}'], { cwd: blogDir, ignore: ['**/_*', '**/_*/**'] })
  ).sort();
  const posts: BlogPost[] = [];
  for (const relPath of files) {
    const file = await readSource(localizedFile(blog.localizedPath, blogDir, relPath), parsers);
    checkFrontMatter(
      { data: file.frontMatter, body: file.body, keyLines: file.keyLines },
      BLOG_FRONT_MATTER,
      file.rel,
    );
    if (file.frontMatter.draft === true && production) continue;
    posts.push(blogPost(file, relPath, { base, tagsBase }, authors, tagsFile));
  }
  posts.sort((a, b) => b.date.localeCompare(a.date) || a.route.localeCompare(b.route));
  return posts;
}

/** A post's date, route, authors, tags and excerpt from its file name and front matter. */
function blogPost(
  file: SourceFile,
  relPath: string,
  { base, tagsBase }: { base: string; tagsBase: string },
  authors: Record<string, BlogAuthor>,
  tagsFile: Record<string, TagDefinition> = {},
): BlogPost {
  const fm = file.frontMatter as Record<string, never>;
  const m = DATED.exec(relPath);
  const date = postDate(file, m);
  const name = (m ? m[4] : relPath.replace(/(\/index)?\.mdx?$/, '')).trim() || 'post';
  const slug = fm.slug ? String(fm.slug).replace(/^\//, '') : `${date.replace(/-/g, '/')}/${name}`;
  const cut = TRUNCATE.exec(file.body);
  return {
    kind: 'blogPost',
    route: routeInside(`${base}/${slug}`, {
      file: file.rel,
      line: file.keyLines.slug,
      slug: fm.slug,
    }),
    file,
    title: fm.title ?? name,
    description: fm.description,
    date,
    authors: resolveAuthors(fm.authors, authors, file.rel, file.keyLines.authors),
    tags: postTags(fm.tags, tagsBase, { file: file.rel, line: file.keyLines.tags }, tagsFile),
    excerptBody: cut ? file.body.slice(0, cut.index) : undefined,
    unlisted: fm.unlisted === true,
  };
}

/** YYYY-MM-DD from front matter `date`, else from a dated file name. */
function postDate(file: SourceFile, dated: RegExpExecArray | null): string {
  const value = file.frontMatter.date as string | Date | undefined;
  if (value) {
    const d = new Date(value);
    if (Number.isNaN(d.getTime()) || !realDay(value))
      throw new TnError(
        'FRONT_MATTER_TYPE',
        `Front matter 'date' is not a date: ${JSON.stringify(value)}.`,
        {
          loc: { file: file.rel, line: file.keyLines.date, column: 1 },
          hint: 'Write date: 2024-05-31.',
        },
      );
    return d.toISOString().slice(0, 10);
  }
  if (dated) {
    const date = `${dated[1]}-${dated[2].padStart(2, '0')}-${dated[3].padStart(2, '0')}`;
    // 2024-13-45 matches the pattern but is no day: caught here, not by the renderer
    const day = new Date(`${date}T00:00:00Z`);
    if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== date)
      throw new TnError('BLOG_DATE_INVALID', `The file name's date ${date} is not a date.`, {
        // the name is the file's first fact: located at line 1, as the other errors of a post are
        loc: { file: file.rel, line: 1, column: 1 },
        hint: 'Name the file YYYY-MM-DD-title.md with a real day, or set `date:` in the front matter.',
      });
    return date;
  }
  throw new TnError('BLOG_NO_DATE', `Blog post ${file.rel} has no date.`, {
    loc: { file: file.rel, line: 1, column: 1 },
    hint: 'Name the file YYYY-MM-DD-title.md or add `date:` to its front matter.',
  });
}

/**
 * False for a written YYYY-MM-DD that is no day (2024-02-31): Date rolls it over into March without a
 * word, so the post would be filed under a date its author never wrote.
 */
function realDay(value: string | Date): boolean {
  const ymd = typeof value === 'string' ? /^(\d{4})-(\d{1,2})-(\d{1,2})(?![\d])/.exec(value) : null;
  if (!ymd) return true;
  const [, y, m, day] = ymd.map(Number);
  const utc = new Date(Date.UTC(y, m - 1, day));
  return utc.getUTCFullYear() === y && utc.getUTCMonth() === m - 1 && utc.getUTCDate() === day;
}

/**
 * Tags as labels or `{ label, permalink }` (a blog post's or a doc's), each with its tag page's
 * route under `tagsBase`.
 */
export function postTags(
  value: unknown,
  tagsBase: string,
  at: { file: string; line?: number },
  tagsFile: Record<string, TagDefinition> = {},
): BlogPost['tags'] {
  const list = (Array.isArray(value) ? value : value ? [value] : []) as (
    string | { label: string; permalink?: string }
  )[];
  return list.map((written) => {
    // a key of tags.yml is that tag, with its label and permalink
    const t =
      typeof written === 'string' && Object.hasOwn(tagsFile, written) ? tagsFile[written] : written;
    const label = typeof t === 'string' ? t : t.label;
    const custom = typeof t === 'object' && t.permalink ? t.permalink : undefined;
    // Docusaurus: an inline tag's permalink is its label kebab-cased (lodash)
    const permalink = custom?.replace(/^\//, '') ?? kebabCase(label);
    return { label, route: routeInside(`${tagsBase}/${permalink}`, { ...at, slug: custom }) };
  });
}

function resolveAuthors(
  value: unknown,
  authors: Record<string, BlogAuthor>,
  rel: string,
  line?: number,
): BlogAuthor[] {
  if (value === undefined) return [];
  const list = Array.isArray(value) ? value : [value];
  return list.map((a) => {
    if (typeof a === 'string') {
      const found = authors[a];
      if (!found) {
        throw new TnError(
          'BLOG_UNKNOWN_AUTHOR',
          `Blog post names the author '${a}', who is not in authors.yml.`,
          {
            loc: { file: rel, line, column: 1 },
            hint: Object.keys(authors).length
              ? `Known authors: ${Object.keys(authors).join(', ')}.`
              : 'Add the author to blog/authors.yml.',
          },
        );
      }
      return found;
    }
    // an inline author, or a key with fields of its own (Docusaurus: the map's author, overridden)
    const o = a as Record<string, unknown>;
    const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
    const base = typeof o.key === 'string' ? authors[o.key] : undefined;
    if (typeof o.key === 'string' && !base)
      throw new TnError(
        'BLOG_UNKNOWN_AUTHOR',
        `Blog post names the author '${o.key}', who is not in authors.yml.`,
        { loc: { file: rel, line, column: 1 } },
      );
    return {
      ...base,
      name: str(o.name) ?? base?.name ?? 'Unknown',
      title: str(o.title) ?? base?.title,
      url: str(o.url) ?? base?.url,
      imageURL: str(o.image_url) ?? str(o.imageURL) ?? base?.imageURL,
      email: str(o.email) ?? base?.email,
      socials: o.socials
        ? authorSocials(o.socials, { file: rel, key: str(o.name) ?? 'inline', line })
        : base?.socials,
    };
  });
}
