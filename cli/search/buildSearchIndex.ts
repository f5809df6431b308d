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
  stats: { pages: number; sections: number; terms: number; shards: number };
}

interface SectionDoc {
  id: number;
  title?: string;
  heading?: string;
  text?: string;
}

/**
 * Builds the static search index of a site from its pages' section text: the index MiniSearch makes
 * of every section (see indexSections), cut into term-range shards, and one display file per page
 * (see runtime/search/searchFormat.ts). Pure: the same pages give the same files, so the dev server
 * can call it after each edit.
 */
export function buildSearchIndex(
  pages: SearchPageInput[],
  opts: SearchIndexOptions = {},
): SearchIndexOutput {
  const shardBytes = opts.shardBytes ?? 24_000;
  const docs: SectionDoc[] = [];
  const pageInput: { page: SearchPageInput; first: number; sections: SearchSection[] }[] = [];
  for (const page of pages) {
    const intro = page.sections[0]?.id === '' ? page.sections[0] : undefined;
    const sections: SearchSection[] = [
      // the introduction carries the page title, so a title match lands on the page itself
      { id: '', heading: '', text: [page.description, intro?.text].filter(Boolean).join(' ') },
      ...page.sections.filter((s) => s !== intro),
    ];
    pageInput.push({ page, first: docs.length, sections });
    for (const s of sections) {
      docs.push({
        id: docs.length,
        title: s.id === '' ? page.title : undefined,
        heading: s.heading || undefined,
        text: s.text || undefined,
      });
    }
  }

  const { postings, fieldLength, averageFieldLength } = indexWithMiniSearch(docs);
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
    documentCount: docs.length,
    nextId: docs.length,
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
    stats: {
      pages: pages.length,
      sections: docs.length,
      terms: terms.length,
      shards: shardFiles.length,
    },
  };
}

/** Term → field id → section id → how often the term occurs there. */
type Postings = Map<string, Map<number, Map<number, number>>>;

/**
 * The postings, field lengths and average field lengths of MiniSearch's own index of the sections
 * (section i has id i), to be cut into shards. Counting them directly instead (until issue 29) gave
 * the same files and saved no measurable CPU on a whole build (1.01x, alternated), so MiniSearch does
 * it.
 */
function indexWithMiniSearch(docs: SectionDoc[]) {
  const mini = new MiniSearch<SectionDoc>({ fields: [...SEARCH_FIELDS], processTerm });
  mini.addAll(docs);
  const json = mini.toJSON();
  const postings: Postings = new Map();
  for (const [term, fields] of json.index) {
    const byField = new Map<number, Map<number, number>>();
    for (const [field, sections] of Object.entries(fields))
      byField.set(
        Number(field),
        // MiniSearch's short ids are the sections' ids (added in order, none removed)
        new Map(Object.entries(sections).map(([id, count]) => [Number(id), count])),
      );
    postings.set(term, byField);
  }
  const fieldLength: number[][] = [];
  for (const [id, lengths] of Object.entries(json.fieldLength)) fieldLength[Number(id)] = lengths;
  return { postings, fieldLength, averageFieldLength: json.averageFieldLength };
}

/** One shard of `terms` (sorted), packed (see SearchShard). */
function packTerms(terms: string[], postings: Postings, fieldLength: number[][]): SearchShard {
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
