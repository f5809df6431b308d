// Each remark plugin on its own: compile a small source with only that plugin (plus the syntax it
// needs) and snapshot the JSX it yields, so a change in a plugin's output shows up as a reviewable
// diff.
import path from 'node:path';
import { compile, type CompileOptions } from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import { describe, expect, it } from 'vitest';
import { remarkAdmonitions } from '../../cli/mdx/remarkAdmonitions.js';
import { remarkCode } from '../../cli/mdx/remarkCode.js';
import { remarkHeadings, type HeadingData } from '../../cli/mdx/remarkHeadings.js';
import { remarkLinks, type LinkData } from '../../cli/mdx/remarkLinks.js';
import { ROOT } from './helpers.js';

async function jsx(
  source: string,
  remarkPlugins: NonNullable<CompileOptions['remarkPlugins']>,
  file = '/site/docs/page.md',
): Promise<string> {
  const out = await compile(
    { value: source, path: file },
    { format: 'mdx', jsx: true, remarkPlugins },
  );
  return String(out.value);
}

describe('remarkAdmonitions', () => {
  it('turns :::type blocks (with a title, nested) into Admonition and restores stray directives', async () => {
    const source = [
      '::::warning[Keep your mnemonic offline]',
      'Never paste it into a website.',
      '',
      ':::tip',
      'Nested.',
      ':::',
      '::::',
      '',
      'A ratio of 1:2 and Note:this stay text.',
      '',
      ':::unknown',
      'Not an admonition type.',
      ':::',
    ].join('\n');
    expect(await jsx(source, [remarkDirective, remarkAdmonitions])).toMatchSnapshot();
  });
});

describe('remarkHeadings', () => {
  it('gives headings GitHub-slug or custom ids, lifts the h1 title and collects TOC and targets', async () => {
    const out: HeadingData = { toc: [], ids: [] };
    const source = [
      '# Page title',
      '',
      '## First part',
      '',
      '### Custom id \\{#custom}',
      '',
      '## First part',
      '',
      '<a id="raw-anchor"></a>',
    ].join('\n');
    expect(await jsx(source, [remarkHeadings(out)])).toMatchSnapshot();
    expect(out).toMatchInlineSnapshot(`
      {
        "contentTitle": "Page title",
        "ids": [
          "first-part",
          "custom",
          "first-part-1",
          "raw-anchor",
        ],
        "toc": [
          {
            "id": "first-part",
            "level": 2,
            "value": "First part",
          },
          {
            "id": "custom",
            "level": 3,
            "value": "Custom id",
          },
          {
            "id": "first-part-1",
            "level": 2,
            "value": "First part",
          },
        ],
      }
    `);
  });
});

describe('remarkCode', () => {
  it('highlights fences for both colour modes with title, line highlights and line numbers', async () => {
    const source = [
      '```bash title="Start the node" {2} showLineNumbers',
      'treasurenetd init node0',
      'treasurenetd start',
      '```',
      '',
      '```',
      'plain text',
      '```',
    ].join('\n');
    expect(await jsx(source, [remarkCode])).toMatchSnapshot();
  });
});

describe('remarkLinks', () => {
  it('marks .md links, copies relative images as hashed assets, inlines SVG diagrams, records positions', async () => {
    const site = path.join(ROOT, 'test/fixtures/minimal');
    const file = path.join(site, 'docs/guide/second.md');
    const out: LinkData = { links: [], assets: [], deps: [], problems: [] };
    const source = [
      'See [the first guide](./first.md#setup), [home](/) and [a site](https://example.com).',
      '',
      '![A single pixel](./pixel.png)',
      '',
      '![A two-box flow](/img/flow.svg)',
      '',
      '![](./missing.png)',
    ].join('\n');
    const code = await jsx(
      source,
      [remarkLinks({ file, staticDir: path.join(site, 'static'), out })],
      file,
    );
    const relative = (s: string) => s.split(ROOT).join('<root>');
    expect(relative(code)).toMatchSnapshot();
    expect(JSON.parse(relative(JSON.stringify(out)))).toMatchSnapshot();
  });
});
