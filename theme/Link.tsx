import type { AnchorHTMLAttributes } from 'react';
import { useSite } from '../runtime/context.js';
import {
  applyTrailingSlash,
  encodeRoute,
  EXTERNAL_URL as EXTERNAL,
} from '../runtime/shared/url.js';

/**
 * Resolves a site path ("/docs/6/Staking & Rewards#x") to an href with baseUrl and
 * percent-encoding.
 */
export function useHref(to: string): string {
  const { site } = useSite();
  return resolveHref(to, site.baseUrl, site.trailingSlash);
}

/** A site path as an href: baseUrl, percent-encoding and the site's `trailingSlash` (pages only). */
export function resolveHref(to: string, baseUrl: string, trailingSlash?: boolean): string {
  if (EXTERNAL.test(to) || to.startsWith('#') || !to.startsWith('/')) return to;
  const [path, hash] = splitHash(applyTrailingSlash(to, trailingSlash));
  const encoded = /%[0-9a-f]{2}/i.test(path) ? path : encodeRoute(path);
  return baseUrl.replace(/\/$/, '') + encoded + (hash !== undefined ? '#' + hash : '');
}

function splitHash(s: string): [string, string | undefined] {
  const i = s.indexOf('#');
  return i === -1 ? [s, undefined] : [s.slice(0, i), s.slice(i + 1)];
}

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string };

/**
 * Internal links get baseUrl and encoding (the router intercepts their clicks); external ones open
 * safely in a new tab.
 */
export function Link({ to, href, children, ...rest }: Props) {
  const target = to ?? href ?? '';
  const resolved = useHref(target);
  if (EXTERNAL.test(target) && !target.startsWith('mailto:')) {
    return (
      <a href={target} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={resolved} {...rest}>
      {children}
    </a>
  );
}
