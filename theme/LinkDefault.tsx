/** Default-export form of Link, for pages written against @docusaurus/Link. */
import type { ComponentProps } from 'react';
import { useSite } from '../runtime/context.js';
import { withoutBaseUrl } from '../runtime/shared/url.js';
import { Link } from './Link.js';

/**
 * `@docusaurus/Link` as a site's own code uses it: a `to` (or `href`) that already starts with the
 * baseUrl (`/base/page`, or `useBaseUrl('/page')`) is the page `/page`, its baseUrl not added twice,
 * as Docusaurus's Link reads it (useBaseUrl leaves such a URL alone).
 */
export default function DocusaurusLink({ to, href, ...rest }: ComponentProps<typeof Link>) {
  const { site } = useSite();
  const strip = (u: string | undefined) => (u === undefined ? u : withoutBaseUrl(u, site.baseUrl));
  return <Link to={strip(to)} href={strip(href)} {...rest} />;
}

// the named export serves theme modules the dev server shares through this alias (a default import of a
// shared module is the whole module there)
export { Link };
