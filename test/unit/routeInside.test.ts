import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeInside } from '../../cli/build/routeInside.js';
import { fileInside, segmentsInside } from '../../cli/util/pathInside.js';
import { cli, copyFixture, treeHashes } from './helpers.js';

describe('the containment rule', () => {
  it('normalises dots, doubled slashes and backslashes, and refuses what climbs out', () => {
    expect(segmentsInside('/a/./b//c/../d/')).toEqual(['a', 'b', 'd']);
    expect(segmentsInside('a\\..\\b')).toEqual(['b']);
    expect(segmentsInside('/a/../..')).toBeNull();
    expect(segmentsInside('..\\x')).toBeNull();
    expect(segmentsInside('/a\0b')).toBeNull();
    expect(routeInside('/blog/./x//y/', { file: 'f' })).toBe('/blog/x/y');
    expect(() => routeInside('/blog/../../x', { file: 'f', line: 2 })).toThrow(/outside the site/);
    expect(() => routeInside('/x', { file: 'f', slug: '//evil.example/phish' })).toThrow(
      /is a URL/,
    );
    expect(() => routeInside('/x', { file: 'f', slug: 'https://evil.example' })).toThrow(
      /is a URL/,
    );
    expect(routeInside('/v1:intro', { file: 'f', slug: 'v1:intro' })).toBe('/v1:intro');
  });
  it('the writer refuses any path outside its folder', () => {
    expect(fileInside('/out', 'a/b.html')).toBe('/out/a/b.html');
    expect(() => fileInside('/out', '../out-secret/x.html')).toThrow(/outside the output folder/);
  });
});

/** A slug that leaves the site fails the build at its line, writes nothing anywhere, keeps the old build. */
async function expectRefused(file: string, content: string, line: number, message: RegExp) {
  const site = copyFixture('minimal');
  expect((await cli(['build', '--site', site])).code).toBe(0);
  const before = treeHashes(site);
  fs.writeFileSync(path.join(site, file), content);
  const r = await cli(['build', '--site', site]);
  expect(r.code).toBe(1);
  expect(r.stderr).toContain('error SLUG_INVALID');
  expect(r.stderr).toContain(`${file}:${line}:1\n`);
  expect(r.stderr).toMatch(message);
  expect(r.stderr).toMatch(new RegExp(`> ${line} \\| `));
  expect(r.stderr).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/);
  const after = treeHashes(site);
  delete before[file];
  delete after[file];
  expect(after).toEqual(before);
  // nothing beside the site folder either
  expect(fs.readdirSync(path.dirname(site)).filter((f) => /ESCAPED|evil/.test(f))).toEqual([]);
}

describe('slugs that leave the output folder', () => {
  it('a blog post slug with ..', async () => {
    await expectRefused(
      'blog/2024-01-02-hello.md',
      '---\ntitle: Hello\nslug: ../../../ESCAPED\n---\n\nText\n',
      3,
      /leads outside the site/,
    );
  });
  it('a page slug with ..', async () => {
    await expectRefused(
      'pages/about.md',
      '---\ntitle: About\nslug: /../../ESCAPED-page\n---\n\nText\n',
      3,
      /leads outside the site/,
    );
  });
  it('a protocol-relative slug (would become the canonical link)', async () => {
    await expectRefused(
      'pages/about.md',
      '---\ntitle: About\nslug: //evil.example/phish\n---\n\nText\n',
      3,
      /is a URL/,
    );
  });
  it('a doc slug that is a URL', async () => {
    await expectRefused(
      'docs/intro.md',
      '---\ntitle: Intro\nslug: https://evil.example/x\n---\n\nText\n',
      3,
      /is a URL/,
    );
  });
  it('a tag permalink with ..', async () => {
    await expectRefused(
      'blog/2024-01-02-hello.md',
      '---\ntitle: Hello\ntags:\n  - label: x\n    permalink: ../../../../ESCAPED-tag\n---\n\nText\n',
      3,
      /leads outside the site/,
    );
  });
});
