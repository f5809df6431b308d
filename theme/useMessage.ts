import { useSite } from '../runtime/context.js';

/**
 * The theme's words in the locale built: the message of a Docusaurus theme id (`theme.*`) from the
 * site's translations (Docusaurus's theme-translations and the site's code.json), else as written.
 */
export function useMessage(): (id: string, message: string) => string {
  const { site } = useSite();
  const t = site.i18n?.codeTranslations;
  return (id, message) => t?.[id] ?? message;
}
