import type { CreateRedirects } from '../config/types.js';
import { TnError } from '../util/errors.js';
import type { RouteEntry } from './types.js';

/**
 * plugin-client-redirects' `createRedirects`, as Docusaurus applies it: called with the path of
 * every page, each path it returns redirects to that page. A path that is a page or already a
 * redirect is left out (Docusaurus warns and keeps the page), as is a second redirect from one path
 * (the first wins). `pages`: the site's pages, in order; `taken`: every route already made.
 */
export function createdRedirects(
  create: CreateRedirects | undefined,
  pages: RouteEntry[],
  taken: Set<string>,
  configFile: string,
): RouteEntry[] {
  if (!create) return [];
  const out: RouteEntry[] = [];
  const made = new Set(taken);
  for (const page of pages) {
    let from: ReturnType<CreateRedirects>;
    try {
      from = create(page.route);
    } catch (e) {
      throw new TnError(
        'CONFIG_INVALID',
        `createRedirects threw for the page '${page.route}': ${(e as Error).message}`,
        {
          loc: { file: configFile },
          hint: 'createRedirects is called with every page path and returns the paths to redirect from it.',
        },
      );
    }
    for (const raw of [from ?? []].flat()) {
      if (typeof raw !== 'string' || !raw.startsWith('/')) continue;
      const route = raw.length > 1 ? raw.replace(/\/+$/, '') : raw;
      if (made.has(route) || route === page.route) continue;
      made.add(route);
      out.push({
        route,
        noIndex: true,
        data: { kind: 'redirect', title: page.data.title, to: page.route },
      });
    }
  }
  return out;
}
