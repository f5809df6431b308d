import path from 'node:path';
import type { SiteConfig } from '../config/types.js';
import { packageRoot } from '../util/packageRoot.js';

/**
 * The site's global stylesheets: KaTeX's when math is on and the config does not link it already
 * (Docusaurus sites usually list it in `stylesheets`), then `customCss`.
 */
export function siteStylesheets(config: SiteConfig): string[] {
  const linked = config.headTags.some((t) => /katex/i.test(String(t.attributes.href ?? '')));
  const katex = path.join(packageRoot(), 'node_modules', 'katex', 'dist', 'katex.min.css');
  return config.markdown.math && !linked ? [katex, ...config.customCss] : config.customCss;
}
