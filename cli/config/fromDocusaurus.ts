/**
 * A Docusaurus 3 config (docusaurus.config.js) read as tn-docs' own: preset-classic's docs, blog,
 * pages, theme, sitemap and gtag options and the theme config map onto SiteConfigInput. Options
 * that change nothing here are named in warnings, never dropped in silence (issue 15).
 */
import { installedAtLeast } from './installedVersion.js';
import { docsOptions, blogOptions, blogListWithoutPosts } from './fromDocusaurusPlugins.js';
import { searchPageOf } from './fromDocusaurusSearch.js';
import { footerOf, navbarOf } from './fromDocusaurusTheme.js';
import { isObj, pluginEntry, str, type Obj } from './pluginEntry.js';
import type { KeyPath, SourceKeys } from './locateKey.js';
import { keyPathName } from './locateKey.js';
import type { HeadTag, SiteConfigInput } from './types.js';

/**
 * A warning about one option: where it is written (a key path in the file, or a key name whose
 * first `key:` is meant) and what happens.
 */
export interface OptionWarning {
  key: string | KeyPath;
  message: string;
}

/** Top-level keys Docusaurus knows that make no difference to what tn-docs builds. */
const NO_EFFECT = new Set([
  'organizationName',
  'projectName',
  'deploymentBranch',
  'githubHost',
  'githubPort',
  'future',
  'baseUrlIssueBanner',
  'noIndex',
  'i18n',
  'staticDirectories',
]);
/** Top-level keys Docusaurus knows whose effect tn-docs does not reproduce. */
const NOT_SUPPORTED = new Set(['ssrTemplate', 'webpack', 'plugins', 'themes']);
const HANDLED = new Set([
  'title',
  'tagline',
  'url',
  'baseUrl',
  'favicon',
  'trailingSlash',
  'onBrokenLinks',
  'onDuplicateRoutes',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'presets',
  'plugins',
  'themes',
  'themeConfig',
  'customFields',
  'titleDelimiter',
  'scripts',
  'stylesheets',
  'headTags',
  'markdown',
  'storage',
  'clientModules',
]);

