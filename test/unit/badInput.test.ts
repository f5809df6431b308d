import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cli, copyFixture, rendererDir, treeHashes } from './helpers.js';

/**
 * Issue 12's bad-input suite: every case goes through `build` and `check --format json` on a copy of
 * the minimal site that has a good build. Both must fail with the same findings (code and
 * file:line:col), no stack trace, the previous build byte-identical and nothing written beside the
 * site.
 */
interface Case {
  name: string;
  files?: Record<string, string>;
  setup?: (site: string) => void;
  code: string;
  /** file:line:col (or file) of the first finding. */
  at: string;
  /** How many errors (when one mistake must be reported once). */
  count?: number;
  /** What the message must say beyond its code and place. */
  says?: RegExp;
}

// 1,000 levels: ten times the nesting cap, and a page under the 2 MB size cap (5,000 indented
// levels are a 25 MB page, refused for its size before its nesting is looked at)
const nested = (line: (depth: number) => string) =>
  Array.from({ length: 1000 }, (_, i) => line(i)).join('\n');
const deepList = nested((i) => `${'  '.repeat(i)}- x`);
const sidebars = (items: string) => ({
  'sidebars.ts': `export default {\n  docs: [${items}],\n};\n`,
});
const config = (site: string, edit: (text: string) => string) => {
  const file = path.join(site, 'site.config.ts');
  fs.writeFileSync(file, edit(fs.readFileSync(file, 'utf8')));
};
const doc = (body: string) => `---\ntitle: Intro\n---\n\n${body}\n`;

