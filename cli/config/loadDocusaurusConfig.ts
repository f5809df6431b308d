import fs from 'node:fs/promises';
import path from 'node:path';
import { TnError } from '../util/errors.js';
import { fromDocusaurus } from './fromDocusaurus.js';
import {
  docsTranslationDir,
  localeBaseUrl,
  readI18n,
  readTranslationFile,
  translateThemeConfig,
  type SiteI18n,
} from './i18n.js';
import { importModule } from '../util/importModule.js';
import { hash } from '../util/hash.js';
import { swizzleWarnings } from './swizzledComponents.js';
import { isObj, type Obj } from './pluginEntry.js';
import {
  pluginSections,
  pluginSignature,
  sitePluginLists,
  type SitePluginsRef,
} from './sitePluginLists.js';
import type { SiteConfig } from './types.js';
import { validateConfig } from './validateConfig.js';
import { keyLocator } from './locateKey.js';

export const DOCUSAURUS_CONFIG_NAMES = [
  'docusaurus.config.ts',
  'docusaurus.config.mts',
  'docusaurus.config.js',
  'docusaurus.config.mjs',
  'docusaurus.config.cjs',
];

/** The Docusaurus config of a folder without site.config.ts, if it has one. */
export async function findDocusaurusConfig(siteDir: string): Promise<string | null> {
  for (const name of DOCUSAURUS_CONFIG_NAMES) {
    const file = path.join(siteDir, name);
    try {
      await fs.access(file);
      return file;
    } catch {
      /* try the next name */
    }
  }
  return null;
}

/**
 * Reads docusaurus.config.{js,mjs,ts} (CommonJS or ESM, an object or a function returning one,
 * possibly async) and maps it onto the native config. Options without effect are warnings.
 */
export async function loadDocusaurusConfig(
  siteDir: string,
  configFile: string,
  cacheDir: string,
  /** The locale to build (the default locale when not given). */
  locale?: string,
  /**
   * The locale is built alone (`build --locale`): at the site's own baseUrl, not under
   * `<baseUrl><locale>/`, as Docusaurus builds one locale for a domain of its own.
   */
  alone = false,
): Promise<SiteConfig> {
  const source = await fs.readFile(configFile, 'utf8');
  const mod = (await importModule(configFile, cacheDir)) as { default?: unknown };
  let raw: unknown = mod.default ?? mod;
  // `export default async function createConfig()` and `module.exports = async () => ({...})`
  if (typeof raw === 'function') raw = await (raw as () => unknown)();
  raw = await raw;
  if (!isObj(raw))
    throw new TnError('CONFIG_INVALID', 'The Docusaurus config does not export an object.', {
      loc: { file: configFile },
      hint: 'Write `module.exports = { ... }` or `export default { ... }` (or a function returning it).',
    });
  const rootBaseUrl = typeof raw.baseUrl === 'string' ? raw.baseUrl.replace(/\/?$/, '/') : '/';
  const i18n = readI18n(raw, rootBaseUrl, { siteDir, configFile, source }, locale);
  // a locale's site: its baseUrl (links of the navbar and footer follow it) and translated labels
  const localized: Obj = i18n
    ? {
        ...raw,
        baseUrl: alone ? rootBaseUrl : localeBaseUrl(i18n, i18n.currentLocale),
        themeConfig: translateThemeConfig(isObj(raw.themeConfig) ? raw.themeConfig : {}, i18n),
      }
    : raw;
  const { input, warnings, sourceKeys } = fromDocusaurus(localized, siteDir);
  if (i18n) {
    const own = i18n.localeConfigs[i18n.currentLocale];
    input.locale = own.htmlLang;
    input.direction = own.direction;
  }
  const config = validateConfig(input, { siteDir, configFile, source, sourceKeys });
  if (i18n) localizeContent(config, i18n);
  config.aliases = await webpackAliases(raw, siteDir);
  config.sitePlugins = sitePluginRefs(raw, {
    configFile,
    cacheDir,
    source,
    math: config.markdown.math,
  });
  // the file's own key paths (no sourceKeys): a warning names the key as written
  const locate = keyLocator(source, configFile);
  config.warnings = warnings.map(
    (w) =>
      new TnError('DOCUSAURUS_OPTION', w.message, {
        severity: 'warning',
        loc:
          typeof w.key === 'string'
            ? { file: configFile, ...lineOf(source, w.key) }
            : locate.path(w.key),
        hint: 'tn-docs reads docusaurus.config.* as its own config; see README.md (Docusaurus sites).',
      }),
  );
  for (const s of swizzleWarnings(siteDir))
    config.warnings.push(
      new TnError('DOCUSAURUS_SWIZZLED', s.message, {
        severity: 'warning',
        loc: { file: s.file, line: 1, column: 1 },
        hint: 'tn-docs draws its own theme; see README.md (Docusaurus projects).',
      }),
    );
  return config;
}

