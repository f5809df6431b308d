import type { SiteI18n } from '../config/i18n.js';
import { selectPluralMessage } from '../../runtime/shared/pluralForm.js';

/** What the theme's words are read from: the locale built and its translations (code.json). */
export type ThemeI18n = Pick<SiteI18n, 'currentLocale' | 'codeTranslations'>;

/**
 * A theme word by its Docusaurus translation id, else `message`, with each `{name}` of `values`
 * put in (a value is written as it is, `$&` included).
 */
export function themeWord(
  i18n: ThemeI18n | undefined,
  id: string,
  message: string,
  values: Record<string, string> = {},
): string {
  return (i18n?.codeTranslations?.[id] ?? message).replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? values[name] : whole,
  );
}

/**
 * A counted phrase in the locale's plural form, as Docusaurus's usePluralForm picks it from
 * `One post|{count} posts`.
 */
export function countWord(
  i18n: ThemeI18n | undefined,
  id: string,
  message: string,
  count: number,
): string {
  const plurals = themeWord(i18n, id, message, { count: String(count) });
  return selectPluralMessage(i18n?.currentLocale ?? 'en', count, plurals);
}
