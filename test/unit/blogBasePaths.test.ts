// The blog's page paths (Docusaurus's `pageBasePath`, `tagsBasePath`, `archiveBasePath`,
// `authorsBasePath`): a site that moves its tag pages to `/blog/topics` or turns the archive off
// with `archiveBasePath: null` gets those routes, as its Docusaurus build has them. They were
// accepted and ignored before (issue 27).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../cli/config/loadConfig.js';
import { cli, listRoutes, tempFolder } from './helpers.js';

const POSTS = {
  'blog/authors.yml': 'jane:\n  name: Jane Doe\n  page: true\n',
  'blog/2024-01-01-one.md': '---\ntitle: One\nauthors: jane\ntags: [Alpha]\n---\n\nOne.\n',
  'blog/2024-01-02-two.md': '---\ntitle: Two\nauthors: jane\ntags: [Alpha]\n---\n\nTwo.\n',
  'src/pages/index.md': '# Home\n',
};

const docusaurusSite = (blog: string) =>
  tempFolder('tn-blogpaths-', {
    'docusaurus.config.js': `module.exports = {
  title: 'T', url: 'https://t.example.com', baseUrl: '/',
  presets: [['classic', { docs: false, blog: ${blog} }]],
};
`,
    ...POSTS,
  });

describe("the blog's page paths", () => {
  it('puts the pages where a Docusaurus config moves them, and makes no archive when it is null', async () => {
    const dir = docusaurusSite(`{
      postsPerPage: 1,
      pageBasePath: 'p',
      tagsBasePath: '/topics/',
      archiveBasePath: null,
      authorsBasePath: 'people',
    }`);
    const out = path.join(dir, 'out');
    const r = await cli(['build', '--site', dir, '--out', out]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).not.toMatch(/pageBasePath|tagsBasePath|archiveBasePath|authorsBasePath/);
    const blogRoutes = listRoutes(out).filter((route) => route.startsWith('/blog'));
    expect(blogRoutes).toEqual([
      '/blog',
      '/blog/2024/01/01/one',
      '/blog/2024/01/02/two',
      '/blog/p/2',
      '/blog/people',
      '/blog/people/jane',
      '/blog/people/jane/people/2',
      '/blog/topics',
      '/blog/topics/alpha',
      '/blog/topics/alpha/p/2',
    ]);
    const post = fs.readFileSync(path.join(out, 'blog/2024/01/02/two/index.html'), 'utf8');
    expect(post).toContain('href="/blog/topics/alpha"');
    expect(post).toContain('href="/blog/people/jane"');
    expect(fs.readFileSync(path.join(out, 'blog/index.html'), 'utf8')).toContain(
      'href="/blog/p/2"',
    );
    const check = await cli(['check', '--site', dir]);
    expect(check.code, check.stdout + check.stderr).toBe(0);
  }, 60_000);

  it("keeps Docusaurus's paths by default, and an empty archive path turns the archive off", async () => {
    const load = (dir: string) => loadConfig(dir, path.join(dir, '.tn-cache'));
    const dflt = await load(docusaurusSite('{}'));
    expect(dflt.blog).toMatchObject({
      pageBasePath: 'page',
      tagsBasePath: 'tags',
      archiveBasePath: 'archive',
      authorsBasePath: 'authors',
    });
    const empty = await load(docusaurusSite(`{ archiveBasePath: '' }`));
    expect(empty.blog && empty.blog.archiveBasePath).toBeNull();
  });

  it('refuses a path that leaves the blog, at its line', async () => {
    const dir = docusaurusSite(`{\n      tagsBasePath: '../outside',\n    }`);
    const r = await cli(['build', '--site', dir, '--out', path.join(dir, 'out')]);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/tagsBasePath/);
    expect(r.stderr).toMatch(/must be a path inside the blog/);
    expect(fs.existsSync(path.join(dir, 'outside'))).toBe(false);
  });
});
