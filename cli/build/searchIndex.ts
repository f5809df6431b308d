import type { CompiledPage } from '../mdx/compileMdx.js';
import { hash } from '../util/hash.js';
import type { SearchEntry } from '../../runtime/types.js';
import type { RouteEntry } from './types.js';

/**
 * Title, route, description and headings of every indexable page, loaded by the search box on first
 * use.
 */
export function searchIndex(
  routes: RouteEntry[],
  compiled: Map<string, CompiledPage>,
): { name: string; text: string } {
  const entries = routes
    .filter(
      (r) =>
        !r.noIndex &&
        (r.data.kind === 'doc' || r.data.kind === 'page' || r.data.kind === 'blogPost'),
    )
    .map((r): SearchEntry => {
      const key = r.content && 'mdx' in r.content ? r.content.mdx : undefined;
      const toc = key ? (compiled.get(key)?.toc ?? []) : [];
      return {
        t: r.data.title,
        r: r.route,
        d: r.data.description,
        h: toc.filter((t) => t.level <= 3).map((t) => [t.value, t.id]),
      };
    });
  const text = JSON.stringify(entries);
  return { name: `assets/search.${hash(text, 8)}.json`, text };
}
