import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, copyFixture } from './helpers.js';

/**
 * Every kind of bad input: a clear message naming file:line:col, a hint, exit 1, no stack trace.
 */
async function expectFailure(
  overrides: Record<string, string>,
  expected: { code: string; where: RegExp; message: RegExp },
) {
  const site = copyFixture('minimal', overrides);
  const r = await cli(['build', '--site', site]);
  expect(r.code).toBe(1);
  expect(r.stderr).toContain(`error ${expected.code}`);
  expect(r.stderr).toMatch(expected.where);
  expect(r.stderr).toMatch(expected.message);
  expect(r.stderr).toContain('hint:');
  expect(r.stderr).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/);
  expect(fs.existsSync(path.join(site, 'build'))).toBe(false);
}

describe('build errors', () => {
  it('malformed MDX: position and code frame', async () => {
    await expectFailure(
      { 'docs/guide/first.md': '---\ntitle: First\n---\n\nText\n\nA tag <b oops\n' },
      {
        code: 'MDX_SYNTAX',
        where: /docs\/guide\/first\.md:7:\d+/,
        message: /> 7 \| A tag <b oops/,
      },
    );
  });
  it('every error found on worker threads comes back, each with position and frame', async () => {
    // 24 pages or more are compiled on worker threads (compilePages.ts)
    const docs: Record<string, string> = {};
    for (let i = 0; i < 24; i++)
      docs[`docs/many/p${i}.md`] = `---\ntitle: P${i}\n---\n\nText ${i}.\n`;
    docs['docs/many/p3.md'] = '---\ntitle: P3\n---\n\nA tag <b oops\n';
    docs['docs/many/p17.md'] = '---\ntitle: P17\n---\n\nFine.\n\nAn {unclosed expression\n';
    const site = copyFixture('minimal', docs);
    const r = await cli(['build', '--site', site]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /error MDX_SYNTAX .*docs\/many\/p3\.md:5:\d+\n.*\n[^]*> 5 \| A tag <b oops/,
    );
    expect(r.stderr).toMatch(
      /error MDX_SYNTAX .*docs\/many\/p17\.md:7:\d+\n.*\n[^]*> 7 \| An \{unclosed/,
    );
    expect(r.stderr).not.toContain('Internal error');
  });
  it('front matter value of the wrong type', async () => {
    await expectFailure(
      { 'docs/intro.md': '---\ntitle: Intro\nsidebar_position: first\n---\n\nx\n' },
      {
        code: 'FRONT_MATTER_TYPE',
        where: /docs\/intro\.md:3:1/,
        message: /sidebar_position' must be a number/,
      },
    );
  });
  it('sidebar naming a doc that does not exist, with a suggestion', async () => {
    await expectFailure(
      { 'sidebars.ts': "export default {\n  docs: ['intro', 'guide/frist'],\n};\n" },
      {
        code: 'SIDEBAR_MISSING_DOC',
        where: /sidebars\.ts:2:\d+/,
        message: /Did you mean 'guide\/first'/,
      },
    );
  });
  it('invalid config value names the key and lists valid values', async () => {
    const config = fs
      .readFileSync(path.resolve('test/fixtures/minimal/site.config.ts'), 'utf8')
      .replace("title: 'Minimal',", "title: 'Minimal',\n  onBrokenLinks: 'explode',");
    await expectFailure(
      { 'site.config.ts': config },
      {
        code: 'CONFIG_INVALID',
        where: /site\.config\.ts:5:3/,
        message:
          /onBrokenLinks is "explode"[^]*> 5 \| {3}onBrokenLinks: 'explode',[^]*'ignore', 'log', 'warn'/,
      },
    );
  });
  it('unknown navbar item type', async () => {
    const config = fs
      .readFileSync(path.resolve('test/fixtures/minimal/site.config.ts'), 'utf8')
      .replace("{ label: 'Blog', to: '/blog' }", "{ type: 'fancy', label: 'Blog' }");
    await expectFailure(
      { 'site.config.ts': config },
      {
        code: 'NAVBAR_UNKNOWN_TYPE',
        where: /site\.config\.ts:\d+:\d+/,
        message: /unknown navbar item type 'fancy'/,
      },
    );
  });
  it('navbar doc item naming a missing doc lists the available ids', async () => {
    const config = fs
      .readFileSync(path.resolve('test/fixtures/minimal/site.config.ts'), 'utf8')
      .replace("docId: 'intro'", "docId: 'intr'");
    await expectFailure(
      { 'site.config.ts': config },
      {
        code: 'NAVBAR_MISSING_DOC',
        where: /site\.config\.ts:\d+:\d+/,
        message: /Available doc ids: /,
      },
    );
  });
  it('duplicate route', async () => {
    await expectFailure(
      { 'docs/guide/copy.md': '---\ntitle: Copy\nslug: /guide/first\n---\n\nSame URL.\n' },
      {
        code: 'DUPLICATE_ROUTE',
        where: /docs\/guide\//,
        message: /Two pages want the URL '\/docs\/guide\/first'/,
      },
    );
  });
});
