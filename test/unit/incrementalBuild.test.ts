/**
 * Incremental builds (issue 28): a rebuild renders only the routes whose inputs changed and links the
 * others from the cache, and whatever the sequence of edits, its output is byte-identical to a cold
 * build of the same tree (a build with an empty cache folder).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, copyFixture, treeHashes } from './helpers.js';

type Edit = { name: string; apply: (site: string) => void };

const edit = (file: string, f: (text: string) => string) => (site: string) => {
  const p = path.join(site, file);
  fs.writeFileSync(p, f(fs.readFileSync(p, 'utf8')));
};
const write = (file: string, text: string) => (site: string) => {
  fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
  fs.writeFileSync(path.join(site, file), text);
};
const remove = (file: string) => (site: string) =>
  fs.rmSync(path.join(site, file), { force: true });

/** Edits of every kind an author makes; each can follow any other. */
const EDITS: Edit[] = [
  { name: 'a body edit', apply: edit('docs/intro.md', (t) => t + `\nMore text ${t.length}.\n`) },
  {
    name: 'a title edit (sidebar and neighbours change)',
    apply: edit('docs/guide/first.md', (t) =>
      t.replace(/^title: .*$/m, `title: Guide ${t.length}`),
    ),
  },
  {
    name: 'a new page in the sidebar',
    apply: (site) => {
      write('docs/guide/extra.md', '---\ntitle: Extra\n---\n\nAn extra page.\n')(site);
      edit('sidebars.ts', (t) =>
        t.includes("'guide/extra'")
          ? t
          : t.replace("'guide/second'", "'guide/second', 'guide/extra'"),
      )(site);
    },
  },
  {
    name: 'a page removed from the sidebar and the disk',
    apply: (site) => {
      edit('sidebars.ts', (t) => t.replace(", 'guide/extra'", ''))(site);
      fs.rmSync(path.join(site, 'docs/guide/extra.md'), { force: true });
    },
  },
  {
    name: 'a sidebar reordered',
    apply: edit('sidebars.ts', (t) =>
      t.includes("'guide/first', 'guide/second'")
        ? t.replace("'guide/first', 'guide/second'", "'guide/second', 'guide/first'")
        : t.replace("'guide/second', 'guide/first'", "'guide/first', 'guide/second'"),
    ),
  },
  {
    name: 'a blog post renamed',
    apply: (site) => {
      const dir = path.join(site, 'blog');
      const [post] = fs.readdirSync(dir).filter((f) => f.endsWith('.md'));
      const next = post.includes('hello') ? '2024-03-04-renamed.md' : '2024-01-02-hello.md';
      fs.renameSync(path.join(dir, post), path.join(dir, next));
      edit(`blog/${next}`, (t) => t.replace(/^slug: .*$/m, `slug: ${next.slice(11, -3)}`))(site);
    },
  },
  {
    name: 'a config change',
    apply: edit('site.config.ts', (t) =>
      t.includes("title: 'Minimal'")
        ? t.replace("title: 'Minimal'", "title: 'Minimal site'")
        : t.replace("title: 'Minimal site'", "title: 'Minimal'"),
    ),
  },
  { name: 'a static file added', apply: write('static/img/notes.txt', 'Some notes.\n') },
  { name: 'a static file removed', apply: remove('static/img/notes.txt') },
  {
    // a file the bundler reads, named by no route's data: only the kept bundle's file hashes see it
    name: 'a React page edited',
    apply: edit('pages/index.tsx', (t) =>
      t.replace(/Minimal home[^<]*/, `Minimal home ${t.length}`),
    ),
  },
  {
    name: 'a standalone page edited',
    apply: edit('pages/about.md', (t) => t + `\nAbout ${t.length}.\n`),
  },
];

/**
 * Every kind of edit once, in an order the seed shuffles, then as many more picked at random: the same
 * sequence on every run, a different one per seed.
 */
function sequence(seed: number, extra: number): Edit[] {
  let x = seed;
  const next = () => (x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const all = EDITS.map((e) => [next(), e] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([, e]) => e);
  return [...all, ...Array.from({ length: extra }, () => EDITS[Math.floor(next() * EDITS.length)])];
}

async function build(site: string, extra: string[] = []) {
  const r = await cli(['build', '--site', site, '--no-analytics', ...extra], undefined, { CI: '' });
  expect(r.code, r.stderr).toBe(0);
  return r.stdout;
}

/** A cold build of the site as it is now: an empty cache folder, another output folder. */
async function coldBuild(site: string): Promise<Record<string, string>> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-cold-'));
  const out = path.join(scratch, 'out');
  await build(site, ['--out', out, '--cache-dir', path.join(scratch, 'cache')]);
  const hashes = treeHashes(out);
  fs.rmSync(scratch, { recursive: true, force: true });
  return hashes;
}

