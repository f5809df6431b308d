/** The parts of `@docusaurus/theme-common` that sites' own components use. */
import { useSite } from '../../runtime/context.js';
import { useColorMode as useThemeColorMode } from '../../runtime/colorMode.js';
import { selectPluralMessage } from '../../runtime/shared/pluralForm.js';

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

/**
 * Docusaurus's usePluralForm: `selectMessage(count, 'One item|{count} items')` picks the message of
 * the site's locale's plural form for `count` (the last one given when there are fewer).
 */
export function usePluralForm() {
  const { site } = useSite();
  return {
    selectMessage: (count: number, messages: string): string =>
      selectPluralMessage(site.locale, count, messages),
  };
}
