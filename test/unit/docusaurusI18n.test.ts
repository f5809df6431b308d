// Docusaurus i18n (issue 27): every locale of `i18n.locales` built under <baseUrl><locale>/, the
// default at the root; translated docs, posts and pages read from i18n/<locale>/, falling back to the
// site's own file; code.json, navbar.json, footer.json and current.json applied; <html lang>,
// hreflang alternates, one sitemap and one search index per locale, and the locale dropdown.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDocusaurusConfig } from '../../cli/config/loadDocusaurusConfig.js';
import { readI18n } from '../../cli/config/i18n.js';
import { TnError } from '../../cli/util/errors.js';
import { BIN, cli, copyFixture, listRoutes } from './helpers.js';

const read = (dir: string, f: string) => fs.readFileSync(path.join(dir, f), 'utf8');
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]).sort();
const alternates = (html: string) =>
  [...html.matchAll(/<link rel="alternate" href="([^"]*)" hreflang="([^"]*)">/g)].map(
    (m) => `${m[2]} ${m[1]}`,
  );
const dropdown = (html: string) =>
  [
    ...html.matchAll(/<a class="dropdown-link[^"]*" href="([^"]*)" lang="([^"]*)"[^>]*>([^<]*)</g),
  ].map((m) => `${m[2]} ${m[1]} ${m[3]}`);

/** Docusaurus's theme-translations as a site has it installed: the theme's words per locale. */
const THEME_TRANSLATIONS = {
  'node_modules/@docusaurus/theme-translations/package.json': JSON.stringify({
    name: '@docusaurus/theme-translations',
    main: 'lib/index.js',
  }),
  'node_modules/@docusaurus/theme-translations/lib/index.js': 'module.exports = {};\n',
  'node_modules/@docusaurus/theme-translations/locales/fr/theme-common.json': JSON.stringify({
    'theme.docs.paginator.next': 'Suivant',
    'theme.common.skipToMainContent': 'Aller au contenu principal',
    'theme.TOCCollapsible.toggleButtonLabel': 'Sur cette page',
    'theme.NotFound.title': 'Page introuvable',
  }),
};

