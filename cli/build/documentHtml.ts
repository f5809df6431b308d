import type { SiteConfig } from '../config/types.js';
import { localeBaseUrl } from '../config/i18n.js';
import { escapeXml as esc } from '../util/escapeXml.js';
import { colorModeScript } from '../../runtime/shared/colorModeScript.js';
import { pageTitle } from '../../runtime/shared/pageTitle.js';
import { STORAGE_KEYS, storageKey } from '../../runtime/shared/storageKeys.js';
import {
  applyTrailingSlash,
  configAssetUrl,
  encodeRoute,
  EXTERNAL_URL,
} from '../../runtime/shared/url.js';
import type { PageHead } from '../../runtime/types.js';
import { navbarTargets, sidebarSlice } from '../../runtime/shared/sidebarSlice.js';
import type { BootData, SidebarNode, SiteData } from '../../runtime/types.js';
import type { ClientAssets } from './bundleClient.js';
import type { RouteEntry } from './types.js';

export interface DocumentInput {
  config: SiteConfig;
  site: SiteData;
  route: RouteEntry;
  /** React's markup of the page. */
  body: string;
  /** What the page's components asked of <head> while rendering (Docusaurus's Layout/Head). */
  head?: PageHead;
  assets: ClientAssets;
  /** The page's whole sidebar, if it has one (a first visit gets the part it draws). */
  sidebar?: SidebarNode[];
}

/** The document around the React markup: head (owned here, not by React), boot data, scripts. */
export function documentHtml(o: DocumentInput): string {
  const { config, route } = o;
  const chunk = o.assets.chunks.get(route.route)!;
  const { baseUrl, manifestUrl, trailingSlash, analytics } = o.site;
  const boot: BootData = { path: route.route, chunk: chunk.chunk, baseUrl, manifestUrl, analytics };
  if (trailingSlash !== undefined) boot.trailingSlash = trailingSlash;
  if (chunk.lean) {
    boot.data = route.data;
    if (chunk.lean.sidebar && o.sidebar) {
      boot.sidebar = chunk.lean.sidebar;
      boot.sidebarItems = sidebarSlice(o.sidebar, route.route, navbarTargets(o.site.navbar.items));
    }
  }
  const preload = chunk.lean ? chunk.lean.preload : [chunk.chunk, ...chunk.preload];
  if (preload.length) boot.preload = preload.map((p) => config.baseUrl + p);
  // `</script>` inside the JSON would end the script element early
  const bootJson = JSON.stringify(boot).replace(/</g, '\\u003c');
  return [
    '<!doctype html>',
    `<html lang="${esc(config.locale)}" dir="${config.direction}" data-theme="${config.colorMode.defaultMode}">`,
    '<head>',
    ...headTags(o),
    '</head>',
    '<body>',
    `<div id="__tn">${o.body}</div>`,
    `<script id="__tn_boot" type="application/json">${bootJson}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

function headTags(o: DocumentInput): string[] {
  const { config, route, assets } = o;
  const href = (p: string) => config.baseUrl + p;
  const title = o.head?.title ?? pageTitle(o.site, route.route, route.data);
  const description = o.head?.description ?? route.data.description ?? config.tagline;
  const pageUrl = (baseUrl: string) =>
    config.url +
    baseUrl.replace(/\/$/, '') +
    encodeRoute(applyTrailingSlash(route.route, config.trailingSlash));
  const canonical = pageUrl(config.baseUrl);
  const kind = route.data.kind;
  const tags = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${esc(title)}</title>`,
    `<meta name="description" content="${esc(description)}">`,
    `<link rel="canonical" href="${esc(canonical)}">`,
    `<meta property="og:title" content="${esc(title)}">`,
    `<meta property="og:description" content="${esc(description)}">`,
    `<meta property="og:url" content="${esc(canonical)}">`,
    `<meta property="og:type" content="${kind === 'blogPost' ? 'article' : 'website'}">`,
    `<meta property="og:site_name" content="${esc(config.title)}">`,
    ...socialTags(route.meta, config),
  ];
  // the same page in every locale, and the default locale's for a reader of none of them
  const i18n = config.i18n;
  if (i18n) {
    for (const l of i18n.locales) {
      const lang = esc(i18n.localeConfigs[l].htmlLang);
      const at = esc(pageUrl(localeBaseUrl(i18n, l)));
      tags.push(`<link rel="alternate" href="${at}" hreflang="${lang}">`);
    }
    const fallback = esc(pageUrl(localeBaseUrl(i18n, i18n.defaultLocale)));
    tags.push(`<link rel="alternate" href="${fallback}" hreflang="x-default">`);
  }
  if (kind === 'doc' || kind === 'blogPost')
    tags.push(
      `<meta name="docsearch:language" content="${esc(config.i18n?.currentLocale ?? config.locale)}">`,
    );
  if (route.noIndex) tags.push('<meta name="robots" content="noindex, nofollow">');
  tags.push('<meta name="color-scheme" content="dark light">');
  // no favicon configured: say so, or every browser asks for /favicon.ico and logs a 404
  const favicon = config.favicon ? esc(configAssetUrl(config.favicon, config.baseUrl)) : 'data:,';
  tags.push(`<link rel="icon" href="${favicon}">`);
  if (config.blog) {
    const feed = href(config.blog.routeBasePath + '/rss.xml');
    const feedTitle = `${esc(config.blog.feedOptions.title)} RSS Feed`;
    tags.push(
      `<link rel="alternate" type="application/rss+xml" href="${feed}" title="${feedTitle}">`,
    );
  }
  tags.push(`<script>${colorModeScriptFor(config)}</script>`);
  for (const c of assets.css) tags.push(`<link rel="stylesheet" href="${href(c)}">`);
  tags.push(...config.headTags.map(headTagHtml));
  // The page is complete HTML: its scripts only add behaviour, so none may compete with the
  // stylesheet for a slow connection (issue 13: first paint). The entry is small and fetched at low
  // priority (Chrome gives module scripts high priority, and Lighthouse then counts them as
  // render-blocking); it preloads the page's other modules, listed in the boot JSON, once the page
  // has painted.
  tags.push(`<script type="module" src="${href(assets.entry)}" fetchpriority="low"></script>`);
  return tags;
}

