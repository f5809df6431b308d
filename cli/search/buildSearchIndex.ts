import MiniSearch from 'minisearch';
import { hash } from '../util/hash.js';
import {
  packShard,
  processTerm,
  SEARCH_FIELDS,
  SEARCH_INDEX_FILE,
  type SearchPageFile,
  type SearchPosting,
  type SearchTop,
} from '../../runtime/search/searchFormat.js';
import type { SearchSection } from './remarkSearchSections.js';

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
  /** Target size of a shard's JSON; a shard closes once it passes this (one very common term can exceed it). */
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
 * Builds the static search index of a site from its pages' section text: one MiniSearch index over every
 * section, cut into term-range shards, and one display file per page (see runtime/search/searchFormat.ts). Pure: the
 * same pages give the same files, so the dev server can call it after each edit.
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

  const mini = new MiniSearch<SectionDoc>({ fields: SEARCH_FIELDS, processTerm });
  mini.addAll(docs);
  const js = mini.toJSON();
  const postings = (js.index as SearchPosting[]).sort((a, b) =>
    a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0,
  );
  const fieldLength = js.fieldLength as Record<string, number[]>;

  const files: Record<string, string> = {};
  const emit = (prefix: string, value: unknown) => {
    const text = JSON.stringify(value);
    const name = `assets/search/${prefix}.${hash(text, 10)}.json`;
    files[name] = text;
    return name.slice('assets/search/'.length);
  };

  const shardStarts: string[] = [];
  const shardFiles: string[] = [];
  let shard: SearchPosting[] = [];
  let size = 0;
  const closeShard = () => {
    if (!shard.length) return;
    const value = packShard(shard, fieldLength, SEARCH_FIELDS.length);
    // the first shard starts at '' so every term, even one sorting before any indexed term, has a shard
    shardStarts.push(shardStarts.length ? shard[0][0] : '');
    shardFiles.push(emit('s', value));
    shard = [];
    size = 0;
  };
  for (const p of postings) {
    shard.push(p);
    // about what MiniSearch's JSON of the posting would take, without writing it out
    size += p[0].length + 8;
    for (const freqs of Object.values(p[1])) size += 12 + 8 * Object.keys(freqs).length;
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
    documentCount: js.documentCount,
    nextId: js.nextId,
    fieldIds: js.fieldIds,
    averageFieldLength: js.averageFieldLength,
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
      terms: postings.length,
      shards: shardFiles.length,
    },
  };
}
