/**
 * `@docusaurus/plugin-content-docs/client`: the docs plugin's global data and the hooks that read
 * the docs instance and version on screen, as Docusaurus defines them. The data is every instance's
 * versions (site.docsInstances); a version's `docs` holds the doc on screen only, not all of them
 * (Docusaurus ships every doc of every version to every page).
 */
import { useContext } from 'react';
import { RouteDataContext, useRouter, useSite } from '../../runtime/context.js';
import type { RouteData, SiteData } from '../../runtime/types.js';

export interface GlobalDoc {
  id: string;
  path: string;
  sidebar?: string;
  unlisted?: boolean;
}

export interface GlobalVersion {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string;
  docs: GlobalDoc[];
  draftIds: string[];
  sidebars: Record<string, { link?: { path: string; label: string } }>;
}

export interface GlobalPluginData {
  path: string;
  versions: GlobalVersion[];
  breadcrumbs: boolean;
}

export interface ActiveDocContext {
  activeVersion?: GlobalVersion;
  activeDoc?: GlobalDoc;
  alternateDocVersions: Record<string, GlobalDoc>;
}

type Instances = NonNullable<SiteData['docsInstances']>;

/** `/a/b` holds `/a/b/c` and itself (react-router's matchPath, not exact). */
const inside = (pathname: string, base: string) =>
  base === '/' || pathname === base || pathname.startsWith(base + '/');

const withBase = (baseUrl: string, route: string) =>
  route === '/' ? baseUrl : baseUrl.replace(/\/$/, '') + route;

/** Every docs instance's data, keyed by plugin id ('default' for the main docs). */
export function useAllDocsData(): Record<string, GlobalPluginData> {
  const { site } = useSite();
  const routeData = useContext(RouteDataContext);
  const { path } = useRouter();
  return allDocsData(site.docsInstances ?? {}, site.baseUrl, path, routeData);
}

function allDocsData(
  instances: Instances,
  baseUrl: string,
  pathname: string,
  routeData: RouteData | null,
): Record<string, GlobalPluginData> {
  // the doc on screen: its id inside its version (tn-docs prefixes other sets' ids with `set::`)
  const onScreen: GlobalDoc | undefined =
    routeData?.kind === 'doc'
      ? {
          id: routeData.id.replace(/^.*::/, ''),
          path: withBase(baseUrl, pathname),
          ...(routeData.sidebar ? { sidebar: routeData.sidebar.replace(/^.*::/, '') } : {}),
        }
      : undefined;
  return Object.fromEntries(
    Object.entries(instances).map(([id, inst]) => {
      const versions = inst.versions.map((v): GlobalVersion => ({
        name: v.name,
        label: v.label,
        isLast: v.isLast,
        path: withBase(baseUrl, v.path),
        mainDocId: v.mainDocId,
        docs: [],
        draftIds: [],
        sidebars: {},
      }));
      // the doc on screen is in the version of its set (`key::id`), else in the main docs' version
      const key = routeData?.kind === 'doc' ? /^(.*)::/.exec(routeData.id)?.[1] : undefined;
      const own = inst.versions.findIndex((v) => v.key === key);
      if (onScreen && own >= 0) versions[own].docs.push(onScreen);
      return [id, { path: withBase(baseUrl, inst.path), versions, breadcrumbs: true }];
    }),
  );
}

/** Docusaurus's getActiveVersion: a version whose path holds another's is tried first. */
function activeVersionOf(versions: GlobalVersion[], pathname: string): GlobalVersion | undefined {
  const sorted = [...versions].sort((a, b) =>
    a.path === b.path ? 0 : a.path.includes(b.path) ? -1 : b.path.includes(a.path) ? 1 : 0,
  );
  return sorted.find((v) => inside(pathname, v.path.replace(/\/$/, '') || '/'));
}

/** One instance's data; an unknown id is an error, as in Docusaurus. */
export function useDocsData(pluginId?: string): GlobalPluginData {
  const all = useAllDocsData();
  const id = pluginId ?? 'default';
  const data = all[id];
  if (!data)
    throw new Error(
      `tn-docs: no docs plugin instance with id '${id}'. The site's instances: ${Object.keys(all).join(', ') || 'none'}.`,
    );
  return data;
}

function usePathname(): string {
  const { site } = useSite();
  return withBase(site.baseUrl, useRouter().path);
}

/** The instance whose path holds the page on screen ('/android/foo' is '/android's, not '/''s). */
export function useActivePlugin(
  options: { failfast?: boolean } = {},
): { pluginId: string; pluginData: GlobalPluginData } | undefined {
  const all = useAllDocsData();
  const pathname = usePathname();
  const found = Object.entries(all)
    .sort((a, b) => b[1].path.localeCompare(a[1].path))
    .find(([, d]) => inside(pathname, d.path.replace(/\/$/, '') || '/'));
  if (!found && options.failfast)
    throw new Error(
      `tn-docs: no docs plugin instance holds the page "${pathname}". The instances' paths: ${Object.values(
        all,
      )
        .map((d) => d.path)
        .join(', ')}.`,
    );
  return found && { pluginId: found[0], pluginData: found[1] };
}

export function useActivePluginAndVersion(options: { failfast?: boolean } = {}) {
  const active = useActivePlugin(options);
  const pathname = usePathname();
  if (!active) return undefined;
  return {
    activePlugin: active,
    activeVersion: activeVersionOf(active.pluginData.versions, pathname),
  };
}

/** The instance's versions, the most recent first. */
export function useVersions(pluginId?: string): GlobalVersion[] {
  return useDocsData(pluginId).versions;
}

export function useLatestVersion(pluginId?: string): GlobalVersion {
  const { versions } = useDocsData(pluginId);
  return versions.find((v) => v.isLast) ?? versions[0];
}

export function useActiveVersion(pluginId?: string): GlobalVersion | undefined {
  return activeVersionOf(useDocsData(pluginId).versions, usePathname());
}

/**
 * The version and doc on screen in the instance, and the same doc in the instance's other
 * versions (only the one on screen is known here).
 */
export function useActiveDocContext(pluginId?: string): ActiveDocContext {
  const data = useDocsData(pluginId);
  const pathname = usePathname();
  const activeVersion = activeVersionOf(data.versions, pathname);
  const activeDoc = activeVersion?.docs.find((d) => d.path === pathname);
  return {
    activeVersion,
    activeDoc,
    alternateDocVersions: activeVersion && activeDoc ? { [activeVersion.name]: activeDoc } : {},
  };
}

/** Docusaurus's suggestions on an older version's page: the latest version (its doc is unknown here). */
export function useDocVersionSuggestions(pluginId?: string) {
  const latestVersionSuggestion = useLatestVersion(pluginId);
  const { alternateDocVersions } = useActiveDocContext(pluginId);
  return {
    latestDocSuggestion: alternateDocVersions[latestVersionSuggestion.name],
    latestVersionSuggestion,
  };
}
