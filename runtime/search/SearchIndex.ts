import MiniSearch, { type SearchResult } from 'minisearch';
import {
  processTerm,
  rangeOf,
  SEARCH_BOOST,
  SEARCH_FIELDS,
  unpackShard,
  type SearchChunk,
  type SearchPosting,
  type SearchShard,
  type SearchTop,
} from './searchFormat.js';

/** One section found: where it is, what it says, and which indexed words matched. */
export interface SearchHit {
  route: string;
  /** Heading id, '' for the page's introduction. */
  anchor: string;
  pageTitle: string;
  heading: string;
  crumbs: string[];
  text: string;
  /** Indexed words that matched (after prefix and typo expansion), for highlighting. */
  words: string[];
}

/** The sections found on one page, best first. */
export interface SearchGroup {
  route: string;
  pageTitle: string;
  crumbs: string[];
  hits: SearchHit[];
}

export interface SearchAnswer {
  query: string;
  groups: SearchGroup[];
  /** Sections matching in total (more than are shown when the list is cut). */
  total: number;
}

export type FetchJson = (url: string) => Promise<unknown>;

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[];
/** A prefix shorter than this that spans many shards searches only the shard it starts in. */
const SHORT_PREFIX = 3;
const MAX_PREFIX_SHARDS = 3;

/**
 * The browser side of the split index (runtime/search/searchFormat.ts): fetches the shards a query's terms
 * fall in, merges them into one MiniSearch (which ranks: BM25, field boosts, prefix and typo matching),
 * then fetches the display chunks of the pages it will show. Nothing is sent anywhere but this site's
 * own static files.
 */
export class SearchIndex {
  private top: Promise<SearchTop>;
  private shards = new Map<string, Promise<ReturnType<typeof unpackShard>>>();
  private chunks = new Map<string, Promise<SearchChunk>>();
  private mini: { key: string; search: MiniSearch } | null = null;
  private pageStarts: Promise<number[]>;

  constructor(
    private url: string,
    private fetchJson: FetchJson = (u) =>
      fetch(u).then((r) => {
        if (!r.ok) throw new Error(`${u}: HTTP ${r.status}`);
        return r.json();
      }),
  ) {
    this.top = this.fetchJson(url) as Promise<SearchTop>;
    this.pageStarts = this.top.then((t) => undoDeltas(t.pageStarts));
  }

  /** Resolves once the top-level file is here (the dialog calls it on open so the first query waits less). */
  ready(): Promise<void> {
    return this.top.then(() => undefined);
  }

  async search(
    query: string,
    opts: { pages?: number; perPage?: number } = {},
  ): Promise<SearchAnswer> {
    const top = await this.top;
    const terms = tokenize(query)
      .map(processTerm)
      .filter((t): t is string => !!t);
    if (!terms.length) return { query, groups: [], total: 0 };
    const files = new Set<string>();
    terms.forEach((term, i) => {
      for (const s of this.shardsFor(top, term, i === terms.length - 1)) files.add(s);
    });
    const mini = await this.miniFor(top, [...files]);
    const options = {
      boost: SEARCH_BOOST,
      // as the reader types, the last word is a prefix; words of 4 letters and more forgive a typo or two,
      // but numbers do not: 26657 is not a misspelt 26656
      prefix: (_t: string, i: number, all: string[]) => i === all.length - 1,
      fuzzy: (t: string) => (t.length >= 4 && !/\d/.test(t) ? 0.2 : false),
    };
    let found = mini.search(query, { ...options, combineWith: 'AND' });
    if (!found.length) found = mini.search(query, { ...options, combineWith: 'OR' });
    const groups = await this.group(top, found, opts.pages ?? 8, opts.perPage ?? 3);
    return { query, groups, total: found.length };
  }

