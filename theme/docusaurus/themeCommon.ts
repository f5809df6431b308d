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
