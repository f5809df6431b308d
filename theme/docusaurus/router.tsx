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
  const go = (to: string) => navigate(resolveHref(to, site.baseUrl, site.trailingSlash));
  return {
    push: go,
    replace: go,
    goBack: () => window.history.back(),
    location: useLocation(),
  };
}

/** Sends the reader on to `to` once in the browser; renders nothing, as in Docusaurus. */
export function Redirect({ to }: { to: string; push?: boolean }) {
  const { navigate } = useRouter();
  const { site } = useSite();
  const href = resolveHref(to, site.baseUrl, site.trailingSlash);
  useEffect(() => navigate(href), [navigate, href]);
  return null;
}

export function useParams(): Record<string, string> {
  return {};
}

export { Link, Link as NavLink } from '../Link.js';
