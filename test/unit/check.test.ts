import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, copyFixture } from './helpers.js';

interface Finding {
  severity: string;
  code: string;
  message: string;
  file?: string;
  line?: number;
  column?: number;
  hint?: string;
}

const baseConfig = fs.readFileSync(path.resolve('test/fixtures/minimal/site.config.ts'), 'utf8');

async function check(overrides: Record<string, string>, extra: string[] = []) {
  const site = copyFixture('minimal', overrides);
  const r = await cli(['check', '--site', site, '--format', 'json', ...extra]);
  const out = JSON.parse(r.stdout) as { errors: number; warnings: number; findings: Finding[] };
  return { code: r.code, ...out, site };
}

describe('tn-docs check: links, anchors and assets', () => {
  it('passes a clean site with exit 0 (heading ids, {#custom} ids and raw <a id> targets all count)', async () => {
    const r = await check({
      'docs/guide/second.md':
        '---\ntitle: Second guide\n---\n\n## Done {#finished}\n\n<a id="raw-target"></a>\n\nSee [custom](#finished), [raw](#raw-target) and [intro](/docs/intro#overview).\n',
    });
    expect(r.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(r.code).toBe(0);
  });

  it('broken link: position, the link as written, nearest route, exit 1', async () => {
    const r = await check({
      'docs/intro.md':
        '---\ntitle: Introduction\n---\n\nLine one.\n\nGo to [guide](/docs/guide/frist).\n',
    });
    expect(r.code).toBe(1);
    expect(r.findings).toContainEqual(
      expect.objectContaining({
        code: 'BROKEN_LINK',
        file: expect.stringMatching(/docs\/intro\.md$/),
        line: 7,
        column: 7,
        message: 'Broken link: /docs/guide/frist (no page at /docs/guide/frist)',
        hint: 'Did you mean /docs/guide/first?',
      }),
    );
  });

  it('broken anchor on another page and on the same page', async () => {
    const r = await check({
      'docs/intro.md':
        '---\ntitle: Introduction\n---\n\n## Overview\n\n[a](/docs/guide/first#setpu) and [b](#overveiw).\n',
    });
    expect(r.code).toBe(1);
    const anchors = r.findings.filter((f) => f.code === 'BROKEN_ANCHOR');
    expect(anchors.map((f) => [f.line, f.column, f.hint])).toEqual([
      [7, 1, 'Did you mean #setup?'],
      [7, 34, 'Did you mean #overview?'],
    ]);
  });

  it('relative .md link to a missing file', async () => {
    const r = await check({
      'docs/intro.md': '---\ntitle: Introduction\n---\n\nSee [gone](guide/gone.md).\n',
    });
    expect(r.findings).toContainEqual(
      expect.objectContaining({ code: 'BROKEN_MD_LINK', line: 5, column: 5 }),
    );
    expect(r.code).toBe(1);
  });

  it('missing image or static file', async () => {
    const r = await check({
      'docs/intro.md': '---\ntitle: Introduction\n---\n\n![A chart](/img/missing.png)\n',
    });
    expect(r.findings).toContainEqual(
      expect.objectContaining({
        code: 'ASSET_MISSING',
        message: 'Image or file not found: /img/missing.png',
        line: 5,
        column: 1,
      }),
    );
    expect(r.code).toBe(1);
  });

  it('broken navbar or footer link in the config, at its line', async () => {
    const config = baseConfig.replace(
      "{ label: 'Blog', to: '/blog' }",
      "{ label: 'Blog', to: '/blgo' }",
    );
    const r = await check({ 'site.config.ts': config });
    const line = config.split('\n').findIndex((l) => l.includes("'/blgo'")) + 1;
    expect(r.findings).toContainEqual(
      expect.objectContaining({ code: 'BROKEN_LINK', line, hint: 'Did you mean /blog?' }),
    );
  });

  it('broken internal link item in a sidebar, at its line', async () => {
    const r = await check({
      'sidebars.ts':
        "export default {\n  docs: ['intro', 'guide/first', 'guide/second',\n    { type: 'link', label: 'Old', href: '/docs/gone' }],\n};\n",
    });
    expect(r.findings).toContainEqual(
      expect.objectContaining({
        code: 'BROKEN_LINK',
        message: "Broken sidebar link 'Old': /docs/gone",
        file: expect.stringMatching(/sidebars\.ts$/),
        line: 3,
      }),
    );
    expect(r.code).toBe(1);
  });

  it('warns about pages nothing links to; --strict makes warnings fail', async () => {
    const overrides = { 'docs/lonely.md': '---\ntitle: Lonely\n---\n\nNobody links here.\n' };
    const loose = await check(overrides);
    expect(loose.findings).toContainEqual(
      expect.objectContaining({
        severity: 'warning',
        code: 'ORPHAN_PAGE',
        message: 'No sidebar or page links to /docs/lonely.',
      }),
    );
    expect(loose.code).toBe(0);
    expect((await check(overrides, ['--strict'])).code).toBe(1);
  });
});

describe('tn-docs check: the configuration catalogue (SPEC §8)', () => {
  const cases: [string, string, string, RegExp][] = [
    [
      'unknown navbar item type',
      "{ label: 'Blog', to: '/blog' }",
      "{ type: 'fancy', label: 'Blog' }",
      /NAVBAR_UNKNOWN_TYPE: .*unknown navbar item type 'fancy'.*Valid types: default, doc, docSidebar/,
    ],
    [
      'doc item with a missing doc id lists the ids',
      "docId: 'intro'",
      "docId: 'intr'",
      /NAVBAR_MISSING_DOC: .*'intr'.*Did you mean 'intro'\?/,
    ],
    [
      'docSidebar item naming a missing sidebar lists the sidebars',
      "{ label: 'Blog', to: '/blog' }",
      "{ type: 'docSidebar', sidebarId: 'api' }",
      /NAVBAR_MISSING_SIDEBAR: .*'api'.*Available sidebars: docs/,
    ],
    [
      'docSidebar item without a sidebarId says so, not "the sidebar \'undefined\'"',
      "{ label: 'Blog', to: '/blog' }",
      "{ type: 'docSidebar', label: 'Reference' }",
      /NAVBAR_MISSING_SIDEBAR: Navbar item 1 \('Reference'\) of type 'docSidebar' has no sidebarId.*Add sidebarId with one of: docs\./,
    ],
    [
      'version name that does not exist lists the versions',
      "docId: 'intro',",
      "docId: 'intro', version: 'v9',",
      /DOCS_VERSION_NOT_FOUND: .*'v9'.*Available versions: current/,
    ],
  ];
  for (const [name, from, to, expected] of cases) {
    it(name, async () => {
      const r = await check({ 'site.config.ts': baseConfig.replace(from, to) });
      expect(r.code).toBe(1);
      expect(r.findings.map((f) => `${f.code}: ${f.message} ${f.hint}`).join('\n')).toMatch(
        expected,
      );
      expect(r.findings[0].file).toMatch(/site\.config\.ts$/);
      expect(r.findings[0].line).toBeGreaterThan(1);
    });
  }

  it('with docs: false, each docs navbar item is reported at its own line', async () => {
    const config = baseConfig
      .replace(/docs: \{[^}]*\},/, 'docs: false,')
      .replace("{ label: 'Blog', to: '/blog' }", "{ type: 'doc', docId: 'intro', label: 'Again' }");
    const lineOf = (s: string) => config.split('\n').findIndex((l) => l.includes(s)) + 1;
    const r = await check({ 'site.config.ts': config });
    const failed = r.findings.filter((f) => f.code === 'NAVBAR_ITEM_FAILED');
    expect(failed.map((f) => f.line)).toEqual([lineOf("label: 'Docs'"), lineOf("label: 'Again'")]);
  });

  it('docSidebar item whose sidebar has nothing to link to', async () => {
    const r = await check({
      'sidebars.ts':
        "export default { docs: ['intro', 'guide/first', 'guide/second'], empty: [] };\n",
      'site.config.ts': baseConfig.replace(
        "{ label: 'Blog', to: '/blog' }",
        "{ type: 'docSidebar', sidebarId: 'empty' }",
      ),
    });
    expect(r.findings).toContainEqual(expect.objectContaining({ code: 'NAVBAR_SIDEBAR_EMPTY' }));
  });

  it('sidebar naming a missing doc, and duplicate routes', async () => {
    const a = await check({
      'sidebars.ts': "export default {\n  docs: ['intro', 'guide/none'],\n};\n",
    });
    expect(a.findings).toContainEqual(
      expect.objectContaining({ code: 'SIDEBAR_MISSING_DOC', line: 2, column: 19 }),
    );
    // SPEC §8: the ids that exist, not only the nearest one
    expect(a.findings.find((f) => f.code === 'SIDEBAR_MISSING_DOC')?.hint).toMatch(
      /Available doc ids: guide\/first, guide\/second, intro\./,
    );
    const b = await check({ 'docs/copy.md': '---\ntitle: Copy\nslug: /intro\n---\n\nx\n' });
    expect(b.findings).toContainEqual(expect.objectContaining({ code: 'DUPLICATE_ROUTE' }));
  });

  it('reports in GitHub annotation format', async () => {
    const site = copyFixture('minimal', {
      'docs/intro.md': '---\ntitle: Introduction\n---\n\n[x](/nope)\n',
    });
    const r = await cli(['check', '--site', site, '--format', 'github']);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(
      /^::error file=.*docs\/intro\.md,line=5,col=1,title=BROKEN_LINK::Broken link: \/nope/m,
    );
  });
});