describe('a site in English and French', () => {
  let site: string;
  let out: string;
  let built: { code: number; stdout: string; stderr: string };
  beforeAll(async () => {
    site = copyFixture('docusaurus-i18n', THEME_TRANSLATIONS);
    out = path.join(site, 'out');
    built = await cli(['build', '--site', site, '--out', out]);
  }, 120_000);

  it('builds both locales, the default at the root and French under /fr/, without a warning', () => {
    expect(built.stderr + built.stdout).not.toMatch(/only the 'en' locale/);
    expect(built.code).toBe(0);
    const en = listRoutes(out).filter((r) => !r.startsWith('/fr'));
    const fr = listRoutes(path.join(out, 'fr'));
    const pages = [
      '/',
      '/blog',
      '/blog/2024/03/01/news',
      '/blog/archive',
      '/docs/guide/setup',
      '/docs/guide/usage',
      '/docs/intro',
    ];
    expect(en).toEqual(expect.arrayContaining(pages));
    expect(fr).toEqual(expect.arrayContaining(pages));
    expect(fs.existsSync(path.join(out, 'fr', '404.html'))).toBe(true);
  });

  it('reads a translated doc, post and the French labels; an untranslated doc falls back', () => {
    const intro = read(out, 'fr/docs/intro/index.html');
    expect(intro).toContain('Bienvenue dans la documentation française.');
    expect(intro).not.toContain('Welcome to the English docs.');
    expect(read(out, 'docs/intro/index.html')).toContain('Welcome to the English docs.');
    // not translated: the English file, in the French site
    const usage = read(out, 'fr/docs/guide/usage/index.html');
    expect(usage).toContain('Only in English: this page is not translated.');
    expect(usage).toContain('<html lang="fr" dir="ltr"');
    expect(read(out, 'fr/blog/2024/03/01/news/index.html')).toContain('Nouvelles en français.');
    // the blog's options.json
    expect(read(out, 'fr/blog/index.html')).toContain('<title>Le blogue | Bilingual</title>');
    expect(read(out, 'fr/blog/index.html')).toContain('content="Les nouvelles du site"');
    expect(read(out, 'blog/index.html')).toContain('<title>Blog | Bilingual</title>');
    // navbar.json, footer.json, current.json (sidebar category)
    for (const label of ['Documentation', 'Blogue', 'Bilingue', 'Communauté', 'Guides FR'])
      expect(intro).toContain(label);
    expect(intro).toContain('Droits réservés Bilingue');
    const enIntro = read(out, 'docs/intro/index.html');
    expect(enIntro).not.toContain('Guides FR');
    expect(enIntro).toContain('>Guides<');
  });

  it("writes the theme's own words in the locale, from Docusaurus's theme-translations", () => {
    const fr = read(out, 'fr/docs/intro/index.html');
    expect(fr).toContain('<span class="pagination-sub">Suivant</span>');
    expect(fr).toContain('Aller au contenu principal</a>');
    expect(read(out, 'fr/404.html')).toContain('<h1>Page introuvable</h1>');
    const en = read(out, 'docs/intro/index.html');
    expect(en).toContain('<span class="pagination-sub">Next</span>');
    expect(en).toContain('Skip to main content</a>');
  });

  it('resolves a .md link between a translated doc and one that is not, both ways', () => {
    expect(built.stdout + built.stderr).not.toMatch(/BROKEN_MD_LINK/);
    expect(read(out, 'fr/docs/intro/index.html')).toContain(
      'href="/site/fr/docs/guide/usage">usage',
    );
    expect(read(out, 'fr/docs/guide/usage/index.html')).toContain(
      'href="/site/fr/docs/intro">intro',
    );
    expect(read(out, 'docs/guide/usage/index.html')).toContain('href="/site/docs/intro">intro');
  });

  it("gives <Translate> and translate() the locale's code.json messages, the default locale's too", () => {
    const fr = read(out, 'fr/index.html');
    expect(fr).toContain('<h1 id="greeting">Bonjour, Ada !</h1>');
    expect(fr).toContain('<p id="docs-link">Lire la documentation</p>');
    // i18n/en/code.json translates the default locale's own message; no entry: as written
    const en = read(out, 'index.html');
    expect(en).toContain('<h1 id="greeting">Hello there, Ada!</h1>');
    expect(en).toContain('<p id="docs-link">Read the docs</p>');
  });

  it('labels each page with its <html lang> and links it to every locale and x-default', () => {
    expect(read(out, 'docs/intro/index.html')).toContain('<html lang="en" dir="ltr"');
    const expected = [
      'en https://i18n.example.com/site/docs/guide/usage',
      'fr https://i18n.example.com/site/fr/docs/guide/usage',
      'x-default https://i18n.example.com/site/docs/guide/usage',
    ];
    expect(alternates(read(out, 'fr/docs/guide/usage/index.html'))).toEqual(expected);
    expect(alternates(read(out, 'docs/guide/usage/index.html'))).toEqual(expected);
  });

  it("writes each locale's sitemap with its own URLs, as Docusaurus's sitemap plugin does", () => {
    const en = locs(read(out, 'sitemap.xml'));
    const fr = locs(read(out, 'fr/sitemap.xml'));
    expect(en).toContain('https://i18n.example.com/site/docs/intro');
    expect(en.some((u) => u.includes('/site/fr/'))).toBe(false);
    expect(fr).toContain('https://i18n.example.com/site/fr/docs/intro');
    expect(fr).toContain('https://i18n.example.com/site/fr/docs/guide/usage');
    expect(fr.every((u) => u.startsWith('https://i18n.example.com/site/fr/'))).toBe(true);
  });

  it('lists every locale in the dropdown, each linking to this page in it', () => {
    expect(dropdown(read(out, 'fr/docs/intro/index.html'))).toEqual([
      'en /site/docs/intro English',
      'fr /site/fr/docs/intro Français (FR)',
    ]);
    expect(dropdown(read(out, 'docs/guide/usage/index.html'))).toEqual([
      'en /site/docs/guide/usage English',
      'fr /site/fr/docs/guide/usage Français (FR)',
    ]);
    expect(read(out, 'fr/docs/intro/index.html')).toMatch(
      /class="dropdown-link active" href="\/site\/fr\/docs\/intro" lang="fr" aria-current="true">/,
    );
    // another locale is loaded as a page, never by this site's router
    expect(read(out, 'docs/intro/index.html')).toMatch(
      /class="dropdown-link" href="\/site\/fr\/docs\/intro" lang="fr" data-tn-reload="">/,
    );
  });

  it('builds one search index per locale, each under its own baseUrl', () => {
    const files = (dir: string) =>
      fs
        .readdirSync(dir, { recursive: true })
        .map(String)
        .filter((f) => /^search[/\\].*\.json$/.test(f));
    const enIndex = files(path.join(out, 'assets'));
    const frIndex = files(path.join(out, 'fr', 'assets'));
    expect(frIndex.length).toBeGreaterThan(0);
    expect(enIndex.length).toBeGreaterThan(0);
    const text = (dir: string, list: string[]) =>
      list.map((f) => fs.readFileSync(path.join(dir, f), 'utf8')).join('\n');
    // the French index holds the French text, the English index none of it
    expect(text(path.join(out, 'fr', 'assets'), frIndex)).toMatch(/Bienvenue/);
    expect(text(path.join(out, 'assets'), enIndex)).not.toMatch(/Bienvenue/);
  });
});

