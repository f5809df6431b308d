import type { SiteConfigInput } from './types.js';

export type { SiteConfigInput, NavbarItem, NavbarLinkItem, FooterGroup } from './types.js';

/** Identity helper that gives site.config.ts its types: `export default defineConfig({...})`. */
export function defineConfig(config: SiteConfigInput): SiteConfigInput {
  return config;
}
