import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import type { Code } from 'mdast';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../../cli/build/parseFrontMatter.js';
import { fencedBlocks } from '../../cli/mdx/fencedBlocks.js';
import { getHighlighter, referenceHighlight } from '../../cli/mdx/highlighter.js';
import { parseMarkdown } from '../../cli/mdx/markdownParser.js';
import { preprocess } from '../../cli/mdx/preprocess.js';
import { parseCodeMeta, type CodeMeta } from '../../cli/mdx/remarkCode.js';

const root = path.resolve(import.meta.dirname, '..', '..');

interface Block {
  where: string;
  lang: string;
  code: string;
  meta: CodeMeta;
}

/** Every page of the site's content: its body, as the compiler is given it. */
const sitePages = () =>
  fg.sync('content/**/*.{md,mdx}', { cwd: root }).map((rel) => ({
    rel,
    body: parseFrontMatter(fs.readFileSync(path.join(root, rel), 'utf8'), rel).body,
  }));

/** Every fenced block of the site's content, as the compiler's parser reads it. */
function siteBlocks(): Block[] {
  const blocks: Block[] = [];
  for (const { rel, body } of sitePages()) {
    const tree = parseMarkdown(new VFile({ value: preprocess(body), path: rel }));
    visit(tree, 'code', (node: Code) => {
      const where = `${rel}:${node.position?.start.line}`;
      blocks.push({
        where,
        lang: node.lang ?? 'text',
        code: node.value,
        meta: parseCodeMeta(node.meta),
      });
    });
  }
  return blocks;
}

/** Blocks that exercise the edges: escaping, blank and CRLF lines, styles, marked lines, plain text. */
const EDGES: Block[] = [
  ['ts', 'const a = b < c && d > e; // <tag> & "quote"\n\n\tindented();\n'],
  ['bash', 'echo "$HOME" # comment\r\nexport A=1 &&\\\n  run --flag'],
  ['json', '{\n  "a": [1, 2.5e3, true, null],\n  "b": "x\\ny"\n}'],
  ['markdown', '# Title\n\n*em* **strong** ~~gone~~ [link](http://x.y) `code`'],
  ['diff', '--- a\n+++ b\n@@ -1 +1 @@\n-old\n+new\n unchanged'],
  ['go', 'package main\n\nfunc main() {\n\tfmt.Println("hi") /* c */\n}'],
  ['solidity', 'contract A { function f() public pure returns (uint) { return 1; } }'],
  ['text', 'plain <text> & more\n\n  spaced'],
  ['python', 'def f(x):\n    """doc"""\n    return x  # c'],
  ['yaml', 'a: 1\nb:\n  - "two"\n  - three # c'],
  ['ts', ''],
  ['bash', '   '],
].map(([lang, code], i) => ({
  where: `edge ${i} (${lang})`,
  lang,
  code,
  meta: parseCodeMeta(i % 3 === 0 ? '{1,3-4} showLineNumbers' : i % 3 === 1 ? '{2}' : ''),
}));

describe('dual-theme highlighting', () => {
  it("writes shiki's own two-theme HTML for every code block of the site and the edge cases", async () => {
    const blocks = [...siteBlocks(), ...EDGES];
    expect(blocks.length).toBeGreaterThan(300);
    const { hl, resolve, highlight } = await getHighlighter(blocks.map((b) => b.lang));
    let compared = 0;
    for (const { where, lang: given, code, meta } of blocks) {
      const lang = resolve(given);
      const expected = referenceHighlight(hl, code, { lang, ...meta });
      expect({ where, html: highlight(code, { lang, ...meta }) }).toEqual({
        where,
        html: expected,
      });
      compared++;
    }
    expect(compared).toBe(blocks.length);
  });
});

describe('code blocks found ahead of the compiler (fencedBlocks)', () => {
  const key = (b: { lang?: string | null; code: string; highlight: ReadonlySet<number> }) =>
    [b.lang ?? 'text', [...b.highlight].join(','), b.code].join('\0');

  it('finds the blocks the parser finds, as it reads them, on nearly every page', () => {
    const parsed = new Set(siteBlocks().map((b) => key({ ...b, highlight: b.meta.highlight })));
    const found = sitePages().flatMap(({ body }) => fencedBlocks(body));
    const hits = found.filter((b) => parsed.has(key(b)));
    // a block read differently is only highlighted twice; most must match for the head start to count
    expect(found.length).toBeGreaterThan(300);
    expect(hits.length / parsed.size).toBeGreaterThan(0.95);
    expect(hits.length / found.length).toBeGreaterThan(0.95);
  });

  it('reads fences as CommonMark does: indentation, tildes, longer closers, meta, unclosed', () => {
    const src = [
      '  ```js title="a.js" {2}',
      '  let a;',
      '   b();',
      '  ```',
      '~~~~ yaml',
      'a: 1',
      '~~~',
      '~~~~~',
      '```',
      'open to the end',
    ].join('\n');
    expect(fencedBlocks(src).map((b) => [b.lang, b.code, [...b.highlight]])).toEqual([
      ['js', 'let a;\n b();', [2]],
      ['yaml', 'a: 1\n~~~', []],
      [null, 'open to the end', []],
    ]);
    expect(fencedBlocks('Some ``` inline ``` code\n')).toEqual([]);
  });
});
