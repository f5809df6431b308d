import { describe, expect, it } from 'vitest';
import {
  BLOG_FRONT_MATTER,
  checkFrontMatter,
  DOC_FRONT_MATTER,
  PAGE_FRONT_MATTER,
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
  it("reads YAML's numbers as text where text is expected, as Docusaurus does", () => {
    const fm = parseFrontMatter('---\ntitle: 404\nkeywords: [404, not found]\n---\n', 'd.md');
    checkFrontMatter(fm, DOC_FRONT_MATTER, 'd.md');
    expect(fm.data).toMatchObject({ title: '404', keywords: ['404', 'not found'] });
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

describe('front matter types (zod)', () => {
  const check = (yaml: string, schema = DOC_FRONT_MATTER) => {
    const fm = parseFrontMatter(`---\n${yaml}\n---\n`, 'p.md');
    try {
      checkFrontMatter(fm, schema, 'p.md');
      return null;
    } catch (e) {
      const err = e as { code: string; message: string; loc: { line: number }; hint: string };
      return { code: err.code, message: err.message, line: err.loc.line, hint: err.hint };
    }
  };

  it('accepts the values each kind takes, and keys of the site’s own', () => {
    expect(check('sidebar_position: 2.5\nhide_title: false\nkeywords: [a, b]')).toBeNull();
    expect(check('tags: one\nlast_update: { date: 2024-01-01 }\nmy_key: [1, {a: 2}]')).toBeNull();
    expect(check('tags: [a, {label: B, permalink: /b}]\npagination_next: null')).toBeNull();
    expect(check('custom_edit_url: {x: 1}\ndisplayed_sidebar: docs')).toBeNull();
    expect(check('authors: [{name: A}]\ndate: 2024-01-01', BLOG_FRONT_MATTER)).toBeNull();
    expect(check('wrapperClassName: home', PAGE_FRONT_MATTER)).toBeNull();
  });

  it('refuses a wrong value with the message, line and hint of its kind', () => {
    expect(check('title: x\nhide_title: "yes"')).toEqual({
      code: 'FRONT_MATTER_TYPE',
      message: `Front matter 'hide_title' must be true or false, got "yes".`,
      line: 3,
      hint: 'Write hide_title: true or hide_title: false.',
    });
    expect(check('keywords: a')).toMatchObject({
      message: `Front matter 'keywords' must be a list of strings, got "a".`,
      hint: 'Write keywords: [a, b].',
    });
    expect(check('\n\ntitle: true')).toMatchObject({
      message: `Front matter 'title' must be a string, got true.`,
      line: 4,
      hint: 'Quote the value: title: "..."',
    });
    expect(check('tags: [a, true]')).toMatchObject({
      message: /'tags' must be a string or a list/,
    });
    expect(check('pagination_prev: 3')).toMatchObject({
      message: /'pagination_prev' must be a string, an object or null, got 3/,
    });
    expect(check('wrapperClassName: [a]', PAGE_FRONT_MATTER)).toMatchObject({
      message: /'wrapperClassName' must be a string/,
    });
  });

  it('refuses a number that is not finite, and null where a value is needed', () => {
    expect(check('sidebar_position: .inf')).toMatchObject({
      message: `Front matter 'sidebar_position' must be a number, got null.`,
      hint: 'Write sidebar_position: 3 (without quotes).',
    });
    expect(check('sidebar_position: .nan')).toMatchObject({ line: 2 });
    expect(check('title:')).toMatchObject({ message: /'title' must be a string, got null/ });
  });

  it('reports the first wrong value in the file, not in the schema', () => {
    // the schema lists title before sidebar_position; the file has them the other way round
    expect(check('sidebar_position: "x"\ntitle: 3')).toMatchObject({
      message: /'sidebar_position' must be a number/,
      line: 2,
    });
    expect(
      check('title: ok\nsidebar_position: 1\ndraft: 0\ntitle_extra: 1\nslug: 5'),
    ).toMatchObject({ message: /'draft' must be true or false/, line: 4 });
  });
});