const CASES: Case[] = [
  {
    name: 'unclosed JSX tag',
    files: { 'docs/intro.md': doc('A <b oops') },
    code: 'MDX_SYNTAX',
    at: 'docs/intro.md:5:',
  },
  {
    name: 'JSX tag never closed before the end of the page',
    files: { 'docs/intro.md': doc('## Overview\n\n<div>\n\nText that never closes.') },
    code: 'MDX_SYNTAX',
    at: 'docs/intro.md:7:1',
    says: /Close it with `<\/div>`/,
  },
  {
    name: 'JSX tag left open inside a paragraph, far into the line',
    files: { 'docs/intro.md': doc('## Overview\n\nThe value must be a <number> between 1 and 9.') },
    code: 'MDX_SYNTAX',
    at: 'docs/intro.md:7:21',
    says: /> 7 \| The value must be a <number>[^\n]*\n\s+\| {21}\^/,
  },
  {
    name: 'symbolic link to a folder it is inside',
    setup: (s) => fs.symlinkSync('..', path.join(s, 'docs/guide/loop')),
    code: 'SYMLINK_LOOP',
    at: 'docs/guide/loop',
    count: 1,
    says: /loop -> \.\. leads to a folder it is inside/,
  },
  {
    name: 'symbolic links that lead to each other',
    setup: (s) => {
      fs.symlinkSync('b.md', path.join(s, 'docs/a.md'));
      fs.symlinkSync('a.md', path.join(s, 'docs/b.md'));
    },
    code: 'SYMLINK_LOOP',
    at: 'docs/a.md',
    count: 2,
  },
  {
    name: 'symbolic link out of the site folder',
    setup: (s) => fs.symlinkSync(os.tmpdir(), path.join(s, 'static/outside')),
    code: 'SYMLINK_OUTSIDE',
    at: 'static/outside',
    count: 1,
  },
  {
    name: 'dangling symbolic link',
    setup: (s) => fs.symlinkSync('nowhere.md', path.join(s, 'docs/gone.md')),
    code: 'SYMLINK_DANGLING',
    at: 'docs/gone.md',
    count: 1,
  },
  {
    name: 'symbolic link to a folder the docs already hold',
    setup: (s) => fs.symlinkSync('guide', path.join(s, 'docs/guide-again')),
    code: 'SYMLINK_TWICE',
    at: 'docs/guide-again',
    count: 1,
  },
  {
    name: 'hard link to a page the docs already hold',
    setup: (s) => fs.linkSync(path.join(s, 'docs/intro.md'), path.join(s, 'docs/welcome.md')),
    code: 'HARDLINK_TWICE',
    at: 'docs/welcome.md',
    count: 1,
    says: /welcome\.md is a hard link to \S*docs\/intro\.md/,
  },
  {
    name: 'binary file with a .md name',
    setup: (s) =>
      fs.writeFileSync(
        path.join(s, 'docs/logo.md'),
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x7b]),
      ),
    code: 'SOURCE_BINARY',
    at: 'docs/logo.md',
    count: 1,
  },
  {
    name: 'page that is not UTF-8',
    setup: (s) =>
      fs.writeFileSync(
        path.join(s, 'docs/latin1.md'),
        Buffer.concat([
          Buffer.from('---\ntitle: Caf\u00e9 \ufffd\n---\n\n# Menu\n\nCaf'),
          Buffer.from([0xe9]),
          Buffer.from(' au lait\n'),
        ]),
      ),
    code: 'SOURCE_ENCODING',
    at: 'docs/latin1.md:7:4',
    count: 1,
  },
  {
    name: 'page of 46 MB',
    setup: (s) =>
      fs.writeFileSync(
        path.join(s, 'docs/huge.md'),
        '---\ntitle: Huge\n---\n\n' + 'Some prose with **bold** in it.\n\n'.repeat(1_400_000),
      ),
    code: 'PAGE_TOO_LARGE',
    at: 'docs/huge.md',
    count: 1,
    says: /huge\.md is 4\d\.\d MB; a page may be at most 2\.0 MB/,
  },
  {
    name: 'front matter of the wrong type',
    files: { 'docs/intro.md': '---\nsidebar_position: one\n---\n\nx\n' },
    code: 'FRONT_MATTER_TYPE',
    at: 'docs/intro.md:2:1',
  },
  {
    name: 'front matter that is not YAML',
    files: { 'docs/intro.md': '---\ntitle: [a\n---\n\nx\n' },
    code: 'FRONT_MATTER_YAML',
    at: 'docs/intro.md:',
  },
  {
    name: 'unclosed front matter fence',
    files: { 'docs/intro.md': '---\ntitle: Intro\n\nBody\n' },
    code: 'FRONT_MATTER_UNCLOSED',
    at: 'docs/intro.md:1:1',
  },
  {
    name: 'id with a slash',
    files: { 'docs/intro.md': '---\ntitle: Intro\nid: a/b\n---\n\nx\n' },
    code: 'FRONT_MATTER_ID',
    at: 'docs/intro.md:3:1',
  },
  {
    name: 'blog slug leaving the site',
    files: { 'blog/2024-01-02-hello.md': '---\ntitle: H\nslug: ../../../ESCAPED\n---\n\nx\n' },
    code: 'SLUG_INVALID',
    at: 'blog/2024-01-02-hello.md:3:1',
  },
  {
    name: 'page slug that is a URL',
    files: { 'pages/about.md': '---\ntitle: A\nslug: //evil.example/phish\n---\n\nx\n' },
    code: 'SLUG_INVALID',
    at: 'pages/about.md:3:1',
  },
  {
    name: 'javascript: link',
    files: {
      'docs/guide/first.md':
        '---\ntitle: First guide\n---\n\n## Setup\n\n[x](javascript:alert(1))\n',
    },
    code: 'SCRIPT_LINK',
    at: 'docs/guide/first.md:7:1',
  },
  {
    name: 'broken link',
    files: {
      'docs/guide/first.md': '---\ntitle: First guide\n---\n\n## Setup\n\n[x](/docs/nope)\n',
    },
    code: 'BROKEN_LINK',
    at: 'docs/guide/first.md:7:1',
  },
  {
    name: 'missing image',
    files: {
      'docs/guide/first.md': '---\ntitle: First guide\n---\n\n## Setup\n\n![x](./nope.png)\n',
    },
    code: 'ASSET_MISSING',
    at: 'docs/guide/first.md:7:1',
  },
  {
    name: 'undefined component',
    files: { 'docs/intro.md': doc('## Overview\n\n<Nope />') },
    code: 'RENDER',
    at: 'docs/intro.md:7:1',
    says: /Nope/,
  },
  {
    name: 'component that throws while rendering',
    files: {
      'docs/intro.md': doc(
        'export function Boom() {\n  throw new Error("boom");\n}\n\n## Overview\n\n  <Boom />',
      ),
    },
    code: 'RENDER',
    at: 'docs/intro.md:11:3',
    says: /in <Boom>: boom/,
  },
  {
    name: 'undefined variable',
    files: { 'docs/intro.md': doc('## Overview\n\nText about nope, then {1 + nope}') },
    code: 'RENDER',
    at: 'docs/intro.md:7:28',
    says: /Nothing on this page defines nope/,
  },
  {
    name: 'expression that throws while rendering',
    files: {
      'docs/intro.md': doc(
        'export const cfg = {};\n\n## Overview\n\nPort {cfg.ports.p2p} is open.',
      ),
    },
    code: 'RENDER',
    at: 'docs/intro.md:9:7',
    says: /This expression threw/,
  },
  {
    name: 'expression with a function that throws while rendering',
    files: {
      'docs/intro.md': doc(
        '## Overview\n\nThe answer is {(() => { throw new Error("none"); })()}.',
      ),
    },
    code: 'RENDER',
    at: 'docs/intro.md:7:25',
  },
  {
    name: 'export that throws',
    files: {
      'docs/intro.md': doc(
        'export const x = (() => { throw new Error("boom"); })();\n\n## Overview',
      ),
    },
    code: 'PAGE_MODULE',
    at: 'docs/intro.md:5:27',
  },
  {
    name: 'export over several lines that throws',
    files: {
      'docs/intro.md': doc(
        "export const data = {\n  a: 1,\n  b: JSON.parse('{oops'),\n};\n\n## Overview",
      ),
    },
    code: 'PAGE_MODULE',
    at: 'docs/intro.md:7:3',
  },
  {
    name: 'React page that throws',
    files: { 'pages/bad.tsx': 'export default function P() {\n  throw new Error("boom");\n}\n' },
    code: 'RENDER',
    at: 'pages/bad.tsx',
  },
  {
    name: 'missing import',
    files: { 'docs/intro.md': 'import X from "./nope.js";\n\n## Overview\n\n<X />\n' },
    code: 'BUNDLE',
    at: 'docs/intro.md:1:16',
  },
  {
    name: 'invalid date in a blog file name',
    files: { 'blog/2024-13-45-bad.md': '---\ntitle: B\n---\n\nx\n' },
    code: 'BLOG_DATE_INVALID',
    at: 'blog/2024-13-45-bad.md:1:1',
  },
  {
    name: 'day past the end of its month in a blog file name',
    files: { 'blog/2024-02-31-post.md': '---\ntitle: B\n---\n\nx\n' },
    code: 'BLOG_DATE_INVALID',
    at: 'blog/2024-02-31-post.md:1:1',
    says: /2024-02-31 is not a date/,
  },
  {
    name: "day past the end of its month in a blog post's front matter",
    files: { 'blog/post.md': '---\ntitle: B\ndate: 2024-02-31\n---\n\nx\n' },
    code: 'FRONT_MATTER_TYPE',
    at: 'blog/post.md:3:1',
    says: /'date' is not a date: "2024-02-31"/,
  },
  {
    name: 'static file where a page goes',
    files: { 'static/docs/intro': 'x' },
    code: 'STATIC_COLLISION',
    at: 'static/docs/intro',
  },
  {
    name: 'sidebar naming a missing doc',
    files: { 'sidebars.ts': "export default {\n  docs: ['intro', 'guide/frist'],\n};\n" },
    code: 'SIDEBAR_MISSING_DOC',
    at: 'sidebars.ts:2:',
  },
  {
    name: 'sidebar naming a missing doc in a const array spread into the export',
    files: {
      'sidebars.ts':
        "const guide = [\n  'guide/first',\n  'guide/secnd',\n];\n\n" +
        "export default {\n  docs: ['intro', ...guide],\n};\n",
    },
    code: 'SIDEBAR_MISSING_DOC',
    at: 'sidebars.ts:3:3',
    count: 1,
  },
  {
    name: 'sidebar category link naming a missing doc',
    files: {
      'sidebars.ts':
        "export default {\n  docs: [\n    'intro',\n    {\n      type: 'category',\n" +
        "      label: 'Guide',\n      link: { type: 'doc', id: 'guide/nope' },\n" +
        "      items: ['guide/first', 'guide/second'],\n    },\n  ],\n};\n",
    },
    code: 'SIDEBAR_MISSING_DOC',
    at: 'sidebars.ts:7:',
    count: 1,
  },
  {
    name: 'sidebars file with no export',
    files: { 'sidebars.ts': '// the docs sidebar\nexport const x = 1;\n' },
    code: 'SIDEBAR_NO_EXPORT',
    at: 'sidebars.ts:2:1',
    says: /exports 'x' here/,
  },
  {
    name: 'sidebars file that throws',
    files: { 'sidebars.ts': 'const a = 1;\nthrow new Error("x");\nexport default {};\n' },
    code: 'MODULE_LOAD',
    at: 'sidebars.ts:2:7',
  },
  {
    name: 'sidebar category without items',
    files: sidebars("'intro', { type: 'category', label: 'Guide' }"),
    code: 'SIDEBAR_ITEM_INVALID',
    at: 'sidebars.ts:2:19',
    says: /category 'Guide'.*has no items/,
  },
  {
    name: 'sidebar item that is a number',
    files: sidebars("'intro', 42, 'guide/first'"),
    code: 'SIDEBAR_ITEM_TYPE',
    at: 'sidebars.ts:2:19',
  },
  {
    name: 'sidebar item of an unknown type',
    files: sidebars("'intro', { type: 'categroy', label: 'G', items: [] }"),
    code: 'SIDEBAR_ITEM_TYPE',
    at: 'sidebars.ts:2:21',
  },
  {
    name: 'sidebar shorthand category that is not a list',
    files: sidebars("'intro', { Guide: 'guide/first' }"),
    code: 'SIDEBAR_ITEM_TYPE',
    at: 'sidebars.ts:2:21',
  },
  {
    name: 'sidebar doc item without an id',
    files: sidebars("'intro', { type: 'doc', label: 'First' }"),
    code: 'SIDEBAR_ITEM_INVALID',
    at: 'sidebars.ts:2:19',
  },
  {
    name: 'autogenerated sidebar from a folder that does not exist',
    files: sidebars("'intro', { type: 'autogenerated', dirName: 'guides' }"),
    code: 'SIDEBAR_AUTOGEN_MISSING',
    at: 'sidebars.ts:2:44',
  },
  {
    name: 'config file that throws',
    setup: (s) => config(s, (t) => t.replace('export default', 'null!.x;\nexport default')),
    code: 'MODULE_LOAD',
    at: 'site.config.ts:3:',
  },
  {
    name: 'config file with no default export',
    setup: (s) =>
      config(s, (t) => t.replace('export default defineConfig(', 'export const c = defineConfig(')),
    code: 'CONFIG_INVALID',
    at: 'site.config.ts:3:1',
    says: /exports 'c' here/,
  },
  {
    name: 'docs.path that does not exist',
    setup: (s) => config(s, (t) => t.replace("path: 'docs',", "path: 'documents',")),
    code: 'DOCS_PATH_MISSING',
    at: 'site.config.ts:7:11',
    count: 1,
  },
  {
    name: 'route clash',
    files: { 'docs/guide/second.md': '---\ntitle: Second\nslug: /guide/first\n---\n\nx\n' },
    code: 'DUPLICATE_ROUTE',
    at: 'docs/guide/second.md:3:1',
  },
  {
    name: 'route clash where the earlier file holds the slug',
    files: { 'docs/guide/first.md': '---\ntitle: First\nslug: /guide/second\n---\n\nx\n' },
    code: 'DUPLICATE_ROUTE',
    at: 'docs/guide/first.md:3:1',
  },
  {
    name: 'two pages whose names differ only by case',
    files: { 'docs/Intro.md': '---\ntitle: Big intro\n---\n\nx\n' },
    code: 'ROUTE_CASE_CLASH',
    at: 'docs/intro.md:1:1',
    count: 1,
    says: /docs\/Intro\.md and \S*docs\/intro\.md give URLs that differ only by case/,
  },
  {
    name: 'link to a page file written with another case',
    files: {
      'docs/guide/first.md': '---\ntitle: First guide\n---\n\n## Setup\n\n[intro](../Intro.md)\n',
    },
    code: 'BROKEN_MD_LINK',
    at: 'docs/guide/first.md:7:1',
    says: /The page is \S*docs\/intro\.md: write its name with the same case/,
  },
  {
    name: 'authors.yml that does not parse',
    files: { 'blog/authors.yml': 'jane:\n  name: Jane\n  url: [oops\nbob:\n  name: Bob\n' },
    code: 'AUTHORS_INVALID',
    at: 'blog/authors.yml:4:1',
  },
  {
    name: '_category_.json that does not parse',
    files: { 'docs/guide/_category_.json': '{\n  "label": "Guide",\n  "position": 2,\n}\n' },
    code: 'CATEGORY_INVALID',
    at: 'docs/guide/_category_.json:4:1',
  },
  {
    name: 'missing logo',
    setup: (s) =>
      config(s, (t) =>
        t.replace('navbar: {', "navbar: {\n    logo: { alt: 'L', src: '/img/nope.svg' },"),
      ),
    code: 'ASSET_MISSING',
    at: 'site.config.ts:12:',
  },
  {
    name: 'docsVersionDropdown naming a version that does not exist',
    setup: (s) =>
      config(s, (t) =>
        t.replace(
          "{ label: 'Blog', to: '/blog' },",
          "{ label: 'Blog', to: '/blog' },\n      { type: 'docsVersionDropdown', versions: ['current', 'v9'] },",
        ),
      ),
    code: 'DOCS_VERSION_NOT_FOUND',
    at: 'site.config.ts:15:',
  },
  {
    name: 'invalid config value',
    setup: (s) =>
      config(s, (t) =>
        t.replace("title: 'Minimal',", "title: 'Minimal',\n  onBrokenLinks: 'explode',"),
      ),
    code: 'CONFIG_INVALID',
    at: 'site.config.ts:5:',
  },
  {
    name: 'redirect to a missing page',
    setup: (s) => config(s, (t) => t.replace("to: '/docs/intro'", "to: '/docs/nope'")),
    code: 'BROKEN_REDIRECT',
    at: 'site.config.ts:',
  },
  {
    name: 'missing favicon',
    setup: (s) =>
      config(s, (t) =>
        t.replace("staticDir: 'static',", "staticDir: 'static',\n  favicon: 'img/nope.ico',"),
      ),
    code: 'ASSET_MISSING',
    at: 'site.config.ts:11:',
  },
  {
    name: 'docs.path that is a file',
    setup: (s) => config(s, (t) => t.replace("path: 'docs',", "path: 'docs/intro.md',")),
    code: 'FILE_ENOTDIR',
    at: 'docs/intro.md',
  },
  {
    name: 'sidebars path that is a folder',
    setup: (s) => {
      fs.rmSync(path.join(s, 'sidebars.ts'));
      fs.mkdirSync(path.join(s, 'sidebars.ts'));
    },
    code: 'FILE_EISDIR',
    at: 'sidebars.ts',
  },
  {
    name: 'list nested 1,000 deep (indented)',
    files: { 'docs/intro.md': doc(deepList) },
    code: 'NESTING_TOO_DEEP',
    at: 'docs/intro.md:',
  },
  {
    name: 'block quote nested 5,000 deep',
    files: { 'docs/intro.md': doc('> '.repeat(5000) + 'x') },
    code: 'NESTING_TOO_DEEP',
    at: 'docs/intro.md:5:1',
  },
  {
    name: 'ordered list nested 1,000 deep (indented)',
    files: { 'docs/intro.md': doc(nested((i) => `${'   '.repeat(i)}1. x`)) },
    code: 'NESTING_TOO_DEEP',
    at: 'docs/intro.md:',
  },
  {
    name: 'block quote nested 1,000 deep (one level more per line)',
    files: { 'docs/intro.md': doc(nested((i) => `${'>'.repeat(i + 1)} x`)) },
    code: 'NESTING_TOO_DEEP',
    at: 'docs/intro.md:',
  },
  {
    name: 'list nested 5,000 deep (one line)',
    files: { 'docs/intro.md': doc('- '.repeat(5000) + 'x') },
    code: 'NESTING_TOO_DEEP',
    at: 'docs/intro.md:5:1',
  },
];

