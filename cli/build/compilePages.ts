import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { tnErrorsOf, type TnError, throwErrors } from '../util/errors.js';
import { hash } from '../util/hash.js';
import type { Progress } from '../util/task.js';
import { compileMdx, type CompiledPage, type CompileInput } from '../mdx/compileMdx.js';
import { compileInWorkers, type EarlyWorkers } from './compileInWorkers.js';
import { acceleratorKey } from '../util/accelerators.js';
import { engineStamp } from '../util/engineStamp.js';

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
  opts: { cacheOnly?: boolean; early?: EarlyWorkers; progress?: Progress } = {},
): Promise<{ pages: Map<string, CompiledPage>; stats: CompileStats }> {
  const dir = path.join(cacheDir, 'mdx');
  await fsp.mkdir(dir, { recursive: true });
  const pages = new Map<string, CompiledPage>();
  const todo: (CompileJob & { cacheFile: string })[] = [];
  for (const job of jobs) {
    const cacheFile = path.join(dir, cacheName(job));
    const hit = readCache(cacheFile);
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
    const tmp = `${job.cacheFile}.${process.pid}.tmp`;
    writes.push(fsp.writeFile(tmp, json).then(() => fsp.rename(tmp, job.cacheFile)));
  };
  try {
    if (workers === 0) {
      for (const job of todo) {
        try {
          const page = await compileMdx(job.input);
          pages.set(job.key, page);
          store(job, JSON.stringify(page));
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
          pages.set(todo[i].key, JSON.parse(json) as CompiledPage);
          store(todo[i], json);
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

/** The cache entry's name: the pipeline's version and everything the compiled page depends on. */
function cacheName({ input }: CompileJob): string {
  const parts = [
    PIPELINE_VERSION,
    engineStamp(),
    // a page compiled on the accelerators is never reused on the libraries alone, nor the reverse
    acceleratorKey(),
    input.file,
    input.staticDir,
    (input.mdRoots ?? []).join('\0'),
    JSON.stringify(input.markdown ?? {}),
    // the site's own plugins: their names, options and the config they come from
    input.sitePlugins?.signature ?? '',
    input.twins ? 'twins' : '',
    input.baseUrl ?? '/',
    input.body,
  ];
  return hash(parts.join('\0'), 24) + '.json';
}

function readCache(file: string): CompiledPage | null {
  let page: CompiledPage;
  try {
    page = JSON.parse(fs.readFileSync(file, 'utf8')) as CompiledPage; // small: read at once
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
