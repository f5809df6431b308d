import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { applyTrailingSlash } from '../../runtime/shared/url.js';
import { cli, prepareDocusaurusProject, ROOT } from './helpers.js';

// Docusaurus's `trailingSlash` (issue 15). The file lists, hrefs, sitemap and canonical URLs below
// are what Docusaurus 3.10.2 wrote for this fixture with each value (built once with
// test/compat/docusaurusExpected.mjs's setup, the option added and broken links made warnings).
const HTML_FILES = [
  '404.html',
  'blog/2024/01/02/hello/index.html',
  'blog/archive/index.html',
  'blog/index.html',
  'blog/tags/index.html',
  'blog/tags/news/index.html',
  'browser/index.html',
  'docs/category/api-tools/index.html',
  'docs/category/reference/index.html',
  'docs/guides/index.html',
  'docs/guides/links/index.html',
  'docs/guides/markdown/index.html',
  'docs/guides/tabs/index.html',
  'docs/intro/index.html',
  'docs/math/index.html',
  'docs/reference/api/client/index.html',
  'docs/reference/cli/index.html',
  'index.html',
  'markdown-page/index.html',
  'redirect/index.html',
  'titled/index.html',
];
const AS_FILES = HTML_FILES.map((f) =>
  f === 'index.html' ? f : f.replace(/\/index\.html$/, '.html'),
).sort();
// the links of the guides folder's index page, outside its content (navbar, sidebar, footer) and in it
const GUIDES_LINKS = [
  '/',
  '/blog',
  '/docs/category/reference',
  '/docs/guides',
  '/docs/guides/links',
  '/docs/guides/markdown',
  '/docs/guides/tabs',
  '/docs/intro',
  '/docs/math',
];

function project(trailingSlash: boolean): string {
  const config = fs
    .readFileSync(path.join(ROOT, 'test/fixtures/docusaurus-project/docusaurus.config.js'), 'utf8')
    .replace(/ {4}onBroken(Links|Anchors): 'throw',\n/g, '')
    .replace(
      "    baseUrl: '/',\n",
      `    baseUrl: '/',\n    trailingSlash: ${trailingSlash},\n` +
        "    onBrokenLinks: 'warn',\n    onBrokenAnchors: 'warn',\n",
    );
  return prepareDocusaurusProject({ 'docusaurus.config.js': config });
}

function htmlFiles(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .map((f) => f.split(path.sep).join('/'))
    .filter((f) => f.endsWith('.html') && !f.startsWith('search'))
    .sort();
}

const hrefs = (html: string) =>
  [...new Set([...html.matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((m) => m[1]))]
    // files, not pages: feeds, images and the page's Markdown twin (View as Markdown, issue 31)
    .filter((h) => !/\.(xml|svg|md)$/.test(h))
    .sort();
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]).sort();
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];

describe('trailingSlash as Docusaurus applies it', () => {
  it('adds or removes the slash of a page path, never of the home page, a file or a hash', () => {
    expect(applyTrailingSlash('/docs/a', true)).toBe('/docs/a/');
    expect(applyTrailingSlash('/docs/a/#x', false)).toBe('/docs/a#x');
    expect(applyTrailingSlash('/docs/a?q=1#x', true)).toBe('/docs/a/?q=1#x');
    expect(applyTrailingSlash('/docs/a/', undefined)).toBe('/docs/a/');
    expect(applyTrailingSlash('/', false)).toBe('/');
    expect(applyTrailingSlash('/img/logo.svg', true)).toBe('/img/logo.svg');
    expect(applyTrailingSlash('#top', true)).toBe('#top');
    expect(applyTrailingSlash('./tabs', true)).toBe('./tabs');
  });

  describe.each([false, true])('trailingSlash: %s', (trailingSlash) => {
    let site: string;
    let out: string;
    let built: { code: number; stdout: string; stderr: string };
    beforeAll(async () => {
      site = project(trailingSlash);
      out = path.join(site, 'out');
      built = await cli(['build', '--site', site, '--out', out]);
    }, 120_000);
    const slash = (p: string) => (trailingSlash && p !== '/' ? p + '/' : p);

    it('writes the files Docusaurus writes', () => {
      expect(built.code).toBe(0);
      expect(htmlFiles(out)).toEqual(trailingSlash ? HTML_FILES : AS_FILES);
    });

    it('links, sitemap and canonical URLs use the same paths', () => {
      const guides = fs.readFileSync(
        path.join(out, trailingSlash ? 'docs/guides/index.html' : 'docs/guides.html'),
        'utf8',
      );
      const own = hrefs(guides).filter((h) => !h.startsWith('/assets/') && h !== '/css/extra.css');
      // with no slash, the index page's `./tabs` goes one level up, to a page that does not exist
      const broken = trailingSlash ? [] : ['/docs/tabs'];
      expect(own).toEqual([...GUIDES_LINKS.map(slash), ...broken].sort());
      expect(canonical(guides)).toBe(`https://project.example.com${slash('/docs/guides')}`);
      const sitemap = fs.readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
      expect(locs(sitemap)).toContain(`https://project.example.com${slash('/docs/guides/tabs')}`);
      expect(locs(sitemap)).toContain('https://project.example.com/');
      expect(locs(sitemap).filter((l) => l.endsWith('/')).length).toBe(
        trailingSlash ? locs(sitemap).length : 1,
      );
      const links = fs.readFileSync(
        path.join(out, trailingSlash ? 'docs/guides/links/index.html' : 'docs/guides/links.html'),
        'utf8',
      );
      // a .md link with an anchor keeps it after the slash
      expect(hrefs(links)).toContain(`${slash('/docs/guides/markdown')}#highlighted-lines`);
    });

    it('check finds the broken link Docusaurus reports, and only with no slash', async () => {
      const r = await cli(['check', '--site', site, '--format', 'json']);
      const report = JSON.parse(r.stdout) as {
        findings: { code: string; message: string; file?: string }[];
      };
      const broken = report.findings.filter((f) => f.code === 'BROKEN_LINK');
      // Docusaurus: "Broken link on source page path = /docs/guides: linking to ./tabs (resolved
      // as: /docs/tabs)" with trailingSlash false, none with true
      expect(broken.map((f) => f.message)).toEqual(
        trailingSlash ? [] : ['Broken link: ./tabs (no page at /docs/tabs)'],
      );
    }, 60_000);
  });
});
