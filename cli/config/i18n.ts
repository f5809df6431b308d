/**
 * Docusaurus's `i18n`: the locales a site is built in, each locale's settings (label, `<html lang>`,
 * direction, folder) and its translation files under `i18n/<locale>/` (code.json, the theme's
 * navbar.json and footer.json, the docs plugin's current.json). Every locale is built as its own
 * site under `<baseUrl><locale>/`, the default locale at the root, as Docusaurus does.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { TnError } from '../util/errors.js';
import { keyLocator, type KeyPath } from './locateKey.js';
import { isObj, type Obj } from './pluginEntry.js';

export interface LocaleConfig {
  label: string;
  htmlLang: string;
  direction: 'ltr' | 'rtl';
  /** The locale's folder under the i18n folder (its name unless `localeConfigs` says otherwise). */
  path: string;
}

/** The locales of a site and what the locale being built reads. */
export interface SiteI18n {
  defaultLocale: string;
  locales: string[];
  currentLocale: string;
  localeConfigs: Record<string, LocaleConfig>;
  /** The site's baseUrl before any locale: the default locale's. */
  rootBaseUrl: string;
  /** The current locale's translation folder (absolute): `i18n/<path>`. */
  dir: string;
  /** code.json: id (or message) → translated message, for `<Translate>` and `translate()`. */
  codeTranslations: Record<string, string>;
}

/** A locale name is a URL segment and a folder name: letters, digits, '-' and '_' only. */
const LOCALE_NAME = /^[A-Za-z0-9]+(?:[-_][A-Za-z0-9]+)*$/;

/** Languages written right to left (their primary subtag). */
const RTL = new Set([
  'ar',
  'arc',
  'ckb',
  'dv',
  'fa',
  'ha',
  'he',
  'khw',
  'ks',
  'ku',
  'ps',
  'sd',
  'ur',
  'yi',
]);

/** The URL prefix of a locale, after the root baseUrl: '' for the default locale. */
export function localeBaseUrl(
  i18n: Pick<SiteI18n, 'rootBaseUrl' | 'defaultLocale'>,
  locale: string,
) {
  return locale === i18n.defaultLocale ? i18n.rootBaseUrl : `${i18n.rootBaseUrl}${locale}/`;
}

/** Docusaurus's defaults for a locale: its name in its own language, its direction. */
function defaultLocaleConfig(locale: string): Omit<LocaleConfig, 'path'> {
  let label = locale;
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale);
    if (name) label = name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    /* a tag Intl does not know keeps its own name */
  }
  const primary = locale.split(/[-_]/)[0].toLowerCase();
  return { label, htmlLang: locale, direction: RTL.has(primary) ? 'rtl' : 'ltr' };
}

interface ReadContext {
  siteDir: string;
  configFile: string;
  source: string;
}

/**
 * The site's i18n as the locale `current` (the default locale when not given) sees it; undefined
 * for a config without `i18n` (one locale, 'en', nothing translated). A locale name that is not a
 * plain URL segment, a default locale not in `locales` or an unknown `current` is an error at its
 * line in the config.
 */
