import picomatch from 'picomatch';
import type { SiteConfig } from '../config/types.js';
import { xmlElement, xmlText } from '../util/xmlElement.js';
import { applyTrailingSlash, encodeRoute } from '../../runtime/shared/url.js';
import type { RouteEntry } from './types.js';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/**
 * sitemap.xml: every indexable route, sorted, with its last update when known; null when turned
 * off.
 */
export function generateSitemap(config: SiteConfig, routes: RouteEntry[]): string | null {
  const sitemap = config.sitemap;
  if (!sitemap) return null;
  const ignored = ignoreMatcher(sitemap.ignorePatterns);
  const base = config.url + config.baseUrl.replace(/\/$/, '');
  const urls = routes
    .filter(
      (r) =>
        !r.noIndex && r.data.kind !== 'redirect' && r.data.kind !== 'notFound' && !ignored(r.route),
    )
    .sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0))
    .map((r) =>
      xmlElement(
        'url',
        {},
        xmlText('loc', base + encodeRoute(applyTrailingSlash(r.route, config.trailingSlash))),
        r.lastmod === undefined ? '' : xmlText('lastmod', isoDate(r.lastmod)),
        xmlText('changefreq', sitemap.changefreq),
        xmlText('priority', String(sitemap.priority)),
      ),
    );
  const urlset = xmlElement('urlset', { xmlns: SITEMAP_NS }, urls.join(''));
  return `<?xml version="1.0" encoding="UTF-8"?>${urlset}\n`;
}

/** Unix seconds → YYYY-MM-DD (what Docusaurus writes with `lastmod: 'date'`). */
/**
 * Docusaurus's sitemap `ignorePatterns`: globs over route paths (picomatch, as Docusaurus reads
 * them): `*` within a segment, `**` across segments, and `/blog/tags/**` also matches
 * `/blog/tags` itself. A segment that starts with a dot is matched like any other.
 */
export function ignoreMatcher(patterns: string[]): (route: string) => boolean {
  // an empty pattern matches no route (picomatch refuses one)
  const globs = patterns.filter((p) => p !== '');
  if (!globs.length) return () => false;
  return picomatch(globs, { dot: true });
}

function isoDate(seconds: number): string {
  return new Date(seconds * 1000).toISOString().slice(0, 10);
}
