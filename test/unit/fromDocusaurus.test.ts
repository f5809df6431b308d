import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromDocusaurus } from '../../cli/config/fromDocusaurus.js';
import { highlightComments } from '../../cli/mdx/remarkHighlightComments.js';
import { mdLinkCandidates } from '../../cli/mdx/mdLinkCandidates.js';

const base = { title: 'T', url: 'https://t.example.com', baseUrl: '/' };

describe('a Docusaurus config read as the native one (issue 15)', () => {
  it('maps preset-classic, the theme config and the top-level options', () => {
    const { input, warnings } = fromDocusaurus(
      {
        ...base,
        baseUrl: '/sub',
        trailingSlash: false,
        markdown: { mermaid: true, hooks: { onBrokenMarkdownLinks: 'log' } },
        scripts: ['/a.js', { src: '/b.js', async: true }],
        stylesheets: ['/c.css'],
        headTags: [{ tagName: 'meta', attributes: { name: 'x', content: 'y' } }],
        customFields: { answer: 42 },
        presets: [
          [
            '@docusaurus/preset-classic',
            {
              docs: {
                path: 'documentation',
                routeBasePath: '/',
                sidebarPath: '/site/sidebars.js',
                editUrl: 'https://git.example.com/edit/main/',
                exclude: ['**/*.template.md'],
                remarkPlugins: [function remarkMath() {}],
              },
              blog: { postsPerPage: 'ALL', feedOptions: { type: ['rss', 'atom'] } },
              theme: { customCss: ['./src/css/custom.css'] },
              sitemap: { changefreq: 'daily', filename: 'sitemap.xml' },
              gtag: { trackingID: ['G-1', 'G-2'] },
            },
          ],
        ],
        themeConfig: {
          colorMode: { defaultMode: 'light' },
          navbar: {
            items: [
              { type: 'doc', docId: 'intro', label: 'Docs', position: 'left' },
              { label: 'More', items: [{ type: 'doc', docId: 'guides/index', label: 'G' }] },
              { type: 'html', value: '<b>Beta</b>' },
              { type: 'custom-thing' },
            ],
          },
          footer: { links: [{ label: 'Blog', to: '/blog' }, { html: '<i>x</i>' }] },
        },
      },
      '/site',
    );
    expect(input.baseUrl).toBe('/sub/');
    expect(input.onBrokenLinks).toBe('throw');
    expect(input.onBrokenAnchors).toBe('warn');
    expect(input.onBrokenMarkdownLinks).toBe('log');
    expect(input.trailingSlash).toBe(false);
    expect(input.markdown).toEqual({ mermaid: true, math: true });
    expect(input.docs).toMatchObject({
      path: 'documentation',
      routeBasePath: '/',
      sidebarPath: 'sidebars.js',
      // Docusaurus puts the docs folder between editUrl and the file's path
      editUrl: 'https://git.example.com/edit/main/documentation',
      exclude: ['**/*.template.md'],
    });
    expect(input.blog).toMatchObject({ postsPerPage: 1e6, feedOptions: { type: 'all' } });
    expect(input.pages).toEqual({ path: 'src/pages' });
    expect(input.customCss).toEqual(['./src/css/custom.css']);
    expect(input.sitemap).toEqual({ changefreq: 'daily', ignorePatterns: [] });
    expect(input.analytics).toEqual({ trackingID: 'G-1', anonymizeIP: true });
    expect(input.colorMode).toEqual({ defaultMode: 'light' });
    expect(input.headTags).toEqual([
      { tagName: 'script', attributes: { src: '/a.js' } },
      { tagName: 'script', attributes: { src: '/b.js', async: true } },
      { tagName: 'link', attributes: { rel: 'stylesheet', href: '/c.css' } },
      { tagName: 'meta', attributes: { name: 'x', content: 'y' }, innerHTML: undefined },
    ]);
    expect(input.customFields).toEqual({ answer: 42 });
    expect(input.navbar?.items).toEqual([
      { type: 'doc', docId: 'intro', label: 'Docs', position: 'left' },
      {
        type: 'dropdown',
        label: 'More',
        items: [{ label: 'G', to: '/guides' }],
        position: 'left',
      },
      { type: 'html', value: '<b>Beta</b>', position: 'left' },
    ]);
    expect(input.footer?.links).toEqual([
      {
        title: '',
        items: [
          { label: 'Blog', to: '/blog' },
          { label: '', html: '<i>x</i>' },
        ],
      },
    ]);
    expect(warnings.map((w) => w.message)).toEqual([
      "the navbar item type 'custom-thing' is not supported by tn-docs; the navbar is shown " +
        'without it.',
    ]);
  });

  it('names every option it cannot honour, with its key', () => {
    const { warnings } = fromDocusaurus(
      {
        ...base,
        titel: 'typo',
        webpack: {},
        i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
        plugins: [
          'docusaurus-plugin-image-zoom',
          ['@docusaurus/plugin-content-docs', { id: 'api', path: 'api' }],
        ],
        themes: ['@docusaurus/theme-mermaid', '@easyops-cn/docusaurus-search-local'],
        presets: [['classic', { docs: { sidebarItemsGenerator: () => [], fancy: true } }]],
      },
      '/site',
    );
    expect(warnings).toEqual([
      {
        key: ['titel'],
        message: "'titel' is not a Docusaurus option tn-docs knows; it is ignored.",
      },
      { key: ['webpack'], message: "'webpack' is not supported by tn-docs and is ignored." },
      // i18n is built (every locale: config/i18n.ts), so it is named in no warning
      {
        // at the entry's own place, with what the reader misses
        key: ['plugins', 0],
        message:
          "the plugin 'docusaurus-plugin-image-zoom' is not run by tn-docs: the routes and data it " +
          'would load (loadContent, contentLoaded), the scripts and tags it would add to pages ' +
          '(injectHtmlTags, getClientModules) and its build changes (configureWebpack, ' +
          'postBuild) are absent; readers see the site without them.',
      },
      {
        key: ['themes', 1],
        message:
          "the theme '@easyops-cn/docusaurus-search-local' is not run by tn-docs: the components " +
          'it provides are not used (tn-docs draws its own theme); readers see the site without ' +
          'them.',
      },
      {
        key: ['presets', 0, 1, 'docs', 'fancy'],
        message: "the docs option 'fancy' is not supported by tn-docs and is ignored.",
      },
    ]);
  });

  it('takes the docs from a plugin-content-docs instance without an id when the preset has none', () => {
    const { input } = fromDocusaurus(
      {
        ...base,
        presets: [['classic', { docs: false, blog: false }]],
        plugins: [
          ['@docusaurus/plugin-content-docs', { path: 'guides', routeBasePath: 'guides' }],
          [
            '@docusaurus/plugin-client-redirects',
            { redirects: [{ from: ['/old', '/older'], to: '/guides/intro' }] },
          ],
        ],
      },
      '/site',
    );
    expect(input.docs).toMatchObject({ path: 'guides', routeBasePath: 'guides' });
    expect(input.blog).toBe(false);
    expect(input.redirects).toEqual([
      { from: '/old', to: '/guides/intro' },
      { from: '/older', to: '/guides/intro' },
    ]);
  });
});