/** Output file → inode: a file the rebuild did not write keeps the inode of the stored page. */
function inodes(dir: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const f of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const st = fs.statSync(path.join(dir, f));
    if (st.isFile()) out.set(f, st.ino);
  }
  return out;
}

describe('incremental builds', () => {
  it.each([1, 2])(
    'random edit sequence %i: every rebuild is byte-identical to a cold build',
    async (seed) => {
      const site = copyFixture('minimal');
      await build(site);
      for (const step of sequence(seed, 2)) {
        step.apply(site);
        await build(site);
        expect(treeHashes(path.join(site, 'build')), step.name).toEqual(await coldBuild(site));
      }
    },
    300_000,
  );

  it('a body edit renders that page alone; every other page is the stored file, not rewritten', async () => {
    const site = copyFixture('minimal');
    await build(site);
    const before = inodes(path.join(site, 'build'));
    EDITS[0].apply(site);
    expect(await build(site)).toMatch(/render .* 1 pages, 13 unchanged/);
    const after = inodes(path.join(site, 'build'));
    // of the files at the same path in both builds, only those whose bytes changed were written;
    // the static folder is copied each time
    const written = [...after.keys()].filter(
      (f) => before.has(f) && after.get(f) !== before.get(f) && !f.startsWith('img/'),
    );
    expect(written.sort()).toEqual([
      'assets/routes.json', // the page's chunk has a new name
      'assets/search/index.json',
      'docs/intro.md', // the page's twin
      'docs/intro/index.html',
      'llms-full.txt',
    ]);
    // nothing changed: the build is skipped as a whole
    expect(await build(site)).toContain('nothing changed');
  });

  it('a cache restored onto a copy of the site in another folder is used', async () => {
    const site = copyFixture('minimal');
    const cache = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-ci-cache-'));
    await build(site, ['--cache-dir', cache]);
    // a fresh clone: the same files and dates (last-update times come from git or the files' times)
    const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-clone-'));
    fs.cpSync(site, clone, {
      recursive: true,
      preserveTimestamps: true,
      filter: (f) => !/[/\\](build|\.tn-cache)$/.test(f),
    });
    const out = await build(clone, ['--cache-dir', cache]);
    expect(out).toMatch(/compile mdx .* 0 compiled, 7 cached/);
    expect(out).toMatch(/render .* pages, \d+ unchanged/);
  });

  it('a cache it cannot trust is ignored with one line, and the build is still right', async () => {
    const site = copyFixture('minimal');
    await build(site);
    const state = path.join(site, '.tn-cache/build-state/state.json');
    fs.writeFileSync(state, fs.readFileSync(state, 'utf8').slice(0, 40)); // truncated
    EDITS[0].apply(site);
    const out = await build(site);
    expect(out).toContain("the cache's build state");
    expect(out).toMatch(/render .* 14 pages\n/);
    expect(treeHashes(path.join(site, 'build'))).toEqual(await coldBuild(site));
    // a stored page written into in place (through the output's hard link) is not trusted
    const page = path.join(site, 'build/docs/guide/first/index.html');
    fs.appendFileSync(page, '<!-- changed in place -->');
    EDITS[0].apply(site);
    await build(site);
    expect(fs.readFileSync(page, 'utf8')).not.toContain('changed in place');
    // another build holds the cache (this test's own process stands for it): one line, a right build
    const lock = path.join(site, '.tn-cache/build-state/lock');
    fs.writeFileSync(lock, String(process.pid));
    EDITS[0].apply(site);
    const busy = await build(site);
    expect(busy).toContain('another build is using the cache');
    expect(busy).toMatch(/render .* 14 pages\n/);
    expect(fs.readFileSync(lock, 'utf8')).toBe(String(process.pid)); // not taken from its holder
    expect(treeHashes(path.join(site, 'build'))).toEqual(await coldBuild(site));
    // a build that could not record what its bundles read never lets the next one skip
    fs.rmSync(lock);
    expect(await build(site)).not.toContain('nothing changed');
    expect(await build(site)).toContain('nothing changed');
  });
});
