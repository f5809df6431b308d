/** The parts of `@docusaurus/theme-common` that sites' own components use. */
import { useSite } from '../../runtime/context.js';
import { useColorMode as useThemeColorMode } from '../../runtime/colorMode.js';

export function useColorMode() {
  const { site, storage } = useSite();
  const { mode, toggle } = useThemeColorMode(storage, site.colorMode);
  return {
    colorMode: mode,
    isDarkTheme: mode === 'dark',
    setColorMode: (m: 'light' | 'dark') => {
      if (m !== mode) toggle();
    },
  };
}

export const ThemeClassNames = { docs: {}, common: {}, layout: {}, blog: {}, pages: {} };

/** Plural forms in Docusaurus's order: "One post|{count} posts" lists them so. */
const PLURAL_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * Docusaurus's usePluralForm: `selectMessage(count, 'One item|{count} items')` picks the message of
 * the site's locale's plural form for `count` (the last one given when there are fewer).
 */
export function usePluralForm() {
  const { site } = useSite();
  const rules = new Intl.PluralRules(site.locale);
  const forms = [...rules.resolvedOptions().pluralCategories].sort(
    (a, b) => PLURAL_ORDER.indexOf(a) - PLURAL_ORDER.indexOf(b),
  );
  return {
    selectMessage(count: number, messages: string): string {
      const parts = messages.split('|');
      return parts[Math.min(forms.indexOf(rules.select(count)), parts.length - 1)];
    },
  };
}
