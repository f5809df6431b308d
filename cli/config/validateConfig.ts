import path from 'node:path';
import { TnError, TnErrorList } from '../util/errors.js';
import type { NavbarItem, SiteConfig, SiteConfigInput } from './types.js';

const NAVBAR_TYPES = [
  'default',
  'doc',
  'docSidebar',
  'dropdown',
  'docsVersionDropdown',
  'localeDropdown',
  'search',
];
const TOP_KEYS = [
  'title',
  'tagline',
  'url',
  'baseUrl',
  'locale',
  'favicon',
  'onBrokenLinks',
  'onBrokenAnchors',
  'colorMode',
  'announcementBar',
  'navbar',
  'footer',
  'docs',
  'blog',
  'pages',
  'staticDir',
  'sitemap',
  'analytics',
  'tableOfContents',
  'storage',
  'redirects',
];

/** Finds `key` in the config source so an error can point at its line. */
export function locateKey(source: string, file: string, key: string, value?: string) {
  const lines = source.split('\n');
  const needle =
    value !== undefined
      ? new RegExp(`['"\`]${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"\`]`)
      : new RegExp(`\\b${key}\\s*:`);
  for (let i = 0; i < lines.length; i++) {
    const m = needle.exec(lines[i]);
    if (m) return { file, line: i + 1, column: m.index + 1 };
  }
  return { file };
}

