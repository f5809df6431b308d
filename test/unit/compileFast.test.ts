import fs from 'node:fs';
import path from 'node:path';
import fg from 'fast-glob';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from '../../cli/build/parseFrontMatter.js';
import {
  compileMdx,
  compilePlain,
  compileWithMdx,
  type CompileInput,
} from '../../cli/mdx/compileMdx.js';
import { preprocess } from '../../cli/mdx/preprocess.js';
import { componentExpression } from '../../cli/mdx/componentExpression.js';

const root = path.resolve(import.meta.dirname, '..', '..');
const registry: Record<string, unknown> = { 'react/jsx-runtime': jsxRuntime };

type Component = React.ComponentType<{ components?: object }>;

/** Runs a compiled page's module and returns its component. */
function load(code: string): Component {
  const expression = componentExpression(code);
  if (!expression) throw new Error('not a self-contained page module');
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the module was just compiled here
  const run = new Function('__tn_require', `return ${expression}`) as (
    require: (id: string) => unknown,
  ) => Component;
  return run((id) => registry[id]);
}

/** Stand-ins for every component the theme provides: each shows every prop it was given. */
const stubs = Object.fromEntries(
  // the names theme/mdxComponents.tsx provides (browser code, not loaded here), and a few more elements
  [
    ...['a', 'img', 'table', 'h2', 'h3', 'h4', 'h5', 'h6', 'Admonition', 'CodeBlock', 'Diagram'],
    ...['Link', 'p', 'li', 'code', 'pre', 'input', 'section', 'sup', 'del', 'td', 'th'],
  ].map((name) => [
    name,
    ({ children, ...props }: { children?: React.ReactNode }) =>
      React.createElement(
        `x-${name.toLowerCase()}`,
        { 'data-props': JSON.stringify(props) },
        children,
      ),
  ]),
);

const render = (C: Component, components?: object) =>
  renderToStaticMarkup(React.createElement(C, { components }));

async function both(input: CompileInput) {
  const source = preprocess(input.body);
  const fast = await compilePlain(input, source);
  const mdx = await compileWithMdx(input, source);
  return { fast, mdx };
}

/** The same HTML, the same props to every component, the same TOC, ids and links. */
function expectSame(fast: NonNullable<Awaited<ReturnType<typeof compilePlain>>>, mdx: typeof fast) {
  const a = load(fast.code);
  const b = load(mdx.code);
  expect(render(a, stubs)).toBe(render(b, stubs));
  // and with the page's own elements left as they are (only the components stubbed)
  const componentsOnly = Object.fromEntries(
    Object.entries(stubs).filter(([n]) => /^[A-Z]/.test(n)),
  );
  expect(render(a, componentsOnly)).toBe(render(b, componentsOnly));
  const { code: _a, ...restFast } = fast;
  const { code: _b, ...restMdx } = mdx;
  expect(restFast).toEqual(restMdx);
}

const input = (body: string): CompileInput => ({
  file: path.join(root, 'content/docs/x.md'),
  rel: 'x.md',
  body,
  staticDir: path.join(root, 'static'),
});

describe('plain Markdown without the MDX compiler', () => {
  it('renders what MDX renders, for every kind of Markdown', async () => {
    const body = [
      '# Title',
      '',
      'Text with *em*, **strong**, ~~gone~~, `code <b>`, a [link](https://example.com "T") and https://x.io/auto.',
      'A hard break  ',
      'and a line. Quotes "x" \\ and ünïcödé \u2028 here &amp; &copy;.',
      '',
      '## Second {#custom-id}',
      '',
      '| Left | Centre | Right | None |',
      '| :--- | :----: | ----: | ---- |',
      '| 1 | 2 | 3 | 4 |',
      '',
      '- [x] done',
      '- [ ] open',
      '  1. nested',
      '  2. list',
      '',
      '> quoted **text**',
      '',
      '---',
      '',
      ':::tip Title',
      'Inside, with a footnote[^n].',
      '',
      ':::note',
      'Nested.',
      ':::',
      ':::',
      '',
      '```bash title="Run" {1}',
      'treasurenetd start',
      '```',
      '',
      '![Alt text](https://example.com/a.png "Pic")',
      '',
      '[^n]: The footnote.',
    ].join('\n');
    const { fast, mdx } = await both(input(body));
    expect(fast).not.toBeNull();
    expectSame(fast!, mdx);
  });

  it('leaves pages with JSX, expressions, imports or exports to MDX', async () => {
    for (const body of [
      'Text <br/> more.',
      'A {1 + 1} sum.',
      "import X from './x.js';\n\nText.",
      'export const a = 1;\n\nText.',
      '<!-- a comment -->\n\nText.',
    ]) {
      const source = preprocess(body);
      expect(await compilePlain(input(body), source)).toBeNull();
      // and the page still compiles, through MDX, from the tree parsed once: the same module as MDX
      // compiling the source itself
      const compiled = await compileMdx(input(body));
      expect(compiled.code).toContain('MDXContent');
      expect(compiled).toEqual(await compileWithMdx(input(body), source));
    }
  });

  it('gives the same result as MDX on every page of this site, and takes the fast path for most', async () => {
    const files = await fg('content/**/*.{md,mdx}', { cwd: root, absolute: true });
    let fastPages = 0;
    for (const file of files) {
      const { body } = parseFrontMatter(fs.readFileSync(file, 'utf8'), file);
      const { fast, mdx } = await both({
        file,
        rel: path.relative(root, file),
        body,
        staticDir: path.join(root, 'static'),
      });
      if (!fast) continue;
      fastPages++;
      expectSame(fast, mdx);
    }
    expect(fastPages).toBeGreaterThan(files.length * 0.8);
    // every page compiled twice on one thread: about 10 s on a quiet machine, several times that under load
  }, 300_000);
});
