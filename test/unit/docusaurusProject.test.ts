import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module shared with test/compat's scripts
import { readBuiltPages } from '../compat/readBuiltPages.mjs';
import { cli, prepareDocusaurusProject, ROOT } from './helpers.js';

interface Page {
  title: string;
  h1?: string;
  headings: string[];
  links: string[];
}
const read = readBuiltPages as (dir: string) => Record<string, Page>;

// expected-docusaurus.json was written by Docusaurus 3.10 itself from the same folder
// (test/compat/docusaurusExpected.mjs): a project with no site.config.ts, an async CommonJS
// docusaurus.config.js, JSX in .js pages, CSS modules, an SVG component, @site imports, a package
// of its own, Tabs, highlight comments, .md links by every path, a folder index page, math and a
// mermaid diagram.
const expected = JSON.parse(
  fs.readFileSync(
    path.join(ROOT, 'test/fixtures/docusaurus-project/expected-docusaurus.json'),
    'utf8',
  ),
) as { generator: string; pages: Record<string, Page> };

let site: string;
let out: string;
let built: { code: number; stdout: string; stderr: string };
let pages: Record<string, Page>;
const html = (route: string) =>
  fs.readFileSync(path.join(out, route.slice(1), 'index.html'), 'utf8');

beforeAll(async () => {
  site = prepareDocusaurusProject();
  out = path.join(site, 'out');
  built = await cli(['build', '--site', site, '--out', out]);
  pages = read(out);
}, 120_000);

