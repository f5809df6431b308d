import { createRequire } from 'node:module';
import path from 'node:path';
import type { SiteConfig } from '../config/types.js';
import { packageRoot } from '../util/packageRoot.js';

/** KaTeX's stylesheet, where the package manager put the copy rehype-katex uses. */
function katexCss(): string {
  const own = createRequire(path.join(packageRoot(), 'package.json'));
  const fromKatex = createRequire(own.resolve('rehype-katex'));
  return path.join(path.dirname(fromKatex.resolve('katex/package.json')), 'dist', 'katex.min.css');
}

/**
 * The site's global stylesheets: KaTeX's when math is on and the config does not link it already
 * (Docusaurus sites usually list it in `stylesheets`), then `customCss`.
 */
export function siteStylesheets(config: SiteConfig): string[] {
  const linked = config.headTags.some((t) => /katex/i.test(String(t.attributes.href ?? '')));
  return config.markdown.math && !linked ? [katexCss(), ...config.customCss] : config.customCss;
}
