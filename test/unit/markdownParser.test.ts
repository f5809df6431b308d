import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../../cli/build/parseFrontMatter.js';
import { parseMarkdown } from '../../cli/mdx/markdownParser.js';
import { preprocess } from '../../cli/mdx/preprocess.js';

const root = path.resolve(import.meta.dirname, '..', '..');

/** Every construct, as MDX's compiler parses a page. */
const full = unified().use(remarkParse).use(remarkMdx).use([remarkGfm, remarkDirective]).freeze();

function expectSameTree(source: string): void {
  expect(parseMarkdown(new VFile(source))).toEqual(full.parse(new VFile(source)));
}

describe('parseMarkdown (issue 13: literal autolinks are looked for only where they can start)', () => {
  it('parses literal autolinks of every kind as GFM does', () => {
    const link = (s: string) => JSON.stringify(parseMarkdown(new VFile(s)));
    expect(link('Mail a@b.co now.')).toContain('"url":"mailto:a@b.co"');
    expect(link('See www.example.com today.')).toContain('"url":"http://www.example.com"');
    expect(link('See HTTPS://example.com/a?b.')).toContain('"url":"HTTPS://example.com/a?b"');
  });

  it('gives the tree of the full parser, with and without each autolink’s start', () => {
    const samples = [
      'Plain prose with words, _emphasis_ and `code`, no links at all.\n',
      'A mail a@b.co, a [link](https://x.com), www.y.org and http://z.net/p.\n',
      '[not www.a.com](/x) and ![i](c@d.png)\n\n| a | b@c.de |\n| - | - |\n',
      ':::tip Remember\nhttps://a.com in a directive, and WWW.B.COM\n:::\n\n- [ ] task e@f.gh\n',
      '# Title\n\n<Tabs>\n  <TabItem value="a">mail x@y.zz</TabItem>\n</Tabs>\n\n{1 + 1}\n',
      'Text&#64;example.com, foo\\@bar.com, ftp://no.link and https:// nothing.\n',
      'Write to first.last+tag@mail.example.org, (x_y@z.io), *a@b.co* or ~q-r@s.tv~ and a@b@c.de.\n',
      'Links mid-word xhttp://a.com, Www.Example.com, hTtPs://X.y and [www.in.label](/z).\n',
      '> quoted.name@host.net\n> - nested https://deep.io/p and\tuser@tab.org\n',
      '@start of the page, then mail@example.org.\n',
    ];
    for (const s of samples) expectSameTree(s);
  });

  it('gives the tree of the full parser on every page of this site', async () => {
    const files = await fg(['content/**/*.{md,mdx}', 'test/fixtures/**/*.{md,mdx}'], {
      cwd: root,
      absolute: true,
    });
    expect(files.length).toBeGreaterThan(100);
    for (const file of files) {
      let body: string;
      try {
        body = parseFrontMatter(fs.readFileSync(file, 'utf8'), file).body;
      } catch {
        continue; // fixtures of broken front matter
      }
      const source = preprocess(body);
      let expected: unknown;
      try {
        expected = full.parse(new VFile(source));
      } catch {
        // fixtures of broken MDX fail the same way
        expect(() => parseMarkdown(new VFile(source))).toThrow();
        continue;
      }
      expect(parseMarkdown(new VFile(source)), file).toEqual(expected);
    }
  });
});
