// Docusaurus drop-in, classes found on sites nobody tuned for (issue 27): navbar and footer `to`
// resolved as Docusaurus resolves it, a link whose text is `html`, config errors at the item's own
// line, heading ids from Docusaurus's slugger, and what tn-docs does not run named at its line.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromDocusaurus } from '../../cli/config/fromDocusaurus.js';
import { resolveTo } from '../../cli/config/fromDocusaurusTheme.js';
import { loadDocusaurusConfig } from '../../cli/config/loadDocusaurusConfig.js';
import * as esbuild from 'esbuild';
import { cssModules } from '../../cli/build/cssModules.js';
import { redirectHtml } from '../../cli/build/redirectHtml.js';
import { compileMdx } from '../../cli/mdx/compileMdx.js';
import { withoutBaseUrl } from '../../runtime/shared/url.js';
import { pageTitle } from '../../runtime/shared/pageTitle.js';
import { loadBlog } from '../../cli/build/loadBlog.js';
import type { DocsSet, SiteConfig } from '../../cli/config/types.js';
import { latestRoutes } from '../../cli/build/docRoutes.js';
import { authorPageTitle, tagPageTitle } from '../../cli/build/blogRoutes.js';
import type { ContentGraph, DocMeta } from '../../cli/build/types.js';
import { importModule } from '../../cli/util/importModule.js';
import { TnError, tnErrorsOf } from '../../cli/util/errors.js';
import { cli, tempFolder } from './helpers.js';
import { BLOG_PATHS } from '../../cli/config/validateConfig.js';

const base = { title: 'T', url: 'https://t.example.com', baseUrl: '/' };

/** A Docusaurus site in a temporary folder: its config and files. */
const site = (config: string, files: Record<string, string> = {}) =>
  tempFolder('tn-dropin-', { 'docusaurus.config.js': config, ...files });

/** Builds the site `dir` into `dir/out`; `read` reads a built file. `env`: `{ CI: '' }` prints warnings. */
async function buildSite(dir: string, env: Record<string, string> = {}) {
  const out = path.join(dir, 'out');
  const r = await cli(['build', '--site', dir, '--out', out], undefined, env);
  return { r, out, read: (file: string) => fs.readFileSync(path.join(out, file), 'utf8') };
}

const load = (dir: string) =>
  loadDocusaurusConfig(dir, path.join(dir, 'docusaurus.config.js'), path.join(dir, '.tn-cache'));

/** The line (1-based) of the first line of `text` holding `needle`. */
const lineOf = (text: string, needle: string) =>
  text.split('\n').findIndex((l) => l.includes(needle)) + 1;

describe('navbar and footer `to` as Docusaurus resolves it (useBaseUrl)', () => {
  it('prepends the base URL to a value without a leading slash, once', () => {
    expect(resolveTo('faq', '/')).toBe('/faq');
    expect(resolveTo('introduction/getting-started', '/')).toBe('/introduction/getting-started');
    expect(resolveTo('faq', '/sub/')).toBe('/faq');
    expect(resolveTo('/faq', '/sub/')).toBe('/faq');
    // already under the base URL: not prepended twice
    expect(resolveTo('/sub/faq', '/sub/')).toBe('/faq');
    expect(resolveTo('/sub', '/sub/')).toBe('/');
    expect(resolveTo('https://x.example.com/a', '/sub/')).toBe('https://x.example.com/a');
    expect(resolveTo('#top', '/')).toBe('#top');
  });

  it('converts navbar, dropdown and footer links that way', () => {
    const { input } = fromDocusaurus(
      {
        ...base,
        themeConfig: {
          navbar: {
            items: [
              { to: 'faq', label: 'FAQ' },
              { label: 'More', items: [{ to: 'introduction/getting-started', label: 'Start' }] },
            ],
          },
          footer: { links: [{ title: 'Docs', items: [{ label: 'Intro', to: 'docs/intro' }] }] },
        },
      },
      '/site',
    );
    expect(input.navbar?.items?.[0]).toMatchObject({ to: '/faq' });
    expect(input.navbar?.items?.[1]).toMatchObject({
      items: [{ label: 'Start', to: '/introduction/getting-started' }],
    });
    expect(input.footer?.links?.[0].items).toEqual([{ label: 'Intro', to: '/docs/intro' }]);
  });
});

describe('config item shapes preset-classic accepts', () => {
  it('a navbar item with both href and html is a link whose text is the HTML', async () => {
    const dir = site(`module.exports = {
  title: 'T', url: 'https://t.example.com', baseUrl: '/',
  presets: [['classic', { docs: false, blog: false }]],
  themeConfig: {
    navbar: {
      items: [
        { href: 'https://github.com/x/y', html: '<b>GitHub</b>', position: 'right' },
      ],
    },
  },
};
`);
    const config = await load(dir);
    expect(config.navbar.items).toEqual([
      { label: '', html: '<b>GitHub</b>', href: 'https://github.com/x/y', position: 'right' },
    ]);
  });

  it("places items left by default and reads dropdown html items ({type: 'html', value})", () => {
    const { input, warnings } = fromDocusaurus(
      {
        ...base,
        themeConfig: {
          navbar: {
            items: [
              {
                label: 'More',
                items: [
                  { type: 'html', value: '<hr/>' },
                  { type: 'docSidebar', sidebarId: 's' },
                ],
              },
            ],
          },
        },
      },
      '/site',
    );
    expect(input.navbar?.items).toEqual([
      { type: 'dropdown', label: 'More', items: [{ label: '', html: '<hr/>' }], position: 'left' },
    ]);
    // what is left out is said, at its own place
    expect(warnings).toEqual([
      {
        key: ['themeConfig', 'navbar', 'items', 0, 'items', 1],
        message:
          "this dropdown item (type 'docSidebar') is not supported by tn-docs; the dropdown is " +
          'shown without it.',
      },
    ]);
  });
});

describe("config errors at the item's own line", () => {
  const config = `// a Docusaurus config
module.exports = {
  title: 'T',
  url: 'https://t.example.com',
  baseUrl: '/',
  presets: [['classic', { docs: false, blog: false }]],
  themeConfig: {
    navbar: {
      items: [
        { type: 'custom-thing' },
        { to: '/', label: 'Home' },
        { label: 'Nowhere' },
      ],
    },
    footer: {
      links: [{ title: 'More', items: [{ label: 'A', to: '/' }, { label: 'B' }] }],
    },
  },
};
`;

  it('a schema error points at the navbar or footer item, named as the file writes it', async () => {
    const dir = site(config);
    const err = await load(dir).then(
      () => undefined,
      (e: unknown) => e,
    );
    const list = tnErrorsOf(err) ?? [];
    expect(list.map((e) => [e.loc?.line, e.message.split(':')[0], e.message])).toEqual([
      [
        lineOf(config, "{ label: 'Nowhere' }"),
        'site config',
        "site config: themeConfig.navbar.items[2] ('Nowhere') has neither 'to' nor 'href'.",
      ],
      [
        lineOf(config, "{ label: 'B' }"),
        'site config',
        "site config: themeConfig.footer.links[0].items[1] ('B') has neither 'to' nor 'href'.",
      ],
    ]);
    expect(list.every((e) => e instanceof TnError && e.loc?.column !== undefined)).toBe(true);
  });

  it('a broken navbar link points at its own `to`', async () => {
    const text = `module.exports = {
  title: 'T', url: 'https://t.example.com', baseUrl: '/',
  presets: [['classic', { blog: false }]],
  themeConfig: {
    navbar: {
      items: [
        { to: 'docs/intro', label: 'Intro' },
        { to: 'docs/missing', label: 'Missing' },
        { to: 'https://other.example.com/support', label: 'Support' },
      ],
    },
  },
};
`;
    const dir = site(text, {
      'docs/intro.md': '# Intro\n\nHello.\n',
      'sidebars.js': "module.exports = { docs: ['intro'] };\n",
    });
    const r = await cli(['build', '--site', dir, '--out', path.join(dir, 'out')]);
    expect(r.code).not.toBe(0);
    const out = r.stdout + r.stderr;
    expect(out).toMatch(
      new RegExp(
        `error BROKEN_LINK \\S*docusaurus\\.config\\.js:${lineOf(text, 'docs/missing')}:11`,
      ),
    );
    // `to: 'docs/intro'` is /docs/intro, as in Docusaurus: not reported
    expect(out).not.toMatch(/Broken link in the site config: \/?docs\/intro\b/);
    // `to` of another site's page is not a page of this one, as in Docusaurus
    expect(out).not.toMatch(/Broken link in the site config: https:/);
  }, 60_000);
});

