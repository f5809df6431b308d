import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { compileMdx } from '../../cli/mdx/compileMdx.js';
import { buildSearchIndex, type SearchPageInput } from '../../cli/search/buildSearchIndex.js';
import { buildCachedSearchIndex, readSearchCache } from '../../cli/search/searchCache.js';
import { searchIndexInWorker } from '../../cli/search/searchIndexInWorker.js';
import { searchPagesOf } from '../../cli/search/searchPagesOf.js';
import { excerpt, highlight } from '../../runtime/search/highlight.js';
import {
  readRecentSearches,
  rememberSearch,
  type SettingStore,
} from '../../runtime/search/recentSearches.js';
import { SearchIndex } from '../../runtime/search/SearchIndex.js';
import {
  processTerm,
  SEARCH_FIELDS,
  SEARCH_INDEX_FILE,
  unpackShard,
  type SearchPageFile,
  type SearchPosting,
  type SearchShard,
  type SearchTop,
} from '../../runtime/search/searchFormat.js';

const compile = (body: string) =>
  compileMdx({ file: '/site/docs/page.md', rel: 'page.md', body, staticDir: '/site/static' });

/** A SearchIndex reading built files from memory (after `delay` ms, like a network), counting what it fetched. */
function reader(files: Record<string, string>, delay = 0) {
  const fetched: string[] = [];
  const index = new SearchIndex('/' + SEARCH_INDEX_FILE, async (url) => {
    fetched.push(url);
    if (delay) await new Promise((r) => setTimeout(r, delay));
    const text = files[url.slice(1)];
    if (text === undefined) throw new Error(`no ${url}`);
    return JSON.parse(text) as unknown;
  });
  return { index, fetched };
}

const PORTS = `# Node configuration

How a node is set up.

## Ports at a glance {#ports}

| port | use |
| --- | --- |
| 26656 | P2P gossip |

### Staking commands

\`\`\`bash
treasurenetd tx staking delegate valoper1 100aunit
\`\`\`

:::warning Unbonding takes time
The unbonding period is 21 days.
:::

## Other

Unrelated text about wallets.
`;

describe('remarkSearchSections', () => {
  it('splits a page at h2/h3 with their anchors, keeping code, table and admonition text', async () => {
    const page = await compile(PORTS);
    expect(page.search.map((s) => [s.id, s.heading])).toEqual([
      ['', ''],
      ['ports', 'Ports at a glance'],
      ['staking-commands', 'Staking commands'],
      ['other', 'Other'],
    ]);
    expect(page.search[0].text).toBe('How a node is set up.');
    expect(page.search[1].text).toBe('port · use 26656 · P2P gossip');
    const staking = page.search[2].text;
    expect(staking).toContain('treasurenetd tx staking delegate valoper1 100aunit');
    expect(staking).toContain('Unbonding takes time');
    expect(staking).toContain('The unbonding period is 21 days.');
    expect(page.search[3].text).toBe('Unrelated text about wallets.');
  });

  it('leaves out ESM and expressions, and has no introduction when the page starts with a section', async () => {
    const page = await compile("import X from './x.js';\n\n## Only {#only}\n\nText {1 + 1} here.");
    expect(page.search).toEqual([{ id: 'only', heading: 'Only', text: 'Text here.' }]);
  });

  it('keeps inline code, links and emphasis inside their sentence, without added spaces', async () => {
    const page = await compile(
      '## Keys {#keys}\n\nOne key per node (`node0`, `node1`, ...), see [the *guide*](/docs/x).\n',
    );
    expect(page.search[0].text).toBe('One key per node (node0, node1, ...), see the guide.');
  });
});

