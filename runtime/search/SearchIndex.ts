import MiniSearch, { type SearchResult } from 'minisearch';
import {
  processTerm,
  rangeOf,
  SEARCH_BOOST,
  SEARCH_FIELDS,
  unpackShard,
  type SearchPageFile,
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
const MIN_QUERY = 2;

/**
 * The browser side of the split index (runtime/search/searchFormat.ts): fetches the shards a query's terms
 * fall in, merges them into one MiniSearch (which ranks: BM25, field boosts, prefix and typo matching),
 * then fetches the display files of the pages it will show. Nothing is sent anywhere but this site's
 * own static files.
 */
export class SearchIndex {
  private top: Promise<SearchTop & { starts: number[] }> | null = null;
  private shards = new Map<string, Promise<ReturnType<typeof unpackShard>>>();
  private pageFiles = new Map<number, Promise<SearchPageFile>>();
  private mini: { key: string; search: MiniSearch } | null = null;

  constructor(
    private url: string,
    private fetchJson: FetchJson = (u) =>
      fetch(u).then((r) => {
        if (!r.ok) throw new Error(`${u}: HTTP ${r.status}`);
        return r.json();
      }),
  ) {}

  /**
   * Fetches the top-level file (again): the dialog calls it each time it opens, so a site rebuilt while the
   * tab was open (a deploy, or an edit under `tn-docs serve`) is searched as it is now. Shards and page
   * files of an older index are dropped when the index changed.
   */
  refresh(): Promise<void> {
    const previous = this.top;
    const next = (this.fetchJson(this.url) as Promise<SearchTop>).then(async (t) => {
      const old = await previous?.catch(() => null);
      if (old && (old.pagesDir !== t.pagesDir || old.shardFiles.join() !== t.shardFiles.join())) {
        this.shards.clear();
        this.pageFiles.clear();
        this.mini = null;
      }
      return { ...t, starts: undoDeltas(t.pageStarts) };
    });
    next.catch(() => {
      if (this.top === next) this.top = previous;
    });
    this.top = next;
    return next.then(() => undefined);
  }

  async search(
    query: string,
    opts: { pages?: number; perPage?: number } = {},
  ): Promise<SearchAnswer> {
    if (!this.top) void this.refresh().catch(() => {});
    const top = await this.top!;
    const terms = tokenize(query)
      .map(processTerm)
      .filter((t): t is string => !!t);
    // one letter says too little to rank anything; it would only cost the reader a download
    if (!terms.length || query.trim().length < MIN_QUERY) return { query, groups: [], total: 0 };
    const files = new Set<string>();
    // the last word is a prefix as the reader types it, once it has two letters ("treasurenetd t" is not
    // yet a search for every word starting with t)
    const isPrefix = (t: string, i: number, all: string[]) => i === all.length - 1 && t.length > 1;
    terms.forEach((term, i) => {
      for (const s of this.shardsFor(top, term, isPrefix(term, i, terms))) files.add(s);
    });
    const mini = await this.miniFor(top, [...files]);
    const options = {
      boost: SEARCH_BOOST,
      // words of 4 letters and more forgive a typo or two, but numbers do not: 26657 is not a misspelt 26656
      prefix: isPrefix,
      fuzzy: (t: string) => (t.length >= 4 && !/\d/.test(t) ? 0.2 : false),
    };
    let found = mini.search(query, { ...options, combineWith: 'AND' });
    if (!found.length) found = mini.search(query, { ...options, combineWith: 'OR' });
    const groups = await this.group(top, found, opts.pages ?? 6, opts.perPage ?? 3);
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

  /** Groups sections by page (best page first), then fetches only the files of the pages shown. */
  private async group(
    top: SearchTop & { starts: number[] },
    found: SearchResult[],
    maxPages: number,
    perPage: number,
  ): Promise<SearchGroup[]> {
    const pageStarts = top.starts;
    const byPage = new Map<number, SearchResult[]>();
    for (const r of found) {
      const page = rangeOf(pageStarts, r.id as number);
      const list = byPage.get(page);
      if (list) {
        if (list.length < perPage) list.push(r);
      } else if (byPage.size < maxPages) byPage.set(page, [r]);
    }
    return Promise.all(
      [...byPage].map(async ([page, list]) => {
        const file = await this.page(top, page);
        const hits = list.map((r): SearchHit => {
          const [anchor, heading, text] = file.sections[(r.id as number) - pageStarts[page]];
          const { route, title, crumbs } = file;
          return { route, anchor, pageTitle: title, heading, crumbs, text, words: r.terms };
        });
        return { route: file.route, pageTitle: file.title, crumbs: file.crumbs, hits };
      }),
    );
  }

  private page(top: SearchTop, n: number): Promise<SearchPageFile> {
    let file = this.pageFiles.get(n);
    if (!file) {
      file = this.fetchJson(this.base(`${top.pagesDir}/${n}.json`)) as Promise<SearchPageFile>;
      file.catch(() => this.pageFiles.delete(n));
      this.pageFiles.set(n, file);
    }
    return file;
  }
}

function undoDeltas(d: number[]): number[] {
  let v = 0;
  return d.map((step) => (v += step));
}
