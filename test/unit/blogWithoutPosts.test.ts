// A blog without posts, as the site's Docusaurus builds it (issue 27): Docusaurus 3.10 and later
// make its empty list page, earlier versions no blog page at all.
import { describe, expect, it } from 'vitest';
import { blogRoutes } from '../../cli/build/blogRoutes.js';
import type { ContentGraph } from '../../cli/build/types.js';
import type { SiteConfig } from '../../cli/config/types.js';
import { BLOG_PATHS } from '../../cli/config/validateConfig.js';

const blog = (listWithoutPosts: boolean): Extract<SiteConfig['blog'], object> => ({
  path: 'blog',
  routeBasePath: 'blog',
  showReadingTime: true,
  postsPerPage: 10,
  listWithoutPosts,
  ...BLOG_PATHS,
  title: 'Blog',
  description: 'T',
  feedOptions: { type: 'all', copyright: '', title: 'T', description: 'T' },
});

describe('a blog without posts', () => {
  const graph = { posts: [] } as unknown as ContentGraph;
  it('has its list page where the site says so, and none otherwise', () => {
    expect(blogRoutes(graph, new Map(), blog(true)).map((r) => r.route)).toEqual(['/blog']);
    expect(blogRoutes(graph, new Map(), blog(false))).toEqual([]);
  });
});

describe("the blog list's title", () => {
  it("is the config's (Docusaurus's blogTitle)", () => {
    const graph = { posts: [] } as unknown as ContentGraph;
    const [list] = blogRoutes(graph, new Map(), { ...blog(true), title: 'News' });
    expect(list.data).toMatchObject({ title: 'News', description: 'T' });
  });
});
