import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../cli/build/types.js';
import { compileMdx, type CompiledPage } from '../../cli/mdx/compileMdx.js';
import { componentExpression } from '../../cli/mdx/componentExpression.js';
import type { RouteModuleInput } from '../../cli/serve/assembleRouteModule.js';
import {
  buildRouteModule,
  bundleRouteModule,
  evaluateRouteModule,
} from '../../cli/serve/devBundler.js';
import type { RouteModule, SidebarNode } from '../../runtime/types.js';

const site = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-devmod-'));
const fileOf = (name: string) => path.join(site, 'docs', name);
const registry = { react: React, 'react/jsx-runtime': jsxRuntime };

/** Stand-ins for the theme's components: enough to see every prop a page passes them. */
const components = {
  CodeBlock: (p: { lang: string; title?: string; html: string }) =>
    React.createElement('figure', { 'data-lang': p.lang, title: p.title }, p.html),
  Admonition: (p: { type: string; title?: string; children?: React.ReactNode }) =>
    React.createElement('aside', { 'data-type': p.type, title: p.title }, p.children),
};

const PAGES: Record<string, string> = {
  'plain.md': [
    '# Plain page',
    '',
    'Some **bold**, `code`, a [link](./other.md#part) and a footnote[^1].',
    '',
    '| Port | Use |',
    '| :--- | --: |',
    '| 26656 | P2P |',
    '',
    '- [x] done',
    '- [ ] not yet',
    '',
    ':::warning Keep it safe',
    'Back up the key.',
    ':::',
    '',
    '```bash title="Start" {2}',
    'treasurenetd init node',
    'treasurenetd start',
    '```',
    '',
    '[^1]: The note.',
  ].join('\n'),
  'other.md': '## Part\n\nText with <br/> and {"braces"} as an expression.\n',
};

async function compiled(): Promise<Map<string, CompiledPage>> {
  const map = new Map<string, CompiledPage>();
  for (const [name, body] of Object.entries(PAGES))
    map.set(
      `doc:${name}`,
      await compileMdx({ file: fileOf(name), rel: name, body, staticDir: site }),
    );
  return map;
}

function inputFor(route: RouteEntry, pages: Map<string, CompiledPage>): RouteModuleInput {
  const sidebar: SidebarNode[] = [
    { type: 'doc', id: 'plain', label: 'Plain page', route: '/docs/plain' },
  ];
  return {
    route,
    compiled: pages,
    sources: new Map(Object.keys(PAGES).map((n) => [`doc:${n}`, fileOf(n)])),
    fileRoutes: new Map([[fileOf('other.md'), '/docs/other']]),
    sidebars: { docs: sidebar },
  };
}

const docRoute = (name: string): RouteEntry =>
  ({
    route: `/docs/${name}`,
    content: { mdx: `doc:${name}` },
    sidebar: 'docs',
    data: { kind: 'doc', id: name, title: name, toc: [], breadcrumbs: [] },
  }) as unknown as RouteEntry;

const render = (mod: RouteModule) =>
  renderToStaticMarkup(
    React.createElement(mod.default as React.ComponentType<{ components: object }>, {
      components,
    }),
  );

describe('dev route modules', () => {
  it('puts a plain Markdown page together without a bundler, rendering what esbuild bundles', async () => {
    const pages = await compiled();
    for (const name of ['plain.md', 'other.md']) {
      const input = inputFor(docRoute(name), pages);
      const fast = await buildRouteModule(input, 'node');
      const bundled = await bundleRouteModule(input, 'node');
      expect(fast.code).not.toBe(bundled.code); // the assembled text, not esbuild's output
      const a = evaluateRouteModule(fast.code, registry);
      const b = evaluateRouteModule(bundled.code, registry);
      expect(render(a)).toBe(render(b));
      expect(a.data).toEqual(b.data);
      expect(a.sidebar).toEqual(b.sidebar);
    }
    const html = render(
      evaluateRouteModule(
        (await buildRouteModule(inputFor(docRoute('plain.md'), pages), 'node')).code,
        registry,
      ),
    );
    expect(html).toContain('href="/docs/other#part"');
    expect(html).toContain('data-type="warning"');
    expect(html).toContain('26656');
  });

  it('gives the browser an ES module with the same exports', async () => {
    const pages = await compiled();
    const input = inputFor(docRoute('plain.md'), pages);
    const { code } = await buildRouteModule(input, 'browser');
    expect(code).toMatch(/^export default /m);
    const file = path.join(site, 'browser-module.mjs');
    fs.writeFileSync(file, code);
    (globalThis as { __tn_require?: unknown }).__tn_require = (id: keyof typeof registry) =>
      registry[id];
    const mod = (await import(pathToFileURL(file).href)) as RouteModule;
    const node = evaluateRouteModule((await buildRouteModule(input, 'node')).code, registry);
    expect(render(mod)).toBe(render(node));
    expect(mod.data).toEqual(node.data);
  });

  it('leaves pages with imports or exports of their own to the bundler', async () => {
    const compile = (body: string) =>
      compileMdx({ file: fileOf('x.mdx'), rel: 'x.mdx', body, staticDir: site });
    const withImport = await compile("import Thing from './Thing.js';\n\n<Thing />\n");
    const withExport = await compile('export const meta = { a: 1 };\n\n# Title\n');
    const plain = await compile('# Title\n\nText.\n');
    expect(componentExpression(withImport.code)).toBeNull();
    expect(componentExpression(withExport.code)).toBeNull();
    expect(componentExpression(plain.code)).not.toBeNull();
  });

  it('reports a .md link to no page, as the bundled module does', async () => {
    const pages = await compiled();
    const input = { ...inputFor(docRoute('plain.md'), pages), fileRoutes: new Map() };
    const fast = await buildRouteModule(input, 'node');
    const bundled = await bundleRouteModule(input, 'node');
    expect(fast.errors.map((e) => e.code)).toEqual(['BROKEN_MD_LINK']);
    expect(fast.errors.map((e) => e.message)).toEqual(bundled.errors.map((e) => e.message));
  });
});