  private shardsFor(top: SearchTop, term: string, prefix: boolean): string[] {
    const first = rangeOf(top.shardStarts, term);
    const last = prefix ? rangeOf(top.shardStarts, term + '\uffff') : first;
    const span = last - first + 1;
    const end = span > MAX_PREFIX_SHARDS && term.length < SHORT_PREFIX ? first : last;
    return top.shardFiles.slice(first, end + 1);
  }

  private base(file: string): string {
    return this.url.slice(0, this.url.lastIndexOf('/') + 1) + file;
  }

  /** One MiniSearch over every shard loaded so far; rebuilt only when a query needed a new shard. */
  private async miniFor(top: SearchTop, files: string[]): Promise<MiniSearch> {
    for (const f of files)
      if (!this.shards.has(f)) {
        const p = (this.fetchJson(this.base(f)) as Promise<SearchShard>).then((s) =>
          unpackShard(s, SEARCH_FIELDS.length),
        );
        p.catch(() => this.shards.delete(f));
        this.shards.set(f, p);
      }
    // the set of shards and its key are taken together: a query typed meanwhile may add shards, and a
    // MiniSearch labelled with shards it does not hold would miss that query's terms
    const entries = [...this.shards];
    const key = entries
      .map(([f]) => f)
      .sort()
      .join(' ');
    if (this.mini?.key === key) return this.mini.search;
    const loaded = await Promise.all(entries.map(([, p]) => p));
    if (this.mini?.key === key) return this.mini.search;
    const index: SearchPosting[] = [];
    const fieldLength: Record<string, number[]> = {};
    for (const s of loaded) {
      index.push(...s.index);
      Object.assign(fieldLength, s.fieldLength);
    }
    const documentIds = Object.fromEntries(Object.keys(fieldLength).map((id) => [id, Number(id)]));
    const search = MiniSearch.loadJS(
      {
        documentCount: top.documentCount,
        nextId: top.nextId,
        documentIds,
        fieldIds: top.fieldIds,
        fieldLength,
        averageFieldLength: top.averageFieldLength,
        storedFields: {},
        dirtCount: 0,
        index,
        serializationVersion: 2,
      },
      { fields: SEARCH_FIELDS, processTerm },
    );
    this.mini = { key, search };
    return search;
  }

  /** Groups sections by page (best page first), then fetches only the chunks of the pages shown. */
  private async group(
    top: SearchTop,
    found: SearchResult[],
    maxPages: number,
    perPage: number,
  ): Promise<SearchGroup[]> {
    const pageStarts = await this.pageStarts;
    const byPage = new Map<number, SearchResult[]>();
    for (const r of found) {
      const page = rangeOf(pageStarts, r.id as number);
      const list = byPage.get(page);
      if (list) {
        if (list.length < perPage) list.push(r);
      } else if (byPage.size < maxPages) byPage.set(page, [r]);
    }
    return Promise.all(
      [...byPage.values()].map(async (list) => {
        const hits = await Promise.all(list.map((h) => this.hit(top, h)));
        const { route, pageTitle, crumbs } = hits[0];
        return { route, pageTitle, crumbs, hits };
      }),
    );
  }

  private async hit(top: SearchTop, r: SearchResult): Promise<SearchHit> {
    const id = r.id as number;
    const c = rangeOf(top.chunkStarts, id);
    const file = top.chunkFiles[c];
    let chunk = this.chunks.get(file);
    if (!chunk) {
      chunk = this.fetchJson(this.base(file)) as Promise<SearchChunk>;
      chunk.catch(() => this.chunks.delete(file));
      this.chunks.set(file, chunk);
    }
    const { pages, sections } = await chunk;
    const [page, anchor, heading, text] = sections[id - top.chunkStarts[c]];
    const [route, pageTitle, crumbs] = pages[page];
    return { route, anchor, pageTitle, heading, crumbs, text, words: r.terms };
  }
}

function undoDeltas(d: number[]): number[] {
  let v = 0;
  return d.map((step) => (v += step));
}
