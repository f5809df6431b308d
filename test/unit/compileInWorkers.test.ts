import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileInWorkers, startCompileWorkers } from '../../cli/build/compileInWorkers.js';
import { compilePages, type CompileJob } from '../../cli/build/compilePages.js';
import { compileMdx, type CompileInput } from '../../cli/mdx/compileMdx.js';
import type { TnError } from '../../cli/util/errors.js';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-compile-workers-'));

function input(i: number, body: string): CompileInput {
  return { file: path.join(tmp, `p${i}.md`), rel: `docs/p${i}.md`, body, staticDir: tmp };
}

/** Pages of each kind: plain Markdown with code, a table and a link; MDX; an admonition. */
const bodies = [
  '# One\n\nText with [a link](https://example.com) and `code`.\n\n```js title="a.js" {1}\nlet a = 1;\n```\n',
  '## Two\n\n| a | b |\n| - | - |\n| 1 | 2 |\n',
  'export const x = 3;\n\n# Three {x}\n\n<details><summary>More</summary>Hidden</details>\n',
  ':::tip Remember\nA list:\n\n- one\n- two\n:::\n',
];

describe('compile workers (issue 13: a page comes back as its JSON text)', () => {
  it('give each page the result compiling it on this thread gives, under its index', async () => {
    const inputs = Array.from({ length: 9 }, (_, i) => input(i, bodies[i % bodies.length]));
    const got = new Map<number, string>();
    const errors: TnError[] = [];
    await compileInWorkers(inputs, 2, (i, json) => got.set(i, json), errors);
    expect(errors).toEqual([]);
    expect([...got.keys()].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    for (const [i, json] of got) {
      const page = JSON.parse(json) as { code: string };
      const here = JSON.parse(JSON.stringify(await compileMdx(inputs[i]))) as { code: string };
      // the worker's code blocks were highlighted by this thread, at its request
      expect(page).toEqual(here);
      if (i % bodies.length === 0) expect(page.code).toContain('--shiki-light:#');
    }
  });

  it('take a worker started before the pages were known, and start the others they need', async () => {
    const inputs = Array.from({ length: 6 }, (_, i) => input(i, bodies[i % bodies.length]));
    const early = startCompileWorkers(1);
    const got = new Map<number, string>();
    const errors: TnError[] = [];
    await compileInWorkers(inputs, 2, (i, json) => got.set(i, json), errors, early);
    expect(errors).toEqual([]);
    expect(got.size).toBe(6);
    expect(early.take()).toBeUndefined(); // it was taken (and stopped with the others)
    const unused = startCompileWorkers(1);
    unused.close();
    expect(unused.take()).toBeUndefined();
  });

  it('collect a page’s error with its position and go on with the other pages', async () => {
    const inputs = [input(0, bodies[0]), input(1, 'Fine.\n\nA tag <b oops\n'), input(2, bodies[1])];
    const got = new Map<number, string>();
    const errors: TnError[] = [];
    await compileInWorkers(inputs, 1, (i, json) => got.set(i, json), errors);
    expect([...got.keys()].sort()).toEqual([0, 2]);
    expect(errors).toHaveLength(1);
    expect(errors[0].code).toBe('MDX_SYNTAX');
    expect(errors[0].loc).toMatchObject({ file: 'docs/p1.md', line: 3 });
  });

  it('write each page to the cache as it came, and a second build reads them all back', async () => {
    // 24 pages or more go to workers (compilePages.ts)
    const jobs: CompileJob[] = Array.from({ length: 26 }, (_, i) => ({
      key: `p${i}`,
      input: input(i, `${bodies[i % bodies.length]}\nPage ${i}.\n`),
    }));
    const cacheDir = path.join(tmp, 'cache');
    const first = await compilePages(jobs, cacheDir);
    expect(first.stats).toMatchObject({ compiled: 26, cached: 0 });
    // one per core but the build's thread, one at least (26 pages allow three)
    expect(first.stats.workers).toBe(Math.min(Math.max(1, os.availableParallelism() - 1), 3));
    const files = fs.readdirSync(path.join(cacheDir, 'mdx'));
    expect(files.filter((f) => f.endsWith('.json'))).toHaveLength(26);
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
    const second = await compilePages(jobs, cacheDir);
    expect(second.stats).toEqual({ compiled: 0, cached: 26, workers: 0 });
    expect(second.pages).toEqual(first.pages);
    expect(first.pages.get('p5')).toEqual(
      JSON.parse(JSON.stringify(await compileMdx(jobs[5].input))),
    );
  });
});
