/** `@docusaurus/useBaseUrl`: a site path with the baseUrl in front (absolute with the site URL). */
import { useSite } from '../../runtime/context.js';
import { EXTERNAL_URL } from '../../runtime/shared/url.js';

interface Options {
  forcePrependBaseUrl?: boolean;
  absolute?: boolean;
}

export function withBaseUrl(
  url: string,
  site: { baseUrl: string; url: string },
  o: Options = {},
): string {
  if (!url || EXTERNAL_URL.test(url) || url.startsWith('#')) return url;
  const { baseUrl } = site;
  const withBase =
    !o.forcePrependBaseUrl && url.startsWith(baseUrl) ? url : baseUrl + url.replace(/^\//, '');
  return o.absolute ? site.url + withBase : withBase;
}

export function useBaseUrlUtils() {
  const { site } = useSite();
  return { withBaseUrl: (url: string, o?: Options) => withBaseUrl(url, site, o) };
}

export default function useBaseUrl(url: string, o?: Options): string {
  const { site } = useSite();
  return withBaseUrl(url, site, o);
}
