import type { SiteConfig } from '../config/types.js';
import { escapeXml as esc } from '../util/escapeXml.js';
import { applyTrailingSlash, encodeRoute, EXTERNAL_URL } from '../../runtime/shared/url.js';

/**
 * A static redirect page: works without JavaScript (meta refresh) and tells crawlers the canonical
 * URL.
 */
export function redirectHtml(config: SiteConfig, to: string): string {
  const [path, anchor] = to.split('#');
  // another site (Docusaurus's client-redirects accepts absolute URLs): as written
  const target = EXTERNAL_URL.test(to)
    ? to
    : config.baseUrl.replace(/\/$/, '') +
      encodeRoute(applyTrailingSlash(path, config.trailingSlash)) +
      (anchor === undefined ? '' : '#' + anchor);
  return [
    '<!doctype html>',
    `<html lang="${config.locale}"${config.direction === 'rtl' ? ' dir="rtl"' : ''}>`,
    '<head>',
    '<meta charset="utf-8">',
    `<title>Redirecting to ${esc(to)}</title>`,
    `<meta http-equiv="refresh" content="0; url=${esc(target)}">`,
    `<link rel="canonical" href="${esc(EXTERNAL_URL.test(target) ? target : config.url + target)}">`,
    '<meta name="robots" content="noindex">',
    `<script>location.replace(${JSON.stringify(target)}+location.search+location.hash)</script>`,
    '</head>',
    '<body>',
    `<p>This page has moved to <a href="${esc(target)}">${esc(to)}</a>.</p>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