/** Validates the raw config and fills in defaults. Every error names the key, shows where it is and lists valid values. */
export function validateConfig(
  input: SiteConfigInput,
  ctx: { siteDir: string; configFile: string; source: string },
): SiteConfig {
  const errors: TnError[] = [];
  const rel = path.relative(process.cwd(), ctx.configFile) || ctx.configFile;
  const fail = (key: string, message: string, hint: string, value?: string) =>
    errors.push(
      new TnError('CONFIG_INVALID', `site config: ${key} ${message}`, {
        loc: locateKey(
          ctx.source,
          rel,
          key
            .split('.')
            .pop()!
            .replace(/\[\d+\]$/, ''),
          value,
        ),
        hint,
      }),
    );
  const oneOf = <T extends string>(key: string, v: unknown, allowed: readonly T[], dflt: T): T => {
    if (v === undefined) return dflt;
    if (typeof v === 'string' && (allowed as readonly string[]).includes(v)) return v as T;
    fail(
      key,
      `is ${JSON.stringify(v)}, which is not allowed.`,
      `Use one of: ${allowed.map((a) => `'${a}'`).join(', ')}.`,
      typeof v === 'string' ? v : undefined,
    );
    return dflt;
  };
  const str = (key: string, v: unknown, required = false): string | undefined => {
    if (v === undefined && !required) return undefined;
    if (typeof v === 'string' && v.length > 0) return v;
    fail(
      key,
      v === undefined ? 'is missing.' : `must be a non-empty string, got ${JSON.stringify(v)}.`,
      `Set ${key}: '...' in site.config.ts.`,
    );
    return undefined;
  };
  const bool = (key: string, v: unknown, dflt: boolean): boolean => {
    if (v === undefined) return dflt;
    if (typeof v === 'boolean') return v;
    fail(key, `must be true or false, got ${JSON.stringify(v)}.`, `Write ${key}: ${dflt}.`);
    return dflt;
  };

  if (typeof input !== 'object' || input === null) {
    throw new TnError('CONFIG_INVALID', 'site config: the default export must be an object.', {
      loc: { file: rel },
      hint: 'Write `export default defineConfig({ title: ..., url: ... })`.',
    });
  }
  for (const key of Object.keys(input)) {
    if (!TOP_KEYS.includes(key))
      fail(key, 'is not a known option.', `Known options: ${TOP_KEYS.join(', ')}.`);
  }

  const title = str('title', input.title, true) ?? '';
  const url = str('url', input.url, true) ?? '';
  if (url && !/^https?:\/\/[^/]+/.test(url))
    fail(
      'url',
      `must be an absolute http(s) URL such as 'https://docs.example.com', got '${url}'.`,
      'The site URL is used for canonical links, the sitemap and feeds.',
      url,
    );
  let baseUrl = input.baseUrl ?? '/';
  if (typeof baseUrl !== 'string' || !baseUrl.startsWith('/') || !baseUrl.endsWith('/')) {
    fail(
      'baseUrl',
      `must start and end with '/', got ${JSON.stringify(baseUrl)}.`,
      "Examples: '/', '/docs-site/'.",
      typeof baseUrl === 'string' ? baseUrl : undefined,
    );
    baseUrl = '/';
  }
  const locale = oneOf('locale', input.locale, ['en'] as const, 'en');

  const cm = input.colorMode ?? {};
  const colorMode = {
    defaultMode: oneOf('colorMode.defaultMode', cm.defaultMode, ['light', 'dark'] as const, 'dark'),
    respectPrefersColorScheme: bool(
      'colorMode.respectPrefersColorScheme',
      cm.respectPrefersColorScheme,
      false,
    ),
    disableSwitch: bool('colorMode.disableSwitch', cm.disableSwitch, false),
  };

  let announcementBar: SiteConfig['announcementBar'] = null;
  if (input.announcementBar) {
    const a = input.announcementBar;
    const id = str('announcementBar.id', a.id, true);
    const content = str('announcementBar.content', a.content, true);
    if (id && content)
      announcementBar = {
        id,
        content,
        isCloseable: bool('announcementBar.isCloseable', a.isCloseable, true),
      };
  }

  const nav = input.navbar ?? {};
  const items: NavbarItem[] = [];
  (nav.items ?? []).forEach((item, i) => {
    const key = `navbar.items[${i}]`;
    const type = (item as { type?: string }).type ?? 'default';
    if (!NAVBAR_TYPES.includes(type)) {
      errors.push(
        new TnError(
          'NAVBAR_UNKNOWN_TYPE',
          `site config: ${key} has unknown navbar item type '${type}'.`,
          {
            loc: locateKey(ctx.source, rel, 'type', type),
            hint: `Valid types: ${NAVBAR_TYPES.join(', ')}.`,
          },
        ),
      );
      return;
    }
    const position = (item as { position?: string }).position;
    if (position !== undefined && position !== 'left' && position !== 'right')
      fail(
        `${key}.position`,
        `is '${position}'.`,
        "Use 'left' or 'right' (default 'right').",
        position,
      );
    if (type === 'default' && !('to' in item && item.to) && !('href' in item && item.href)) {
      errors.push(
        new TnError(
          'NAVBAR_ITEM_INVALID',
          `site config: ${key} ('${(item as { label?: string }).label ?? '?'}') has neither 'to' nor 'href'.`,
          {
            loc: locateKey(ctx.source, rel, 'label', (item as { label?: string }).label),
            hint: "Give a link item 'to' (an internal path) or 'href' (an external URL).",
          },
        ),
      );
    }
    if (type === 'dropdown' && !Array.isArray((item as { items?: unknown }).items))
      fail(
        `${key}.items`,
        'must be a list of links.',
        'A dropdown needs items: [{ label, href | to }].',
      );
    items.push({
      ...item,
      position: (position as 'left' | 'right' | undefined) ?? 'right',
    });
  });

  const foot = input.footer ?? {};
  const footer = { links: foot.links ?? [], copyright: foot.copyright ?? '', logo: foot.logo };

  let docs: SiteConfig['docs'] = null;
  if (input.docs !== false) {
    const d = input.docs ?? {};
    docs = {
      path: d.path ?? 'docs',
      routeBasePath: (d.routeBasePath ?? 'docs').replace(/^\/|\/$/g, ''),
      sidebarPath: d.sidebarPath ?? 'sidebars.ts',
      editUrl: d.editUrl,
      showLastUpdateAuthor: bool('docs.showLastUpdateAuthor', d.showLastUpdateAuthor, false),
      showLastUpdateTime: bool('docs.showLastUpdateTime', d.showLastUpdateTime, false),
      sidebarCollapsible: bool('docs.sidebarCollapsible', d.sidebarCollapsible, true),
    };
  }

  let blog: SiteConfig['blog'] = null;
  if (input.blog !== false) {
    const b = input.blog ?? {};
    const f = b.feedOptions ?? {};
    const postsPerPage = b.postsPerPage ?? 10;
    if (!Number.isInteger(postsPerPage) || postsPerPage < 1)
      fail(
        'blog.postsPerPage',
        `must be a positive integer, got ${JSON.stringify(postsPerPage)}.`,
        'The default is 10.',
      );
    blog = {
      path: b.path ?? 'blog',
      routeBasePath: (b.routeBasePath ?? 'blog').replace(/^\/|\/$/g, ''),
      showReadingTime: bool('blog.showReadingTime', b.showReadingTime, false),
      postsPerPage,
      feedOptions: {
        type: oneOf('blog.feedOptions.type', f.type, ['rss', 'atom', 'all'] as const, 'all'),
        copyright: f.copyright ?? foot.copyright ?? '',
        title: f.title ?? `${title} Blog`,
        description: f.description ?? `${title} Blog`,
      },
    };
  }

  let sitemap: SiteConfig['sitemap'] = null;
  if (input.sitemap !== false) {
    const s = input.sitemap ?? {};
    const changefreq = oneOf(
      'sitemap.changefreq',
      s.changefreq,
      ['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'] as const,
      'weekly',
    );
    const priority = s.priority ?? 0.5;
    if (typeof priority !== 'number' || priority < 0 || priority > 1)
      fail(
        'sitemap.priority',
        `must be a number from 0 to 1, got ${JSON.stringify(priority)}.`,
        'The default is 0.5.',
      );
    sitemap = { changefreq, priority, ignorePatterns: s.ignorePatterns ?? ['/blog/tags/**'] };
  }

  let analytics: SiteConfig['analytics'] = null;
  if (input.analytics) {
    const id = str('analytics.trackingID', input.analytics.trackingID, true);
    if (id)
      analytics = {
        trackingID: id,
        anonymizeIP: bool('analytics.anonymizeIP', input.analytics.anonymizeIP, true),
      };
  }

  const toc = input.tableOfContents ?? {};
  const minHeadingLevel = toc.minHeadingLevel ?? 2;
  const maxHeadingLevel = toc.maxHeadingLevel ?? 3;
  if (
    ![2, 3, 4, 5, 6].includes(minHeadingLevel) ||
    ![2, 3, 4, 5, 6].includes(maxHeadingLevel) ||
    minHeadingLevel > maxHeadingLevel
  ) {
    fail(
      'tableOfContents',
      `levels must satisfy 2 <= minHeadingLevel <= maxHeadingLevel <= 6, got ${minHeadingLevel}..${maxHeadingLevel}.`,
      'The default is 2..3.',
    );
  }

  const st = input.storage ?? {};
  const storage = {
    type: oneOf(
      'storage.type',
      st.type,
      ['localStorage', 'sessionStorage'] as const,
      'localStorage',
    ),
    namespace: st.namespace ?? '',
  };

  const redirects: SiteConfig['redirects'] = [];
  (input.redirects ?? []).forEach((r, i) => {
    if (
      !r ||
      typeof r.from !== 'string' ||
      typeof r.to !== 'string' ||
      !r.from.startsWith('/') ||
      !r.to.startsWith('/')
    ) {
      fail(
        `redirects[${i}]`,
        `must be { from: '/old', to: '/new' } with paths starting with '/', got ${JSON.stringify(r)}.`,
        'Redirect paths are site paths without the baseUrl.',
      );
    } else redirects.push({ from: r.from, to: r.to });
  });

  const onBrokenLinks = oneOf(
    'onBrokenLinks',
    input.onBrokenLinks,
    ['throw', 'warn', 'ignore'] as const,
    'throw',
  );
  const onBrokenAnchors = oneOf(
    'onBrokenAnchors',
    input.onBrokenAnchors,
    ['throw', 'warn', 'ignore'] as const,
    'throw',
  );
  if (errors.length) throw errors.length === 1 ? errors[0] : new TnErrorList(errors);

  return {
    title,
    tagline: input.tagline ?? '',
    url: url.replace(/\/$/, ''),
    baseUrl,
    locale,
    favicon: input.favicon,
    onBrokenLinks,
    onBrokenAnchors,
    colorMode,
    announcementBar,
    navbar: {
      title: nav.title ?? title,
      logo: nav.logo,
      hideOnScroll: bool('navbar.hideOnScroll', nav.hideOnScroll, false),
      items,
    },
    footer,
    docs,
    blog,
    pages: { path: input.pages?.path ?? 'pages' },
    staticDir: input.staticDir ?? 'static',
    sitemap,
    analytics,
    tableOfContents: { minHeadingLevel, maxHeadingLevel },
    storage,
    redirects,
    siteDir: ctx.siteDir,
    configFile: ctx.configFile,
  };
}
