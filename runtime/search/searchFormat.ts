/**
 * The search index's files and options, shared by the build (cli/search/buildSearchIndex.ts, which writes
 * them) and the browser (runtime/search/SearchIndex.ts, which reads them). No DOM, no Node.
 *
 * The index is MiniSearch's, split so a query loads only what it needs (issue 11):
 * - `index.json`: small; the totals MiniSearch scores with, where the shards start, where each page's
 *   sections start.
 * - shards: MiniSearch's serialised index cut into ranges of sorted terms, each with the field lengths of
 *   the sections its terms occur in. A query loads the shards its terms fall in, and the merged shards
 *   score exactly as the whole index would for those terms.
 * - one file per page (`<pagesDir>/<page number>.json`): what its results show (route, title,
 *   breadcrumb, section headings and text), loaded for the pages on screen only.
 */

/** Where the top-level file lives under baseUrl; a fixed name, so pages do not change when content does. */
export const SEARCH_INDEX_FILE = 'assets/search/index.json';

export const SEARCH_FIELDS = ['title', 'heading', 'text'];

/** Page titles first, then section headings, then body text (issue 11: title and heading matches rank first). */
export const SEARCH_BOOST = { title: 5, heading: 3, text: 1 };

/**
 * Words too common to tell sections apart; leaving them out keeps the largest posting lists out of the
 * shards. A query made only of them finds nothing, and the dialog says so.
 */
const STOP_WORDS = new Set(
  (
    'a an and are as at be by for from has have in is it its of on or that the this to was were will ' +
    'with you your can do does if into not so than then there these they their which who'
  ).split(' '),
);

/**
 * Lower-cases a token and drops stop words, single letters (the "s" of "validator's") and tokens over 40
 * characters (hashes and hex data in code samples, which nobody types); the same on both sides, so queries
 * meet indexed terms.
 */
export function processTerm(term: string): string | null {
  const t = term.toLowerCase();
  if (t.length > 40 || (t.length < 2 && !/\d/.test(t)) || STOP_WORDS.has(t)) return null;
  return t;
}

export interface SearchTop {
  version: 1;
  /** MiniSearch's totals over every section (BM25 needs them whatever part of the index is loaded). */
  documentCount: number;
  nextId: number;
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  /** Shard i holds the terms from shardStarts[i] up to (not including) shardStarts[i + 1]. */
  shardStarts: string[];
  shardFiles: string[];
  /** The first section id of each page, delta-coded: results are grouped by page before any page file loads. */
  pageStarts: number[];
  /** Folder of the page files, named after their content so a new build never mixes with a cached one. */
  pagesDir: string;
}

/** A term and its postings as MiniSearch serialises them: field id → section id → term frequency. */
export type SearchPosting = [term: string, fields: Record<string, Record<string, number>>];

/**
 * A shard, packed: MiniSearch's JSON repeats every section id as an object key, which costs twice what
 * sorted, delta-coded arrays cost after gzip. The build writes it (cli/search/buildSearchIndex.ts);
 * `unpackShard` gives MiniSearch's shape back.
 */
export interface SearchShard {
  terms: string[];
  /** Per term, per field it occurs in: field id, section ids (each the difference from the previous), frequencies. */
  postings: [field: number, ids: number[], freqs: number[]][][];
  /** Ids (delta-coded) of the sections these terms occur in, and their field lengths, `fields` per section. */
  ids: number[];
  lengths: number[];
}

export function unpackShard(
  shard: SearchShard,
  fields: number,
): { index: SearchPosting[]; fieldLength: Record<string, number[]> } {
  const index = shard.terms.map((term, i): SearchPosting => {
    const byField: Record<string, Record<string, number>> = {};
    for (const [field, d, freqs] of shard.postings[i]) {
      const out: Record<string, number> = {};
      let id = 0;
      d.forEach((step, j) => {
        id += step;
        out[id] = freqs[j];
      });
      byField[field] = out;
    }
    return [term, byField];
  });
  const fieldLength: Record<string, number[]> = {};
  let id = 0;
  shard.ids.forEach((step, j) => {
    id += step;
    fieldLength[id] = shard.lengths.slice(j * fields, (j + 1) * fields);
  });
  return { index, fieldLength };
}

/** Sorted numbers as differences from the previous (the first as itself). */
export const deltas = (sorted: number[]) => sorted.map((v, i) => (i ? v - sorted[i - 1] : v));

/** One page's display data; sections in id order from the page's start. */
export interface SearchPageFile {
  route: string;
  title: string;
  /** Labels of the sidebar categories above the page. */
  crumbs: string[];
  sections: [anchor: string, heading: string, text: string][];
}

/** First index i with starts[i] <= key < starts[i + 1] (starts sorted, starts[0] the smallest). */
export function rangeOf<T extends string | number>(starts: T[], key: T): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid] <= key) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