describe('a second build', () => {
  it('skips nothing a translation changed: a translated React page edited is built again', async () => {
    const site = copyFixture('docusaurus-i18n');
    const out = path.join(site, 'out');
    // not quiet (CI unset): the build says when it skipped
    const build = () => cli(['build', '--site', site, '--out', out], undefined, { CI: '' });
    expect((await build()).code).toBe(0);
    expect(read(out, 'fr/about/index.html')).toContain('À propos de ce site, en français.');
    expect(read(out, 'about/index.html')).toContain('About this site, in English.');
    expect((await build()).stdout).toMatch(/nothing changed/);
    const page = path.join(site, 'i18n/fr/docusaurus-plugin-content-pages/about.js');
    fs.writeFileSync(
      page,
      read(site, 'i18n/fr/docusaurus-plugin-content-pages/about.js').replace(
        'en français',
        'modifié',
      ),
    );
    const again = await build();
    expect(again.stdout).not.toMatch(/nothing changed/);
    expect(read(out, 'fr/about/index.html')).toContain('À propos de ce site, modifié.');
  }, 120_000);
});

describe('tn-docs serve', () => {
  it("renders <Translate> with the default locale's code.json", async () => {
    const site = copyFixture('docusaurus-i18n');
    const port = 41000 + Math.floor(Math.random() * 2000);
    const child = spawn(process.execPath, [BIN, 'serve', '--site', site, '--port', String(port)], {
      stdio: 'ignore',
      env: { ...process.env, CI: '1', NO_COLOR: '1' },
    });
    try {
      let html = '';
      for (let i = 0; i < 120 && !html; i++) {
        html = await fetch(`http://127.0.0.1:${port}/site/`)
          .then((r) => (r.ok ? r.text() : ''))
          .catch(() => '');
        if (!html) await new Promise((r) => setTimeout(r, 250));
      }
      expect(html).toContain('<h1 id="greeting">Hello there, Ada!</h1>');
    } finally {
      child.kill();
    }
  }, 60_000);
});

