import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Manifest } from '../../runtime/types.js';
import { cli, copyFixture, listRoutes, rendererDir, ROOT, treeHashes } from './helpers.js';

describe('tn-docs build on a small site', () => {
  let site: string;
  beforeAll(async () => {
    site = copyFixture('minimal');
    const r = await cli(['build', '--site', site]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it('renders every route to complete HTML with head, canonical and its scripts at low priority', () => {
    const html = fs.readFileSync(path.join(site, 'build/docs/guide/first/index.html'), 'utf8');
    expect(html).toContain('<title>First guide | Minimal</title>');
    expect(html).toContain(
      '<link rel="canonical" href="https://minimal.example.com/docs/guide/first">',
    );
    // first paint (issue 13): no script competes with the stylesheet
    expect(html).toMatch(
      /<script type="module" src="\/assets\/js\/entry\.[A-Z0-9]+\.js" fetchpriority="low">/,
    );
    // the page's other modules are preloaded by the entry after the first paint, not by the head
    expect(html).not.toContain('rel="modulepreload"');
    expect(html.match(/<script type="module"/g)).toHaveLength(1);
    expect(html.indexOf('rel="stylesheet"')).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html).toMatch(/"preload":\["\/assets\/js\//);
    expect(html).toContain('id="setup"');
    expect(html).toContain('data-theme="dark"');
    expect(html).toContain("setAttribute('data-theme'");
  });

  it('resolves relative .md links to routes and keeps anchors', () => {
    const html = fs.readFileSync(path.join(site, 'build/docs/intro/index.html'), 'utf8');
    expect(html).toContain('href="/docs/guide/first#setup"');
  });

  it('inlines SVG diagrams with their alt text', () => {
    const html = fs.readFileSync(path.join(site, 'build/docs/guide/second/index.html'), 'utf8');
    expect(html).toMatch(
      /<figure class="diagram"[^>]*><svg[^>]*role="img" aria-label="A two-box flow from input to output\."/,
    );
  });

  it('copies images relative to a page as content-hashed assets', () => {
    const html = fs.readFileSync(path.join(site, 'build/docs/guide/second/index.html'), 'utf8');
    const src =
      /<img src="(\/assets\/img\/pixel\.[0-9a-f]{8}\.png)" alt="A single pixel stored next to this page\."/.exec(
        html,
      );
    expect(src).not.toBeNull();
    expect(
      fs
        .readFileSync(path.join(site, 'build', src![1]))
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
  });

  it('emits the route manifest, sitemap without tag pages, robots, feeds, 404 and redirect pages', () => {
    const b = (f: string) => fs.readFileSync(path.join(site, 'build', f), 'utf8');
    const manifest = JSON.parse(b('assets/routes.json')) as Manifest;
    expect(Object.keys(manifest.routes)).toEqual(
      expect.arrayContaining(['/', '/docs/intro', '/blog/hello', '/about']),
    );
    expect(manifest.redirects?.['/docs']).toBe('/docs/intro');
    const sitemap = b('sitemap.xml');
    expect(sitemap).toMatch(
      /<loc>https:\/\/minimal\.example\.com\/docs\/intro<\/loc><lastmod>\d{4}-\d\d-\d\d<\/lastmod><changefreq>weekly<\/changefreq><priority>0\.5<\/priority>/,
    );
    // pages without a known update time have no lastmod
    expect(sitemap).toContain(
      '<loc>https://minimal.example.com/about</loc><changefreq>weekly</changefreq>',
    );
    expect(sitemap).not.toContain('/blog/tags');
    expect(b('robots.txt')).toContain('Sitemap: https://minimal.example.com/sitemap.xml');
    expect(b('blog/rss.xml')).toContain('<title>Hello</title>');
    expect(b('blog/atom.xml')).toContain('<feed');
    expect(b('404.html')).toContain('Page Not Found');
    const redirect = b('docs/index.html');
    expect(redirect).toContain('<meta http-equiv="refresh" content="0; url=/docs/intro">');
    expect(redirect).toContain(
      '<link rel="canonical" href="https://minimal.example.com/docs/intro">',
    );
  });

  it('shows the blog excerpt up to the truncate marker on the list page', () => {
    const list = fs.readFileSync(path.join(site, 'build/blog/index.html'), 'utf8');
    expect(list).toContain('First paragraph.');
    expect(list).not.toContain('Rest of the post.');
    expect(list).toContain('Read more');
    expect(fs.readFileSync(path.join(site, 'build/blog/hello/index.html'), 'utf8')).toContain(
      'Rest of the post.',
    );
  });

  it('is deterministic: the same input gives byte-identical output', async () => {
    const first = treeHashes(path.join(site, 'build'));
    fs.rmSync(path.join(site, '.tn-cache'), { recursive: true, force: true });
    const r = await cli(['build', '--site', site, '--out', 'build2']);
    expect(r.code).toBe(0);
    expect(treeHashes(path.join(site, 'build2'))).toEqual(first);
  });

  it('renders the same bytes on worker threads as in one thread', async () => {
    const first = treeHashes(path.join(site, 'build'));
    const r = await cli(['build', '--site', site, '--out', 'build-threads'], undefined, {
      TN_DOCS_RENDER_THREADS_FROM: '1',
    });
    expect(r.code).toBe(0);
    expect(treeHashes(path.join(site, 'build-threads'))).toEqual(first);
  });

  it('fails on worker threads as in one thread: a page that throws while rendering is named', async () => {
    const file = path.join(site, 'docs/guide/second.md');
    const original = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(
      file,
      `${original}\n\nexport function Boom() {\n  throw new Error('boom');\n}\n\n<Boom />\n`,
    );
    try {
      const r = await cli(['build', '--site', site, '--out', 'build-threads-fail'], undefined, {
        TN_DOCS_RENDER_THREADS_FROM: '1',
      });
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/docs\/guide\/second\.md:\d+:\d+/);
      expect(r.stderr).toContain('boom');
      expect(fs.existsSync(path.join(site, 'build-threads-fail'))).toBe(false);
    } finally {
      fs.writeFileSync(file, original);
    }
  });

  it('leaves the previous build byte-identical when a build fails', async () => {
    const before = treeHashes(path.join(site, 'build'));
    fs.writeFileSync(path.join(site, 'docs/guide/first.md'), '# Broken\n\n<div>\n');
    const r = await cli(['build', '--site', site]);
    expect(r.code).toBe(1);
    expect(treeHashes(path.join(site, 'build'))).toEqual(before);
    expect(fs.readdirSync(site).filter((f) => f.includes('.tmp-'))).toEqual([]);
  });

  it('skips bundling and rendering when nothing changed, also on a site without a home page', async () => {
    const noHome = copyFixture('minimal');
    fs.rmSync(path.join(noHome, 'pages/index.tsx'));
    const build = () => cli(['build', '--site', noHome], undefined, { CI: '' });
    expect((await build()).code).toBe(0);
    expect(fs.existsSync(path.join(noHome, 'build/index.html'))).toBe(false);
    const again = await build();
    expect(again.stdout).toContain('nothing changed');
    fs.appendFileSync(path.join(noHome, 'docs/intro.md'), '\nOne more line.\n');
    const edited = await build();
    expect(edited.stdout).not.toContain('nothing changed');
    expect(edited.stdout).toMatch(/built \d+ pages/);
  });

  it('builds with a baseUrl other than /', async () => {
    const sub = copyFixture('minimal');
    fs.writeFileSync(
      path.join(sub, 'site.config.ts'),
      fs
        .readFileSync(path.join(sub, 'site.config.ts'), 'utf8')
        .replace(
          "url: 'https://minimal.example.com',",
          "url: 'https://minimal.example.com', baseUrl: '/sub/',",
        ),
    );
    expect((await cli(['build', '--site', sub])).code).toBe(0);
    const html = fs.readFileSync(path.join(sub, 'build/docs/intro/index.html'), 'utf8');
    expect(html).toContain('href="/sub/docs/guide/first#setup"');
    expect(html).toContain('src="/sub/assets/js/entry.');
    expect(listRoutes(path.join(sub, 'build'))).toContain('/docs/intro');
  });
});

describe("the renderer files of builds that were killed (issue 13's cache hygiene)", () => {
  it('are removed by the next build once their process is gone and they are over an hour old', async () => {
    const site = copyFixture('minimal');
    const cache = rendererDir(site);
    fs.mkdirSync(cache, { recursive: true });
    // a process that has ended: its id names no running process
    const gone = spawnSync(process.execPath, ['-e', '']).pid;
    const fake = (name: string, pid: number, ageMs: number) => {
      const file = path.join(cache, `server-${name}-${pid}.mjs`);
      fs.writeFileSync(file, 'export {};\n');
      const when = new Date(Date.now() - ageMs);
      fs.utimesSync(file, when, when);
      return file;
    };
    const orphan = fake('0123456789abcdef', gone, 2 * 3600_000);
    const recent = fake('fedcba9876543210', gone, 60_000);
    const alive = fake('0123456789abcdef', process.pid, 2 * 3600_000);
    try {
      const r = await cli(['build', '--site', site]);
      expect(r.code, r.stderr).toBe(0);
      expect(fs.existsSync(orphan)).toBe(false);
      expect(fs.existsSync(recent)).toBe(true);
      expect(fs.existsSync(alive)).toBe(true);
      // and the build removed its own
      expect(fs.readdirSync(cache).filter((f) => f.endsWith(`-${r.pid}.mjs`))).toEqual([]);
    } finally {
      for (const f of [orphan, recent, alive]) fs.rmSync(f, { force: true });
    }
  });
});

describe("a build's warnings (issue 26)", () => {
  it('prints at most 20, folds the rest into a count, and its summary counts what it reports', async () => {
    const links = Array.from({ length: 25 }, (_, i) => `- [gone ${i}](/docs/gone-${i})`).join('\n');
    const site = copyFixture('minimal', { 'docs/broken.md': `# Broken\n\n${links}\n` });
    const config = path.join(site, 'site.config.ts');
    fs.writeFileSync(
      config,
      fs
        .readFileSync(config, 'utf8')
        .replace("title: 'Minimal',", "title: 'Minimal',\n  onBrokenLinks: 'warn',"),
    );
    // not quiet: the build's own report, as a terminal shows it
    const r = await cli(['build', '--site', site], ROOT, { CI: '' });
    expect(r.code, r.stderr).toBe(0);
    const printed = r.stdout.match(/^warning BROKEN_LINK /gm) ?? [];
    expect(printed).toHaveLength(20);
    expect(r.stdout).toContain('... and 5 more warnings: `tn-docs check` lists every one.');
    // 25 broken links reported; the page nothing links to is check's to report, and said so
    expect(r.stdout).toMatch(/check links .*: 0 errors, 25 warnings \(and 1 for `tn-docs check`\)/);
  });
});
