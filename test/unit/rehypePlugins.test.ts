// Each rehype plugin on its own, on the HTML remark-gfm yields: the output as a reviewable string.
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { rehypeEmptyHeaders } from '../../cli/mdx/rehypeEmptyHeaders.js';
import { rehypeTaskLabels } from '../../cli/mdx/rehypeTaskLabels.js';

async function jsx(source: string, plugin: () => unknown): Promise<string> {
  const out = await compile(source, {
    format: 'md',
    jsx: true,
    remarkPlugins: [remarkGfm],
    rehypePlugins: [plugin as never],
  });
  // the JSX of the page body only, one element per line
  const body = /return (?:<>)?([\s\S]*?)(?:<\/>)?;\n}/.exec(String(out.value))![1];
  return body.replace(/\{"\\n"\}/g, '\n').trim();
}

describe('rehypeTaskLabels (issue 12, axe label)', () => {
  it('wraps a task checkbox and its own text in a label, tight and loose, leaving nested lists out', async () => {
    const out = await jsx(
      '- [x] Done with a [link](/x)\n  - [ ] Nested\n- plain item\n\n* [ ] Loose\n\n  Second paragraph.\n',
      rehypeTaskLabels,
    );
    expect(out).toMatchInlineSnapshot(`
      "<_components.ul className="contains-task-list">
      <_components.li className="task-list-item"><_components.label className="task-label"><_components.input type="checkbox" checked disabled />{" "}{"Done with a "}<_components.a href="/x">{"link"}</_components.a>
      </_components.label><_components.ul className="contains-task-list">
      <_components.li className="task-list-item"><_components.label className="task-label"><_components.input type="checkbox" disabled />{" "}{"Nested"}</_components.label></_components.li>
      </_components.ul>
      </_components.li>
      <_components.li>{"plain item"}</_components.li>
      </_components.ul>
      <_components.ul className="contains-task-list">
      <_components.li className="task-list-item">
      <_components.p><_components.label className="task-label"><_components.input type="checkbox" disabled />{" "}{"Loose"}</_components.label></_components.p>
      <_components.p>{"Second paragraph."}</_components.p>
      </_components.li>
      </_components.ul>"
    `);
  });
});

describe('rehypeEmptyHeaders (issue 12, axe empty-table-header)', () => {
  it('turns a header cell without content into a data cell and keeps the others', async () => {
    const out = await jsx(
      '|  | A | ![i](/i.png) |\n| - | - | - |\n| x | 1 | 2 |\n',
      rehypeEmptyHeaders,
    );
    expect(out).toMatchInlineSnapshot(
      `"<_components.table><_components.thead><_components.tr><_components.td /><_components.th>{"A"}</_components.th><_components.th><_components.img src="/i.png" alt="i" /></_components.th></_components.tr></_components.thead><_components.tbody><_components.tr><_components.td>{"x"}</_components.td><_components.td>{"1"}</_components.td><_components.td>{"2"}</_components.td></_components.tr></_components.tbody></_components.table>"`,
    );
  });
});
