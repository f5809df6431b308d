// What search costs a reader of a built site: the index's size, the bytes the first query fetches (the
// search chunk plus the index files the real reader asks for) and how long a query takes once loaded.
// The reader is runtime/search/SearchIndex.ts itself, bundled for Node, reading the files from disk.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';

const root = path.resolve(import.meta.dirname, '..', '..');
const gz = (buf) => zlib.gzipSync(buf, { level: 9 }).length;

async function loadReader() {
  const out = path.join(os.tmpdir(), `tn-search-reader-${process.pid}.mjs`);
  await esbuild.build({
    entryPoints: [path.join(root, 'runtime/search/SearchIndex.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile: out,
    logLevel: 'silent',
  });
  const mod = await import(out);
  fs.rmSync(out, { force: true });
  return mod.SearchIndex;
}

/** The lazily loaded chunk holding the search engine (MiniSearch's fuzzy lookup marks it). */
function searchChunk(buildDir) {
  const dir = path.join(buildDir, 'assets/js');
  const file = fs
    .readdirSync(dir)
    .find(
      (f) => f.endsWith('.js') && fs.readFileSync(path.join(dir, f), 'utf8').includes('fuzzyGet'),
    );
  return file ? fs.readFileSync(path.join(dir, file)) : Buffer.alloc(0);
}

/**
 * @returns {{ files: number, raw: number, gzip: number, chunkGzip: number,
 *   queries: { query: string, firstBytes: number, files: number, typedBytes: number,
 *     typedFiles: number, firstMs: number, warmMs: number }[] }}
 */
export async function searchCost(buildDir, queries) {
  const SearchIndex = await loadReader();
  const dir = path.join(buildDir, 'assets/search');
  let raw = 0;
  let gzip = 0;
  const names = fs.readdirSync(dir, { recursive: true }).filter((f) => f.endsWith('.json'));
  for (const f of names) {
    const b = fs.readFileSync(path.join(dir, f));
    raw += b.length;
    gzip += gz(b);
  }
  const chunkGzip = gz(searchChunk(buildDir));
  const results = [];
  const reader = () => {
    const r = { bytes: 0, count: 0 };
    r.index = new SearchIndex('/assets/search/index.json', async (url) => {
      const b = fs.readFileSync(path.join(buildDir, url));
      r.bytes += gz(b);
      r.count++;
      return JSON.parse(b.toString('utf8'));
    });
    return r;
  };
  for (const query of queries) {
    // typed letter by letter, as the dialog sends it: every prefix is a query of its own
    const typed = reader();
    for (let i = 1; i <= query.length; i++) await typed.index.search(query.slice(0, i));
    // a fresh reader per query: each is measured as the first query of a visit
    const pasted = reader();
    const index = pasted.index;
    let t = performance.now();
    await index.search(query);
    const firstMs = performance.now() - t;
    const warm = [];
    for (let i = 0; i < 5; i++) {
      t = performance.now();
      await index.search(query);
      warm.push(performance.now() - t);
    }
    warm.sort((a, b) => a - b);
    results.push({
      query,
      firstBytes: pasted.bytes + chunkGzip,
      files: pasted.count,
      typedBytes: typed.bytes + chunkGzip,
      typedFiles: typed.count,
      firstMs,
      warmMs: warm[2],
    });
  }
  return { files: names.length, raw, gzip, chunkGzip, queries: results };
}