export function readI18n(
  raw: Obj,
  baseUrl: string,
  ctx: ReadContext,
  current?: string,
): SiteI18n | undefined {
  if (raw.i18n === undefined) {
    if (current !== undefined && current !== 'en') throw unknownLocale(current, ['en']);
    return undefined;
  }
  const locate = keyLocator(ctx.source, ctx.configFile);
  const fail = (keys: KeyPath, message: string, hint: string) =>
    new TnError('CONFIG_INVALID', `docusaurus config: ${message}`, {
      loc: locate.path(keys),
      hint,
    });
  const i18n = raw.i18n;
  if (!isObj(i18n))
    throw fail(
      ['i18n'],
      "'i18n' must be an object.",
      "Write i18n: { defaultLocale: 'en', locales: ['en'] }.",
    );
  const defaultLocale = i18n.defaultLocale ?? 'en';
  const locales = i18n.locales ?? [defaultLocale];
  if (!Array.isArray(locales) || locales.length === 0)
    throw fail(
      ['i18n', 'locales'],
      "'i18n.locales' must be a list of locale names.",
      "Write locales: ['en', 'fr'].",
    );
  const named = (v: unknown, keys: KeyPath, what: string): string => {
    if (typeof v === 'string' && LOCALE_NAME.test(v)) return v;
    throw fail(
      keys,
      `${what} ${JSON.stringify(v)} is not a locale name.`,
      "A locale is letters, digits, '-' and '_' (such as 'fr' or 'pt-BR'): it names a folder of i18n/ and a URL segment.",
    );
  };
  named(defaultLocale, ['i18n', 'defaultLocale'], 'the default locale');
  locales.forEach((l, i) => named(l, ['i18n', 'locales', i], 'the locale'));
  const names = locales as string[];
  if (!names.includes(defaultLocale as string))
    throw fail(
      ['i18n', 'defaultLocale'],
      `the default locale '${defaultLocale as string}' is not one of i18n.locales (${names.join(', ')}).`,
      `Add '${defaultLocale as string}' to i18n.locales.`,
    );
  const given = isObj(i18n.localeConfigs) ? i18n.localeConfigs : {};
  const localeConfigs: Record<string, LocaleConfig> = {};
  for (const l of names) {
    const own = isObj(given[l]) ? given[l] : {};
    const base = defaultLocaleConfig(l);
    const folder = own.path === undefined ? l : own.path;
    named(folder, ['i18n', 'localeConfigs', l, 'path'], `the folder of locale '${l}'`);
    localeConfigs[l] = {
      label: typeof own.label === 'string' ? own.label : base.label,
      htmlLang: typeof own.htmlLang === 'string' ? own.htmlLang : base.htmlLang,
      direction:
        own.direction === 'rtl' || own.direction === 'ltr' ? own.direction : base.direction,
      path: folder as string,
    };
  }
  const locale = current ?? (defaultLocale as string);
  if (!names.includes(locale)) throw unknownLocale(locale, names);
  const i18nDir = typeof i18n.path === 'string' ? i18n.path : 'i18n';
  const dir = path.resolve(ctx.siteDir, i18nDir, localeConfigs[locale].path);
  const result: SiteI18n = {
    defaultLocale: defaultLocale as string,
    locales: names,
    currentLocale: locale,
    localeConfigs,
    rootBaseUrl: baseUrl,
    dir,
    codeTranslations: {},
  };
  // the theme's own words in the locale (Docusaurus's theme-translations, when the site has it
  // installed), then the site's code.json over them
  result.codeTranslations = {
    ...themeTranslations(ctx.siteDir, locale, defaultLocale as string),
    ...readTranslationFile(path.join(dir, 'code.json')),
  };
  return result;
}

/**
 * The messages `@docusaurus/theme-translations` ships for a locale (theme.* ids), from the folder
 * of the locale's tag, else of its language with its likely script or region ('zh' → zh-Hans,
 * 'pt' → pt-BR), else of its language; none for the default locale when it is English, whose
 * messages the theme writes itself.
 */
function themeTranslations(
  siteDir: string,
  locale: string,
  defaultLocale: string,
): Record<string, string> {
  if (locale === defaultLocale && locale.split(/[-_]/)[0] === 'en') return {};
  let root: string;
  try {
    const req = createRequire(path.join(siteDir, 'package.json'));
    root = path.join(path.dirname(req.resolve('@docusaurus/theme-translations')), '..', 'locales');
  } catch {
    return {};
  }
  const folders = fs.readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory());
  const byName = new Map(folders.map((d) => [d.name.toLowerCase(), d.name]));
  const tried = [locale];
  try {
    const tag = new Intl.Locale(locale.replace(/_/g, '-')).maximize();
    if (tag.script) tried.push(`${tag.language}-${tag.script}`);
    if (tag.region) tried.push(`${tag.language}-${tag.region}`);
    tried.push(tag.language);
  } catch {
    tried.push(locale.split(/[-_]/)[0]);
  }
  const folder = tried.map((t) => byName.get(t.toLowerCase())).find((f) => f !== undefined);
  if (!folder) return {};
  const out: Record<string, string> = {};
  for (const f of fs
    .readdirSync(path.join(root, folder))
    .filter((n) => n.endsWith('.json'))
    .sort())
    Object.assign(out, readTranslationFile(path.join(root, folder, f)));
  return out;
}

function unknownLocale(locale: string, locales: string[]) {
  return new TnError('LOCALE_UNKNOWN', `There is no locale '${locale}' in this site.`, {
    hint: `Its locales are: ${locales.join(', ')} (i18n.locales in the Docusaurus config).`,
  });
}

/**
 * A Docusaurus translation file: `{ key: { message, description? } }` read as key → message; no file,
 * no translations. A file that is not such JSON is an error naming it.
 */
