/**
 * Docusaurus's versioned docs (versions.json, versioned_docs/, versioned_sidebars/) and extra docs
 * plugin instances, as tn-docs docs sets. Routes follow Docusaurus: the last version at the route
 * base, the current docs at `next`, every other version at its name, unless `versions` says
 * otherwise.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isObj, type Obj } from './pluginEntry.js';
import type { DocsSetInput, DocsVersionConfig, SiteConfigInput } from './types.js';

type DocsInput = Extract<SiteConfigInput['docs'], object>;

export interface VersionedDocs {
  /** The instance's current docs (their route base moved to `next` when versions exist). */
  current: DocsInput;
  currentVersion?: DocsVersionConfig;
  sets: DocsSetInput[];
}

function readVersions(file: string): string[] {
  try {
    const list: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    return Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

const join = (...parts: string[]) =>
  parts
    .filter(Boolean)
    .join('/')
    .replace(/\/{2,}/g, '/');

/**
 * The versions of one docs instance (`pluginId` 'default' for the main one): its own docs as the
 * current version, and one set per released version.
 */
export function versionedDocs(
  siteDir: string,
  docs: DocsInput,
  o: Obj,
  pluginId = 'default',
): VersionedDocs {
  const prefix = pluginId === 'default' ? '' : `${pluginId}_`;
  const versions = readVersions(path.join(siteDir, `${prefix}versions.json`));
  // `disableVersioning`: the current docs alone, at the route base, whatever versions.json lists
  if (!versions.length || o.disableVersioning === true) return { current: docs, sets: [] };
  const only = Array.isArray(o.onlyIncludeVersions) ? (o.onlyIncludeVersions as string[]) : null;
  const last = typeof o.lastVersion === 'string' ? o.lastVersion : versions[0];
  const options = isObj(o.versions) ? o.versions : {};
  const optionOf = (name: string): Obj => (isObj(options[name]) ? options[name] : {});
  const base = String(docs.routeBasePath ?? 'docs').replace(/^\/|\/$/g, '');
  const routeOf = (name: string) => {
    const own = optionOf(name).path;
    const p =
      typeof own === 'string' ? own : name === last ? '' : name === 'current' ? 'next' : name;
    return join(base, p.replace(/^\/|\/$/g, ''));
  };
  const labelOf = (name: string) => {
    const own = optionOf(name).label;
    return typeof own === 'string' ? own : name === 'current' ? 'Next' : name;
  };
  // as Docusaurus: the version's own `banner`, else none for the last, 'unreleased' for the
  // versions before it in the list (current first, then versions.json's), 'unmaintained' after
  const order = ['current', ...versions];
  const bannerOf = (name: string): DocsVersionConfig['banner'] => {
    const own = optionOf(name).banner;
    if (own === 'none' || own === 'unreleased' || own === 'unmaintained') return own;
    if (name === last) return 'none';
    return order.indexOf(name) < order.indexOf(last) ? 'unreleased' : 'unmaintained';
  };
  const wanted = (name: string) => !only || only.includes(name);
  const sets = versions.filter(wanted).map((name): DocsSetInput => ({
    key: `${pluginId === 'default' ? '' : pluginId + '-'}version-${name}`,
    instance: pluginId,
    docs: {
      ...docs,
      path: path.join(`${prefix}versioned_docs`, `version-${name}`),
      sidebarPath: path.join(`${prefix}versioned_sidebars`, `version-${name}-sidebars.json`),
      routeBasePath: routeOf(name),
      editUrl:
        typeof docs.editUrl === 'string'
          ? docs.editUrl.replace(/\/[^/]*$/, `/${prefix}versioned_docs/version-${name}`)
          : docs.editUrl,
    },
    version: { name, label: labelOf(name), isLast: name === last, banner: bannerOf(name) },
  }));
  // `includeCurrentVersion: false` (or `onlyIncludeVersions` without 'current'): the docs folder is
  // not built; the last version takes the current docs' place, at its own route
  const lastSet = sets.find((s) => s.version?.isLast);
  if ((o.includeCurrentVersion === false || (only && !only.includes('current'))) && lastSet)
    return {
      current: lastSet.docs,
      currentVersion: lastSet.version,
      sets: sets.filter((s) => s !== lastSet),
    };
  return {
    current: { ...docs, routeBasePath: routeOf('current') },
    currentVersion: {
      name: 'current',
      label: labelOf('current'),
      isLast: last === 'current',
      banner: bannerOf('current'),
    },
    sets,
  };
}