describe('heading ids as Docusaurus gives them', () => {
  const ids = async (body: string) =>
    (
      await compileMdx({ file: '/site/docs/p.md', rel: 'p.md', body, staticDir: '/site/s' })
    ).toc.map((t) => t.id);

  it('counts the page title, and not an explicit id, in the slugger', async () => {
    expect(await ids('# Setup\n\n## Setup\n\n## Setup\n')).toEqual(['setup-1', 'setup-2']);
    // an explicit id is taken as written; a later heading of that text still gets the plain slug
    expect(await ids('## First {#usage}\n\n## Usage\n')).toEqual(['usage', 'usage']);
  });

  it("slugs the heading's whole text: image alt, inline code, untrimmed", async () => {
    expect(await ids('## ![logo](/l.png) Install\n')).toEqual(['logo-install']);
    expect(await ids('## The `run` command\n')).toEqual(['the-run-command']);
  });

  it('reads an explicit id written without a space before it, as Docusaurus escapes it', async () => {
    expect(await ids('## Fields & Description{#fields}\n\n### Size (61 Bytes){#size}\n')).toEqual([
      'fields',
      'size',
    ]);
  });
});

describe('what tn-docs does not run is a warning at its line, saying what readers see', () => {
  it('clientModules, a plugin with lifecycle code and a swizzled layout', async () => {
    const text = `module.exports = {
  title: 'T', url: 'https://t.example.com', baseUrl: '/',
  presets: [['classic', { docs: false, blog: false }]],
  clientModules: [
    require.resolve('./src/analytics.js'),
  ],
  plugins: [
    function myPlugin() {
      return { name: 'my-plugin', async loadContent() { return 1; } };
    },
  ],
};
`;
    const dir = site(text, {
      'src/analytics.js': 'export function onRouteDidUpdate() {}\n',
      'src/theme/Navbar/index.js': 'export default function Navbar() { return null; }\n',
    });
    const config = await load(dir);
    const w = config.warnings.map((e) => ({
      file: path.relative(dir, e.loc?.file ?? ''),
      line: e.loc?.line,
      message: e.message,
    }));
    expect(w).toEqual([
      {
        file: 'docusaurus.config.js',
        line: lineOf(text, "require.resolve('./src/analytics.js')"),
        message:
          "the client module 'analytics.js' is not run by tn-docs: readers get the pages without " +
          'the styles or scripts it adds to every page and without its route-change hooks.',
      },
      {
        file: 'docusaurus.config.js',
        line: lineOf(text, 'function myPlugin'),
        message: expect.stringMatching(
          /^the plugin 'myPlugin' is not run by tn-docs: .*loadContent.*readers see the site/,
        ),
      },
      {
        file: 'src/theme/Navbar/index.js',
        line: 1,
        message: expect.stringMatching(/readers see tn-docs' own navbar instead\.$/),
      },
    ]);
    expect(config.warnings.every((e) => e.severity === 'warning')).toBe(true);
  });
});

describe('client-redirects to another site', () => {
  const text = `module.exports = {
  title: 'T', url: 'https://t.example.com', baseUrl: '/',
  presets: [['classic', { docs: false, blog: false }]],
  plugins: [
    [
      '@docusaurus/plugin-client-redirects',
      {
        redirects: [
          { from: '/old', to: 'https://old.example.com/docs/old' },
          { from: '/bad', to: 'relative/path' },
        ],
      },
    ],
  ],
};
`;

  it('accepts an absolute URL as `to`; a bad one is an error at its own entry', async () => {
    const dir = site(text);
    const err = await load(dir).then(
      () => undefined,
      (e: unknown) => e,
    );
    const list = tnErrorsOf(err) ?? [];
    expect(list.map((e) => [e.loc?.line, e.message.split(' must')[0]])).toEqual([
      [lineOf(text, "from: '/bad'"), 'site config: plugins[0][1].redirects[1]'],
    ]);
    fs.writeFileSync(
      path.join(dir, 'docusaurus.config.js'),
      text.replace("{ from: '/bad', to: 'relative/path' },", ''),
    );
    const config = await load(dir);
    expect(config.redirects).toEqual([{ from: '/old', to: 'https://old.example.com/docs/old' }]);
    const html = redirectHtml(config, 'https://old.example.com/docs/old');
    expect(html).toContain('content="0; url=https://old.example.com/docs/old"');
    expect(html).toContain('<link rel="canonical" href="https://old.example.com/docs/old">');
  });
});

describe('Sass stylesheets (docusaurus-plugin-sass sites)', () => {
  it("are compiled with the site's own sass package, modules included", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-sass-'));
    const sass = path.join(dir, 'node_modules', 'sass');
    fs.mkdirSync(sass, { recursive: true });
    // a stand-in for the site's `sass`: what matters here is that tn-docs calls it
    fs.writeFileSync(
      path.join(sass, 'index.js'),
      "exports.compile = (f) => ({ css: require('fs').readFileSync(f, 'utf8')" +
        ".replace(/\\$(\\w+): ([^;]+);\\n/g, '').replace(/\\$brand/g, 'rebeccapurple') });\n",
    );
    fs.writeFileSync(path.join(dir, 'custom.scss'), '$brand: x;\n.hero { color: $brand; }\n');
    fs.writeFileSync(path.join(dir, 'box.module.scss'), '.box { color: $brand; }\n');
    fs.writeFileSync(
      path.join(dir, 'entry.js'),
      "import './custom.scss';\nimport s from './box.module.scss';\nconsole.log(s.box);\n",
    );
    const r = await esbuild.build({
      entryPoints: [path.join(dir, 'entry.js')],
      bundle: true,
      write: false,
      outdir: path.join(dir, 'out'),
      plugins: [cssModules('browser')],
    });
    const css = r.outputFiles.find((f) => f.path.endsWith('.css'))?.text ?? '';
    expect(css).toMatch(/\.hero \{\s*color: rebeccapurple;/);
    expect(css).toMatch(/\.box_box_\w+ \{\s*color: rebeccapurple;/);
  });

  it('without sass installed, an error names the stylesheet and what to install', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-nosass-'));
    fs.writeFileSync(path.join(dir, 'custom.scss'), '.a { color: red; }\n');
    fs.writeFileSync(path.join(dir, 'entry.js'), "import './custom.scss';\n");
    const err = await esbuild
      .build({
        entryPoints: [path.join(dir, 'entry.js')],
        bundle: true,
        write: false,
        outdir: path.join(dir, 'out'),
        logLevel: 'silent',
        plugins: [cssModules('browser')],
      })
      .then(
        () => undefined,
        (e: unknown) => e as esbuild.BuildFailure,
      );
    expect(err?.errors[0].text).toContain(
      "custom.scss is Sass, and no 'sass' package is installed",
    );
  });
});

describe('what Docusaurus builds regardless', () => {
  it('a blog without posts has its list page and no archive; a missing favicon warns', async () => {
    const dir = site(
      `module.exports = {
  title: 'T', url: 'https://t.example.com', baseUrl: '/', favicon: 'img/favicon.ico',
  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') } }]],
};
`,
      {
        'docs/intro.md': '# Intro\n\nHello.\n',
        'sidebars.js': "module.exports = { docs: ['intro'] };\n",
        'src/pages/index.md': '# Home\n\nSee [the intro](/docs/intro).\n',
      },
    );
    const out = path.join(dir, 'out');
    const r = await cli(['build', '--site', dir, '--out', out]);
    expect(r.code, r.stderr).toBe(0);
    expect(fs.existsSync(path.join(out, 'blog', 'index.html'))).toBe(true);
    expect(fs.existsSync(path.join(out, 'blog', 'archive'))).toBe(false);
    const check = await cli(['check', '--site', dir]);
    expect(check.code).toBe(0);
    expect(check.stdout + check.stderr).toMatch(
      /warning ASSET_MISSING \S*docusaurus\.config\.js:2:\d+\nThe favicon img\/favicon\.ico/,
    );
  }, 60_000);

  it("a blog without posts has no page under the site's Docusaurus before 3.10", () => {
    const blogOf = (version?: string) => {
      const files: Record<string, string> = version
        ? {
            'node_modules/@docusaurus/plugin-content-blog/package.json': JSON.stringify({
              version,
            }),
          }
        : {};
      const dir = site('module.exports = {};\n', files);
      const { input } = fromDocusaurus({ ...base, presets: [['classic', {}]] }, dir);
      return input.blog && input.blog.listWithoutPosts;
    };
    expect(blogOf('3.6.3')).toBe(false);
    expect(blogOf('3.9.2')).toBe(false);
    expect(blogOf('3.10.0')).toBe(true);
    expect(blogOf()).toBe(true);
  });
});

describe("a site's own code as Docusaurus builds it", () => {
  it('resolve.alias from a plugin, url(/static) in CSS modules and @theme/ThemedImage', async () => {
    const dir = site(
      `const path = require('path');
module.exports = {
  title: 'T', url: 'https://t.example.com', baseUrl: '/',
  presets: [['classic', { docs: false, blog: false }]],
  plugins: [
    function aliases() {
      return {
        name: 'aliases',
        configureWebpack() {
          return { resolve: { alias: { '@components': path.resolve(__dirname, 'src/components') } } };
        },
      };
    },
  ],
};
`,
      {
        'src/components/Card/index.js': [
          "import ThemedImage from '@theme/ThemedImage';",
          "import styles from './styles.module.css';",
          'export default function Card() {',
          '  return <div className={styles.card}><ThemedImage alt="Logo" ' +
            "sources={{ light: '/img/l.svg', dark: '/img/d.svg' }} /></div>;",
          '}',
        ].join('\n'),
        'src/components/Card/styles.module.css': ".card { background: url('/svg/shape.svg'); }\n",
        'src/pages/index.js': [
          "import Layout from '@theme/Layout';",
          "import Card from '@components/Card';",
          'export default function Home() {',
          '  return <Layout><h1>Home</h1><Card /></Layout>;',
          '}',
        ].join('\n'),
        'static/svg/shape.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      },
    );
    const config = await load(dir);
    expect(config.aliases).toEqual({ '@components': path.join(dir, 'src/components') });
    const out = path.join(dir, 'out');
    const r = await cli(['build', '--site', dir, '--out', out]);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const html = fs.readFileSync(path.join(out, 'index.html'), 'utf8');
    expect(html).toMatch(/<img alt="Logo" src="\/img\/l\.svg" class="themed-image--light"\/>/);
    expect(html).toMatch(/<img alt="Logo" src="\/img\/d\.svg" class="themed-image--dark"\/>/);
    const css = fs
      .readdirSync(path.join(out, 'assets'), { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.css'))
      .map((f) => fs.readFileSync(path.join(out, 'assets', f), 'utf8'))
      .join('\n');
    expect(css).toMatch(/url\(["']?\/svg\/shape\.svg["']?\)/);
  }, 60_000);
});

describe("Markdown using the site's MDXComponents, @site/ images, a <Redirect to={location}>", () => {
  it('builds as Docusaurus does', async () => {
    const dir = site(
      `module.exports = {
  title: 'T', url: 'https://t.example.com', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') }, blog: false }]],
};
`,
      {
        'sidebars.js': "module.exports = { docs: ['intro'] };\n",
        'docs/intro.md': [
          '# Intro',
          '',
          '<Tabs>',
          '<TabItem value="a" label="Apt">apt install x</TabItem>',
          '</Tabs>',
          '',
          '<Hello />',
          '',
          '![shot](@site/docs/assets/shot.png)',
          '',
        ].join('\n'),
        'docs/assets/shot.png': 'not really a png',
        'src/theme/MDXComponents.js': [
          "import MDXComponents from '@theme-original/MDXComponents';",
          "import Tabs from '@theme/Tabs';",
          "import TabItem from '@theme/TabItem';",
          'const Hello = () => <p className="hello">Hello from the site</p>;',
          'export default { ...MDXComponents, Tabs, TabItem, Hello };',
        ].join('\n'),
        'src/pages/old.js': [
          "import { Redirect } from '@docusaurus/router';",
          'export default function Old() {',
          "  return <Redirect to={{ pathname: '/docs/intro', search: 'x=1' }} />;",
          '}',
        ].join('\n'),
      },
    );
    const out = path.join(dir, 'out');
    const r = await cli(['build', '--site', dir, '--out', out]);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const html = fs.readFileSync(path.join(out, 'docs/intro/index.html'), 'utf8');
    expect(html).toContain('<p class="hello">Hello from the site</p>');
    expect(html).toContain('apt install x');
    expect(html).toMatch(/<img src="\/assets\/img\/shot\.\w+\.png" alt="shot"/);
  }, 60_000);
});

describe('a content link written with the base URL, as Docusaurus reads it', () => {
  it('does not get the base URL twice', () => {
    expect(withoutBaseUrl('/handbook/docs/intro', '/handbook/')).toBe('/docs/intro');
    expect(withoutBaseUrl('/handbook/docs/a#b', '/handbook')).toBe('/docs/a#b');
    expect(withoutBaseUrl('/handbook', '/handbook/')).toBe('/');
    expect(withoutBaseUrl('/handbook#top', '/handbook/')).toBe('/#top');
    expect(withoutBaseUrl('/handbooks/x', '/handbook/')).toBe('/handbooks/x');
    expect(withoutBaseUrl('/docs/intro', '/handbook/')).toBe('/docs/intro');
    expect(withoutBaseUrl('/docs/intro', '/')).toBe('/docs/intro');
    expect(withoutBaseUrl('intro', '/handbook/')).toBe('intro');
  });

  it('a Markdown link or reference under the base URL is the site path of its page', async () => {
    const page = await compileMdx({
      file: '/site/docs/p.md',
      rel: 'p.md',
      body: 'See [the intro](/handbook/docs/intro#start) and [ref].\n\n[ref]: /handbook/docs/b\n',
      staticDir: '/site/static',
      baseUrl: '/handbook/',
    });
    expect(page.links.map((l) => l.url)).toEqual(['/docs/intro#start', '/docs/b']);
    expect(page.code).toContain('"/docs/intro#start"');
    expect(page.code).not.toContain('/handbook/docs');
  });
});

describe("a page's title as Docusaurus's contentTitle finds it", () => {
  const compile = (body: string) =>
    compileMdx({ file: '/site/docs/p.md', rel: 'p.md', body, staticDir: '/site/static' });

  it('an h1 that is the first heading is kept where it is written, and is not the title', async () => {
    const page = await compile(':::note\n\nRead this.\n\n:::\n\n# Needs\n\n## Network\n');
    expect(page.contentTitle).toBeUndefined();
    expect(page.titleInContent).toBe(true);
    expect(page.ids).toEqual(['needs', 'network']);
    expect(page.code).toMatch(/"h1"|h1,|<h1/);
  });

  it('is none when an h2 or a thematic break comes first; a leading h1 is lifted as before', async () => {
    expect((await compile('## First\n\n# Later\n')).titleInContent).toBeUndefined();
    expect((await compile('Intro\n\n---\n\n# Later\n')).titleInContent).toBeUndefined();
    const lead = await compile('# Title\n\nText\n');
    expect([lead.contentTitle, lead.titleInContent]).toEqual(['Title', undefined]);
  });
});

describe("a TypeScript config's require.resolve, as Docusaurus's loader (jiti) resolves it", () => {
  it("finds sidebars.ts named './sidebars.js', in an ES module and in CommonJS", async () => {
    const sidebars = { 'sidebars.ts': 'export default { docs: [] };\n' };
    for (const [file, text] of [
      ['docusaurus.config.ts', `export default { sidebars: require.resolve('./sidebars.js') };\n`],
      ['docusaurus.config.mts', `export default { sidebars: require.resolve('./sidebars') };\n`],
      [
        'docusaurus.config.js',
        `module.exports = { sidebars: require.resolve('./sidebars.js') };\n`,
      ],
    ]) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-dropin-'));
      for (const [f, t] of Object.entries({ ...sidebars, [file]: text }))
        fs.writeFileSync(path.join(dir, f), t);
      const mod = (await importModule(path.join(dir, file), path.join(dir, '.tn-cache'))) as {
        default: { sidebars: string };
      };
      expect(mod.default.sidebars).toBe(path.join(dir, 'sidebars.ts'));
    }
  });
});

describe("a React page titled like the site, as the site's Docusaurus titles it", () => {
  const withThemeCommon = (version: string) => ({
    'node_modules/@docusaurus/theme-common/package.json': JSON.stringify({ version }),
  });

  it('is "Site | Site" before 3.8 and the site\'s title alone since', async () => {
    const repeat = (files: Record<string, string>) =>
      fromDocusaurus(base, site('module.exports = {};\n', files)).input.repeatSiteTitle;
    expect(repeat(withThemeCommon('3.6.3'))).toBe(true);
    expect(repeat(withThemeCommon('3.8.1'))).toBe(false);
    expect(repeat({})).toBe(false);
    const dir = site(
      `module.exports = { title: 'Handbook', url: 'https://t.example.com', baseUrl: '/',
  presets: [['classic', { docs: false, blog: false }]] };\n`,
      {
        ...withThemeCommon('3.5.2'),
        'src/pages/index.js': [
          "import Layout from '@theme/Layout';",
          'export default function Home() {',
          "  return <Layout title={'Handbook'}><h1>Home</h1></Layout>;",
          '}',
        ].join('\n'),
      },
    );
    const out = path.join(dir, 'out');
    const r = await cli(['build', '--site', dir, '--out', out]);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toContain(
      '<title>Handbook | Handbook</title>',
    );
  }, 60_000);
});

describe("preset-classic's blog list title and sitemap, as Docusaurus uses them", () => {
  it('titles the blog list with blogTitle and leaves no page out of the sitemap', () => {
    const { input, warnings } = fromDocusaurus(
      {
        ...base,
        presets: [['classic', { blog: { blogTitle: 'News', blogDescription: 'What is new' } }]],
      },
      '/nowhere',
    );
    expect(input.blog && [input.blog.title, input.blog.description]).toEqual([
      'News',
      'What is new',
    ]);
    expect(warnings.map((w) => w.message).join('\n')).not.toMatch(/blogTitle|blogDescription/);
    expect(input.sitemap).toEqual({ ignorePatterns: [] });
    const withSitemap = fromDocusaurus(
      { ...base, presets: [['classic', { sitemap: { changefreq: 'daily' } }]] },
      '/nowhere',
    );
    expect(withSitemap.input.sitemap).toEqual({ changefreq: 'daily', ignorePatterns: [] });
  });
});

describe('an import written from the site root, as webpack resolve.roots in Docusaurus finds it', () => {
  it('reads /data/users.json from the static folder and /src/x.js from the site', async () => {
    const dir = site(
      `module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/',
  presets: [['classic', { docs: false, blog: false }]] };\n`,
      {
        'static/data/users.json': '[{ "name": "Ada" }]\n',
        'src/names.js': 'export const greet = (n) => `Hello, ${n}`;\n',
        'src/pages/index.js': [
          "import users from '/data/users.json';",
          "import { greet } from '/src/names.js';",
          'export default function Home() {',
          '  return <p>{greet(users[0].name)}</p>;',
          '}',
        ].join('\n'),
      },
    );
    const out = path.join(dir, 'out');
    const r = await cli(['build', '--site', dir, '--out', out]);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toContain('Hello, Ada');
  }, 60_000);
});

describe("@docusaurus/theme-common's usePluralForm", () => {
  it("picks the locale's plural form of a 'one|other' message", async () => {
    const dir = site(
      `module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/',
  presets: [['classic', { docs: false, blog: false }]] };\n`,
      {
        'src/pages/index.js': [
          "import { usePluralForm } from '@docusaurus/theme-common';",
          'export default function Home() {',
          '  const { selectMessage } = usePluralForm();',
          "  const say = (n) => selectMessage(n, 'One site|' + n + ' sites');",
          '  return <p>{say(1)}, {say(3)}</p>;',
          '}',
        ].join('\n'),
      },
    );
    const out = path.join(dir, 'out');
    const r = await cli(['build', '--site', dir, '--out', out]);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toMatch(
      /One site(<!-- -->)?, (<!-- -->)?3 sites/,
    );
  }, 60_000);
});

describe('a ```mdx-code-block fence, as Docusaurus unwraps it', () => {
  it('is read as MDX where it stands, its lines keeping their numbers', async () => {
    const body = [
      'Intro',
      '',
      '```mdx-code-block',
      "import Box from '@site/src/Box';",
      '',
      '<details>',
      '<summary>More</summary>',
      '',
      'Hidden [link](https://example.com/x)',
      '',
      '</details>',
      '```',
      '',
      '```js',
      'const kept = "as code";',
      '```',
      '',
      '## After',
    ].join('\n');
    const page = await compileMdx({
      file: '/site/docs/p.mdx',
      rel: 'p.mdx',
      body,
      staticDir: '/site/static',
    });
    expect(page.code).not.toContain('mdx-code-block');
    expect(page.code).toContain('@site/src/Box');
    expect(page.links).toEqual([
      expect.objectContaining({ url: 'https://example.com/x', line: 9 }),
    ]);
    expect(page.code).toContain('as code');
    expect(page.toc.map((t) => t.id)).toEqual(['after']);
  });
});

describe("a script a config requires, with its own __dirname (as Node runs it, and Docusaurus's loader)", () => {
  it('reads __dirname and __filename of its own file, the config those of the config', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-dropin-'));
    fs.mkdirSync(path.join(dir, 'scripts'));
    fs.writeFileSync(
      path.join(dir, 'scripts', 'where.js'),
      '#!/usr/bin/env node\nmodule.exports = () => [__dirname, __filename];\n',
    );
    fs.writeFileSync(
      path.join(dir, 'docusaurus.config.ts'),
      "const where = require('./scripts/where');\nexport default { script: where(), own: __dirname };\n",
    );
    const mod = (await importModule(
      path.join(dir, 'docusaurus.config.ts'),
      path.join(dir, '.tn-cache'),
    )) as { default: { script: string[]; own: string } };
    expect(mod.default.script).toEqual([
      path.join(dir, 'scripts'),
      path.join(dir, 'scripts', 'where.js'),
    ]);
    expect(mod.default.own).toBe(dir);
  });
});

describe('a doc served at the site root keeps its own title, as Docusaurus titles it', () => {
  const siteOf = { title: "Zheng's Notes", tagline: 'Notes' };
  it("is 'Home | Site' for a doc at '/' (routeBasePath '/', slug: /), not the site's tagline", () => {
    expect(pageTitle(siteOf, '/', { kind: 'doc', title: '首页' })).toBe("首页 | Zheng's Notes");
    expect(pageTitle(siteOf, '/', { kind: 'blogList', title: 'Blog' })).toBe(
      "Blog | Zheng's Notes",
    );
  });
  it("the site's home page (a page at '/') is still the site's title and tagline", () => {
    expect(pageTitle(siteOf, '/', { kind: 'page', title: "Zheng's Notes" })).toBe(
      "Zheng's Notes · Notes",
    );
  });
});

describe('versioned docs without the current version (includeCurrentVersion: false)', () => {
  const versioned = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-dropin-'));
    fs.writeFileSync(path.join(dir, 'versions.json'), '["2.2.x", "1.3.x"]');
    return dir;
  };
  const setsOf = (input: ReturnType<typeof fromDocusaurus>['input']) =>
    (input.docsSets ?? []).map((s) => [s.docs.path, s.docs.routeBasePath]);

  it('builds the released versions only: the last at the route base, no /next', () => {
    const { input } = fromDocusaurus(
      {
        ...base,
        presets: [['classic', { docs: { includeCurrentVersion: false, routeBasePath: '/' } }]],
      },
      versioned(),
    );
    expect(input.docs).toMatchObject({
      path: path.join('versioned_docs', 'version-2.2.x'),
      sidebarPath: path.join('versioned_sidebars', 'version-2.2.x-sidebars.json'),
      routeBasePath: '',
    });
    expect(input.docsVersion).toEqual({
      name: '2.2.x',
      label: '2.2.x',
      isLast: true,
      banner: 'none',
    });
    expect(setsOf(input)).toEqual([[path.join('versioned_docs', 'version-1.3.x'), '1.3.x']]);
  });

  it('onlyIncludeVersions without current does the same; disableVersioning builds the docs alone', () => {
    const only = fromDocusaurus(
      { ...base, presets: [['classic', { docs: { onlyIncludeVersions: ['2.2.x'] } }]] },
      versioned(),
    ).input;
    expect(only.docs).toMatchObject({ routeBasePath: 'docs' });
    expect(only.docsVersion?.name).toBe('2.2.x');
    expect(setsOf(only)).toEqual([]);
    const off = fromDocusaurus(
      { ...base, presets: [['classic', { docs: { disableVersioning: true } }]] },
      versioned(),
    ).input;
    expect(off.docs).toMatchObject({ path: 'docs', routeBasePath: 'docs' });
    expect(off.docsSets ?? []).toEqual([]);
  });
});

describe("blog tags defined in the blog's tags.yml (Docusaurus 3.5 and later)", () => {
  it('takes the label and permalink of a tag written as a key, capitalized and kebab-cased by default', async () => {
    const dir = site('', {
      'blog/tags.yml': 'docusaurus:\n  label: Docusaurus\n  permalink: /docu\nreleaseNotes:\n',
      'blog/2024-01-02-hello.md':
        '---\ntitle: Hello\ntags: [docusaurus, releaseNotes, other]\n---\n\nHi.\n',
    });
    const config = { siteDir: dir, blog: { path: 'blog', routeBasePath: 'blog', ...BLOG_PATHS } };
    const [post] = await loadBlog(config as unknown as SiteConfig, true);
    expect(post.tags).toEqual([
      { label: 'Docusaurus', route: '/blog/tags/docu' },
      { label: 'Releasenotes', route: '/blog/tags/release-notes' },
      { label: 'other', route: '/blog/tags/other' },
    ]);
  });
});

describe("the 'latest version' link of a doc in an older version, in its own docs instance", () => {
  // two instances whose versions have the same names (sds9/docs-multi-instance: 1.0.0 to 1.2.0)
  const doc = (id: string, route: string, version: string) => ({ id, route, version }) as DocMeta;
  const graph = {
    docs: [
      doc('intro', '/alpha/next/intro', 'current'),
      doc('version-1.2.0::intro', '/alpha/intro', '1.2.0'),
      doc('version-1.0.0::intro', '/alpha/1.0.0/intro', '1.0.0'),
      doc('bravo::intro', '/bravo/next/intro', 'current'),
      doc('bravo-version-1.2.0::intro', '/bravo/intro', '1.2.0'),
      doc('bravo-version-1.0.0::intro', '/bravo/1.0.0/intro', '1.0.0'),
    ],
    versions: [
      { name: 'current', label: 'Next', path: '/alpha/next', isLast: false, mainDocId: 'intro' },
      {
        name: '1.2.0',
        label: '1.2.0',
        path: '/alpha',
        isLast: true,
        mainDocId: 'version-1.2.0::intro',
      },
      {
        name: '1.0.0',
        label: '1.0.0',
        path: '/alpha/1.0.0',
        isLast: false,
        mainDocId: 'version-1.0.0::intro',
      },
    ],
  } as unknown as ContentGraph;
  const set = (key: string, instance: string, name: string, isLast: boolean) =>
    ({ key, instance, version: { name, label: name, isLast } }) as DocsSet;
  const config = {
    docsSets: [
      set('version-1.2.0', 'default', '1.2.0', true),
      set('version-1.0.0', 'default', '1.0.0', false),
      set('bravo', 'bravo', 'current', false),
      set('bravo-version-1.2.0', 'bravo', '1.2.0', true),
      set('bravo-version-1.0.0', 'bravo', '1.0.0', false),
    ],
  };
  it("links to the same doc in the latest version of the doc's own instance", () => {
    const latest = latestRoutes(graph, config);
    const of = (id: string) => latest(graph.docs.find((d) => d.id === id)!);
    expect(of('version-1.0.0::intro')).toBe('/alpha/intro');
    expect(of('intro')).toBe('/alpha/intro');
    expect(of('bravo-version-1.0.0::intro')).toBe('/bravo/intro');
    expect(of('bravo::intro')).toBe('/bravo/intro');
    expect(of('version-1.2.0::intro')).toBeUndefined();
    expect(of('bravo-version-1.2.0::intro')).toBeUndefined();
  });
});

describe("a blog tag's page titled in the site's locale, as Docusaurus's theme words it", () => {
  it('reads theme.blog.tagTitle and theme.blog.post.plurals in the plural form of the locale', () => {
    expect(tagPageTitle('Dev', 1)).toBe('One post tagged with "Dev"');
    expect(tagPageTitle('Dev', 3)).toBe('3 posts tagged with "Dev"');
    const fr = {
      currentLocale: 'fr',
      codeTranslations: {
        'theme.blog.tagTitle': '{nPosts} tagués avec « {tagName} »',
        'theme.blog.post.plurals': 'Un article|{count} articles',
      },
    };
    expect(tagPageTitle('Agence', 1, fr)).toBe('Un article tagués avec « Agence »');
    expect(tagPageTitle('Dev', 2, fr)).toBe('2 articles tagués avec « Dev »');
    // a label with `$&` is written as it is
    expect(tagPageTitle('a$&b', 2, fr)).toBe('2 articles tagués avec « a$&b »');
  });

  it("titles an author's page in the locale's plural form, as useBlogAuthorPageTitle does", () => {
    const fr = {
      currentLocale: 'fr',
      codeTranslations: { 'theme.blog.post.plurals': 'Un article|{count} articles' },
    };
    expect(authorPageTitle('Jonathan Labéjof', 3, fr)).toBe('Jonathan Labéjof - 3 articles');
    expect(authorPageTitle('Jonathan Labéjof', 1, fr)).toBe('Jonathan Labéjof - Un article');
    expect(authorPageTitle('Jane', 2)).toBe('Jane - 2 posts');
    const own = {
      ...fr,
      codeTranslations: { 'theme.blog.author.pageTitle': '{nPosts} de {authorName}' },
    };
    expect(authorPageTitle('J$&', 1, own)).toBe('One post de J$&');
  });

  it('titles and heads the tag pages of a French site with its words (BEJOF/good-vibe-coding)', async () => {
    const post = (name: string, tags: string) =>
      `---\ntitle: ${name}\ntags: [${tags}]\n---\n\nTexte.\n`;
    const dir = site(
      `module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/',
  i18n: { defaultLocale: 'fr', locales: ['fr'] },
  presets: [['classic', { docs: false, blog: {} }]] };\n`,
      {
        'blog/2025-01-01-un.md': post('Un', 'agence, dev'),
        'blog/2025-01-02-deux.md': post('Deux', 'dev'),
        // the words Docusaurus's French theme-translations give these ids
        'i18n/fr/code.json': JSON.stringify({
          'theme.blog.tagTitle': { message: '{nPosts} tagués avec « {tagName} »' },
          'theme.blog.post.plurals': { message: 'Un article|{count} articles' },
        }),
      },
    );
    const out = path.join(dir, 'out');
    const r = await cli(['build', '--site', dir, '--out', out]);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const page = (tag: string) =>
      fs.readFileSync(path.join(out, 'blog', 'tags', tag, 'index.html'), 'utf8');
    expect(page('agence')).toContain('<title>Un article tagués avec « agence » | T</title>');
    expect(page('dev')).toContain('<title>2 articles tagués avec « dev » | T</title>');
    expect(page('dev')).toMatch(/<h1[^>]*>2 articles tagués avec « dev »<\/h1>/);
  }, 60_000);
});

describe('the fourth round of the corpus: a site under a baseUrl (hyle-team/zano-docs, BEJOF/good-vibe-coding)', () => {
  const built = (async () => {
    const dir = site(
      `module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/base/',
  presets: [['classic', { docs: { sidebarPath: false }, blog: false }]],
  plugins: [['@docusaurus/plugin-client-redirects',
    { redirects: [{ from: '/docs/a.md', to: '/docs/a' }] }]] };\n`,
      {
        'docs/a.md': '# A\n\nText.\n',
        'docs/b.mdx':
          "# B\n\n<img src={require('/img/shot.png').default} alt='Shot' />\n\n" +
          "<img src={require('@site/assets/pic.png').default} alt='Pic' />\n",
        'static/img/shot.png': 'png',
        'assets/pic.png': 'pic',
        'src/pages/hello.js':
          "import React from 'react';\nimport Link from '@docusaurus/Link';\nimport useBaseUrl from '@docusaurus/useBaseUrl';\n" +
          'export default function Hello() {\n  return (<main>' +
          '<Link to="/base/docs/a">Written with the base</Link>' +
          "<Link to={useBaseUrl('/docs/b')}>Through useBaseUrl</Link>" +
          '<Link to="/docs/a">Without</Link></main>);\n}\n',
      },
    );
    const out = path.join(dir, 'out');
    const r = await cli(['build', '--site', dir, '--out', out]);
    return { r, out, read: (f: string) => fs.readFileSync(path.join(out, f), 'utf8') };
  })();

  it("a site's own <Link> whose `to` already starts with the baseUrl does not get it twice", async () => {
    const { r, read } = await built;
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const html = read('hello/index.html');
    expect(html).toContain('href="/base/docs/a">Written with the base');
    expect(html).toContain('href="/base/docs/b">Through useBaseUrl');
    expect(html).toContain('href="/base/docs/a">Without');
    expect(html).not.toContain('/base/base/');
  }, 60_000);

  it("src={require('/img/x.png').default} in MDX is the file's URL (static folder, @site/)", async () => {
    const { r, read } = await built;
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const html = read('docs/b/index.html');
    expect(html).toContain('src="/base/img/shot.png"');
    expect(html).toMatch(/src="\/base\/assets\/img\/pic\.[0-9a-f]{8}\.png"/);
  }, 60_000);

  it('a client redirect from a page URL + `.md` keeps that URL: the page has no Markdown twin there', async () => {
    const { r, out } = await built;
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(fs.statSync(path.join(out, 'docs', 'a.md')).isDirectory()).toBe(true);
    expect(fs.existsSync(path.join(out, 'docs', 'a.md', 'index.html'))).toBe(true);
    // the other pages keep theirs
    expect(fs.statSync(path.join(out, 'docs', 'b.md')).isFile()).toBe(true);
  }, 60_000);
});

describe('the version banner of a doc in another docs instance than the default one (hyle-team/zano-docs)', () => {
  it("words it from that instance's versions: its banner option, else by place from the last", async () => {
    const sidebar = '{"apiSidebar":[{"type":"autogenerated","dirName":"."}]}';
    const dir = site(
      `module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: false }, blog: false }]],
  plugins: [['@docusaurus/plugin-content-docs', { id: 'api', path: 'api', routeBasePath: 'api',
    lastVersion: 'current',
    versions: { current: { label: 'Mainnet', path: '' }, testnet: { label: 'Testnet', path: 'testnet', banner: 'unreleased' } } }]] };\n`,
      {
        'docs/intro.md': '# Intro\n\nText.\n',
        'api/call.md': '# Call\n\nMainnet.\n',
        'api_versions.json': '["testnet", "1.0"]',
        'api_versioned_docs/version-testnet/call.md': '# Call\n\nTestnet.\n',
        'api_versioned_docs/version-1.0/call.md': '# Call\n\nOld.\n',
        'api_versioned_sidebars/version-testnet-sidebars.json': sidebar,
        'api_versioned_sidebars/version-1.0-sidebars.json': sidebar,
      },
    );
    const out = path.join(dir, 'out');
    const r = await cli(['build', '--site', dir, '--out', out]);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const text = (f: string) =>
      fs
        .readFileSync(path.join(out, f), 'utf8')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .replace(/\( /g, '(')
        .replace(/ \)/g, ')');
    expect(text('api/testnet/call/index.html')).toContain(
      'This is unreleased documentation for T Testnet version. For up-to-date documentation, see the latest version (Mainnet).',
    );
    expect(text('api/1.0/call/index.html')).toContain(
      'This is documentation for T 1.0, which is no longer actively maintained. For up-to-date documentation, see the latest version (Mainnet).',
    );
    expect(fs.readFileSync(path.join(out, 'api/1.0/call/index.html'), 'utf8')).toMatch(
      /<a href="\/api\/call"[^>]*>latest version<\/a>/,
    );
    expect(text('api/call/index.html')).not.toContain('For up-to-date documentation');
  }, 60_000);
});

describe('a Markdown link to a file that is not a page (hyperledger/besu-docs)', () => {
  it('publishes the file as a hashed asset opened in a new tab, as Docusaurus links it', async () => {
    const dir = site(
      `module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/base/',
  presets: [['classic', { docs: { sidebarPath: false }, blog: false }]] };\n`,
      {
        'docs/global/postman.md':
          '# Postman\n\n[the collection](../assets/postman/collection.json), ' +
          '[a sheet](/files/sheet.pdf?v=2#page=3), [an archive](@site/downloads/kit.zip) ' +
          'and [a page](./other.md).\n',
        'docs/global/other.md': '# Other\n',
        'docs/assets/postman/collection.json': '{"info":{}}\n',
        'static/files/sheet.pdf': '%PDF-1.4\n',
        'downloads/kit.zip': 'PK',
      },
    );
    const { r, read } = await buildSite(dir);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const html = read('docs/global/postman/index.html');
    const href = (name: string) =>
      new RegExp(
        `<a href="(/base/assets/files/${name}\\.[0-9a-f]{8}\\.\\w+)([?#][^"]*)?" target="_blank">`,
      ).exec(html);
    for (const [name, bytes, rest] of [
      ['collection', '{"info":{}}\n', undefined],
      ['sheet', '%PDF-1.4\n', '#page=3'],
      ['kit', 'PK', undefined],
    ] as const) {
      const m = href(name);
      expect(m, `${name} in ${html}`).not.toBeNull();
      expect(m![2]).toBe(rest);
      expect(read(m![1].replace('/base/', ''))).toBe(bytes);
    }
    expect(html).toContain('<a href="/base/docs/global/other">a page</a>');
    const check = await cli(['check', '--site', dir]);
    expect(check.code, check.stdout + check.stderr).toBe(0);
  }, 60_000);

  it('leaves a link to a file that is not there to the links check', async () => {
    const dir = site(
      `module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: false }, blog: false }]] };\n`,
      { 'docs/a.md': '# A\n\n[gone](../assets/missing.json)\n' },
    );
    const r = await cli(['build', '--site', dir, '--out', path.join(dir, 'out')]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/BROKEN_LINK \S*docs\/a\.md:3:1/);
  }, 60_000);
});

describe('generated index pages and redirects of a versioned site (Consensys/doc.teku)', () => {
  const config = (extra = '') =>
    `module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/',${extra}
  presets: [['classic', { docs: { routeBasePath: '/', sidebarPath: './sidebars.js' }, blog: false }]],
  plugins: [['@docusaurus/plugin-client-redirects',
    { redirects: [{ from: '/category/get-started', to: '/get-started' }] }]] };\n`;
  const files = {
    'sidebars.js': `module.exports = { docs: ['index', {
  type: 'category', label: 'Get started',
  link: { type: 'generated-index', slug: '/get-started' },
  items: [{ type: 'autogenerated', dirName: 'get-started' }],
}] };\n`,
    'docs/index.md': '# Home\n',
    // the folder dirName names: its items are the category's, its own _category_ is not read
    'docs/get-started/_category_.json':
      '{ "label": "Get started", "link": { "type": "generated-index" } }',
    'docs/get-started/intro.md': '# Intro\n',
    // a folder inside it is a category, with its page
    'docs/get-started/install/_category_.json':
      '{ "label": "Install", "link": { "type": "generated-index" } }',
    'docs/get-started/install/binaries.md': '# Binaries\n',
    // a folder no sidebar generates items from is no category
    'docs/elsewhere/_category_.json':
      '{ "label": "Elsewhere", "link": { "type": "generated-index" } }',
    'docs/elsewhere/page.md': '# Page\n',
  };

  it('makes a generated index only for a category of a sidebar, not for the folder dirName names', async () => {
    const dir = site(config(), files);
    const { r, out, read } = await buildSite(dir);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(fs.existsSync(path.join(out, 'get-started/index.html'))).toBe(true);
    expect(fs.existsSync(path.join(out, 'category/install/index.html'))).toBe(true);
    expect(fs.existsSync(path.join(out, 'category/elsewhere/index.html'))).toBe(false);
    // no page at /category/get-started: the redirect is there, as in Docusaurus
    const redirect = read('category/get-started/index.html');
    expect(redirect).toContain('url=/get-started');
    expect(r.stderr).not.toMatch(/DUPLICATE_ROUTE/);
  }, 60_000);

  it('leaves out a redirect from a page URL with a warning, or fails with onDuplicateRoutes: throw', async () => {
    const clash = {
      ...files,
      'docs/get-started/_category_.json': '{}',
      'docs/category/get-started.md': '# Page\n',
    };
    const warned = site(config(), clash);
    // warnings are printed outside CI's quiet mode
    const { r, read } = await buildSite(warned, { CI: '' });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout + r.stderr).toMatch(
      /warning DUPLICATE_ROUTE[^\n]*\n[^\n]*redirect from '\/category\/get-started' collides with a page[^\n]*left out/,
    );
    expect(read('category/get-started/index.html')).toContain('<h1>Page</h1>');
    const thrown = site(config(`\n  onDuplicateRoutes: 'throw',`), clash);
    const t = await cli(['build', '--site', thrown, '--out', path.join(thrown, 'out')]);
    expect(t.code).toBe(1);
    expect(t.stderr).toMatch(/error DUPLICATE_ROUTE/);
  }, 60_000);
});

describe("docs tags, as Docusaurus's docs plugin makes their pages (hyperledger/besu-docs)", () => {
  it('makes each version its tags page and one page per tag, and shows a doc its tags', async () => {
    const dir = site(
      `module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: false }, blog: false }]] };\n`,
      {
        'docs/a.md': '---\ntags: [Public networks, api]\ndescription: About A.\n---\n\n# Alpha\n',
        'docs/b.md': '---\ntags: [Public networks]\n---\n\n# Beta\n',
        'docs/hidden.md': '---\ntags: [api]\nunlisted: true\n---\n\n# Hidden\n',
        // a key of the docs' tags.yml takes the label and permalink given there
        'docs/c.md': '---\ntags: [priv]\n---\n\n# Gamma\n',
        'docs/tags.yml': 'priv:\n  label: Private networks\n  permalink: /private\n',
      },
    );
    const { r, read } = await buildSite(dir);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const title = (h: string) => /<title>([^<]*)<\/title>/.exec(h)?.[1];
    const index = read('docs/tags/index.html');
    expect(title(index)).toBe('Tags | T');
    // grouped by letter, as Docusaurus's tags pages are
    expect([...index.matchAll(/<h2 id="(\w)">/g)].map((m) => m[1])).toEqual(['A', 'P']);
    expect(index).toContain('href="/docs/tags/public-networks"');
    expect(index).toContain('href="/docs/tags/private"');
    const tag = read('docs/tags/public-networks/index.html');
    expect(title(tag)).toBe('2 docs tagged with &quot;Public networks&quot; | T');
    expect([...tag.matchAll(/<h2><a href="([^"]+)">([^<]+)<\/a><\/h2>/g)].map((m) => m[2])).toEqual(
      ['Alpha', 'Beta'],
    );
    expect(tag).toContain('<p>About A.</p>');
    expect(tag).toContain('href="/docs/tags">View All Tags</a>');
    // the unlisted doc is on no tag page
    expect(title(read('docs/tags/api/index.html'))).toBe('One doc tagged with &quot;api&quot; | T');
    expect(read('docs/tags/api/index.html')).not.toContain('Hidden');
    // the doc shows its tags
    expect(read('docs/a/index.html')).toMatch(
      /class="doc-tags"><b>Tags:<\/b><a href="\/docs\/tags\/public-networks" class="tag">Public networks<\/a>/,
    );
    const sitemap = read('sitemap.xml');
    expect(sitemap).toContain('<loc>https://t.example.com/docs/tags/public-networks</loc>');
    const check = await cli(['check', '--site', dir]);
    expect(check.code, check.stdout + check.stderr).toBe(0);
  }, 60_000);
});

describe("the 'latest version' link of an older version's generated index page (Consensys/doc.teku)", () => {
  it('goes to the generated index of the same slug in the latest version', async () => {
    const sidebar = (v: string) =>
      JSON.stringify({
        docs: [
          `${v}intro`,
          {
            type: 'category',
            label: 'Concepts',
            link: { type: 'generated-index', slug: '/concepts' },
            items: [`${v}concepts/one`],
          },
        ],
      });
    const versioned = (v: string) => ({
      [`versioned_docs/version-${v}/intro.md`]: '# Intro\n',
      [`versioned_docs/version-${v}/concepts/one.md`]: '# One\n',
      [`versioned_sidebars/version-${v}-sidebars.json`]: sidebar(''),
    });
    const dir = site(
      `module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: './sidebars.json' }, blog: false }]] };\n`,
      {
        'versions.json': '["2.0", "1.0"]',
        'sidebars.json': sidebar(''),
        'docs/intro.md': '# Intro\n',
        'docs/concepts/one.md': '# One\n',
        ...versioned('2.0'),
        ...versioned('1.0'),
      },
    );
    const { r, read } = await buildSite(dir);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const old = read('docs/1.0/concepts/index.html');
    expect(old).toMatch(/<a href="\/docs\/concepts"[^>]*>latest version<\/a>/);
  }, 60_000);
});

describe('pagination_label and displayed_sidebar, as Docusaurus reads them', () => {
  const config = `module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]] };\n`;
  const files = {
    'sidebars.js': "module.exports = { guide: ['a', 'b', 'c'], api: ['ref'] };\n",
    'docs/a.md': '# A\n',
    'docs/b.md': '---\npagination_label: The B doc\n---\n\n# B\n',
    'docs/c.md': '# C\n',
    'docs/ref.md': '# Ref\n',
    // in no sidebar, showing the api sidebar
    'docs/extra.md': '---\ndisplayed_sidebar: api\n---\n\n# Extra\n',
    // in the guide sidebar, showing none
    'docs/bare.md': '---\ndisplayed_sidebar: null\n---\n\n# Bare\n',
  };

  it("labels a doc's previous and next links with pagination_label, and shows the sidebar it names", async () => {
    const dir = site(config, files);
    const { r, read } = await buildSite(dir);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    // the neighbours of b name it by its pagination_label; b's own sidebar entry keeps its title
    expect(read('docs/a/index.html')).toMatch(/class="pagination-link next"[^]*?The B doc/);
    expect(read('docs/c/index.html')).toMatch(/class="pagination-link prev"[^]*?The B doc/);
    expect(read('docs/a/index.html')).toMatch(/class="sidebar-link"[^>]*>B</);
    // extra shows the api sidebar (ref), without previous and next links: it is not in it
    const extra = read('docs/extra/index.html');
    expect(extra).toContain('href="/docs/ref"');
    expect(extra).not.toContain('pagination-link');
    expect(read('docs/bare/index.html')).not.toContain('class="sidebar');
  }, 60_000);

  it('refuses a displayed_sidebar that names no sidebar, at its line', async () => {
    const dir = site(config, {
      ...files,
      'docs/extra.md': '---\ndisplayed_sidebar: apy\n---\n\n# Extra\n',
    });
    const r = await cli(['build', '--site', dir, '--out', path.join(dir, 'out')]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/FRONT_MATTER_SIDEBAR \S*docs\/extra\.md:2:1/);
    expect(r.stderr).toMatch(/Use one of the sidebars: 'guide', 'api'/);
  }, 60_000);
});

describe("social cards and keywords: themeConfig.image and metadata, a page's image and keywords", () => {
  it('writes og:image, twitter:image and keywords as Docusaurus does', async () => {
    const dir = site(
      `module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/base/',
  presets: [['classic', { docs: { sidebarPath: false }, blog: false }]],
  themeConfig: { image: 'img/card.png', metadata: [{ name: 'twitter:site', content: '@tn' }] } };\n`,
      {
        'docs/a.md':
          '---\nkeywords: [staking, "node & validator"]\nimage: /img/a.png\n---\n\n# A\n',
        'docs/b.md': '# B\n',
        'static/img/card.png': 'png',
        'static/img/a.png': 'png',
      },
    );
    const { r, read } = await buildSite(dir);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const a = read('docs/a/index.html');
    expect(a).toContain('<meta name="keywords" content="staking,node &amp; validator">');
    expect(a).toContain(
      '<meta property="og:image" content="https://t.example.com/base/img/a.png">',
    );
    expect(a).toContain(
      '<meta name="twitter:image" content="https://t.example.com/base/img/a.png">',
    );
    expect(a).toContain('<meta name="twitter:card" content="summary_large_image">');
    const b = read('docs/b/index.html');
    expect(b).toContain(
      '<meta property="og:image" content="https://t.example.com/base/img/card.png">',
    );
    expect(b).not.toContain('name="keywords"');
    expect(b).toContain('<meta name="twitter:site" content="@tn">');
  }, 60_000);
});

describe('number prefixes kept, as numberPrefixParser: false and parse_number_prefixes: false keep them', () => {
  it('keeps the prefixes in ids, URLs and category labels', async () => {
    const dir = site(
      `module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/',
  presets: [['classic', { docs: { numberPrefixParser: false }, blog: false }]] };\n`,
      {
        'docs/01-intro.md': '# Intro\n',
        'docs/02-guides/01-setup.md': '# Setup\n',
      },
    );
    const { r, out, read } = await buildSite(dir, { CI: '' });
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout + r.stderr).not.toMatch(/numberPrefixParser/);
    expect(fs.existsSync(path.join(out, 'docs/01-intro/index.html'))).toBe(true);
    const setup = read('docs/02-guides/01-setup/index.html');
    expect(setup).toMatch(/class="sidebar-link sidebar-category-label"[^>]*>02-guides</);
  }, 60_000);

  it("keeps one doc's prefixes with parse_number_prefixes: false", async () => {
    const dir = site(
      `module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/',
  presets: [['classic', { docs: {}, blog: false }]] };\n`,
      {
        'docs/01-intro.md': '# Intro\n',
        'docs/02-kept.md': '---\nparse_number_prefixes: false\n---\n\n# Kept\n',
      },
    );
    const { r, out } = await buildSite(dir);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(fs.existsSync(path.join(out, 'docs/intro/index.html'))).toBe(true);
    expect(fs.existsSync(path.join(out, 'docs/02-kept/index.html'))).toBe(true);
  }, 60_000);
});

describe('breadcrumbs: false', () => {
  it('draws no breadcrumbs above the docs', async () => {
    const files = {
      'sidebars.js':
        "module.exports = { docs: [{ type: 'category', label: 'Guides', items: ['a'] }] };\n",
      'docs/a.md': '# A\n',
    };
    const config = (extra: string) =>
      `module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: './sidebars.js'${extra} }, blog: false }]] };\n`;
    for (const [extra, shown] of [
      ['', true],
      [', breadcrumbs: false', false],
    ] as const) {
      const dir = site(config(extra), files);
      const { r, read } = await buildSite(dir);
      expect(r.code, r.stdout + r.stderr).toBe(0);
      const html = read('docs/a/index.html');
      expect(html.includes('aria-label="Breadcrumbs"')).toBe(shown);
    }
  }, 60_000);
});

describe('sidebarCollapsed: false', () => {
  it('draws the categories that do not say open, as Docusaurus does', async () => {
    const files = {
      'sidebars.js':
        "module.exports = { docs: ['a', { type: 'category', label: 'Guides', items: ['b'] }," +
        " { type: 'category', label: 'Shut', collapsed: true, items: ['c'] }] };\n",
      'docs/a.md': '# A\n',
      'docs/b.md': '# B\n',
      'docs/c.md': '# C\n',
    };
    const config = (extra: string) =>
      `module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: './sidebars.js'${extra} }, blog: false }]] };\n`;
    const open = async (extra: string) => {
      const dir = site(config(extra), files);
      const { r, read } = await buildSite(dir, { CI: '' });
      expect(r.code, r.stdout + r.stderr).toBe(0);
      expect(r.stdout + r.stderr).not.toMatch(/sidebarCollapsed/);
      const html = read('docs/a/index.html');
      return [
        ...html.matchAll(
          /<li class="sidebar-category( open)?">[^]*?aria-controls="[^"]*">([^<]+)</g,
        ),
      ].map((m) => `${m[2]}${m[1] ? ' open' : ''}`);
    };
    expect(await open('')).toEqual(['Guides', 'Shut']);
    expect(await open(', sidebarCollapsed: false')).toEqual(['Guides open', 'Shut']);
  }, 60_000);
});

describe('sidebar item classes: className in the sidebars file and _category_, sidebar_class_name', () => {
  it("puts each item's class on its list item", async () => {
    const dir = site(
      `module.exports = { title: 'T', url: 'https://t.example.com', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]] };\n`,
      {
        'sidebars.js': `module.exports = { docs: [
  { type: 'doc', id: 'a', className: 'new-badge' },
  'b',
  { type: 'link', label: 'Site', href: 'https://example.com', className: 'ext-link' },
  { type: 'category', label: 'Guides', className: 'guides-cat', items: [{ type: 'autogenerated', dirName: 'guides' }] },
] };\n`,
        'docs/a.md': '# A\n',
        'docs/b.md': '---\nsidebar_class_name: hidden-item\n---\n\n# B\n',
        'docs/guides/intro.md': '# Intro\n',
        'docs/guides/more/_category_.json': '{ "label": "More", "className": "more-cat" }',
        'docs/guides/more/deep.md': '# Deep\n',
      },
    );
    const { r, read } = await buildSite(dir);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const html = read('docs/guides/more/deep/index.html');
    expect(html).toMatch(/<li class="new-badge"><a href="\/docs\/a"/);
    expect(html).toMatch(/<li class="hidden-item"><a href="\/docs\/b"/);
    expect(html).toMatch(/<li class="ext-link"><a href="https:\/\/example\.com"/);
    expect(html).toMatch(/<li class="sidebar-category open guides-cat">/);
    expect(html).toMatch(/<li class="sidebar-category open more-cat">/);
  }, 60_000);
});
