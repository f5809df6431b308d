import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fg from 'fast-glob';
import type { Root } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../../cli/build/parseFrontMatter.js';
import { parseFast } from '../../cli/mdx/fastMarkdown.js';
import { parseMarkdown } from '../../cli/mdx/markdownParser.js';
import { preprocess } from '../../cli/mdx/preprocess.js';
import { generateSite } from '../bench/generateSite.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');

/** micromark with every construct MDX's compiler reads: the tree the fast parser must give. */
const full = unified().use(remarkParse).use(remarkMdx).use([remarkGfm, remarkDirective]).freeze();
const micromark = (text: string): Root => full.parse(new VFile(text));

/** The tree (or the error's message and place) of a text, by both parsers. */
function both(text: string) {
  const run = (parse: () => Root) => {
    try {
      return { tree: parse() };
    } catch (e) {
      const { message, line, column } = e as { message: string; line?: number; column?: number };
      return { error: { message, line, column } };
    }
  };
  return {
    expected: run(() => micromark(text)),
    actual: run(() => parseMarkdown(new VFile(text))),
  };
}

/** The share of a text's characters the fast parser read itself (not handed to micromark). */
function fastShare(text: string): number {
  let fell = 0;
  parseFast(text, (region) => {
    fell += region.length;
    return micromark(region);
  });
  return text.length === 0 ? 1 : 1 - fell / text.length;
}

const sitePages = () =>
  fg
    .sync(['content/**/*.{md,mdx}'], { cwd: root, absolute: true })
    .map((file) => preprocess(parseFrontMatter(fs.readFileSync(file, 'utf8'), file).body));

/** A seeded generator (mulberry32), so that a failure names a text that fails again. */
function random(seed: number) {
  let s = seed;
  const next = () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)],
    count: (max: number) => Math.floor(next() * (max + 1)),
  };
}

/** Inline pieces the fast parser reads, and pieces it must decline, side by side. */
const PLAIN = ['foo', 'bar baz', 'x', '*', '**', '_', '__', '`', ' ', '[a](b)', '](/u)', '[', ']'];
const MORE = ['![', '\\*', ':', ': ', '*em*', '**st**', '_u_', 'a_b_c', '(', ')', '.', '!', '#'];
const CODE = ['-', '`code`', '``a`b``', '` `', '` a `', '\n', '\nfoo', '\u00a0', 'é', '’', '*é'];
const HOSTILE = ['***', '\\', ':a', ':0', '&amp;', '<', '{', '}', '|', '~', '@', 'a@b.co', '\t'];
const LINKS = ['www.x.com', 'http://x.y', '[a *b*](c "t")', '![i](s)', '![](s)', '[^n]', '  '];
const INLINE = [...PLAIN, ...MORE, ...CODE];
const ANY = [...INLINE, ...HOSTILE, ...LINKS];

/** Line starts that open blocks, or nearly do. */
const STARTS = ['', '', '', '# ', '## ', '####### ', '#', '- ', '* ', '+ ', '1. ', '2) ', '> '];
const STARTS_MORE = [' ', '   ', '    ', '\t', '```', '```js', '````', '~~~', ':::note', ':::'];
const STARTS_EDGE = ['::::', '| a | b |', '| --- | :-: |', '---', '***', '- - -', '===', '[x]: /u'];
const LINE_STARTS = [...STARTS, ...STARTS_MORE, ...STARTS_EDGE, '- [ ] ', '  - ', '-'];

/** Documents of random lines: anything, mostly declined. */
function lineDocument(r: ReturnType<typeof random>): string {
  const lines = Array.from({ length: 1 + r.count(11) }, () => {
    if (r.next() < 0.2) return '';
    let line = r.pick(LINE_STARTS);
    for (let k = r.count(5); k > 0; k--) line += r.pick(ANY);
    return r.next() < 0.1 ? `${line} ` : line;
  });
  return lines.join('\n') + (r.next() < 0.7 ? '\n' : '');
}

