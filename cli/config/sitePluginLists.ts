/**
 * A Docusaurus site's own remark and rehype plugins (`remarkPlugins`, `rehypePlugins` and their
 * `beforeDefault…` lists in the docs, blog and pages options), found in the loaded config. The
 * build keeps a reference to them (config file, section, signature), not the functions: compile
 * workers load the config again and take the same lists (a function cannot be sent to a thread).
 */
import { isObj, pluginEntry, type Obj } from './pluginEntry.js';

export const PLUGIN_LISTS = [
  'beforeDefaultRemarkPlugins',
  'remarkPlugins',
  'beforeDefaultRehypePlugins',
  'rehypePlugins',
] as const;
export type PluginListName = (typeof PLUGIN_LISTS)[number];

/** One entry of a list: `plugin` or `[plugin, options]`, with what names it in messages. */
export interface SitePlugin {
  plugin: unknown;
  options?: unknown;
  /** The function's own name, or its place ('docs.remarkPlugins[0]'). */
  name: string;
  place: string;
}
export type SitePluginLists = Record<PluginListName, SitePlugin[]>;

/** Where a compile job's plugins are: what a worker needs to find them again. */
export interface SitePluginsRef {
  configFile: string;
  cacheDir: string;
  /** 'docs' (the default instance), 'docs:ID', 'blog' or 'pages'. */
  section: string;
  /** Whether tn-docs runs math itself (the site's remark-math and rehype-katex are left out). */
  math: boolean;
  /** The plugins' names and options and the config's text: part of the compile cache key. */
  signature: string;
}

/** remark-math and rehype-katex: tn-docs runs its own (markdown.math), never the site's twice. */
const MATH = /math|katex/i;

/** The plugin options object of a section of a Docusaurus config, if it has one. */
function sectionOptions(raw: Obj, section: string): Obj | undefined {
  const [kind, id = 'default'] = section.split(':');
  let classic: Obj = {};
  for (const entry of Array.isArray(raw.presets) ? raw.presets : []) {
    const p = pluginEntry(entry);
    if (p && /(^|[/-])classic$/.test(p.name)) classic = p.options;
  }
  if (id === 'default' && isObj(classic[kind])) return classic[kind];
  const plugin = new RegExp(`content-${kind}$`);
  for (const entry of Array.isArray(raw.plugins) ? raw.plugins : []) {
    const p = pluginEntry(entry);
    if (
      p &&
      plugin.test(p.name) &&
      (typeof p.options.id === 'string' ? p.options.id : 'default') === id
    )
      return p.options;
  }
  return undefined;
}

/** The site's plugin lists of one section (empty lists when it has none). */
export function sitePluginLists(raw: Obj, section: string, math: boolean): SitePluginLists {
  const o = sectionOptions(raw, section) ?? {};
  const lists = {} as SitePluginLists;
  for (const list of PLUGIN_LISTS) {
    const entries: unknown[] = Array.isArray(o[list]) ? (o[list] as unknown[]) : [];
    lists[list] = entries.flatMap((entry, i): SitePlugin[] => {
      const [plugin, options] = Array.isArray(entry) ? (entry as unknown[]) : [entry, undefined];
      if (typeof plugin !== 'function') return [];
      const own = (plugin as { name?: string }).name ?? '';
      if (math && MATH.test(own)) return [];
      const place = `${section.replace(':', ' ')}.${list}[${i}]`;
      return [{ plugin, options, name: own || place, place }];
    });
  }
  return lists;
}

/** Whether a section has plugins to run, and a text naming them and their options. */
export function pluginSignature(lists: SitePluginLists): string | null {
  const all = PLUGIN_LISTS.flatMap((l) => lists[l].map((p) => ({ list: l, ...p })));
  if (!all.length) return null;
  return JSON.stringify(
    all.map((p) => [p.list, p.name, safeJson(p.options), String(p.plugin).length]),
  );
}

function safeJson(v: unknown): string {
  try {
    return JSON.stringify(v, (_k, x: unknown) => (typeof x === 'function' ? String(x) : x)) ?? '';
  } catch {
    return String(v);
  }
}

/** The sections of a Docusaurus config that have site plugins: docs instances, blog, pages. */
export function pluginSections(raw: Obj): string[] {
  const sections = ['docs', 'blog', 'pages'];
  for (const entry of Array.isArray(raw.plugins) ? raw.plugins : []) {
    const p = pluginEntry(entry);
    const kind = p && /content-(docs|blog|pages)$/.exec(p.name)?.[1];
    if (kind && typeof p.options.id === 'string' && p.options.id !== 'default')
      sections.push(`${kind}:${p.options.id}`);
  }
  return sections;
}
