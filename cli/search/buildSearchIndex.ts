import MiniSearch from 'minisearch';
import { hash } from '../util/hash.js';
import {
  deltas,
  processTerm,
  SEARCH_FIELDS,
  SEARCH_INDEX_FILE,
  type SearchPageFile,
  type SearchShard,
  type SearchTop,
} from '../../runtime/search/searchFormat.js';
import type { SearchSection } from '../mdx/remarkSearchSections.js';

/** One page as search sees it. */
export interface SearchPageInput {
  route: string;
  title: string;
  description?: string;
  /** Labels of the sidebar categories above the page ("Validators › Setup"). */
  crumbs: string[];
  /** The introduction (id '') and the h2/h3 sections, in page order. */
  sections: SearchSection[];
}

export interface SearchIndexOptions {
  /**
   * Target size of a shard's JSON; a shard closes once it passes this (one very common term can
   * exceed it).
   */
  shardBytes?: number;
}

export interface SearchIndexOutput {
  /** Output path (relative to the site's output folder) → content. */
  files: Record<string, string>;
  /** `indexed`: pages indexed by this build (the others' entries were known). */
  stats: { pages: number; sections: number; terms: number; shards: number; indexed: number };
}

export interface SectionDoc {
  id: number;
  title?: string;
  heading?: string;
  text?: string;
}

/**
 * One page's sections as MiniSearch indexed them, with section ids local to the page (0 is its
 * introduction). MiniSearch counts each section on its own (terms, their counts and the number of
 * distinct terms per field), so the index of a site is its pages' indexes laid end to end: a rebuild
 * indexes only the pages whose text changed (see searchCache.ts) and keeps the rest.
 */
export interface PageTerms {
  /** Per section, per field: the number of distinct terms, or null where the section has no such field. */
  lengths: (number | null)[][];
  /** Term, field id, section ids (ascending), and how often the term occurs in each. */
  postings: [term: string, field: number, ids: number[], counts: number[]][];
}

/** Index entries of earlier builds, by pageKey. */
export type KnownPages = ReadonlyMap<string, PageTerms>;

/**
 * Builds the static search index of a site from its pages' section text: the index MiniSearch makes
 * of every section (see indexPage), cut into term-range shards, and one display file per page
 * (see runtime/search/searchFormat.ts). Pure: the same pages give the same files, so the dev server
 * can call it after each edit. `known` holds pages indexed before; `pages` in the output are the
 * index entries of this site's pages, to keep for the next build.
 */
