import path from 'node:path';
import type { SiteConfig } from '../config/types.js';

/** Where a page's `/x.md` and bare `x.md` links are looked up: its content folder, the site. */
export function mdRootsOf(config: SiteConfig, kind: 'docs' | 'blog' | 'pages'): string[] {
  const folder =
    kind === 'docs' ? config.docs?.path : kind === 'blog' ? config.blog?.path : config.pages.path;
  const site = config.siteDir;
  return folder === undefined ? [site] : [path.resolve(site, folder), site];
}
