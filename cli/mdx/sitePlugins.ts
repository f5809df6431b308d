/**
 * A Docusaurus site's own remark/rehype plugins, loaded where pages are compiled (the main thread or
 * a compile worker) from the site's config, once per config version. A plugin that throws is a
 * TnError naming the plugin and the page, not a crash.
 */
import type { Pluggable, Plugin } from 'unified';
import { importModule } from '../util/importModule.js';
import { isObj } from '../config/pluginEntry.js';
import {
  PLUGIN_LISTS,
  sitePluginLists,
  type SitePlugin,
  type SitePluginsRef,
} from '../config/sitePluginLists.js';
import { TnError } from '../util/errors.js';

export interface LoadedPlugins {
  beforeRemark: Pluggable[];
  remark: Pluggable[];
  beforeRehype: Pluggable[];
  rehype: Pluggable[];
}

const configs = new Map<string, Promise<Record<string, unknown>>>();

/** The config as Docusaurus reads it (an object, or a function returning one, maybe async). */
function loadRaw(ref: SitePluginsRef): Promise<Record<string, unknown>> {
  const key = `${ref.configFile}\0${ref.signature}`;
  let p = configs.get(key);
  if (!p) {
    p = (async () => {
      const mod = (await importModule(ref.configFile, ref.cacheDir)) as { default?: unknown };
      let raw: unknown = mod.default ?? mod;
      if (typeof raw === 'function') raw = await (raw as () => unknown)();
      raw = await raw;
      return isObj(raw) ? raw : {};
    })();
    configs.set(key, p);
    p.catch(() => configs.delete(key));
  }
  return p;
}

export async function loadSitePlugins(ref: SitePluginsRef, rel: string): Promise<LoadedPlugins> {
  const lists = sitePluginLists(await loadRaw(ref), ref.section, ref.math);
  const [beforeRemark, remark, beforeRehype, rehype] = PLUGIN_LISTS.map((list) =>
    lists[list].map((p) => guarded(p, list.toLowerCase().includes('rehype'), rel)),
  );
  return { beforeRemark, remark, beforeRehype, rehype };
}

type Transformer = (tree: unknown, file: unknown, next?: unknown) => unknown;

/**
 * The plugin with its attacher and transformer wrapped: what either throws (or rejects with) becomes
 * an error naming the plugin and the page. The transformer keeps its arity (unified gives a
 * callback only to a transformer that declares one).
 */
function guarded(p: SitePlugin, rehype: boolean, rel: string): Pluggable {
  const fail = (e: unknown) =>
    e instanceof TnError
      ? e
      : new TnError(
          'SITE_PLUGIN',
          `The site's ${rehype ? 'rehype' : 'remark'} plugin '${p.name}' failed on ${rel}: ` +
            (e instanceof Error ? e.message : String(e)),
          {
            loc: { file: rel },
            hint: `The plugin comes from the Docusaurus config (${p.place}); fix the plugin or its options, or this page.`,
          },
        );
  const plugin = p.plugin as (this: unknown, ...a: unknown[]) => unknown;
  const attacher = function (this: unknown, ...args: unknown[]) {
    let t: unknown;
    try {
      t = plugin.apply(this, args);
    } catch (e) {
      throw fail(e);
    }
    if (typeof t !== 'function') return t;
    const transform = t as Transformer;
    const run = function (this: unknown, tree: unknown, file: unknown, next?: unknown) {
      try {
        const out = transform.call(this, tree, file, next);
        return out instanceof Promise ? out.catch((e: unknown) => Promise.reject(fail(e))) : out;
      } catch (e) {
        throw fail(e);
      }
    };
    if (transform.length < 3) return (tree: unknown, file: unknown) => run(tree, file);
    return (tree: unknown, file: unknown, next: (e?: unknown, ...r: unknown[]) => void) =>
      run(tree, file, (e?: unknown, ...rest: unknown[]) => next(e ? fail(e) : e, ...rest));
  } as Plugin;
  return p.options === undefined ? attacher : [attacher, p.options];
}
