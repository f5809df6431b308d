import { createContext, useContext } from 'react';
import { notADocsPage } from './shared/notADocsPage.js';
import type { SettingStorage } from './storage.js';
import type { RouteData, SiteData } from './types.js';

export interface SiteContextValue {
  site: SiteData;
  storage: SettingStorage | null;
  production: boolean;
}
export const SiteContext = createContext<SiteContextValue | null>(null);

export function useSite(): SiteContextValue {
  const v = useContext(SiteContext);
  if (!v) throw new Error('tn-docs: useSite() was called outside the site root.');
  return v;
}

// the router's context is a module of its own: a first visit loads it without the rest (issue 13)
export { RouterContext, useRouter, type RouterContextValue } from './routerContext.js';

export const RouteDataContext = createContext<RouteData | null>(null);

/** Docs hooks throw when the docs plugin is off or the page is not a docs page (SPEC §8). */
export function useDoc(): Extract<RouteData, { kind: 'doc' }> {
  const { site } = useSite();
  if (!site.docs)
    throw new Error(
      'tn-docs: useDoc() needs the docs plugin, which is turned off (docs: false in site.config.ts).',
    );
  const data = useContext(RouteDataContext);
  if (!data || data.kind !== 'doc') throw new Error(notADocsPage('useDoc()', data?.kind));
  return data;
}

/** The docs version list, with a clear error for an unknown name (SPEC §8). */
export function useDocsVersion(name?: string) {
  const { site } = useSite();
  if (!site.docs)
    throw new Error('tn-docs: docs versions need the docs plugin, which is turned off.');
  const versions = site.docs.versions;
  if (name === undefined) return versions.find((v) => v.isLast) ?? versions[0];
  const found = versions.find((v) => v.name === name);
  if (!found)
    throw new Error(
      `tn-docs: no docs version named '${name}'. Available versions: ${versions.map((v) => v.name).join(', ')}.`,
    );
  return found;
}
