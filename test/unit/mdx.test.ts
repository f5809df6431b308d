import { describe, expect, it } from 'vitest';
import { compileMdx } from '../../cli/mdx/compileMdx.js';
import { preprocess } from '../../cli/mdx/preprocess.js';
import { parseCodeMeta } from '../../cli/mdx/remarkCode.js';
import { prepareSvg } from '../../cli/mdx/sanitizeSvg.js';

const compile = (body: string, file = '/site/docs/page.md') =>
  compileMdx({ file, rel: 'page.md', body, staticDir: '/site/static' });

describe('preprocess', () => {
  it('rewrites admonition titles, heading ids and HTML comments without moving lines', () => {
    const src =
      ':::warning Keep it safe\ntext\n:::\n## Title {#custom}\n<!-- note -->\n```\n<!-- in code -->\n```';
    const out = preprocess(src);
    expect(out.split('\n')).toHaveLength(src.split('\n').length);
    expect(out).toContain(':::warning[Keep it safe]');
    expect(out).toContain('## Title \\{#custom\\}');
    expect(out).toContain('{/* note */}');
    expect(out).toContain('<!-- in code -->');
  });
});

describe('compileMdx', () => {
  it('lifts the leading h1 as the title and collects h2-h6 with GitHub slugs and custom ids', async () => {
    const r = await compile(
      '# Page Title\n\n## First Part\n\n### Sub part {#sub}\n\n## First Part\n',
    );
    expect(r.contentTitle).toBe('Page Title');
    expect(r.toc).toEqual([
      { value: 'First Part', id: 'first-part', level: 2 },
      { value: 'Sub part', id: 'sub', level: 3 },
      { value: 'First Part', id: 'first-part-1', level: 2 },
    ]);
  });
  it('turns :::type blocks into Admonition elements and restores stray text directives', async () => {
    const r = await compile(
      ':::danger Irreversible\nDo not.\n:::\n\nA ratio of 1:2 and Note:this.\n',
    );
    expect(r.code).toContain('Admonition');
    expect(r.code).toContain('"Irreversible"');
    expect(r.code).toContain(':this');
  });
  it('supports GFM tables, task lists, footnotes and strikethrough', async () => {
    const r = await compile(
      '| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n\n~~old~~ text[^1]\n\n[^1]: note\n',
    );
    for (const tag of ['table', 'input', 'del', 'section']) expect(r.code).toContain(`${tag}`);
  });
  it('highlights code at build time with title, line highlights and line numbers', async () => {
    const r = await compile(
      '```bash title="Start the node" {2} showLineNumbers\ntreasurenetd init x\ntreasurenetd start\n```\n',
    );
    expect(r.code).toContain('CodeBlock');
    expect(r.code).toContain('Start the node');
    expect(r.code).toContain('--shiki-dark');
    expect(r.code).toContain('line highlighted');
    expect(r.code).toContain('line-numbers');
  });
  it('marks relative .md links for resolution and records every link with its position', async () => {
    const r = await compile(
      'Intro\n\nSee [other](../6/What%20is%20Staking.md#rules) and [abs](/docs/x).\n',
    );
    expect(r.code).toContain('tnmd:/site/6/What%20is%20Staking.md#rules');
    expect(r.links.map((l) => [l.url, l.line])).toEqual([
      ['../6/What%20is%20Staking.md#rules', 3],
      ['/docs/x', 3],
    ]);
  });
  it('keeps MDX exports and components defined in the page', async () => {
    const r = await compile(
      'export const VideoPlayer = ({ title }) => <div style={{ margin: \'20px 0\' }}><h4>{title}</h4></div>;\n\n<VideoPlayer title="Demo" />\n',
    );
    expect(r.code).toContain('VideoPlayer');
    expect(r.code).toContain("margin: '20px 0'");
  });
  it('reports a syntax error with line, column, code frame and hint', async () => {
    await expect(compile('Fine line\n\nbroken <b oops\n')).rejects.toMatchObject({
      code: 'MDX_SYNTAX',
      loc: { line: 3 },
      hint: expect.stringMatching(/&lt;/),
    });
    await expect(compile('a\n\nx < {y\n')).rejects.toMatchObject({
      frame: expect.stringContaining('> 3 |'),
    });
  });
});

describe('code meta and svg', () => {
  it('parses title, ranges and showLineNumbers', () => {
    const m = parseCodeMeta('title="a b" {1,3-5} showLineNumbers');
    expect(m.title).toBe('a b');
    expect([...m.highlight]).toEqual([1, 3, 4, 5]);
    expect(m.lineNumbers).toBe(true);
  });
  it('strips scripts and handlers from inlined SVG and labels it', () => {
    const s = prepareSvg(
      '<?xml version="1.0"?><svg width="10" onload="x()" viewBox="0 0 1 1"><script>alert(1)</script><title>t</title></svg>',
      'A "flow"',
    );
    expect(s).not.toMatch(/script|onload|width=/);
    expect(s).toContain('role="img" aria-label="A &quot;flow&quot;"');
  });
});