export function buildSearchIndex(
  pages: SearchPageInput[],
  opts: SearchIndexOptions & { known?: KnownPages } = {},
): SearchIndexOutput & { pages: Map<string, PageTerms> } {
  const shardBytes = opts.shardBytes ?? 24_000;
  const pageInput: { page: SearchPageInput; first: number; sections: SearchSection[] }[] = [];
  const entries = new Map<string, PageTerms>();
  const order: PageTerms[] = [];
  let sectionCount = 0;
  let indexed = 0;
  for (const page of pages) {
    const intro = page.sections[0]?.id === '' ? page.sections[0] : undefined;
    const sections: SearchSection[] = [
      // the introduction carries the page title, so a title match lands on the page itself
      { id: '', heading: '', text: [page.description, intro?.text].filter(Boolean).join(' ') },
      ...page.sections.filter((s) => s !== intro),
    ];
    pageInput.push({ page, first: sectionCount, sections });
    sectionCount += sections.length;
    const docs: SectionDoc[] = sections.map((s, id) => ({
      id,
      title: s.id === '' ? page.title : undefined,
      heading: s.heading || undefined,
      text: s.text || undefined,
    }));
    const key = pageKey(docs);
    let terms = entries.get(key) ?? opts.known?.get(key);
    if (!terms) {
      terms = indexPage(docs);
      indexed++;
    }
    entries.set(key, terms);
    order.push(terms);
  }

  const { postings, fieldLength, averageFieldLength } = joinPages(order);
  const terms = [...postings.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

  const files: Record<string, string> = {};
  const emit = (prefix: string, value: unknown) => {
    const text = JSON.stringify(value);
    const name = `assets/search/${prefix}.${hash(text, 10)}.json`;
    files[name] = text;
    return name.slice('assets/search/'.length);
  };

  const shardStarts: string[] = [];
  const shardFiles: string[] = [];
  let shard: string[] = [];
  let size = 0;
  const closeShard = () => {
    if (!shard.length) return;
    const value = packTerms(shard, postings, fieldLength);
    // the first shard starts at '': every term, even one sorting before all indexed terms, has one
    shardStarts.push(shardStarts.length ? shard[0] : '');
    shardFiles.push(emit('s', value));
    shard = [];
    size = 0;
  };
  for (const term of terms) {
    shard.push(term);
    // about what MiniSearch's JSON of the posting would take, without writing it out
    size += term.length + 8;
    for (const sections of postings.get(term)!.values()) size += 12 + 8 * sections.size;
    if (size >= shardBytes) closeShard();
  }
  closeShard();

  const pageFiles = pageInput.map(({ page, sections }) =>
    JSON.stringify({
      route: page.route,
      title: page.title,
      crumbs: page.crumbs,
      sections: sections.map((x) => [x.id, x.heading, x.text]),
    } satisfies SearchPageFile),
  );
  const pagesDir = `p.${hash(pageFiles.join('\n'), 10)}`;
  pageFiles.forEach((text, i) => (files[`assets/search/${pagesDir}/${i}.json`] = text));

  const top: SearchTop = {
    version: 1,
    // MiniSearch's totals, as its toJSON would give them (ids are 0..n-1, none removed)
    documentCount: sectionCount,
    nextId: sectionCount,
    fieldIds: Object.fromEntries(SEARCH_FIELDS.map((f, i) => [f, i])),
    averageFieldLength,
    shardStarts,
    shardFiles,
    pageStarts: pageInput.map((c, i) => (i ? c.first - pageInput[i - 1].first : c.first)),
    pagesDir,
  };
  files[SEARCH_INDEX_FILE] = JSON.stringify(top);
  return {
    files,
    pages: entries,
    stats: {
      indexed,
      pages: pages.length,
      sections: sectionCount,
      terms: terms.length,
      shards: shardFiles.length,
    },
  };
}

/** Term → field id → section id → how often the term occurs there. */
type Postings = Map<string, Map<number, Map<number, number>>>;

/** What a page's index entry is made from: the text of its sections (and the index's own options). */
export function pageKey(docs: SectionDoc[]): string {
  return hash(JSON.stringify([SEARCH_FIELDS, docs.map((d) => [d.title, d.heading, d.text])]), 24);
}

/** MiniSearch's own index of one page's sections (ids 0..n-1). */
export function indexPage(docs: SectionDoc[]): PageTerms {
  const mini = new MiniSearch<SectionDoc>({ fields: [...SEARCH_FIELDS], processTerm });
  mini.addAll(docs);
  const json = mini.toJSON();
  const postings: PageTerms['postings'] = [];
  for (const [term, fields] of json.index)
    for (const [field, sections] of Object.entries(fields)) {
      // integer keys: in ascending order
      const ids = Object.keys(sections).map(Number);
      postings.push([term, Number(field), ids, Object.values(sections)]);
    }
  const lengths: (number | null)[][] = docs.map(() => []);
  for (const [id, byField] of Object.entries(json.fieldLength))
    lengths[Number(id)] = SEARCH_FIELDS.map((_, f) => byField[f] ?? null);
  return { lengths, postings };
}

/**
 * The site's postings, field lengths and average field lengths from its pages' entries, section ids
 * numbered across the site in page order: what one MiniSearch given every section in that order
 * would hold (its toJSON), the averages included, which it keeps as a running mean over all
 * sections added before (a section without the field leaves the mean as it is).
 */
function joinPages(pages: PageTerms[]) {
  const postings: Postings = new Map();
  const fieldLength: (number | null)[][] = [];
  const averageFieldLength: number[] = [];
  let first = 0;
  for (const page of pages) {
    page.lengths.forEach((lengths, i) => {
      const id = first + i;
      fieldLength[id] = lengths;
      lengths.forEach((length, f) => {
        if (length !== null)
          averageFieldLength[f] = ((averageFieldLength[f] || 0) * id + length) / (id + 1);
      });
    });
    for (const [term, field, ids, counts] of page.postings) {
      let byField = postings.get(term);
      if (!byField) postings.set(term, (byField = new Map<number, Map<number, number>>()));
      let sections = byField.get(field);
      if (!sections) byField.set(field, (sections = new Map<number, number>()));
      ids.forEach((id, k) => sections.set(first + id, counts[k]));
    }
    first += page.lengths.length;
  }
  return { postings, fieldLength, averageFieldLength };
}

/** One shard of `terms` (sorted), packed (see SearchShard). */
function packTerms(
  terms: string[],
  postings: Postings,
  fieldLength: (number | null)[][],
): SearchShard {
  const used = new Set<number>();
  const packed = terms.map((term) =>
    [...postings.get(term)!]
      .sort((a, b) => a[0] - b[0])
      .map(([field, sections]): SearchShard['postings'][number][number] => {
        // sections were counted in id order
        const ids = [...sections.keys()];
        for (const id of ids) used.add(id);
        return [field, deltas(ids), [...sections.values()]];
      }),
  );
  const ids = [...used].sort((a, b) => a - b);
  const lengths: number[] = [];
  for (const id of ids)
    for (let f = 0; f < SEARCH_FIELDS.length; f++) lengths.push(fieldLength[id]?.[f] ?? 0);
  return { terms, postings: packed, ids: deltas(ids), lengths };
}