describe('versioned docs and docs instances', () => {
  it('builds every version at Docusaurus routes and each instance as a docs set', () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-versions-'));
    fs.writeFileSync(path.join(site, 'versions.json'), '["2.0", "1.0"]');
    fs.writeFileSync(path.join(site, 'api_versions.json'), '["1.x"]');
    const { input } = fromDocusaurus(
      {
        ...base,
        presets: [['classic', { docs: { versions: { '1.0': { label: 'One', path: 'one' } } } }]],
        plugins: [
          ['@docusaurus/plugin-content-docs', { id: 'api', path: 'api', routeBasePath: 'api' }],
        ],
        themeConfig: {
          navbar: {
            items: [
              { type: 'doc', docId: 'intro', label: 'Docs' },
              { type: 'docSidebar', sidebarId: 'api', docsPluginId: 'api', label: 'API' },
            ],
          },
        },
      },
      site,
    );
    expect(input.docs).toMatchObject({ path: 'docs', routeBasePath: 'docs/next' });
    expect(input.docsVersion).toEqual({
      name: 'current',
      label: 'Next',
      isLast: false,
      banner: 'unreleased',
    });
    const sets = (input.docsSets ?? []).map((s) => ({
      key: s.key,
      path: s.docs.path,
      sidebarPath: s.docs.sidebarPath,
      routeBasePath: s.docs.routeBasePath,
      version: s.version,
    }));
    expect(sets).toEqual([
      {
        key: 'version-2.0',
        path: 'versioned_docs/version-2.0',
        sidebarPath: 'versioned_sidebars/version-2.0-sidebars.json',
        routeBasePath: 'docs',
        version: { name: '2.0', label: '2.0', isLast: true, banner: 'none' },
      },
      {
        key: 'version-1.0',
        path: 'versioned_docs/version-1.0',
        sidebarPath: 'versioned_sidebars/version-1.0-sidebars.json',
        routeBasePath: 'docs/one',
        version: { name: '1.0', label: 'One', isLast: false, banner: 'unmaintained' },
      },
      {
        key: 'api',
        path: 'api',
        sidebarPath: undefined,
        routeBasePath: 'api/next',
        version: { name: 'current', label: 'Next', isLast: false, banner: 'unreleased' },
      },
      {
        key: 'api-version-1.x',
        path: 'api_versioned_docs/version-1.x',
        sidebarPath: 'api_versioned_sidebars/version-1.x-sidebars.json',
        routeBasePath: 'api',
        version: { name: '1.x', label: '1.x', isLast: true, banner: 'none' },
      },
    ]);
    // navbar doc items link to their instance's last version, as in Docusaurus
    expect(input.navbar?.items).toEqual([
      // Docusaurus's default position is 'left'
      { type: 'doc', docId: 'version-2.0::intro', label: 'Docs', position: 'left' },
      { type: 'docSidebar', sidebarId: 'api-version-1.x::api', label: 'API', position: 'left' },
    ]);
  });
});