describe('tn-docs serve --locale', () => {
  it('serves one locale at the base URL and follows edits of its translations', async () => {
    const site = copyFixture('docusaurus-i18n');
    const args = ['serve', '--site', site, '--locale', 'fr', '--host', '127.0.0.1', '--port', '0'];
    const child = spawn(process.execPath, [BIN, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, CI: '1', NO_COLOR: '1' },
    });
    try {
      const origin = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          const m = /(http:\/\/127\.0\.0\.1:\d+)/.exec(out);
          if (m) resolve(m[1]);
        });
        child.once('exit', (code) => reject(new Error(`serve exited (${code}): ${out}`)));
      });
      const page = () => fetch(`${origin}/site/docs/intro`).then((r) => r.text());
      /** The page once it shows `text` (the dev server rebuilds after the watcher's event). */
      const until = async (text: string) => {
        let html = '';
        for (let i = 0; i < 80 && !html.includes(text); i++) {
          html = await page();
          if (!html.includes(text)) await new Promise((r) => setTimeout(r, 250));
        }
        return html;
      };
      const first = await page();
      expect(first).toContain('<html lang="fr"');
      expect(first).toContain('Bienvenue dans la documentation française.');
      expect(first).toContain('Guides FR');
      // a translated page and a translation file, edited
      const intro = path.join(site, 'i18n/fr/docusaurus-plugin-content-docs/current/intro.md');
      fs.writeFileSync(intro, read(site, path.relative(site, intro)).replace('Bienvenue', 'Salut'));
      expect(await until('Salut dans la documentation')).toContain('Salut dans la documentation');
      const labels = path.join(site, 'i18n/fr/docusaurus-plugin-content-docs/current.json');
      fs.writeFileSync(
        labels,
        read(site, path.relative(site, labels)).replace('Guides FR', 'Les guides'),
      );
      expect(await until('Les guides')).toContain('Les guides');
    } finally {
      child.kill();
    }
  }, 90_000);
});

describe('--locale', () => {
  it('builds one locale alone at the base URL, as Docusaurus does for a domain per locale', async () => {
    const site = copyFixture('docusaurus-i18n');
    const out = path.join(site, 'out');
    const r = await cli(['build', '--site', site, '--out', out, '--locale', 'fr']);
    expect(r.code, r.stderr).toBe(0);
    expect(fs.existsSync(path.join(out, 'fr'))).toBe(false);
    const intro = read(out, 'docs/intro/index.html');
    expect(intro).toContain('Bienvenue');
    expect(intro).toContain('<html lang="fr"');
    // its links are the site's own paths; the alternates still name each locale's usual address
    expect(intro).toMatch(/<a [^>]*href="\/site\/docs\/guide\/setup"/);
    expect(intro).not.toMatch(/<a [^>]*href="\/site\/fr\/docs\/guide/);
    expect(alternates(intro)).toContain('fr https://i18n.example.com/site/fr/docs/intro');
    expect(locs(read(out, 'sitemap.xml'))).toContain('https://i18n.example.com/site/docs/intro');
    const bad = await cli(['build', '--site', site, '--out', out, '--locale', '../x']);
    expect(bad.code).not.toBe(0);
    expect(bad.stderr).toMatch(/There is no locale '\.\.\/x' in this site/);
  }, 120_000);
});

describe('i18n config', () => {
  const ctx = (dir: string) => ({
    siteDir: dir,
    configFile: path.join(dir, 'docusaurus.config.js'),
    source: fs.readFileSync(path.join(dir, 'docusaurus.config.js'), 'utf8'),
  });
  const siteWith = (i18n: string): string => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-i18n-'));
    fs.mkdirSync(path.join(dir, 'docs'));
    fs.writeFileSync(path.join(dir, 'docs', 'a.md'), '# A\n');
    fs.writeFileSync(
      path.join(dir, 'docusaurus.config.js'),
      `module.exports = {\n  title: 'T',\n  url: 'https://t.example.com',\n  baseUrl: '/',\n  i18n: ${i18n},\n  presets: [['classic', { docs: { sidebarPath: false }, blog: false }]],\n};\n`,
    );
    return dir;
  };
  const load = (dir: string, locale?: string) =>
    loadDocusaurusConfig(
      dir,
      path.join(dir, 'docusaurus.config.js'),
      path.join(dir, '.tn-cache'),
      locale,
    );

  it('refuses a locale that is not one plain path segment, at its line', async () => {
    const dir = siteWith(`{ defaultLocale: 'en', locales: ['en', '../x'] }`);
    const e = await load(dir).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(TnError);
    expect((e as TnError).message).toMatch(/"\.\.\/x" is not a locale name/);
    expect((e as TnError).loc?.line).toBe(5);
    const folder = siteWith(
      `{ defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { path: '../../etc' } } }`,
    );
    await expect(load(folder)).rejects.toThrow(/is not a locale name/);
  });

  it('refuses a default locale missing from the locales, and an unknown --locale', async () => {
    await expect(load(siteWith(`{ defaultLocale: 'de', locales: ['en'] }`))).rejects.toThrow(
      /default locale 'de' is not one of i18n.locales/,
    );
    await expect(load(siteWith(`{ defaultLocale: 'en', locales: ['en'] }`), 'fr')).rejects.toThrow(
      /no locale 'fr'/,
    );
  });

  it('labels a default locale other than English, and a right-to-left one, as Docusaurus does', async () => {
    const dir = siteWith(
      `{ defaultLocale: 'zh-Hans', locales: ['zh-Hans', 'ar'], localeConfigs: { 'zh-Hans': { htmlLang: 'zh-CN' } } }`,
    );
    const zh = await load(dir);
    expect(zh.locale).toBe('zh-CN');
    expect(zh.direction).toBe('ltr');
    expect(zh.baseUrl).toBe('/');
    const ar = await load(dir, 'ar');
    expect(ar.locale).toBe('ar');
    expect(ar.direction).toBe('rtl');
    expect(ar.baseUrl).toBe('/ar/');
    expect(ar.i18n?.localeConfigs.ar.label).toBe('العربية');
    expect(ar.docs?.localizedPath).toBe(
      path.join(dir, 'i18n', 'ar', 'docusaurus-plugin-content-docs', 'current'),
    );
  });

  it('leaves a config without i18n as one English locale', () => {
    const dir = siteWith('undefined');
    expect(readI18n({ title: 'T' }, '/', ctx(dir))).toBeUndefined();
  });
});