describe('a Docusaurus 3 project builds unchanged (issue 15)', () => {
  it('builds without errors or warnings', () => {
    expect(expected.generator).toBe('docusaurus@3.10.2');
    expect(built.stderr).toBe('');
    expect(built.code).toBe(0);
  });

  it('has the routes Docusaurus produces', () => {
    // exactly: the project has no search theme, so no search page either (issue 27)
    expect(Object.keys(pages)).toEqual(Object.keys(expected.pages));
  });

  it('gives every page the title, h1, heading ids and content links Docusaurus gives it', () => {
    for (const [route, want] of Object.entries(expected.pages)) {
      const got = { route, ...pages[route] };
      expect(got.title).toBe(want.title);
      // the blog's list pages are drawn by each theme its own way (their posts are compared)
      if (/^\/blog($|\/(archive|tags$|authors|page))/.test(route)) continue;
      expect(got).toEqual({ route, ...want });
    }
    // the home page draws its own <main>: the one main landmark, not one inside another
    expect(html('/').match(/<main[\s>]/g)).toHaveLength(1);
    // the archive's years keep Docusaurus's ids, so links to /blog/archive#2024 hold
    expect(pages['/blog/archive'].headings).toEqual(expected.pages['/blog/archive'].headings);
  });

  it('renders what Docusaurus renders for its Markdown and components', () => {
    const intro = html('/docs/intro');
    // legacy keywords keep their own title, drawn as their base type
    expect(intro).toContain('class="admonition admonition-info admonition-important"');
    expect(intro).toContain('class="admonition admonition-tip admonition-success"');
    expect(intro).toMatch(/admonition-heading">.*?Important<\/p>/);
    // the page's own H1 is shown; the front-matter title names the tab
    expect(intro).toContain('<h1>Welcome to the fixture</h1>');
    // editUrl as a function
    expect(intro).toContain('href="https://example.com/edit/main/docs/intro.md"');
    // the site's own plugins ran on this plain Markdown page: npm2yarn's tabs, a local remark
    // plugin given options (before the defaults), a local rehype plugin
    expect(intro.match(/role="tab"/g)).toHaveLength(4);
    expect(intro).toMatch(/role="tab"[^>]*>Yarn</);
    expect(intro).toContain('Install version 1.2.3 ');
    expect(intro).toContain('<h2 id="first-steps" data-section="marked">');
    const md = html('/docs/guides/markdown');
    // {1,3} and the highlight comments (removed from the code) mark six lines in all
    expect(md.match(/class="line highlighted"/g)).toHaveLength(6);
    expect(md).not.toContain('highlight-next-line');
    expect(md).not.toContain('highlight-start');
    const math = html('/docs/math');
    expect(math.match(/class="katex"/g)).toHaveLength(2);
    // the mermaid diagram is an SVG drawn at build time, in the theme's colours, with no font request
    expect(math).toMatch(/<figure class="diagram"[^>]*><svg[^>]*--fg:var\(--text\)/);
    expect(math).not.toContain('fonts.googleapis.com');
    // generated index pages: from the sidebars file and from a _category_ file (own title), with
    // their description and a card per item; the sidebar links the category to its page
    const reference = html('/docs/category/reference');
    expect(reference).toContain('<p>Every reference page, as cards.</p>');
    expect(reference).toMatch(/class="doc-card"><a href="\/docs\/reference\/cli"/);
    expect(html('/docs/category/api-tools')).toContain('<h1>The API</h1>');
    expect(intro).toMatch(/<a [^>]*href="\/docs\/category\/reference"[^>]*>Reference</);
    const tabs = html('/docs/guides/tabs');
    expect(tabs).toContain('<strong class="greeting">Hello, reader</strong>');
    expect(tabs.match(/role="tab"/g)).toHaveLength(4);
  });

  it('builds React pages with CSS modules, an SVG component, config head tags and custom CSS', () => {
    const home = html('/');
    const moduleClass = /class="(index_hero_\w+)"/.exec(home)?.[1];
    expect(moduleClass).toBeTruthy();
    const cssFiles = [...home.matchAll(/<link rel="stylesheet" href="\/(assets\/[^"]+)"/g)].map(
      (m) => fs.readFileSync(path.join(out, m[1]), 'utf8'),
    );
    const css = cssFiles.join('\n');
    expect(css).toContain(`.${moduleClass}`);
    expect(css).toContain('.navbar-note'); // theme.customCss
    expect(home).toMatch(/<svg[^>]*class="Feature_icon[^"]*"[^>]*role="img"/);
    expect(home).toContain('<script src="/js/hello.js" async></script>');
    expect(home).toContain('<link rel="stylesheet" href="/css/extra.css" type="text/css">');
    expect(home).toContain('<meta name="fixture" content="yes">');
    expect(home).toContain('<span class="navbar-note">Beta</span>');
    expect(home).toContain('<a class="footer-status" href="https://example.com/status">Status</a>');
    expect(home).toContain('Hello from customFields');
    expect(html('/browser')).toContain('<p class="only">waiting</p>');
  });
});

const CONFIG = path.join(ROOT, 'test/fixtures/docusaurus-project/docusaurus.config.js');

describe("a Docusaurus project's own remark/rehype plugins", () => {
  it('a plugin that throws is an error naming the plugin and the page', async () => {
    const broken = prepareDocusaurusProject({
      'src/plugins/rehype-section-marks.js': [
        'module.exports = function rehypeSectionMarks() {',
        "  return (tree, file) => { if (/intro/.test(file.path)) throw new Error('no sections'); };",
        '};',
        '',
      ].join('\n'),
    });
    const r = await cli(['build', '--site', broken, '--out', path.join(broken, 'out')]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/SITE_PLUGIN \S*docs\/intro\.md\n/);
    expect(r.stderr).toMatch(
      /The site's rehype plugin 'rehypeSectionMarks' failed on \S*docs\/intro\.md: no sections/,
    );
    expect(r.stderr).toContain('docs.rehypePlugins[1]');
    expect(r.stderr).not.toMatch(/\n\s+at /);
    expect(fs.existsSync(path.join(broken, 'out'))).toBe(false);
  }, 60_000);

  it('a change to a plugin option recompiles the pages (the compile cache knows the plugins)', async () => {
    const site = prepareDocusaurusProject();
    const out = path.join(site, 'out');
    const intro = () => fs.readFileSync(path.join(out, 'docs/intro/index.html'), 'utf8');
    expect((await cli(['build', '--site', site, '--out', out])).code).toBe(0);
    expect(intro()).toContain('Install version 1.2.3 ');
    const config = fs.readFileSync(CONFIG, 'utf8').replace("version: '1.2.3'", "version: '2.0.0'");
    fs.writeFileSync(path.join(site, 'docusaurus.config.js'), config);
    const again = await cli(['build', '--site', site, '--out', out]);
    expect(again.code).toBe(0);
    // the page's text is unchanged: only a cache key holding the plugin options sees the change
    expect(intro()).toContain('Install version 2.0.0 ');
  }, 120_000);
});