export function fromDocusaurus(
  raw: Obj,
  siteDir: string,
): { input: SiteConfigInput; warnings: OptionWarning[]; sourceKeys: SourceKeys } {
  const warnings: OptionWarning[] = [];
  const warn = (key: string | KeyPath, message: string) => warnings.push({ key, message });
  // where each of tn-docs' keys is written in the file, so errors point at their own line
  const sourceKeys: SourceKeys = {};
  const at = (tn: KeyPath, source: KeyPath) => {
    sourceKeys[keyPathName(tn)] = source;
  };
  for (const key of Object.keys(raw)) {
    if (NOT_SUPPORTED.has(key) && key !== 'plugins' && key !== 'themes')
      warn([key], `'${key}' is not supported by tn-docs and is ignored.`);
    else if (!HANDLED.has(key) && !NO_EFFECT.has(key))
      warn([key], `'${key}' is not a Docusaurus option tn-docs knows; it is ignored.`);
  }
  clientModuleWarnings(raw.clientModules, warn);

  const classic = presetOptions(raw.presets, warn);
  const themeConfig = isObj(raw.themeConfig) ? raw.themeConfig : {};
  for (const key of ['colorMode', 'announcementBar', 'tableOfContents'])
    at([key], ['themeConfig', key]);
  if (classic.index !== undefined) {
    const preset: KeyPath = ['presets', classic.index, 1];
    for (const key of ['docs', 'blog', 'sitemap']) at([key], [...preset, key]);
    at(['customCss'], [...preset, 'theme', 'customCss']);
    at(['analytics'], [...preset, 'gtag']);
    at(['pages'], [...preset, 'pages']);
  }
  const markdown = isObj(raw.markdown) ? raw.markdown : {};
  const hooks = isObj(markdown.hooks) ? markdown.hooks : {};
  const preset: KeyPath | undefined =
    classic.index === undefined ? undefined : ['presets', classic.index, 1];
  const docs = docsOptions(classic.docs, raw, siteDir, warn, at, preset && [...preset, 'docs']);
  const blogRead = blogOptions(classic.blog, warn, preset && [...preset, 'blog']);
  const blog = blogRead && { ...blogRead, listWithoutPosts: blogListWithoutPosts(siteDir) };
  const pages = classic.pages === false ? undefined : isObj(classic.pages) ? classic.pages : {};
  const theme = isObj(classic.theme) ? classic.theme : {};
  const customCss = [theme.customCss ?? []].flat().filter((c) => typeof c === 'string');
  const baseUrl = typeof raw.baseUrl === 'string' ? raw.baseUrl.replace(/\/?$/, '/') : undefined;
  const docsBase = `/${(docs.docs ? (docs.docs.routeBasePath ?? 'docs') : 'docs').replace(/^\/|\/$/g, '')}`;
  const input: SiteConfigInput = {
    title: raw.title as string,
    tagline: raw.tagline as string | undefined,
    url: raw.url as string,
    baseUrl,
    favicon: raw.favicon as string | undefined,
    // Docusaurus's defaults: broken links fail, broken anchors and markdown links warn
    onBrokenLinks: (raw.onBrokenLinks ?? 'throw') as SiteConfigInput['onBrokenLinks'],
    onBrokenAnchors: (raw.onBrokenAnchors ?? 'warn') as SiteConfigInput['onBrokenAnchors'],
    onDuplicateRoutes: (raw.onDuplicateRoutes ?? 'warn') as SiteConfigInput['onDuplicateRoutes'],
    onBrokenMarkdownLinks: (hooks.onBrokenMarkdownLinks ??
      raw.onBrokenMarkdownLinks ??
      'warn') as SiteConfigInput['onBrokenMarkdownLinks'],
    trailingSlash: raw.trailingSlash as boolean | undefined,
    colorMode: isObj(themeConfig.colorMode) ? themeConfig.colorMode : undefined,
    announcementBar: announcementOf(themeConfig.announcementBar),
    navbar: navbarOf(themeConfig.navbar, docs, warn, baseUrl ?? '/', at),
    footer: footerOf(themeConfig.footer, baseUrl ?? '/', docsBase.replace(/^\/$/, ''), at),
    docs: docs.docs,
    blog,
    pages: { path: typeof pages?.path === 'string' ? pages.path : 'src/pages' },
    staticDir: staticDirOf(raw.staticDirectories),
    sitemap: sitemapOf(classic.sitemap),
    analytics: analyticsOf(classic.gtag),
    tableOfContents: isObj(themeConfig.tableOfContents) ? themeConfig.tableOfContents : undefined,
    redirects: docs.redirects,
    ...(docs.createRedirects ? { createRedirects: docs.createRedirects } : {}),
    docsVersion: docs.docsVersion,
    docsSets: docs.docsSets.length ? docs.docsSets : undefined,
    customCss: customCss.map((c) => String(c)),
    headTags: headTagsOf(raw, themeConfig),
    ...(typeof themeConfig.image === 'string' ? { image: themeConfig.image } : {}),
    markdown: { mermaid: markdown.mermaid === true, math: docs.math || (blog && blog.math) },
    customFields: isObj(raw.customFields) ? raw.customFields : undefined,
    titleDelimiter: typeof raw.titleDelimiter === 'string' ? raw.titleDelimiter : undefined,
    // before 3.8, Docusaurus's title formatter repeats a title equal to the site's
    repeatSiteTitle: installedAtLeast(siteDir, '@docusaurus/theme-common', [3, 8]) === false,
    searchPage: searchPageOf(raw, themeConfig),
  };
  if (input.blog && 'math' in input.blog) delete (input.blog as { math?: boolean }).math;
  return { input, warnings, sourceKeys };
}

/**
 * `clientModules` are not run: each is named at its own line with what the reader will miss (the
 * global CSS or code it adds to every page, its route-update hooks).
 */
function clientModuleWarnings(list: unknown, warn: (k: KeyPath, m: string) => void) {
  [list ?? []].flat().forEach((m, i) => {
    const name = typeof m === 'string' ? m.replace(/^.*[/\\]/, '') : `entry ${i}`;
    warn(
      Array.isArray(list) ? ['clientModules', i] : ['clientModules'],
      `the client module '${name}' is not run by tn-docs: readers get the pages without the ` +
        'styles or scripts it adds to every page and without its route-change hooks.',
    );
  });
}