export function readTranslationFile(file: string): Record<string, string> {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return {};
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new TnError(
      'TRANSLATION_INVALID',
      `${path.basename(file)} is not valid JSON: ${(e as Error).message}`,
      {
        loc: { file },
        hint: 'A translation file is a JSON object: { "key": { "message": "...", "description": "..." } }.',
      },
    );
  }
  if (!isObj(data))
    throw new TnError('TRANSLATION_INVALID', `${path.basename(file)} is not a JSON object.`, {
      loc: { file },
      hint: 'A translation file is a JSON object: { "key": { "message": "...", "description": "..." } }.',
    });
  const out: Record<string, string> = {};
  for (const [key, v] of Object.entries(data)) {
    if (isObj(v) && typeof v.message === 'string') out[key] = v.message;
    else if (typeof v === 'string') out[key] = v;
    else
      throw new TnError(
        'TRANSLATION_INVALID',
        `the entry '${key}' of ${path.basename(file)} has no "message" text.`,
        {
          loc: { file, ...lineOfKey(text, key) },
          hint: `Write "${key}": { "message": "..." }.`,
        },
      );
  }
  return out;
}

function lineOfKey(text: string, key: string): { line?: number } {
  const at = text.indexOf(JSON.stringify(key));
  return at < 0 ? {} : { line: text.slice(0, at).split('\n').length };
}

/** The file to read for `rel` of a content folder: its translation when there is one, else itself. */
export function localizedFile(localizedDir: string | undefined, dir: string, rel: string): string {
  if (localizedDir) {
    const translated = path.join(localizedDir, rel);
    if (fs.existsSync(translated)) return translated;
  }
  return path.join(dir, rel);
}

/**
 * themeConfig with navbar.json's and footer.json's messages in place of the labels they translate
 * (Docusaurus's keys: `title`, `logo.alt`, `item.label.<label>`; `link.title.<title>`,
 * `link.item.label.<label>`, `copyright`).
 */
export function translateThemeConfig(themeConfig: Obj, i18n: SiteI18n): Obj {
  const theme = path.join(i18n.dir, 'docusaurus-theme-classic');
  const nav = readTranslationFile(path.join(theme, 'navbar.json'));
  const foot = readTranslationFile(path.join(theme, 'footer.json'));
  const out: Obj = { ...themeConfig };
  const label =
    (t: Record<string, string>, prefix: string) =>
    (item: unknown): unknown => {
      if (!isObj(item)) return item;
      const copy: Obj = { ...item };
      if (typeof item.label === 'string') copy.label = t[`${prefix}${item.label}`] ?? item.label;
      if (Array.isArray(item.items)) copy.items = item.items.map(label(t, prefix));
      return copy;
    };
  if (isObj(themeConfig.navbar)) {
    const n: Obj = { ...themeConfig.navbar };
    if (typeof n.title === 'string') n.title = nav.title ?? n.title;
    if (isObj(n.logo) && typeof n.logo.alt === 'string')
      n.logo = { ...n.logo, alt: nav['logo.alt'] ?? n.logo.alt };
    if (Array.isArray(n.items)) n.items = n.items.map(label(nav, 'item.label.'));
    out.navbar = n;
  }
  if (isObj(themeConfig.footer)) {
    const f: Obj = { ...themeConfig.footer };
    if (typeof f.copyright === 'string') f.copyright = foot.copyright ?? f.copyright;
    if (isObj(f.logo) && typeof f.logo.alt === 'string')
      f.logo = { ...f.logo, alt: foot['logo.alt'] ?? f.logo.alt };
    if (Array.isArray(f.links))
      f.links = f.links.map((g: unknown) => {
        if (!isObj(g)) return g;
        if (!Array.isArray(g.items)) return label(foot, 'link.item.label.')(g);
        const title =
          typeof g.title === 'string' ? (foot[`link.title.${g.title}`] ?? g.title) : g.title;
        return { ...g, title, items: g.items.map(label(foot, 'link.item.label.')) };
      });
    out.footer = f;
  }
  return out;
}

/** The docs plugin's translation folder for a docs instance and version, under the locale's folder. */
export function docsTranslationDir(i18n: SiteI18n, instance = 'default', version = 'current') {
  const plugin =
    instance === 'default'
      ? 'docusaurus-plugin-content-docs'
      : `docusaurus-plugin-content-docs-${instance}`;
  return path.join(i18n.dir, plugin, version === 'current' ? 'current' : `version-${version}`);
}

/** The docs plugin's translations of a version for the locale built (`current.json`, `version-<name>.json`). */
export function docsTranslations(
  i18n: SiteI18n | undefined,
  instance?: string,
  version?: string,
): Record<string, string> {
  if (!i18n) return {};
  return readTranslationFile(`${docsTranslationDir(i18n, instance, version)}.json`);
}
