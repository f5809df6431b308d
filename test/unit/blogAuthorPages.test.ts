// Blog author pages (Docusaurus 3.5 and later, issue 27): an author of authors.yml with `page: true`
// or `page: { permalink }` has a page of their posts at `<blog>/authors/<key or permalink>`,
// paginated as `<page>/authors/2`, titled "Name - 3 posts"; the authors page lists every author of
// authors.yml; a post's author name links to their page rather than to their `url`.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blogRoutes } from '../../cli/build/blogRoutes.js';
import { loadAuthors, loadBlog, loadBlogAuthors } from '../../cli/build/loadBlog.js';
import type { ContentGraph } from '../../cli/build/types.js';
import type { SiteConfig } from '../../cli/config/types.js';
import { TnError } from '../../cli/util/errors.js';
import { compileKey } from '../../cli/build/compileKey.js';
import type { CompiledPage } from '../../cli/mdx/compileMdx.js';
import { cli, tempFolder } from './helpers.js';
import { BLOG_PATHS } from '../../cli/config/validateConfig.js';

/** Files in a temporary folder. */
const folder = (files: Record<string, string>) => tempFolder('tn-authors-', files);

const AUTHORS = `jane:
  name: Jane Doe
  title: Maintainer
  url: https://jane.example.com
  image_url: https://example.com/jane.png
  page: true
  socials:
    x: janedoe
    github: https://github.com/jane-d
    stackoverflow: 82609
sebastienLorber:
  name: Sébastien Lorber
  page:
    permalink: '/all-sebastien-lorber-articles/'
bob:
  name: Bob
  url: https://bob.example.com
nobody:
  name: Nobody
  page: true
`;

const blogConfig = (postsPerPage = 10): Extract<SiteConfig['blog'], object> => ({
  path: 'blog',
  routeBasePath: 'blog',
  showReadingTime: true,
  postsPerPage,
  listWithoutPosts: true,
  ...BLOG_PATHS,
  title: 'Blog',
  description: 'T',
  feedOptions: { type: 'all', copyright: '', title: 'T', description: 'T' },
});

/** Five posts: four by jane (one with bob), one by Sébastien. */
const POSTS: Record<string, string> = {
  'blog/authors.yml': AUTHORS,
  'blog/2024-01-01-one.md': '---\ntitle: One\nauthors: jane\n---\n\nOne.\n',
  'blog/2024-01-02-two.md': '---\ntitle: Two\nauthors: [jane, bob]\n---\n\nTwo.\n',
  'blog/2024-01-03-three.md': '---\ntitle: Three\nauthors: [jane]\n---\n\nThree.\n',
  'blog/2024-01-04-four.md': '---\ntitle: Four\nauthors: [jane]\n---\n\nFour.\n',
  'blog/2024-01-05-five.md': '---\ntitle: Five\nauthors: [sebastienLorber]\n---\n\nFive.\n',
};

/** What blogRoutes reads of the compiled posts: their table of contents. */
const compiledOf = (graph: ContentGraph) =>
  new Map(graph.posts.map((p) => [compileKey.post(p.route), { toc: [] }])) as unknown as Map<
    string,
    CompiledPage
  >;

async function graphOf(files: Record<string, string>) {
  const dir = folder(files);
  const config = { siteDir: dir, blog: blogConfig() } as unknown as SiteConfig;
  const posts = await loadBlog(config, true);
  const blogAuthors = await loadBlogAuthors(config);
  return { posts, blogAuthors } as unknown as ContentGraph;
}

