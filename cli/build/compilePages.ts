import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { tnErrorsOf, type TnError, throwErrors } from '../util/errors.js';
import { hash } from '../util/hash.js';
import { writeAside } from '../util/writeAside.js';
import type { Progress } from '../util/task.js';
import type { CompiledPage, CompileInput } from '../mdx/compileMdx.js';
import { compileInWorkers, type EarlyWorkers } from './compileInWorkers.js';
import { acceleratorKey } from '../util/accelerators.js';
import { engineStamp } from '../util/engineStamp.js';
import { MD_LINK_PREFIX } from '../mdx/markers.js';
import { CANDIDATE_SEPARATOR } from '../mdx/mdLinkCandidates.js';

/**
 * Bump when the cache's format changes. The pipeline's code is in each key too (engineStamp: the
 * version and files of this copy of tn-docs), so an upgrade never reuses another version's pages.
 */
const PIPELINE_VERSION = '10';

export interface CompileJob {
  key: string;
  input: CompileInput;
}
export interface CompileStats {
  compiled: number;
  cached: number;
  workers: number;
}

/** Pages from which compiling on worker threads pays for their start-up. */
export const WORKERS_FROM = 24;

/**
 * Worker threads for `pages` pages to compile: one per core but this thread's, and one per dozen
 * pages at most. This thread highlights the workers' code blocks, and every worker warms up its own
 * copy of the parser: on two cores, a second worker cost a fifth more CPU and was no faster, from
 * this site to 10,000 generated pages (issue 13).
 */
const workerCount = (pages: number) =>
  Math.min(Math.max(1, os.availableParallelism() - 1), Math.ceil(pages / 12));

/**
 * Compiles every page, skipping those whose source, options and dependencies (inlined SVGs, images)
 * are unchanged since the last build (cache keyed by content hash). Work is spread over worker
 * threads when there is enough of it to pay for their start-up.
 */
export async function compilePages(
  jobs: CompileJob[],
  cacheDir: string,
  /**
   * cacheOnly: return what the cache holds and compile nothing (the dev server's fast start).
   * early: workers started before the pages were known, used first (their starter stops the rest).
   */
  opts: {
    cacheOnly?: boolean;
    early?: EarlyWorkers;
    progress?: Progress;
    /** The site's folder: paths under it are stored relative to it (a cache restored elsewhere). */
    siteDir?: string;
  } = {},
): Promise<{ pages: Map<string, CompiledPage>; stats: CompileStats }> {
  const dir = path.join(cacheDir, 'mdx');
  await fsp.mkdir(dir, { recursive: true });
  const site = sitePaths(opts.siteDir);
  const pages = new Map<string, CompiledPage>();
  const todo: (CompileJob & { cacheFile: string })[] = [];
  for (const job of jobs) {
    const cacheFile = path.join(dir, cacheName(job, site.portable));
    const hit = readCache(cacheFile, site.read);
    if (hit) pages.set(job.key, hit);
    else todo.push({ ...job, cacheFile });
  }
  if (opts.cacheOnly) return { pages, stats: { compiled: 0, cached: pages.size, workers: 0 } };
  const errors: TnError[] = [];
  const workers = todo.length >= WORKERS_FROM ? workerCount(todo.length) : 0;
  // written aside and renamed: a build running at the same time must never read half a file
  const writes: Promise<void>[] = [];
  const writing = new Set<string>();
  let done = 0;
  const tick = () => opts.progress?.(++done, todo.length);
  const store = (job: (typeof todo)[number], json: string) => {
    tick();
    // two jobs with the same source share a file: one write (two would race on the temporary name)
    if (writing.has(job.cacheFile)) return;
    writing.add(job.cacheFile);
    writes.push(writeAside(job.cacheFile, json));
  };
  try {
    if (workers === 0 && todo.length) {
      // the compiler (MDX, micromark, the highlighter: hundreds of modules) loads only when a page
      // needs compiling: a rebuild with every page cached starts without it
      const { compileMdx } = await import('../mdx/compileMdx.js');
      for (const job of todo) {
        try {
          const page = await compileMdx(job.input);
          pages.set(job.key, page);
          store(job, site.stored(page));
        } catch (e) {
          const list = tnErrorsOf(e);
          if (!list) throw e;
          errors.push(...list);
          tick();
        }
      }
    } else {
      const inputs = todo.map((job) => job.input);
      await compileInWorkers(
        inputs,
        workers,
        (i, json) => {
          const page = JSON.parse(json) as CompiledPage;
          pages.set(todo[i].key, page);
          store(todo[i], site.stored(page, json));
        },
        errors,
        opts.early,
      );
    }
  } finally {
    // every write settled, even when a page failed: none is left to fail unheard
    await Promise.allSettled(writes);
  }
  await Promise.all(writes);
  throwErrors(errors);
  return { pages, stats: { compiled: todo.length, cached: jobs.length - todo.length, workers } };
}