/** Documents of the blocks the fast parser reads, with near misses, so that it reads most of them. */
function blockDocument(r: ReturnType<typeof random>, pieces: readonly string[]): string {
  const inline = (n: number) => Array.from({ length: n }, () => r.pick(pieces)).join('');
  const block = (): string => {
    const kind = r.next();
    if (kind < 0.25)
      return Array.from({ length: 1 + r.count(2) }, () => `w${inline(1 + r.count(4))}`).join('\n');
    if (kind < 0.35) return `${r.pick(['# ', '## ', '### '])}h${inline(r.count(3))}`;
    if (kind < 0.5) {
      const marker = r.pick(['- ', '* ', '1. ', '3) ']);
      const item = () => `${r.next() < 0.1 ? r.pick(['- ', '+ ', '2. ', '  ']) : marker}i`;
      return Array.from({ length: 1 + r.count(2) }, () => item() + inline(r.count(3))).join('\n');
    }
    if (kind < 0.62) {
      const cells = 1 + r.count(2);
      const row = () =>
        `|${Array.from({ length: r.next() < 0.1 ? cells + 1 : cells }, () => ` ${inline(r.count(2))} `).join('|')}|`;
      const delimiter = Array.from({ length: cells }, () => r.pick([' --- ', ':--', '--:', '-']));
      return [row(), `|${delimiter.join('|')}|`, ...Array.from({ length: r.count(2) }, row)].join(
        '\n',
      );
    }
    if (kind < 0.72) {
      const fence = r.pick(['```', '~~~', '````']);
      const info = r.pick(['', 'js', 'bash title="a b"', ' x ', 'a`b']);
      const inside = r.pick(['', '```', '  ```', 'x', ':::']);
      const close = r.pick([fence, `${fence}\``, '```', '~~~', `${fence} `]);
      return `${fence}${info}\n${inline(3)}\n${inside}\n${close}`;
    }
    if (kind < 0.82) {
      const open = r.pick([':::note', `:::tip[${inline(2)}]`, ':::warning[]', ':::a-b', ':::2']);
      const more = r.next() < 0.3 ? `\n\n${block()}` : '';
      const close = r.pick([':::', ':::', '::::', ' :::']);
      return `${open}\n${r.next() < 0.5 ? '' : '\n'}${block()}${more}\n${close}`;
    }
    if (kind < 0.87) return r.pick(['---', '***', '___', '- - -', '-----']);
    return `p${inline(3)}`;
  };
  const gaps = ['\n\n', '\n\n', '\n', '\n\n\n', '\n\n  ', '\n\n- ', '\n\n> '];
  return Array.from({ length: 1 + r.count(4) }, () => block() + r.pick(gaps)).join('');
}