/**
 * Module aliases the site's plugins give webpack (`configureWebpack` returning `resolve.alias`:
 * the usual way Docusaurus sites add `@components`-style imports), so the site's code resolves
 * them here too. Only plugins written in the config as functions are asked; a plugin that throws
 * or returns anything else adds none (it is named in a warning as not run anyway).
 */
async function webpackAliases(raw: Obj, siteDir: string): Promise<Record<string, string>> {
  const aliases: Record<string, string> = {};
  for (const entry of Array.isArray(raw.plugins) ? raw.plugins : []) {
    const [head, options] = Array.isArray(entry) ? (entry as unknown[]) : [entry, {}];
    if (typeof head !== 'function') continue;
    const fn = head as (context: unknown, options: unknown) => unknown;
    try {
      const plugin = (await fn({ siteDir, siteConfig: raw, baseUrl: raw.baseUrl }, options)) as {
        configureWebpack?: (...a: unknown[]) => unknown;
      };
      if (typeof plugin?.configureWebpack !== 'function') continue;
      const utils = { getStyleLoaders: () => [], getJSLoader: () => ({}) };
      const out = (await plugin.configureWebpack({}, false, utils, undefined)) as {
        resolve?: { alias?: unknown };
      };
      const alias = out?.resolve?.alias;
      if (isObj(alias))
        for (const [k, v] of Object.entries(alias))
          if (typeof v === 'string' && path.isAbsolute(v)) aliases[k.replace(/\$$/, '')] = v;
    } catch {
      // a plugin that needs more of Docusaurus than this gives no aliases
    }
  }
  return aliases;
}

/** The sections (docs instances, blog, pages) whose remark/rehype plugins the compiler must run. */
function sitePluginRefs(
  raw: Obj,
  o: { configFile: string; cacheDir: string; source: string; math: boolean },
): Record<string, SitePluginsRef> {
  const refs: Record<string, SitePluginsRef> = {};
  for (const section of pluginSections(raw)) {
    const signature = pluginSignature(sitePluginLists(raw, section, o.math));
    if (signature)
      refs[section] = {
        configFile: o.configFile,
        cacheDir: o.cacheDir,
        section,
        math: o.math,
        signature: hash(o.source + '\0' + signature),
      };
  }
  return refs;
}

/** The first line where `key:` is written, so a warning points at it. */
function lineOf(source: string, key: string): { line?: number; column?: number } {
  const re = new RegExp(`(^|[\\s{,'"])${key.replace(/[$.]/g, '\\$&')}['"]?\\s*:`, 'm');
  const m = re.exec(source);
  if (!m) return {};
  const before = source.slice(0, m.index + m[1].length);
  const line = before.split('\n').length;
  return { line, column: before.length - before.lastIndexOf('\n') };
}

/**
 * Where the locale's translated content is: each docs instance's and version's folder, the blog's
 * and the pages' (a file without a translation is read from the site's own folder).
 */
function localizeContent(config: SiteConfig, i18n: SiteI18n): void {
  config.i18n = i18n;
  if (config.docs) config.docs.localizedPath = docsTranslationDir(i18n);
  for (const set of config.docsSets)
    set.docs.localizedPath = docsTranslationDir(i18n, set.instance, set.version?.name);
  if (config.blog) {
    const dir = path.join(i18n.dir, 'docusaurus-plugin-content-blog');
    config.blog.localizedPath = dir;
    // the blog's options.json: its list page's title and description
    const t = readTranslationFile(path.join(dir, 'options.json'));
    config.blog.title = t.title ?? config.blog.title;
    config.blog.description = t.description ?? config.blog.description;
  }
  config.pages.localizedPath = path.join(i18n.dir, 'docusaurus-plugin-content-pages');
}