describe('buildSearchIndex and SearchIndex', () => {
  const pages = async (): Promise<SearchPageInput[]> => [
    {
      route: '/docs/validators/setup/configuration',
      title: 'Node Configuration',
      crumbs: ['Validators', 'Setup'],
      sections: (await compile(PORTS)).search,
    },
    {
      route: '/docs/validators/overview',
      title: 'Validators',
      description: 'What validators do.',
      crumbs: ['Validators'],
      sections: [{ id: 'role', heading: 'The role', text: 'Validators sign blocks.' }],
    },
  ];

  it('finds code text and a port, answering with the section, its anchor and the breadcrumb', async () => {
    const { files } = buildSearchIndex(await pages());
    const { index } = reader(files);
    const port = await index.search('26656');
    expect(port.groups[0].route).toBe('/docs/validators/setup/configuration');
    expect(port.groups[0].crumbs).toEqual(['Validators', 'Setup']);
    expect(port.groups[0].hits[0]).toMatchObject({ anchor: 'ports', heading: 'Ports at a glance' });
    const cmd = await index.search('treasurenetd tx staking');
    expect(cmd.groups[0].hits[0].anchor).toBe('staking-commands');
    // a typo still finds the word; the page title ranks its introduction first
    expect((await index.search('unbondng')).groups[0].hits[0].anchor).toBe('staking-commands');
    const title = await index.search('validators');
    expect(title.groups[0].route).toBe('/docs/validators/overview');
    expect(title.groups[0].hits[0].anchor).toBe('');
  });

  it('scores a query over many small shards exactly as over one, loading only the shards it needs', async () => {
    const input = await pages();
    const one = buildSearchIndex(input, { shardBytes: 1e9 });
    const many = buildSearchIndex(input, { shardBytes: 60 });
    expect(one.stats.shards).toBe(1);
    expect(many.stats.shards).toBeGreaterThan(10);
    const top = JSON.parse(many.files[SEARCH_INDEX_FILE]) as SearchTop;
    expect([...top.shardStarts].sort()).toEqual(top.shardStarts);
    for (const q of ['26656', 'unbonding period', 'validators sign', 'wallets'] as const) {
      const a = await reader(one.files).index.search(q);
      const split = reader(many.files);
      const b = await split.index.search(q);
      expect(b).toEqual(a);
      const shardsFetched = split.fetched.filter((u) => u.includes('/s.')).length;
      expect(shardsFetched).toBeLessThan(many.stats.shards);
    }
  });

  it('answers each of several queries typed in quick succession from the shards it needs', async () => {
    const many = buildSearchIndex(await pages(), { shardBytes: 60 });
    const { index } = reader(many.files, 20);
    await index.refresh();
    // the reader types on while the first query's shards are still on their way
    const first = index.search('wallets');
    await new Promise((r) => setTimeout(r, 5));
    const second = index.search('unbonding');
    await first;
    expect((await second).groups[0]?.hits[0].anchor).toBe('staking-commands');
  });

  it('searches the index as it is now after a refresh, as the dialog does on each opening', async () => {
    const input = await pages();
    const files = { ...buildSearchIndex(input).files };
    const { index } = reader(files);
    expect((await index.search('moonbeam')).total).toBe(0);
    // the site is rebuilt with an edited page while the tab stays open
    input[1].sections[0].text = 'Validators sign blocks under a moonbeam.';
    Object.assign(files, buildSearchIndex(input).files);
    await index.refresh();
    expect((await index.search('moonbeam')).groups[0]?.route).toBe('/docs/validators/overview');
  });

  it('writes the index MiniSearch makes of the same sections, packed into shards losslessly', () => {
    const words = [
      'Staking',
      'the',
      'a',
      'x',
      '7',
      'UNIT',
      'validator’s',
      'naïve',
      '中文',
      '🚀rocket',
    ];
    const long = 'f'.repeat(41);
    const input: SearchPageInput[] = Array.from({ length: 30 }, (_, i) => ({
      route: `/docs/p${i}`,
      title: i % 5 ? `Page ${i}: ${words[i % words.length]}` : '',
      description: i % 3 ? undefined : `About ${words[(i * 7) % words.length]} and more.`,
      crumbs: [],
      sections: [
        ...(i % 4 ? [{ id: '', heading: '', text: `Intro ${i}, ${words.join(' ')}.` }] : []),
        { id: `s${i}`, heading: i % 2 ? `Set-up (${i})` : '', text: `${long} a.b/c--d "e" ${i}` },
        { id: `t${i}`, heading: 'Empty', text: '' },
      ],
    }));
    input.push({ route: '/empty', title: '', crumbs: [], sections: [] });
    const { files, stats } = buildSearchIndex(input, { shardBytes: 300 });
    expect(stats.shards).toBeGreaterThan(3);

    // the sections as the build numbered them, read back from the page files it wrote
    const top = JSON.parse(files[SEARCH_INDEX_FILE]) as SearchTop;
    const docs = input.flatMap((_, i) => {
      const page = JSON.parse(files[`assets/search/${top.pagesDir}/${i}.json`]) as SearchPageFile;
      return page.sections.map(([anchor, heading, text]) => ({
        title: anchor === '' ? page.title : undefined,
        heading: heading || undefined,
        text: text || undefined,
      }));
    });
    const mini = new MiniSearch<{ id: number }>({ fields: SEARCH_FIELDS, processTerm });
    mini.addAll(docs.map((d, id) => ({ id, ...d })));
    const expected = mini.toJSON();

    expect(top).toMatchObject({
      documentCount: expected.documentCount,
      nextId: expected.nextId,
      fieldIds: expected.fieldIds,
      averageFieldLength: expected.averageFieldLength,
    });
    const shards = top.shardFiles.map((f) =>
      unpackShard(JSON.parse(files[`assets/search/${f}`]) as SearchShard, SEARCH_FIELDS.length),
    );
    const postings = (expected.index as SearchPosting[]).sort((a, b) => (a[0] < b[0] ? -1 : 1));
    expect(shards.flatMap((s) => s.index)).toEqual(postings);
    // each shard carries the field lengths of the sections its terms occur in, and only those
    for (const shard of shards) {
      const ids = new Set(shard.index.flatMap(([, f]) => Object.values(f).flatMap(Object.keys)));
      const lengths = expected.fieldLength as Record<string, (number | null)[]>;
      const want = Object.fromEntries(
        [...ids].map((id) => [id, SEARCH_FIELDS.map((_, f) => lengths[id][f] ?? 0)]),
      );
      expect(shard.fieldLength).toEqual(want);
    }
  });

  it('takes docs, posts and pages from the routes, with the sidebar breadcrumb, and leaves the rest out', () => {
    const compiled = new Map([['doc:a', { search: [{ id: 'x', heading: 'X', text: 't' }] }]]);
    const found = searchPagesOf(
      [
        {
          route: '/docs/a',
          content: { mdx: 'doc:a' },
          data: {
            kind: 'doc',
            id: 'a',
            title: 'A',
            hideTitle: false,
            toc: [],
            breadcrumbs: [{ label: 'Validators' }, { label: 'Setup', route: '/docs/setup' }],
          },
        },
        { route: '/docs/hidden', noIndex: true, data: { kind: 'notFound', title: 'Hidden' } },
        { route: '/old', data: { kind: 'redirect', title: 'Old', to: '/docs/a' } },
      ],
      compiled as unknown as Parameters<typeof searchPagesOf>[1],
    );
    expect(found).toEqual([
      {
        route: '/docs/a',
        title: 'A',
        description: undefined,
        crumbs: ['Validators', 'Setup'],
        sections: [{ id: 'x', heading: 'X', text: 't' }],
      },
    ]);
  });
});