const VOID = new Set(['link', 'meta', 'base']);

/** A config head tag (Docusaurus's scripts, stylesheets, headTags) as HTML. */
export function headTagHtml(t: SiteConfig['headTags'][number]): string {
  const attrs = Object.entries(t.attributes)
    .filter(([, v]) => v !== false)
    .map(([k, v]) => (typeof v === 'string' ? ` ${esc(k)}="${esc(v)}"` : ` ${esc(k)}`))
    .join('');
  if (VOID.has(t.tagName)) return `<${t.tagName}${attrs}>`;
  return `<${t.tagName}${attrs}>${t.innerHTML ?? ''}</${t.tagName}>`;
}

function colorModeScriptFor(config: SiteConfig): string {
  const { namespace } = config.storage;
  return colorModeScript({
    defaultMode: config.colorMode.defaultMode,
    respectPrefersColorScheme: config.colorMode.respectPrefersColorScheme,
    storageType: config.storage.type,
    key: storageKey(STORAGE_KEYS.colorMode, namespace),
    announcement: config.announcementBar && {
      key: storageKey(STORAGE_KEYS.announcementDismissed, namespace),
      id: config.announcementBar.id,
    },
  });
}

/**
 * The page's `keywords` and its social card (the page's `image`, else the site's), as Docusaurus's
 * SEO tags: an image is an absolute URL, a file of the static folder under the site's URL.
 */
function socialTags(meta: RouteEntry['meta'], config: SiteConfig): string[] {
  const tags: string[] = [];
  if (meta?.keywords?.length)
    tags.push(`<meta name="keywords" content="${esc(meta.keywords.join(','))}">`);
  const image = meta?.image ?? config.image;
  if (!image) return [...tags, '<meta name="twitter:card" content="summary">'];
  const url = EXTERNAL_URL.test(image)
    ? image
    : config.url + config.baseUrl.replace(/\/$/, '') + '/' + image.replace(/^\//, '');
  return [
    ...tags,
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta property="og:image" content="${esc(url)}">`,
    `<meta name="twitter:image" content="${esc(url)}">`,
  ];
}
