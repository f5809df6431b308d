/**
 * The search index's page entries kept between builds (issue 28): a rebuild indexes only the pages
 * whose text changed and joins the rest from here (see buildSearchIndex). One file in the build
 * state's folder, read only when the build state is trusted and written only by the build holding
 * its lock (BuildState.searchCache); an entry is named by the hash of the text it indexes, so a
 * stale one is never used, only left out.
 */
import fs from 'node:fs';
import { writeAsideSync } from '../util/writeAside.js';
import {
  buildSearchIndex,
  type PageTerms,
  type SearchIndexOutput,
  type SearchPageInput,
} from './buildSearchIndex.js';

/** Bump when PageTerms changes shape. */
const FORMAT = 1;

/** Where the entries are read from and written to; null where they must not be. */
export interface SearchCacheFiles {
  read: string | null;
  write: string | null;
}

interface CacheFile {
  format: number;
  pages: Record<string, PageTerms>;
}

const isEntry = (t: PageTerms | undefined) =>
  !!t && Array.isArray(t.lengths) && Array.isArray(t.postings);

/** The entries in `file`: none if there is no file, or one that is unreadable or of another format. */
export function readSearchCache(file: string | null): Map<string, PageTerms> {
  if (!file) return new Map();
  try {
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as CacheFile;
    if (data.format !== FORMAT || typeof data.pages !== 'object' || data.pages === null)
      return new Map();
    return new Map(Object.entries(data.pages).filter(([, t]) => isEntry(t)));
  } catch {
    return new Map();
  }
}

/** Replaces `file` with `pages` (written beside it, then renamed: never seen half-written). */
export function writeSearchCache(file: string, pages: Map<string, PageTerms>): void {
  const data: CacheFile = { format: FORMAT, pages: Object.fromEntries(pages) };
  writeAsideSync(file, JSON.stringify(data));
}

/**
 * The search index of `pages`, with the entries the cache holds; the cache is rewritten when this
 * build indexed a page or left one out.
 */
export function buildCachedSearchIndex(
  pages: SearchPageInput[],
  cache: SearchCacheFiles | undefined,
): SearchIndexOutput {
  const known = readSearchCache(cache?.read ?? null);
  const { pages: entries, ...output } = buildSearchIndex(pages, { known });
  const changed = output.stats.indexed > 0 || [...known.keys()].some((k) => !entries.has(k));
  if (cache?.write && changed) writeSearchCache(cache.write, entries);
  return output;
}
