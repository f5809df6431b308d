/**
 * `@docusaurus/router` (react-router's API as Docusaurus sites use it) on tn-docs' own router:
 * `Redirect`, `useLocation`, `useHistory`.
 */
import { useEffect } from 'react';
import { useRouter, useSite } from '../../runtime/context.js';
import { resolveHref } from '../Link.js';

export function useLocation() {
  const { path, search, hash } = useRouter();
  return { pathname: path, search, hash, state: undefined, key: 'default' };
}

export function useHistory() {
  const { navigate } = useRouter();
  const { site } = useSite();
  const go = (to: string | LocationObject) =>
    navigate(resolveHref(pathOf(to), site.baseUrl, site.trailingSlash));
  return {
    push: go,
    replace: go,
    goBack: () => window.history.back(),
    location: useLocation(),
  };
}

/** Sends the reader on to `to` once in the browser; renders nothing, as in Docusaurus. */
/** A react-router location: `to` may be one, as in react-router. */
export interface LocationObject {
  pathname?: string;
  search?: string;
  hash?: string;
}

/** `{ pathname, search, hash }` as a path (`search` and `hash` with or without their mark). */
export function pathOf(to: string | LocationObject): string {
  if (typeof to === 'string') return to;
  const search = to.search ? (to.search.startsWith('?') ? to.search : `?${to.search}`) : '';
  const hash = to.hash ? (to.hash.startsWith('#') ? to.hash : `#${to.hash}`) : '';
  return (to.pathname ?? '') + search + hash;
}

export function Redirect({ to }: { to: string | LocationObject; push?: boolean }) {
  const { navigate } = useRouter();
  const { site } = useSite();
  const href = resolveHref(pathOf(to), site.baseUrl, site.trailingSlash);
  useEffect(() => navigate(href), [navigate, href]);
  return null;
}

export function useParams(): Record<string, string> {
  return {};
}

export { Link, Link as NavLink } from '../Link.js';