/**
 * Paths in the cache relative to the site's folder: in the entries' names (`portable`) and in what they
 * hold (the files a page depends on, the assets it publishes, the `.md` link markers in its code), so a
 * cache restored onto a clone in another folder is still used. Without a site folder, paths stay as
 * they are.
 */
function sitePaths(siteDir: string | undefined) {
  const prefix = siteDir === undefined ? null : siteDir.replace(/[\\/]?$/, path.sep);
  const portable = (p: string) => {
    if (prefix === null) return p;
    if (p + path.sep === prefix) return '@site';
    return p.startsWith(prefix) ? '@site/' + p.slice(prefix.length) : p;
  };
  const absolute = (p: string) =>
    prefix !== null && p.startsWith('@site/') ? prefix + p.slice('@site/'.length) : p;
  const mapPaths = (page: CompiledPage, f: (p: string) => string): CompiledPage => ({
    ...page,
    deps: page.deps.map((d) => ({ ...d, path: f(d.path) })),
    assets: page.assets.map((a) => ({ ...a, abs: f(a.abs) })),
  });
  // a link marker names its candidate files URL-encoded, segment by segment (remarkLinks.ts)
  const encoded = prefix?.split(path.sep).map(encodeURIComponent).join('/');
  const markers = [MD_LINK_PREFIX, CANDIDATE_SEPARATOR];
  const swap = (json: string, from: (m: string) => string, to: (m: string) => string) =>
    markers.reduce((text, m) => text.replaceAll(from(m), to(m)), json);
  return {
    portable,
    /** A cache entry's text → the page, with this site's paths. */
    read: (json: string): CompiledPage => {
      if (encoded === undefined) return JSON.parse(json) as CompiledPage;
      const page = JSON.parse(
        swap(
          json,
          (m) => m + '@site/',
          (m) => m + encoded,
        ),
      ) as CompiledPage;
      return page.deps.length || page.assets.length ? mapPaths(page, absolute) : page;
    },
    /** The page (and its text, when it came as text) → the cache entry's text. */
    stored: (page: CompiledPage, json?: string): string => {
      if (encoded === undefined) return json ?? JSON.stringify(page);
      const text =
        json !== undefined && !page.deps.length && !page.assets.length
          ? json
          : JSON.stringify(mapPaths(page, portable));
      return swap(
        text,
        (m) => m + encoded,
        (m) => m + '@site/',
      );
    },
  };
}

/** The cache entry's name: the pipeline's version and everything the compiled page depends on. */
function cacheName({ input }: CompileJob, portable: (p: string) => string): string {
  const parts = [
    PIPELINE_VERSION,
    engineStamp(),
    // a page compiled on the accelerators is never reused on the libraries alone, nor the reverse
    acceleratorKey(),
    portable(input.file),
    portable(input.staticDir),
    (input.mdRoots ?? []).map(portable).join('\0'),
    JSON.stringify(input.markdown ?? {}),
    // the site's own plugins: their names, options and the config they come from
    input.sitePlugins?.signature ?? '',
    input.twins ? 'twins' : '',
    input.baseUrl ?? '/',
    input.body,
  ];
  return hash(parts.join('\0'), 24) + '.json';
}

function readCache(file: string, read: (json: string) => CompiledPage): CompiledPage | null {
  let page: CompiledPage;
  try {
    page = read(fs.readFileSync(file, 'utf8')); // small: read at once
  } catch {
    return null;
  }
  for (const dep of page.deps) {
    try {
      if (hash(fs.readFileSync(dep.path)) !== dep.hash) return null;
    } catch {
      return null;
    }
  }
  return page;
}
