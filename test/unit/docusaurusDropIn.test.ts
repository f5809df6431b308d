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
import { compileMdx } from '../../cli/mdx/compileMdx.js';
import { TnError, tnErrorsOf } from '../../cli/util/errors.js';
import { cli } from './helpers.js';

const base = { title: 'T', url: 'https://t.example.com', baseUrl: '/' };

/** A Docusaurus site in a temporary folder: its config and files. */
function site(config: string, files: Record<string, string> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-dropin-'));
  fs.writeFileSync(path.join(dir, 'docusaurus.config.js'), config);
  for (const [f, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    fs.writeFileSync(path.join(dir, f), text);
  }
  return dir;
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