describe('authors.yml `page` and `socials`, read as Docusaurus reads them', () => {
  it('gives an author with `page` the route of their page: the key kebab-cased, or the permalink', async () => {
    const dir = folder({ 'authors.yml': AUTHORS });
    const authors = await loadAuthors(dir, undefined, '/blog/authors');
    expect(authors.jane.page).toBe('/blog/authors/jane');
    expect(authors.sebastienLorber.page).toBe('/blog/authors/all-sebastien-lorber-articles');
    expect(authors.bob.page).toBeUndefined();
    // without the authors route (a caller that makes no author pages): no page
    expect((await loadAuthors(dir)).jane.page).toBeUndefined();
  });

  it('kebab-cases a key as lodash does', async () => {
    const dir = folder({ 'authors.yml': 'JaneDoe_Smith:\n  name: J\n  page: true\n' });
    const authors = await loadAuthors(dir, undefined, '/news/authors');
    expect(authors.JaneDoe_Smith.page).toBe('/news/authors/jane-doe-smith');
  });

  it("makes a known platform's handle its profile URL and keeps a full URL", async () => {
    const dir = folder({ 'authors.yml': AUTHORS });
    const { jane } = await loadAuthors(dir, undefined, '/blog/authors');
    expect(jane.socials).toEqual([
      { platform: 'x', url: 'https://x.com/janedoe' },
      { platform: 'github', url: 'https://github.com/jane-d' },
      { platform: 'stackoverflow', url: 'https://stackoverflow.com/users/82609' },
    ]);
  });

  it('rejects a `page` that is neither true nor { permalink }, and a social path that is no URL', async () => {
    const bad = folder({ 'authors.yml': 'a:\n  name: A\n  page: yes please\n' });
    await expect(loadAuthors(bad, undefined, '/blog/authors')).rejects.toThrow(TnError);
    const path_ = folder({ 'authors.yml': 'a:\n  name: A\n  socials:\n    github: a/b\n' });
    await expect(loadAuthors(path_, undefined, '/blog/authors')).rejects.toThrow(
      /social platform 'github'/,
    );
  });
});

describe("the authors' routes", () => {
  it('makes the authors page and one page per author with `page`, titled as Docusaurus titles them', async () => {
    const graph = await graphOf(POSTS);
    const routes = blogRoutes(graph, compiledOf(graph), blogConfig());
    const byRoute = new Map(routes.map((r) => [r.route, r.data]));
    expect([...byRoute.keys()].filter((r) => r.startsWith('/blog/authors'))).toEqual([
      '/blog/authors',
      '/blog/authors/jane',
      '/blog/authors/all-sebastien-lorber-articles',
      '/blog/authors/nobody',
    ]);
    expect(byRoute.get('/blog/authors')).toMatchObject({
      kind: 'blogAuthors',
      title: 'Authors',
      // every author of authors.yml, in its order, with or without a page
      authors: [
        { name: 'Jane Doe', count: 4, page: '/blog/authors/jane' },
        { name: 'Sébastien Lorber', count: 1 },
        { name: 'Bob', count: 1, page: undefined },
        { name: 'Nobody', count: 0 },
      ],
    });
    const jane = byRoute.get('/blog/authors/jane');
    expect(jane).toMatchObject({
      kind: 'blogAuthorPosts',
      title: 'Jane Doe - 4 posts',
      authorsRoute: '/blog/authors',
      author: { name: 'Jane Doe', title: 'Maintainer' },
      page: 1,
      totalPages: 1,
    });
    expect(jane?.kind === 'blogAuthorPosts' && jane.posts.map((p) => p.title)).toEqual([
      'Four',
      'Three',
      'Two',
      'One',
    ]);
    expect(byRoute.get('/blog/authors/all-sebastien-lorber-articles')?.title).toBe(
      'Sébastien Lorber - One post',
    );
    expect(byRoute.get('/blog/authors/nobody')).toMatchObject({
      title: 'Nobody - 0 posts',
      posts: [],
    });
  });

  it("paginates an author's posts as Docusaurus does: `<page>/authors/2`", async () => {
    const graph = await graphOf(POSTS);
    const routes = blogRoutes(graph, compiledOf(graph), blogConfig(3));
    const pages = routes.filter((r) => r.route.startsWith('/blog/authors/jane'));
    expect(pages.map((r) => r.route)).toEqual([
      '/blog/authors/jane',
      '/blog/authors/jane/authors/2',
    ]);
    expect(pages[0].data).toMatchObject({
      page: 1,
      totalPages: 2,
      nextRoute: '/blog/authors/jane/authors/2',
      prevRoute: undefined,
    });
    expect(pages[1].data).toMatchObject({ page: 2, prevRoute: '/blog/authors/jane' });
    expect(pages.map((r) => r.excerpts?.length)).toEqual([3, 1]);
  });

  it("gives a post's authors the route of their page, for the name to link to", async () => {
    const graph = await graphOf(POSTS);
    const routes = blogRoutes(graph, compiledOf(graph), blogConfig());
    const list = routes.find((r) => r.route === '/blog')!.data;
    const two = list.kind === 'blogList' ? list.posts.find((p) => p.title === 'Two') : undefined;
    expect(two?.authors).toMatchObject([
      { name: 'Jane Doe', page: '/blog/authors/jane', url: 'https://jane.example.com' },
      { name: 'Bob', page: undefined, url: 'https://bob.example.com' },
    ]);
  });

  it('leaves unlisted posts off the author pages, as off the other lists', async () => {
    const graph = await graphOf({
      ...POSTS,
      'blog/2024-01-06-six.md': '---\ntitle: Six\nauthors: jane\nunlisted: true\n---\n\nSix.\n',
    });
    const routes = blogRoutes(graph, compiledOf(graph), blogConfig());
    expect(routes.find((r) => r.route === '/blog/authors/jane')?.data.title).toBe(
      'Jane Doe - 4 posts',
    );
    expect(graph.posts.some((p) => p.title === 'Six')).toBe(true);
  });
});