describe('highlight and excerpt', () => {
  it('marks whole words only and keeps markup in the text as text', () => {
    expect(highlight('<img src=x> port 26656, not 266560', ['26656', 'port'])).toEqual([
      { text: '<img src=x> ', mark: false },
      { text: 'port', mark: true },
      { text: ' ', mark: false },
      { text: '26656', mark: true },
      { text: ', not 266560', mark: false },
    ]);
  });

  it('cuts a window around the first match, at spaces, with ellipses', () => {
    const text = `${'lead '.repeat(60)}the unbonding period is 21 days ${'tail '.repeat(60)}`;
    const parts = excerpt(text, ['unbonding'], 100);
    const joined = parts.map((p) => p.text).join('');
    expect(parts[0].text).toBe('…');
    expect(parts.at(-1)!.text).toBe('…');
    expect(parts.filter((p) => p.mark).map((p) => p.text)).toEqual(['unbonding']);
    expect(joined.length).toBeLessThanOrEqual(102);
    expect(joined).not.toMatch(/…\S*lea…/);
  });

  it('does not open an excerpt with a table cell separator', () => {
    const text = `${'cell · '.repeat(30)}the unbonding period · 21 days`;
    const joined = excerpt(text, ['unbonding'], 42)
      .map((p) => p.text)
      .join('');
    expect(joined).toMatch(/^…[a-z]/);
    expect(joined).toContain('unbonding');
  });
});

