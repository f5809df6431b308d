import { isObj, pluginEntry, type Obj } from './pluginEntry.js';
import type { SiteConfigInput } from './types.js';

/**
 * The search page a Docusaurus site has, so that tn-docs gives it the same route (issue 27): the
 * Algolia and Typesense themes add one at `searchPagePath` (default `search`, `false` for none),
 * @easyops-cn/docusaurus-search-local at `search`; each is listed in Docusaurus's sitemap. Other
 * search plugins (lunr, Pagefind, a navbar box alone) and a site without search add none, and
 * tn-docs then adds none either: its search dialog still works, without an "All results" page.
 */
export function searchPageOf(raw: Obj, themeConfig: Obj): SiteConfigInput['searchPage'] {
  const names = [raw.plugins, raw.themes]
    .flatMap((list): unknown[] => (Array.isArray(list) ? list : []))
    .map((entry) => pluginEntry(entry)?.name ?? '');
  const themed = (key: 'algolia' | 'typesense', theme: RegExp | null) =>
    isObj(themeConfig[key]) && (!theme || names.some((n) => theme.test(n)))
      ? pageAt(themeConfig[key].searchPagePath)
      : undefined;
  return (
    themed('algolia', null) ??
    themed('typesense', /theme-search-typesense$/) ??
    (names.some((n) => /docusaurus-search-local(\/|$)/.test(n))
      ? // its page is titled "Search the documentation" alone
        { path: 'search', sitemap: true, siteInTitle: false }
      : false)
  );
}

function pageAt(searchPagePath: unknown): SiteConfigInput['searchPage'] {
  if (searchPagePath === false) return false;
  const path = typeof searchPagePath === 'string' && searchPagePath ? searchPagePath : 'search';
  return { path, sitemap: true };
}