describe('parseFast (issue 13: the plainest Markdown without micromark)', () => {
  it('gives micromark’s tree for the near misses found while it was written', () => {
    const samples = [
      'at 00:00 UTC, and :name or x:y\n', // a text directive, whose name may start with a digit
      '**Next:** [a](b): c :: d :) e:\\f :é :_g:\n', // no directive starts at punctuation or a space
      'é\u00a0\n\n# Title\u00a0\n\n| a\u00a0| \u00a0b |\n| - | - |\n', // U+00A0 is not Markdown's space
      '- ~~~\n\nb\n', // a fence left open in a list item takes in the blank line after it
      '-\n  ~~~\n~~~\n\nb\n', // the second fence is not the list item's: it opens
      ':::a\n~~~\n:::\n~~~\n:::\n', // a container's closing line closes it inside a fence
      '````a`b\n[]**st**\n\n```` \n\n# h\n', // a backtick fence's info holds no backtick
      ':::2\n\nd\n', // a container whose name starts with a digit
      ':::p[\\]\n:::\n', // an escaped bracket leaves the label open: no container
      'p\n-:\n\nq\n|-|\n', // a paragraph's line above a delimiter row heads a table
      'a \\\\{x}\n', // an escaped backslash does not escape the brace: an expression
      'para \n\nlast  \n\n# Head  \n\n- item  \n- b\n', // spaces at the end of a block
      '**a *b* c** *d **e** f* **g*h* i** snake_case_name __x__ _y_\n',
      '[a `]` b](u) [*x*](/p#q) ![alt text](i.png) ![](e.png) [](/empty)\n',
      '| a | `|` |\n| - | - |\n| `x | y` |\n',
      '```js title="x y"\ncode\n```\n\n~~~\n~~~\n\n***\n\n---\n',
      '1. one\n2. two\n\n3) three\n\n- a\n\n- b\n',
      ':::tip[Label *x*]\ntext\n\n- a\n- b\n:::\n\n:::note\n:::\n',
    ];
    for (const text of samples) {
      const { expected, actual } = both(text);
      expect(actual, JSON.stringify(text)).toEqual(expected);
    }
  });

  it('reads most of this site’s Markdown itself, and gives micromark’s tree for every page', () => {
    const pages = sitePages();
    expect(pages.length).toBeGreaterThan(100);
    let fast = 0;
    let all = 0;
    for (const page of pages) {
      const { expected, actual } = both(page);
      expect(actual).toEqual(expected);
      fast += fastShare(page) * page.length;
      all += page.length;
    }
    // 88 % when written; micromark alone took six times the CPU of both parsers together
    expect(fast / all).toBeGreaterThan(0.75);
  });

  it('reads the bench’s generated pages whole', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-fast-'));
    try {
      generateSite(dir, 20);
      const files = fg.sync('docs/**/*.md', { cwd: dir, absolute: true });
      expect(files).toHaveLength(20);
      for (const file of files) {
        const body = preprocess(parseFrontMatter(fs.readFileSync(file, 'utf8'), file).body);
        const { expected, actual } = both(body);
        expect(actual).toEqual(expected);
        expect(fastShare(body)).toBe(1);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives micromark’s tree for long runs that a backtracking pattern would take quadratic time on', () => {
    const n = 50_000;
    const texts = [
      `a${' '.repeat(n)}b\n`,
      `a${' '.repeat(n)}\n\nb\n`,
      `\` ${'a'.repeat(n)}\`\n`,
      `| a${' '.repeat(n)}b |\n| - |\n`,
      `a${'\\'.repeat(n)}\n`,
      `${'\n'.repeat(n)}  x\n`,
      `${Array.from({ length: n / 20 }, (_, i) => `[l${i}](/u${i})`).join(' ')}\n`,
      `${'*a* '.repeat(n / 10)}\n`,
    ];
    for (const text of texts) {
      const { expected, actual } = both(text);
      expect(actual).toEqual(expected);
    }
  });

  it('reports a syntax error where micromark does, in a page it otherwise reads', () => {
    const page = '# Title\n\nPlain text.\n\n| a |\n| - |\n\nThen a <b tag that never closes.\n';
    const { expected, actual } = both(page);
    expect(expected.error?.line).toBe(8);
    expect(actual).toEqual(expected);
  });

  it('gives micromark’s tree, or its error, for thousands of random documents', () => {
    const runs: [string, (r: ReturnType<typeof random>) => string][] = [
      ['lines', lineDocument],
      ['blocks the fast parser reads', (r) => blockDocument(r, INLINE)],
      ['blocks with hostile text', (r) => blockDocument(r, ANY)],
    ];
    for (const [name, document] of runs) {
      const r = random(13);
      let read = 0;
      for (let n = 0; n < 1500; n++) {
        const text = document(r);
        const { expected, actual } = both(text);
        expect(actual, `${name}: ${JSON.stringify(text)}`).toEqual(expected);
        if (!expected.error && fastShare(text) > 0) read++;
      }
      // the fast parser must have read part of a good share of them, or they test little
      expect(read, name).toBeGreaterThan(150);
    }
  }, 300_000);
});