describe('a Docusaurus project with swizzled theme components', () => {
  it('builds with its own layout and names each swizzled component in a warning', async () => {
    const site = prepareDocusaurusProject({
      // Docusaurus internals tn-docs does not provide: bundling this would fail the build
      'src/theme/Footer/index.js': [
        "import { useThemeConfig } from '@docusaurus/theme-common/internal';",
        'export default function Footer() {',
        '  return <footer className="swizzled">{useThemeConfig().footer.copyright}</footer>;',
        '}',
        '',
      ].join('\n'),
      'src/theme/CodeBlock/index.js': [
        "import CodeBlock from '@theme-original/CodeBlock';",
        'export default (props) => <div className="swizzled"><CodeBlock {...props} /></div>;',
        '',
      ].join('\n'),
    });
    const out = path.join(site, 'out');
    const r = await cli(['build', '--site', site, '--out', out]);
    expect(r.code).toBe(0);
    const check = await cli(['check', '--site', site]);
    const said = check.stdout + check.stderr;
    expect(said).toMatch(
      /warning DOCUSAURUS_SWIZZLED \S*src\/theme\/Footer\S*:1:1\nsrc\/theme\/Footer does not replace tn-docs' own layout.*readers see tn-docs' own footer instead\./,
    );
    expect(said).toContain(
      "src/theme/CodeBlock is not used: '@theme/CodeBlock' is tn-docs' own component",
    );
    const home = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
    const tabs = fs.readFileSync(path.join(out, 'docs/guides/tabs/index.html'), 'utf8');
    expect(home).toContain('<footer class="footer">');
    expect(home + tabs).not.toContain('swizzled');
  }, 60_000);
});

describe('a Docusaurus project with problems', () => {
  it('names an unsupported import with its file and line, and unknown options as warnings', async () => {
    const broken = prepareDocusaurusProject({
      'src/pages/odd.js': [
        "import React from 'react';",
        "import useGlobalData from '@docusaurus/useGlobalData';",
        'export default function Odd() {',
        '  return <p>{String(useGlobalData())}</p>;',
        '}',
        '',
      ].join('\n'),
      'docusaurus.config.js': fs
        .readFileSync(
          path.join(ROOT, 'test/fixtures/docusaurus-project/docusaurus.config.js'),
          'utf8',
        )
        .replace("title: 'Fixture Project',", "title: 'Fixture Project',\n    titel: 'typo',"),
    });
    const r = await cli(['build', '--site', broken, '--out', path.join(broken, 'out')]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/UNSUPPORTED_IMPORT \S*src\/pages\/odd\.js:2:27\n/);
    expect(r.stderr).toContain("'@docusaurus/useGlobalData' is not supported by tn-docs.");
    expect(r.stderr).not.toMatch(/\n\s+at /); // no stack trace
    const check = await cli(['check', '--site', broken]);
    expect(check.stdout + check.stderr).toMatch(
      /warning DOCUSAURUS_OPTION \S*docusaurus\.config\.js:9:5\n'titel' is not a Docusaurus option/,
    );
  }, 60_000);
});
