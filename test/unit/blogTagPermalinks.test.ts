// An inline blog tag's permalink is its label kebab-cased by lodash, as every Docusaurus 3 makes it
// (gofiber/docs' `v3` is /blog/tags/v-3; tn-docs made /blog/tags/v3 with GitHub's slugger).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { kebabCase, loadBlog } from '../../cli/build/loadBlog.js';
import type { SiteConfig } from '../../cli/config/types.js';
import { BLOG_PATHS } from '../../cli/config/validateConfig.js';

describe("lodash's kebabCase", () => {
  it('splits words as lodash does (values checked against lodash 4.17)', () => {
    const cases: Record<string, string> = {
      v3: 'v-3',
      'React.js': 'react-js',
      PostgreSQL: 'postgre-sql',
      HTTPServer: 'http-server',
      'hello world': 'hello-world',
      releaseNotes: 'release-notes',
      JaneDoe_Smith: 'jane-doe-smith',
      'C++': 'c',
      café: 'cafe',
      Straße: 'strasse',
      "it's": 'its',
      x86_64: 'x-86-64',
      '1st place': '1st-place',
      'Привет мир': 'привет-мир',
      日本語: '日本語',
      'Ελληνικά Λέξη': 'ελληνικά-λέξη',
    };
    for (const [text, kebab] of Object.entries(cases))
      expect([text, kebabCase(text)]).toEqual([text, kebab]);
  });
});

describe('inline tags', () => {
  it('take their label kebab-cased as permalink; a written permalink is kept', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-tags-'));
    fs.mkdirSync(path.join(dir, 'blog'));
    fs.writeFileSync(
      path.join(dir, 'blog', '2024-01-02-hello.md'),
      "---\ntitle: Hello\ntags: [v3, React.js, { label: 'Own', permalink: '/own-one' }]\n---\n\nHi.\n",
    );
    const config = { siteDir: dir, blog: { path: 'blog', routeBasePath: 'blog', ...BLOG_PATHS } };
    const [post] = await loadBlog(config as unknown as SiteConfig, true);
    expect(post.tags).toEqual([
      { label: 'v3', route: '/blog/tags/v-3' },
      { label: 'React.js', route: '/blog/tags/react-js' },
      { label: 'Own', route: '/blog/tags/own-one' },
    ]);
  });
});
