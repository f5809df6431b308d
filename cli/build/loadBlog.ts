import fs from 'node:fs/promises';
import path from 'node:path';
import fg from 'fast-glob';
import { parse as parseYaml } from 'yaml';
import GithubSlugger from 'github-slugger';
import { displayPath } from '../util/displayPath.js';
import type { SiteConfig } from '../config/types.js';
import { TnError } from '../util/errors.js';
import { BLOG_FRONT_MATTER, checkFrontMatter } from './parseFrontMatter.js';
import { readSource } from './readSource.js';
import type { BlogAuthor, BlogPost } from './types.js';

const DATED = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})[-/ ]?(.*?)(?:\/index)?\.mdx?$/;
export const TRUNCATE = /^[ \t]*(?:<!--\s*truncate\s*-->|\{\/\*\s*truncate\s*\*\/\})[ \t]*$/m;

export async function loadAuthors(blogDir: string): Promise<Record<string, BlogAuthor>> {
  for (const name of ['authors.yml', 'authors.yaml', 'authors.json']) {
    const file = path.join(blogDir, name);
    let text: string;
    try {
      text = await fs.readFile(file, 'utf8');
    } catch {
      continue;
    }
    let raw: Record<string, Record<string, string>>;
    try {
      raw = (name.endsWith('json') ? JSON.parse(text) : parseYaml(text)) as typeof raw;
    } catch (e) {
      throw new TnError(
        'AUTHORS_INVALID',
        `Cannot parse ${displayPath(file)}: ${(e as Error).message.split('\n')[0]}`,
        {
          loc: { file },
          hint: 'authors.yml maps an author key to name, title, url and image_url.',
        },
      );
    }
    const out: Record<string, BlogAuthor> = {};
    for (const [key, a] of Object.entries(raw ?? {}))
      out[key] = {
        key,
        name: a.name ?? key,
        title: a.title,
        url: a.url,
        imageURL: a.image_url ?? a.imageURL,
      };
    return out;
  }
  return {};
}

export async function loadBlog(config: SiteConfig, production: boolean): Promise<BlogPost[]> {
  const blog = config.blog;
  if (!blog) return [];
  const blogDir = path.resolve(config.siteDir, blog.path);
  const authors = await loadAuthors(blogDir);
  const files = (
    await fg(['**/*.{md,mdx}'], { cwd: blogDir, ignore: ['**/_*', '**/_*/**'] })
  ).sort();
  const base = `/${blog.routeBasePath}`;
  const posts: BlogPost[] = [];
  for (const relPath of files) {
    const file = await readSource(path.join(blogDir, relPath));
    checkFrontMatter(
      { data: file.frontMatter, body: file.body, keyLines: file.keyLines },
      BLOG_FRONT_MATTER,
      file.rel,
    );
    const fm = file.frontMatter as Record<string, never>;
    if (fm.draft === true && production) continue;
    const m = DATED.exec(relPath);
    let date: string | undefined;
    if (fm.date) {
      const d = new Date(fm.date);
      if (Number.isNaN(d.getTime()))
        throw new TnError(
          'FRONT_MATTER_TYPE',
          `Front matter 'date' is not a date: ${JSON.stringify(fm.date)}.`,
          {
            loc: { file: file.rel, line: file.keyLines.date, column: 1 },
            hint: 'Write date: 2024-05-31.',
          },
        );
      date = d.toISOString().slice(0, 10);
    } else if (m) date = `${m[1]}-${m[2].padStart(2, '0')}-${m[3].padStart(2, '0')}`;
    if (!date)
      throw new TnError('BLOG_NO_DATE', `Blog post ${file.rel} has no date.`, {
        loc: { file: file.rel, line: 1, column: 1 },
        hint: 'Name the file YYYY-MM-DD-title.md or add `date:` to its front matter.',
      });
    const name = (m ? m[4] : relPath.replace(/(\/index)?\.mdx?$/, '')).trim() || 'post';
    const slug = fm.slug
      ? String(fm.slug).replace(/^\//, '')
      : `${date.replace(/-/g, '/')}/${name}`;
    const postAuthors = resolveAuthors(fm.authors, authors, file.rel, file.keyLines.authors);
    const tags = (
      (Array.isArray(fm.tags) ? fm.tags : fm.tags ? [fm.tags] : []) as (
        string | { label: string; permalink?: string }
      )[]
    ).map((t) => {
      const tagLabel = typeof t === 'string' ? t : t.label;
      const permalink =
        typeof t === 'object' && t.permalink
          ? t.permalink.replace(/^\//, '')
          : new GithubSlugger().slug(tagLabel);
      return { label: tagLabel, route: `${base}/tags/${permalink}` };
    });
    const cut = TRUNCATE.exec(file.body);
    posts.push({
      kind: 'blogPost',
      route: `${base}/${slug}`.replace(/\/$/, ''),
      file,
      title: fm.title ?? name,
      description: fm.description,
      date,
      authors: postAuthors,
      tags,
      excerptBody: cut ? file.body.slice(0, cut.index) : undefined,
      unlisted: fm.unlisted === true,
    });
  }
  posts.sort((a, b) => b.date.localeCompare(a.date) || a.route.localeCompare(b.route));
  return posts;
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
    const o = a as Record<string, string>;
    return {
      name: o.name ?? 'Unknown',
      title: o.title,
      url: o.url,
      imageURL: o.image_url ?? o.imageURL,
    };
  });
}
