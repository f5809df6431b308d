import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ParseMemo } from '../../cli/build/parseMemo.js';
import { parseYaml } from '../../cli/build/parseFrontMatter.js';
import { parseDataFile } from '../../cli/util/parseDataFile.js';

const YAML = 'title: Staking\nkeywords: [404, not found]\nsidebar_position: 3\n';
const PROBLEM = { code: 'AUTHORS_INVALID', hint: 'fix it' };

describe('ParseMemo: front matter and data files parsed once across builds', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-parse-memo-'));
    file = path.join(dir, 'parsed.json');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** The memo file with every stored result's title replaced: what a later build reads back. */
  const tamper = () => {
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { parsed: Record<string, string> };
    for (const k of Object.keys(data.parsed))
      data.parsed[k] = data.parsed[k].replace('Staking', 'From the memo');
    fs.writeFileSync(file, JSON.stringify(data));
    return data;
  };

  it('gives what the parser gives, and the next build takes it from the file', () => {
    const first = ParseMemo.open(dir);
    expect(first.frontMatter(YAML, 'a.md')).toEqual(parseYaml(YAML, 'a.md'));
    first.save();
    tamper();
    const next = ParseMemo.open(dir);
    const got = next.frontMatter(YAML, 'a.md');
    expect(got.data.title).toBe('From the memo');
    // a fresh copy each time: a caller changing it changes nothing kept
    got.data.title = 'changed';
    expect(next.frontMatter(YAML, 'b.md').data.title).toBe('From the memo');
    // an edited front matter is parsed again
    expect(next.frontMatter(`${YAML}draft: true\n`, 'a.md').data).toMatchObject({
      title: 'Staking',
      draft: true,
    });
  });

  it('keeps data files by type, and writes only what this build used', () => {
    const memo = ParseMemo.open(dir);
    const yml = memo.dataFile('jane:\n  name: Jane\n', '/b/authors.yml', PROBLEM);
    expect(yml).toEqual(parseDataFile('jane:\n  name: Jane\n', '/b/authors.yml', PROBLEM));
    expect(memo.dataFile('a: 1', '/b/_category_.yml', PROBLEM)).toEqual({ a: 1 });
    memo.frontMatter(YAML, 'a.md');
    memo.save();
    expect(Object.keys(tamper().parsed)).toHaveLength(3);
    // the same text in a .json file is JSON's to parse (kept above as YAML)
    expect(() => ParseMemo.open(dir).dataFile('a: 1', '/b/_category_.json', PROBLEM)).toThrow(
      /Cannot parse _category_\.json/,
    );
    const next = ParseMemo.open(dir);
    next.frontMatter(YAML, 'a.md');
    next.save();
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as { parsed: object };
    expect(Object.keys(kept.parsed)).toHaveLength(1);
  });

  it('never keeps an error or a value JSON cannot carry, and ignores a file of another version', () => {
    const memo = ParseMemo.open(dir);
    expect(() => memo.frontMatter('title: [unclosed\n', 'bad.md')).toThrow(/not valid YAML/);
    expect(memo.frontMatter('weight: .inf\n', 'inf.md').data.weight).toBe(Infinity);
    memo.frontMatter(YAML, 'a.md');
    memo.save();
    const data = tamper() as { engine?: string; parsed: Record<string, string> };
    expect(Object.keys(data.parsed)).toHaveLength(1);
    expect(() => ParseMemo.open(dir).frontMatter('title: [unclosed\n', 'bad.md')).toThrow();
    fs.writeFileSync(file, JSON.stringify({ ...data, engine: 'another version' }));
    expect(ParseMemo.open(dir).frontMatter(YAML, 'a.md').data.title).toBe('Staking');
    fs.writeFileSync(file, '{"engine":');
    expect(ParseMemo.open(dir).frontMatter(YAML, 'a.md').data.title).toBe('Staking');
  });
});
