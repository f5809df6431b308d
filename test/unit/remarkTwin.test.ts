/**
 * remarkTwin (issue 31): a page's tree written back as Markdown. Text is written as it is only
 * where Markdown cannot read it as syntax: parsed again, every twin has the same blocks and text.
 */
import type { Root, RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../cli/mdx/markdownParser.js';
import { preprocess } from '../../cli/mdx/preprocess.js';
import { remarkAdmonitions } from '../../cli/mdx/remarkAdmonitions.js';
import { twinOf } from '../../cli/mdx/remarkTwin.js';

const reparse = (md: string) => unified().use(remarkParse).use(remarkGfm).parse(md);

function twin(source: string): string {
  const tree = parseMarkdown(new VFile({ value: preprocess(source) }));
  remarkAdmonitions()(tree as never);
  return twinOf(tree as never).markdown;
}

/** Block types and their text, as a reader of the Markdown sees them. */
function shape(n: Root | RootContent): unknown {
  if ('value' in n) return [n.type, n.value];
  return [n.type, ...('children' in n ? n.children.map(shape) : [])];
}

describe('remarkTwin', () => {
  it.each([
    ['a paragraph that looks like a list', '1\\. not a list\n\n2024\\. A year.\n'],
    ['markers at a line start', '\\- not an item\n\n\\+ nor this\n\n\\# not a heading\n'],
    ['emphasis characters', 'a \\* b and foo_bar_baz and \\_x\\_\n'],
    ['brackets, angle brackets, entities', '\\[not a link\\] \\<tag\\> AT\\&T &amp; \\!\n'],
    ['a hard break before a number', 'Line one\\\n1\\. still text\n'],
    ['a hard break before plain text', 'Line one\\\nline two\n'],
    ['a paragraph over several lines', 'first line\nsecond line\n3 items left\n'],
    ['text after a link starting with a digit', 'See [x](/a) 2. then more.\n'],
    ['pipes and code in a table', '| a | b |\n| - | - |\n| x \\| y | `1 | 2` |\n'],
    ['setext-looking lines', 'Title\n\\=\\=\\=\n\nText\n\\-\\-\\-\n'],
    ['indented-looking text', '&#x20;   four spaces\n'],
    ['email-like and URL-like text', 'write to a\\@b.co or http\\://x.io\n'],
  ])('%s: the same blocks and text when parsed again', (_name, source) => {
    const original = reparse(source);
    const md = twin(source);
    expect(shape(reparse(md)), md).toEqual(shape(original));
  });

  it("writes admonitions as labelled blockquotes and keeps a code block's title", () => {
    const md = twin(':::warning[Careful]\n\nText.\n\n:::\n\n```js title="a.js" {1}\nx\n```\n');
    expect(md).toBe('> **Careful**\n>\n> Text.\n\n```js title="a.js"\nx\n```\n');
  });
});
