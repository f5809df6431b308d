import { describe, expect, it } from 'vitest';
import {
  checkFrontMatter,
  DOC_FRONT_MATTER,
  parseFrontMatter,
} from '../../cli/build/parseFrontMatter.js';

describe('front matter', () => {
  it('parses YAML and blanks it while keeping line numbers', () => {
    const src = '---\ntitle: Hello\nsidebar_position: 3\n---\n# Body\n';
    const fm = parseFrontMatter(src, 'a.md');
    expect(fm.data).toEqual({ title: 'Hello', sidebar_position: 3 });
    expect(fm.body.split('\n')[4]).toBe('# Body');
    expect(fm.keyLines.sidebar_position).toBe(3);
  });
  it('reports invalid YAML with file, line and a hint', () => {
    try {
      parseFrontMatter('---\ndescription: a: b\n---\n', 'bad.md');
      expect.unreachable();
    } catch (e) {
      const err = e as { code: string; loc: { file: string; line: number }; hint: string };
      expect(err.code).toBe('FRONT_MATTER_YAML');
      expect(err.loc).toMatchObject({ file: 'bad.md', line: 2 });
      expect(err.hint).toMatch(/quote/);
    }
  });
  it('rejects a value of the wrong type at its line', () => {
    const fm = parseFrontMatter('---\ntitle: x\nsidebar_position: "three"\n---\n', 'd.md');
    expect(() => checkFrontMatter(fm, DOC_FRONT_MATTER, 'd.md')).toThrowError(
      /sidebar_position' must be a number/,
    );
    try {
      checkFrontMatter(fm, DOC_FRONT_MATTER, 'd.md');
    } catch (e) {
      expect((e as { loc: { line: number } }).loc.line).toBe(3);
    }
  });
});
