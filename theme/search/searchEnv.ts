import type { SettingStorage } from '../../runtime/storage.js';
import type { SiteData } from '../../runtime/types.js';

/**
 * What the lazily loaded search UI needs from the site, handed over as props by SearchProvider. Importing
 * the router, context or link helpers from the search chunk would make esbuild split them out of the
 * entry into extra shared chunks, and the first visit of every page would pay for it.
 */
export interface SearchEnv {
  /** Site path ("/docs/x#y") → href with baseUrl and encoding. */
  hrefOf: (to: string) => string;
  /** Client navigation to an href. */
  navigate: (href: string) => void;
  storage: SettingStorage | null;
  /** The route on screen. */
  path: string;
  site: SiteData;
}