describe('highlight comments', () => {
  it('removes them and returns the lines they mark, in every comment syntax', () => {
    const code = [
      'a',
      '// highlight-next-line',
      'b',
      '# highlight-start',
      'c',
      'd',
      '<!-- highlight-end -->',
      'e',
      '{/* highlight-next-line */}',
      'f',
      'not // highlight-next-line at the start',
    ].join('\n');
    expect(highlightComments(code)).toEqual({
      code: ['a', 'b', 'c', 'd', 'e', 'f', 'not // highlight-next-line at the start'].join('\n'),
      lines: [2, 3, 4, 6],
    });
  });
});

describe('.md link candidates, in the order Docusaurus tries them', () => {
  const roots = ['/site/docs', '/site'];
  it('./ and ../ only from the page folder', () => {
    expect(mdLinkCandidates('../a.md#x', '/site/docs/g', roots)).toEqual(['/site/docs/a.md']);
  });
  it('/x.md from the content folder, then the site', () => {
    expect(mdLinkCandidates('/g/a.md', '/site/docs/g', roots)).toEqual([
      '/site/docs/g/a.md',
      '/site/g/a.md',
    ]);
  });
  it('a bare path from those, then from the page folder (decoded once)', () => {
    expect(mdLinkCandidates('My%20Doc.md', '/site/docs/g', roots)).toEqual([
      '/site/docs/My Doc.md',
      '/site/My Doc.md',
      '/site/docs/g/My Doc.md',
    ]);
  });
});
