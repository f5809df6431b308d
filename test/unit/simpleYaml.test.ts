import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import { describe, expect, it } from 'vitest';
import { parseDocument, LineCounter, isMap, isScalar } from 'yaml';
import { readSimpleYaml } from '../../cli/build/simpleYaml.js';

const root = path.resolve(import.meta.dirname, '..', '..');

/** What the YAML library makes of the text: data and each key's line. */
function library(text: string) {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false });
  if (doc.errors.length) return 'error';
  const keyLines: Record<string, number> = {};
  if (isMap(doc.contents))
    for (const pair of doc.contents.items)
      if (isScalar(pair.key) && pair.key.range)
        keyLines[String(pair.key.value)] = lineCounter.linePos(pair.key.range[0]).line;
  return { data: (doc.toJS() as Record<string, unknown> | null) ?? {}, keyLines };
}

const CASES = [
  'title: Plain title\ndescription: A sentence, with commas.',
  'sidebar_position: 3\nhide_title: true\ndraft: False\nx: null\ny: ~\nz:',
  'ratio: 1.5\nexp: 2e3\nneg: -4\nplus: +7\nlead: 007\nbig: 99999999999999999999',
  "keywords: [a, b c, \"5005\", 'it''s', 12, true]\ntags: []\nt2: [ one ]\nt3: [x,]",
  "quoted: \"with: colon # and hash\"\nsingle: 'it''s'\nurl: https://example.com/a#b",
  'zero: 0x\ndate: 2024-01-02\ntime: 10:30\nversion: 1.2.3\nhex: 0x1F\noct: 0o17\ninf: .inf',
  'a: value # comment\nb: "esc \\" quote"\nc: multi\n  line\nd: |\n  block',
  'a: x: y\nb: trailing: \nc: - item\nd: [nested, [x]]\ne: {a: 1}\nf: &anchor v',
  'a: 1\na: 2',
  '# comment only\ntitle: x',
  'title: "unterminated\n',
  'key:\tvalue\nk2:  two spaces\nk3: trailing space ',
  'list:\n  - a\n  - b',
  '__proto__: x',
  'title: Ünïcödé — “quotes” ☃\nslug: /docs/x',
  'a: [a,,b]\nb: [a b, c]\nc: [ "x, y" , z ]',
  'a: yes\nb: no\nc: on\nd: Off',
  'a: -\nb: ?x\nc: :x\nd: %x\ne: @x\nf: `x`',
];

describe('simple front matter reader', () => {
  it('reads exactly what the YAML library reads, or gives up', () => {
    const lines = CASES.flatMap((c) => c.split('\n'));
    // every case whole, and every single line of every case on its own
    for (const text of [...CASES, ...lines]) {
      const simple = readSimpleYaml(text);
      if (simple === null) continue;
      expect(library(text), text).toEqual(simple);
    }
  });

  it('reads every front matter of this site itself, the same as the library', async () => {
    const files = await fg('content/**/*.{md,mdx}', { cwd: root, absolute: true });
    for (const file of files) {
      const m = /^---\r?\n([\s\S]*?)\r?\n---/.exec(fs.readFileSync(file, 'utf8'));
      if (!m) continue;
      const simple = readSimpleYaml(m[1]);
      expect(simple, file).not.toBeNull();
      expect(library(m[1])).toEqual(simple);
    }
  });

  it('gives up on what it does not read', () => {
    for (const text of [
      'a: 1\na: 2',
      'list:\n  - a',
      'a: "esc \\" quote"',
      'a: value # comment',
      'a: x: y',
      'a: [nested, [x]]',
      'a: &anchor v',
      'a: .inf',
    ])
      expect(readSimpleYaml(text), text).toBeNull();
  });
});