describe('author pages in a built Docusaurus site', () => {
  it('writes the pages, their titles and h1s, links the names to them and lists them in the sitemap', async () => {
    const dir = folder({
      'docusaurus.config.js': `module.exports = {
  title: 'T', url: 'https://t.example.com', baseUrl: '/',
  presets: [['classic', { docs: false, blog: { postsPerPage: 3 } }]],
};
`,
      'src/pages/index.md': '# Home\n',
      ...POSTS,
    });
    const out = path.join(dir, 'out');
    const r = await cli(['build', '--site', dir, '--out', out]);
    expect(r.code, r.stderr).toBe(0);
    const html = (route: string) => fs.readFileSync(path.join(out, route, 'index.html'), 'utf8');
    const title = (h: string) => /<title>([^<]*)<\/title>/.exec(h)?.[1];
    const h1 = (h: string) => /<h1[^>]*>(.*?)<\/h1>/.exec(h)?.[1];

    const jane = html('blog/authors/jane');
    expect(title(jane)).toBe('Jane Doe - 4 posts | T');
    expect(h1(jane)).toBe('Jane Doe');
    expect(jane).toContain('href="/blog/authors">View all authors</a>');
    expect(jane).toContain('href="https://x.com/janedoe"');
    // three posts on the first page, the fourth on `authors/2`, linked from the first
    expect(jane.match(/<article/g)).toHaveLength(3);
    expect(jane).toContain('href="/blog/authors/jane/authors/2"');
    const page2 = html('blog/authors/jane/authors/2');
    expect(page2.match(/<article/g)).toHaveLength(1);
    expect(title(page2)).toBe('Jane Doe - 4 posts | T');

    const seb = html('blog/authors/all-sebastien-lorber-articles');
    expect(title(seb)).toBe('Sébastien Lorber - One post | T');
    expect(html('blog/authors/nobody')).toContain('This author has not written any posts yet.');

    const authors = html('blog/authors');
    expect(title(authors)).toBe('Authors | T');
    expect(h1(authors)).toBe('Authors');
    expect(authors).toMatch(
      /<h2 class="author-name"><a href="\/blog\/authors\/jane">Jane Doe<\/a><\/h2>/,
    );

    // the names link to the author's page where there is one, else to their url
    const post = html('blog/2024/01/02/two');
    expect(post).toContain('<a href="/blog/authors/jane">Jane Doe</a>');
    expect(post).not.toContain('href="https://jane.example.com"');
    expect(post).toMatch(/<a href="https:\/\/bob\.example\.com"[^>]*>Bob<\/a>/);
    expect(html('blog')).toContain('<a href="/blog/authors/jane">Jane Doe</a>');

    const sitemap = fs.readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
    for (const route of [
      '/blog/authors',
      '/blog/authors/jane',
      '/blog/authors/jane/authors/2',
      '/blog/authors/all-sebastien-lorber-articles',
    ])
      expect(sitemap).toContain(`<loc>https://t.example.com${route}</loc>`);

    // the links check finds every author link
    const check = await cli(['check', '--site', dir]);
    expect(check.code, check.stdout + check.stderr).toBe(0);
  }, 60_000);
});