describe('recent searches', () => {
  it('keeps the last five distinct queries, newest first, and survives bad stored data', () => {
    const data = new Map<string, string>();
    const storage: SettingStore = {
      get: (k) => data.get(k) ?? null,
      set: (k, v) => (v === null ? data.delete(k) : data.set(k, v)),
    };
    for (const q of ['a', 'b', 'c', 'a', 'd', 'e', 'f']) rememberSearch(storage, q);
    expect(readRecentSearches(storage)).toEqual(['f', 'e', 'd', 'a', 'c']);
    data.set('tn-search-recent', '{not json');
    expect(readRecentSearches(storage)).toEqual([]);
    expect(readRecentSearches(null)).toEqual([]);
  });
});

describe('a rebuild of the search index', () => {
  const site = (edited = -1): SearchPageInput[] =>
    Array.from({ length: 12 }, (_, i) => ({
      route: `/docs/p${i}`,
      title: `Page ${i}`,
      crumbs: ['Guide'],
      sections: [
        { id: '', heading: '', text: `Page ${i} is about staking ${i % 5}.` },
        { id: 'run', heading: i % 3 ? 'Run it' : '', text: `treasurenetd start --home ~/.n${i}` },
        ...(i === edited
          ? [{ id: 'new', heading: 'New part', text: 'Unbonding takes days.' }]
          : []),
      ],
    }));

  it('indexes only the pages whose text changed and writes what a full index writes', () => {
    const first = buildSearchIndex(site());
    expect(first.stats.indexed).toBe(12);
    const again = buildSearchIndex(site(4), { known: first.pages });
    expect(again.stats.indexed).toBe(1);
    expect(again.files).toEqual(buildSearchIndex(site(4)).files);
    expect(buildSearchIndex(site(4), { known: again.pages }).stats.indexed).toBe(0);
    // the entries kept are this build's: the page as it was before is indexed again
    expect(buildSearchIndex(site(), { known: again.pages }).stats.indexed).toBe(1);
  });

  it('keeps its entries in the cache file, and ignores a file it cannot read', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-search-cache-'));
    const file = path.join(dir, 'search.json');
    const cache = { read: file, write: file };
    const full = buildSearchIndex(site(7));
    const made = buildCachedSearchIndex(site(), cache);
    expect(made.stats.indexed).toBe(12);
    // on the worker thread, as a build of 40 pages or more does
    const pages = [...site(7), ...Array.from({ length: 30 }, (_, i) => site()[i % 12])];
    const there = await searchIndexInWorker(pages, cache);
    expect(there.stats.indexed).toBe(1);
    expect(there.files).toEqual(buildSearchIndex(pages).files);
    expect(buildCachedSearchIndex(site(7), cache)).toMatchObject({
      files: full.files,
      stats: { indexed: 0 },
    });
    // read-only (another build holds the lock): read, never written
    fs.writeFileSync(file, '{"format":1,"pages":{"x":');
    expect(readSearchCache(file).size).toBe(0);
    expect(buildCachedSearchIndex(site(), { read: file, write: null }).stats.indexed).toBe(12);
    expect(fs.readFileSync(file, 'utf8')).toBe('{"format":1,"pages":{"x":');
    fs.writeFileSync(file, JSON.stringify({ format: 0, pages: Object.fromEntries(full.pages) }));
    expect(readSearchCache(file).size).toBe(0);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('searchIndexInWorker', () => {
  it('gives a site of 40 pages or more the files buildSearchIndex gives, built on a worker thread', async () => {
    const pages: SearchPageInput[] = Array.from({ length: 45 }, (_, i) => ({
      route: `/docs/p${i}`,
      title: `Page ${i}`,
      crumbs: ['Guide'],
      sections: [
        { id: '', heading: '', text: `Introduction of page ${i} about staking ${i % 7}` },
        { id: 'setup', heading: 'Setup', text: `treasurenetd start --home ~/.node-${i}` },
      ],
    }));
    const { pages: _entries, ...here } = buildSearchIndex(pages);
    const there = await searchIndexInWorker(pages);
    expect(there).toEqual(here);
  });

  it('builds a small site in this thread', async () => {
    const pages = [{ route: '/a', title: 'A', crumbs: [], sections: [] }];
    const { pages: _entries, ...here } = buildSearchIndex(pages);
    expect(await searchIndexInWorker(pages)).toEqual(here);
  });
});
