import type { CompiledPage } from '../mdx/compileMdx.js';
import { SEARCH_INDEX_FILE } from '../../runtime/search/searchFormat.js';
import { buildSearchIndex, type PageTerms } from './buildSearchIndex.js';
import { searchPagesOf, type SearchableRoute } from './searchPagesOf.js';

/**
 * The search index for `tn-docs serve`: rebuilt from the pages as they are whenever a reader opens search
 * (so an edited page is found by its new text), its shard and page files served next to the top-level
 * file. The previous build's files stay servable, for a query that started just before a rebuild.
 */
export function createDevSearch() {
  const recent: Record<string, string>[] = [];
  // the routes and compiled pages the last index was built from: unchanged objects, unchanged index
  let inputs: unknown[] = [];
  // the pages' index entries of the last index: only pages edited since are indexed again
  let known = new Map<string, PageTerms>();
  return {
    /** Builds the index from the current pages (unless none changed) and returns its top-level file. */
    rebuild(routes: Iterable<SearchableRoute>, compiled: Map<string, CompiledPage>): string {
      const list = [...routes];
      const now = [...list, ...compiled.values()];
      if (recent[0] && now.length === inputs.length && now.every((x, i) => x === inputs[i]))
        return recent[0][SEARCH_INDEX_FILE];
      inputs = now;
      const { files, pages } = buildSearchIndex(searchPagesOf(list, compiled), { known });
      known = pages;
      recent.unshift(files);
      recent.length = Math.min(recent.length, 2);
      return files[SEARCH_INDEX_FILE];
    },
    /** A shard or page file, by its path relative to the top-level file. */
    file(name: string): string | undefined {
      for (const files of recent) {
        const text = files[`assets/search/${name}`];
        if (text !== undefined) return text;
      }
      return undefined;
    },
  };
}