interface Finding {
  code: string;
  where: string;
}
const where = (f: { file?: string; line?: number; column?: number }) =>
  f.line ? `${f.file}:${f.line}:${f.column ?? 1}` : (f.file ?? '');

let base: string;
beforeAll(async () => {
  base = copyFixture('minimal');
  expect((await cli(['build', '--site', base])).code).toBe(0);
});

describe(`bad input through build and check (${CASES.length} cases)`, () => {
  for (const c of CASES)
    it(c.name, async () => {
      // a container of its own, so anything written beside the site would show
      const container = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-bad-'));
      const site = path.join(container, 'site');
      fs.cpSync(base, site, { recursive: true });
      const before = treeHashes(path.join(site, 'build'));
      for (const [file, text] of Object.entries(c.files ?? {})) {
        fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
        fs.writeFileSync(path.join(site, file), text);
      }
      c.setup?.(site);
      const [built, checked] = await Promise.all([
        cli(['build', '--site', site], container),
        cli(['check', '--site', site, '--format', 'json'], container),
      ]);
      expect(built.code, built.stderr).toBe(1);
      expect(checked.code, checked.stdout + checked.stderr).toBe(1);
      const fromBuild: Finding[] = [...built.stderr.matchAll(/^error (\S+)(?: (\S+))?$/gm)].map(
        (m) => ({ code: m[1], where: m[2] ?? '' }),
      );
      const json = JSON.parse(checked.stdout) as {
        findings: { severity: string; code: string; file?: string; line?: number }[];
      };
      const fromCheck = json.findings
        .filter((f) => f.severity === 'error')
        .map((f) => ({ code: f.code, where: where(f) }));
      expect(fromCheck).toEqual(fromBuild);
      expect(fromBuild[0]?.code).toBe(c.code);
      if (c.count) expect(fromBuild).toHaveLength(c.count);
      if (c.says) expect(built.stderr).toMatch(c.says);
      expect(fromBuild[0]?.where.startsWith(`site/${c.at}`), fromBuild[0]?.where).toBe(true);
      for (const out of [built.stderr, checked.stdout, checked.stderr]) {
        expect(out).not.toMatch(/\n\s+at .+:\d+:\d+\)?\n/);
        expect(out).not.toMatch(/Internal error|bug in tn-docs/);
      }
      expect(treeHashes(path.join(site, 'build'))).toEqual(before);
      expect(fs.readdirSync(container)).toEqual(['site']);
      expect(fs.readdirSync(site).filter((f) => /^build\./.test(f))).toEqual([]);
      // nor in the site's cache: the build's server renderer is removed when it fails
      const own = new RegExp(`^server-\\w+-${built.pid}\\.mjs$`);
      const renderers = fs.existsSync(rendererDir(site)) ? fs.readdirSync(rendererDir(site)) : [];
      expect(renderers.filter((f) => own.test(f))).toEqual([]);
      fs.rmSync(container, { recursive: true, force: true });
    });
});
