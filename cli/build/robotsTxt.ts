import type { SiteConfig } from '../config/types.js';

/** robots.txt: everything allowed, and where the sitemap is when there is one. */
export function robotsTxt(config: SiteConfig): string {
  const lines = ['User-agent: *', 'Allow: /'];
  if (config.sitemap) lines.push('', `Sitemap: ${config.url}${config.baseUrl}sitemap.xml`);
  return lines.join('\n') + '\n';
}