interface ClassicOptions {
  /** Its place in `presets`. */
  index?: number;
  docs?: unknown;
  blog?: unknown;
  pages?: unknown;
  theme?: unknown;
  sitemap?: unknown;
  gtag?: unknown;
}

/** preset-classic's options; other presets are named in a warning. */
function presetOptions(
  presets: unknown,
  warn: (k: string | KeyPath, m: string) => void,
): ClassicOptions {
  let found: ClassicOptions | undefined;
  (Array.isArray(presets) ? presets : []).forEach((entry, index) => {
    const p = pluginEntry(entry);
    if (!p) return;
    if (/(^|[/-])classic$/.test(p.name)) {
      found = { ...p.options, index };
      for (const key of ['googleAnalytics', 'googleTagManager', 'svgr', 'debug'])
        if (key in p.options && key !== 'debug')
          warn(
            ['presets', index, 1, key],
            `preset-classic's '${key}' is not supported by tn-docs and is ignored.`,
          );
    } else
      warn(
        ['presets', index],
        `the preset '${p.name}' is not supported by tn-docs and is ignored.`,
      );
  });
  // no preset at all: Docusaurus builds nothing but pages; a site without one is rare
  return found ?? { docs: false, blog: false };
}

function announcementOf(bar: unknown): SiteConfigInput['announcementBar'] {
  if (!isObj(bar)) return undefined;
  return {
    id: typeof bar.id === 'string' ? bar.id : 'announcement-bar',
    content: str(bar.content),
    isCloseable: bar.isCloseable !== false,
  };
}

function staticDirOf(dirs: unknown): string | undefined {
  return Array.isArray(dirs) && typeof dirs[0] === 'string' ? dirs[0] : undefined;
}

/** plugin-sitemap's options; it leaves no page out unless told (tn-docs' own default: tag pages). */
function sitemapOf(s: unknown): SiteConfigInput['sitemap'] {
  if (s === false) return false;
  if (!isObj(s)) return { ignorePatterns: [] };
  const out: Obj = { ignorePatterns: [] };
  for (const k of ['changefreq', 'priority', 'ignorePatterns']) if (s[k] != null) out[k] = s[k];
  return out;
}

function analyticsOf(g: unknown): SiteConfigInput['analytics'] {
  if (!isObj(g)) return undefined;
  const id = [g.trackingID].flat()[0];
  if (typeof id !== 'string') return undefined;
  return { trackingID: id, anonymizeIP: g.anonymizeIP !== false };
}

/**
 * `scripts`, `stylesheets`, `headTags` and `themeConfig.metadata` (each a `<meta>`'s attributes)
 * as one list of head elements, in that order.
 */
function headTagsOf(raw: Obj, themeConfig: Obj): HeadTag[] {
  const tags: HeadTag[] = [];
  const attrs = (o: Obj) =>
    Object.fromEntries(
      Object.entries(o).filter(
        (e): e is [string, string | boolean] =>
          typeof e[1] === 'string' || typeof e[1] === 'boolean',
      ),
    );
  const list = (v: unknown): unknown[] => (Array.isArray(v) ? (v as unknown[]) : []);
  const given = (s: unknown, key: string) =>
    typeof s === 'string' ? { [key]: s } : isObj(s) ? attrs(s) : {};
  for (const s of list(raw.scripts)) tags.push({ tagName: 'script', attributes: given(s, 'src') });
  for (const s of list(raw.stylesheets))
    tags.push({ tagName: 'link', attributes: { rel: 'stylesheet', ...given(s, 'href') } });
  for (const t of list(raw.headTags))
    if (isObj(t) && typeof t.tagName === 'string')
      tags.push({
        tagName: t.tagName,
        attributes: isObj(t.attributes) ? attrs(t.attributes) : {},
        innerHTML: typeof t.innerHTML === 'string' ? t.innerHTML : undefined,
      });
  for (const m of list(themeConfig.metadata))
    if (isObj(m)) tags.push({ tagName: 'meta', attributes: attrs(m) });
  return tags;
}
