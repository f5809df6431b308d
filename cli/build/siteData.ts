import type { SiteConfig } from '../config/types.js';
import type { SiteData } from '../../runtime/types.js';
import type { ContentGraph } from './types.js';
import { localeBaseUrl, type SiteI18n } from '../config/i18n.js';

function i18nData(i18n: SiteI18n): NonNullable<SiteData['i18n']> {
  return {
    defaultLocale: i18n.defaultLocale,
    currentLocale: i18n.currentLocale,
    locales: i18n.locales,
    localeConfigs: Object.fromEntries(
      i18n.locales.map((l) => {
        const { label, htmlLang, direction } = i18n.localeConfigs[l];
        return [l, { label, htmlLang, direction }];
      }),
    ),
    baseUrls: Object.fromEntries(i18n.locales.map((l) => [l, localeBaseUrl(i18n, l)])),
    codeTranslations: i18n.codeTranslations,
  };
}

/** The site-wide data every page's runtime gets (the `tn:site` module). */
export function siteData(
  config: SiteConfig,
  graph: ContentGraph,
  navItems: SiteData['navbar']['items'],
  assets: { manifestUrl: string; searchName: string; analytics: boolean },
): SiteData {
  const byId = new Map(graph.docs.map((d) => [d.id, d]));
  return {
    title: config.title,
    tagline: config.tagline,
    baseUrl: config.baseUrl,
    url: config.url,
    locale: config.locale,
    ...(config.i18n ? { i18n: i18nData(config.i18n) } : {}),
    customFields: config.customFields,
    titleDelimiter: config.titleDelimiter === '|' ? undefined : config.titleDelimiter,
    ...(config.repeatSiteTitle ? { repeatSiteTitle: true } : {}),
    trailingSlash: config.trailingSlash,
    colorMode: config.colorMode,
    announcementBar: config.announcementBar,
    navbar: { ...config.navbar, items: navItems },
    footer: config.footer,
    storage: config.storage,
    analytics: assets.analytics ? config.analytics : null,
    docs: config.docs
      ? {
          routeBasePath: config.docs.routeBasePath,
          versions: graph.versions.map((v) => ({
            name: v.name,
            label: v.label,
            path: v.path,
            isLast: v.isLast,
            mainDocRoute: byId.get(v.mainDocId)?.route ?? v.path,
          })),
        }
      : null,
    ...(config.docs ? { docsInstances: docsInstances(config, graph) } : {}),
    blog: config.blog
      ? { routeBasePath: config.blog.routeBasePath, title: config.blog.feedOptions.title }
      : null,
    manifestUrl: assets.manifestUrl,
    searchUrl: config.baseUrl + assets.searchName,
    ...(config.searchPage ? { searchPage: config.searchPage.route } : {}),
    ...(config.searchExamples.length ? { searchExamples: config.searchExamples } : {}),
    ...(config.markdownTwins ? { markdownTwins: true } : {}),
  };
}

/** A route base as a route: `docs/next` → `/docs/next`, '' → `/`. */
const rootOf = (routeBasePath: string) => `/${routeBasePath}`.replace(/\/+$/, '') || '/';

/**
 * Every docs instance with its versions (Docusaurus's docs global data): the main docs and each
 * docs set, grouped by the instance they belong to. An instance's path is its shortest version's.
 */
function docsInstances(config: SiteConfig, graph: ContentGraph): SiteData['docsInstances'] {
  const out: NonNullable<SiteData['docsInstances']> = {};
  const firstDoc = (key: string) =>
    graph.docs.find((d) => d.id.startsWith(`${key}::`))?.id.slice(key.length + 2) ?? '';
  const add = (
    instance: string,
    v: { name: string; label: string; isLast: boolean },
    routeBasePath: string,
    key?: string,
  ) => {
    const inst = (out[instance] ??= { path: rootOf(routeBasePath), versions: [] });
    const known = graph.versions.find((g) => g.name === v.name && instance === 'default');
    const path = rootOf(routeBasePath);
    inst.versions.push({
      name: v.name,
      label: known?.label ?? v.label,
      path,
      isLast: v.isLast,
      mainDocId: known ? known.mainDocId.replace(/^.*::/, '') : key ? firstDoc(key) : '',
      ...(key ? { key } : {}),
    });
    if (path.length < inst.path.length) inst.path = path;
  };
  if (config.docs) add('default', config.docsVersion, config.docs.routeBasePath);
  for (const set of config.docsSets)
    add(
      set.instance ?? 'default',
      set.version ?? { name: 'current', label: 'Next', isLast: true },
      set.docs.routeBasePath,
      set.key,
    );
  return out;
}