describe('check on a site in English and French', () => {
  const FR_INTRO = 'i18n/fr/docusaurus-plugin-content-docs/current/intro.md';
  it('checks every locale: a broken link in a translation fails, named at its file and line', async () => {
    const site = copyFixture('docusaurus-i18n', {
      ...THEME_TRANSLATIONS,
      [FR_INTRO]:
        '---\ntitle: Présentation\n---\n\nBienvenue. Voir [la suite](/docs/nulle-part).\n',
    });
    const all = await cli(['check', '--site', site, '--format', 'json']);
    expect(all.code, all.stderr).toBe(1);
    const report = JSON.parse(all.stdout) as {
      checked: { pages: number };
      findings: { code: string; file?: string; line?: number }[];
    };
    const broken = report.findings.filter((f) => f.code === 'BROKEN_LINK');
    expect(broken.map((f) => [f.file && path.relative(site, f.file), f.line])).toEqual([
      [FR_INTRO, 5],
    ]);
    // the English site alone has no broken link, and counts fewer pages
    const en = await cli(['check', '--site', site, '--format', 'json', '--locale', 'en']);
    expect(en.code, en.stdout).toBe(0);
    const enPages = (JSON.parse(en.stdout) as { checked: { pages: number } }).checked.pages;
    expect(report.checked.pages).toBeGreaterThan(enPages);
  }, 120_000);
});

describe('a generated index page in French', () => {
  it('takes its title and description from current.json, its route from the label', async () => {
    const site = copyFixture('docusaurus-i18n', {
      'sidebars.js': `module.exports = {
  docs: ['intro', { type: 'category', label: 'Guides', items: ['guide/setup', 'guide/usage'],
    link: { type: 'generated-index', description: 'Every guide.' } }],
};\n`,
      'i18n/fr/docusaurus-plugin-content-docs/current.json': JSON.stringify({
        'sidebar.docs.category.Guides': { message: 'Guides FR' },
        'sidebar.docs.category.Guides.link.generated-index.title': { message: 'Tous les guides' },
        'sidebar.docs.category.Guides.link.generated-index.description': {
          message: 'Chaque guide.',
        },
      }),
    });
    const out = path.join(site, 'out');
    const r = await cli(['build', '--site', site, '--out', out]);
    expect(r.code, r.stderr).toBe(0);
    const en = read(out, 'docs/category/guides/index.html');
    expect(en).toContain('<h1>Guides</h1>');
    expect(en).toContain('Every guide.');
    const fr = read(out, 'fr/docs/category/guides/index.html');
    expect(fr).toContain('<h1>Tous les guides</h1>');
    expect(fr).toMatch(/<title>Tous les guides \|/);
    expect(fr).toContain('Chaque guide.');
    expect(fr).not.toContain('Every guide.');
  }, 120_000);
});
