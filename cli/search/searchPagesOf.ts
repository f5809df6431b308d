import type { CompiledPage } from '../mdx/compileMdx.js';
import type { RouteData } from '../../runtime/types.js';
import type { SearchPageInput } from './buildSearchIndex.js';

/** The parts of a route search needs (RouteEntry has more). */
export interface SearchableRoute {
  route: string;
  data: RouteData;
  content?: { mdx: string } | { tsx: string };
  noIndex?: boolean;
}

/**
 * Every docs page, blog post and page that readers can find: unlisted pages, redirects and generated
 * lists stay out. React pages (.tsx) have no compiled text, so they are found by title and description.
 */
export function searchPagesOf(
  routes: Iterable<SearchableRoute>,
  compiled: Map<string, CompiledPage>,
): SearchPageInput[] {
  const pages: SearchPageInput[] = [];
  for (const r of routes) {
    const d = r.data;
    if (r.noIndex || (d.kind !== 'doc' && d.kind !== 'page' && d.kind !== 'blogPost')) continue;
    const key = r.content && 'mdx' in r.content ? r.content.mdx : undefined;
    pages.push({
      route: r.route,
      title: d.title,
      description: d.description,
      crumbs:
        d.kind === 'doc'
          ? d.breadcrumbs.map((b) => b.label)
          : d.kind === 'blogPost'
            ? ['Blog']
            : [],
      sections: (key && compiled.get(key)?.search) || [],
    });
  }
  return pages;
}
