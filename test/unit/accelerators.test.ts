// The accelerators' one seam and its harness: the setting is read one way everywhere, and a build on
// the accelerators gives the files a build on the reference libraries alone gives, on this site and
// on the fixtures (test/compat/accelerators.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACCELERATORS, parseAccelerators } from '../../cli/util/accelerators.js';
// @ts-expect-error -- a plain ES module shared with the command line
import { compareBuilds, harness } from '../compat/accelerators.mjs';
import { cli, copyFixture, prepareDocusaurusProject, ROOT } from './helpers.js';

type Result = { diffs: string[]; compared: number };
const compare = compareBuilds as (a: string, b: string) => Result;
const runHarness = harness as (site: string, on?: string) => Result;
const ALL = Object.keys(ACCELERATORS);

describe('the accelerator setting', () => {
  it('is all by default, none, a list to use, or a list to leave out', () => {
    expect([...parseAccelerators(undefined)]).toEqual(ALL);
    expect([...parseAccelerators('all')]).toEqual(ALL);
    expect([...parseAccelerators('none')]).toEqual([]);
    expect([...parseAccelerators('dualTheme, fastMarkdown')]).toEqual([
      'dualTheme',
      'fastMarkdown',
    ]);
    expect([...parseAccelerators('-plainChunks')]).toEqual(ALL.filter((n) => n !== 'plainChunks'));
  });

  it('refuses an unknown name and a mixed list, naming what is valid', () => {
    expect(() => parseAccelerators('fastMarkdwn')).toThrow(/Unknown accelerator fastMarkdwn/);
    expect(() => parseAccelerators('dualTheme,-plainChunks')).toThrow(/mixes names/);
  });

  it('is one the CLI checks before it runs, with --no-accelerators for none', async () => {
    const r = await cli(['build', '--site', copyFixture('minimal')], ROOT, {
      TN_DOCS_ACCELERATORS: 'nope',
    });
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^error ACCELERATORS\nUnknown accelerator nope/);
    const help = await cli(['build', '--help']);
    expect(help.stdout).toContain('--no-accelerators');
  });
});

describe('the comparison', () => {
  const tree = (files: Record<string, string>) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-cmp-'));
    for (const [f, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
      fs.writeFileSync(path.join(dir, f), text);
    }
    return dir;
  };
  const page = (body: string, chunk: string, preload: string) =>
    `<link rel="modulepreload" href="/assets/js/${preload}"><script id="__tn_boot" type="application/json">` +
    `{"chunk":"assets/js/${chunk}","preload":["/assets/js/${preload}"]}</script><p>${body}</p>`;

  it('sets aside content hashes, preload lists and shared chunks, and nothing else', () => {
    const a = tree({
      'index.html': page('Hello', 'index.AAAAAAAA.js', 'c.BBBBBBBB.js'),
      'assets/js/index.AAAAAAAA.js': 'one module',
      'assets/js/c.BBBBBBBB.js': 'shared',
      'sitemap.xml': '<urlset/>',
    });
    const b = tree({
      'index.html': page('Hello', 'index.CCCCCCCC.js', 'kit.DDDDDDDD.js'),
      'assets/js/index.CCCCCCCC.js': 'another module',
      'assets/js/kit.DDDDDDDD.js': 'kit',
      'sitemap.xml': '<urlset/>',
    });
    expect(compare(a, b)).toEqual({ diffs: [], compared: 2 });
  });

  it('finds a page that renders differently, a file only one side has and a missing chunk', () => {
    const a = tree({
      'index.html': page('Hello', 'index.AAAAAAAA.js', 'c.BBBBBBBB.js'),
      'about/index.html': '<p>x</p>',
      'assets/js/about.EEEEEEEE.js': 'm',
    });
    const b = tree({
      'index.html': page('Hello!', 'index.AAAAAAAA.js', 'c.BBBBBBBB.js'),
      'feed.xml': '<rss/>',
    });
    expect(compare(a, b).diffs.sort()).toEqual([
      'differs: index.html',
      'only with accelerators: about/index.html',
      'only with accelerators: assets/js/about.js',
      'only without: feed.xml',
    ]);
  });
});

describe('the accelerators against the libraries, whole builds', { timeout: 600_000 }, () => {
  it('give the same files on the minimal fixture', () => {
    const r = runHarness(copyFixture('minimal'));
    expect(r.compared).toBeGreaterThan(20);
    expect(r.diffs).toEqual([]);
  });

  it('give the same files on the Docusaurus project fixture', () => {
    const r = runHarness(prepareDocusaurusProject());
    expect(r.compared).toBeGreaterThan(20);
    expect(r.diffs).toEqual([]);
  });

  it('give the same files on this site', () => {
    const r = runHarness(ROOT);
    expect(r.compared).toBeGreaterThan(300);
    expect(r.diffs).toEqual([]);
  });
});
