import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { isStaticMdx } from '../../cli/build/staticContent.js';
import { compileMdx } from '../../cli/mdx/compileMdx.js';
import type { BootData } from '../../runtime/types.js';
import { cli, copyFixture } from './helpers.js';

const compiled = async (body: string) =>
  (await compileMdx({ file: '/site/docs/page.mdx', rel: 'page.mdx', body, staticDir: '/s' })).code;

describe('isStaticMdx: content that needs no JavaScript once rendered', () => {
  it('accepts Markdown with code blocks, admonitions, tables and the home page parts', async () => {
    const md =
      '# T\n\n```js title="a.js"\nlet a = 1;\n```\n\n:::tip\nA tip.\n:::\n\n|a|b|\n|-|-|\n|1|2|\n';
    expect(isStaticMdx(await compiled(md))).toBe(true);
    const home =
      "import { Home, Hero } from '@theme/Home';\n\n<Home><Hero title=\"t\" lead=\"l\" primary={{ label: 'a', to: '/' }} /></Home>\n";
    expect(isStaticMdx(await compiled(home))).toBe(true);
  });

  it('refuses imports of other components, event handlers and dynamic imports', async () => {
    expect(isStaticMdx(await compiled("import { Tabs } from './Tabs';\n\n<Tabs />\n"))).toBe(false);
    expect(isStaticMdx(await compiled('<button onClick={() => alert(1)}>Go</button>\n'))).toBe(
      false,
    );
    expect(isStaticMdx(await compiled("export const x = import('./x.js');\n\nHi\n"))).toBe(false);
  });
});

const bootOf = (html: string) =>
  JSON.parse(
    /<script id="__tn_boot" type="application\/json">(.*?)<\/script>/.exec(html)![1],
  ) as BootData;
/** What the entry preloads once the page has painted (relative to the output folder). */
const preloadsOf = (html: string) => (bootOf(html).preload ?? []).map((href) => href.slice(1));

describe('first visit: what a page loads before it is interactive (issue 13)', () => {
  let out: string;
  const page = (rel: string) => fs.readFileSync(path.join(out, rel, 'index.html'), 'utf8');
  const js = (rel: string) => fs.readFileSync(path.join(out, rel), 'utf8');
  beforeAll(async () => {
    const site = copyFixture('minimal', {
      'docs/live.mdx':
        "---\ntitle: Live\n---\n\nimport { Counter } from './Counter';\n\n<Counter />\n",
      'docs/Counter.tsx':
        "import { useState } from 'react';\nexport function Counter() {\n  const [n, setN] = useState(0);\n  return <button onClick={() => setN(n + 1)}>{n}</button>;\n}\n",
    });
    out = path.join(site, 'out');
    const r = await cli(['build', '--site', site, '--out', out]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it('a doc with static content boots from its HTML: route data and the sidebar it draws inline, no chunk', () => {
    const html = page('docs/guide/first');
    const boot = bootOf(html);
    expect(boot.data).toMatchObject({ kind: 'doc', title: 'First guide' });
    expect(boot.sidebar).toMatch(/^assets\/js\/sidebar-docs\.[A-Z0-9]+\.js$/);
    const preloads = preloadsOf(html);
    expect(preloads).not.toContain(boot.chunk);
    // the whole sidebar is a module of its own, loaded only when a category left out is opened
    expect(preloads).not.toContain(boot.sidebar);
    expect(preloads.map(js).join('\n')).not.toContain('Second guide');
    const imports = (rel: string) =>
      [...js(rel).matchAll(/from\s*"\.\/([^"]+)"/g)].map((m) => `assets/js/${m[1]}`);
    const whole = [boot.sidebar!, ...imports(boot.sidebar!)].map(js).join('\n');
    expect(whole).toContain('Second guide');
    // the category holding the page is open, so it comes whole
    expect(boot.sidebarItems).toEqual([
      { type: 'doc', id: 'intro', label: 'Introduction', route: '/docs/intro' },
      expect.objectContaining({
        type: 'category',
        label: 'Guide',
        items: [
          expect.objectContaining({ route: '/docs/guide/first' }),
          expect.objectContaining({ route: '/docs/guide/second' }),
        ],
      }),
    ]);
    expect(html).toContain('<div class="mdx-content">');
  });

  it("a closed category is left out of the first visit's sidebar, marked to load the rest", () => {
    const boot = bootOf(page('docs/intro'));
    expect(boot.sidebarItems?.[1]).toMatchObject({ label: 'Guide', items: [], pruned: true });
  });

  it('a doc importing an interactive component loads its chunk as before', () => {
    const html = page('docs/live');
    const boot = bootOf(html);
    expect(boot.data).toBeUndefined();
    expect(preloadsOf(html)).toContain(boot.chunk);
  });

  it("a first visit loads the router only: the shell and the blog's and MDX's components come later", () => {
    const entryOf = (html: string) => /<script type="module" src="\/([^"]+)"/.exec(html)![1];
    for (const rel of ['docs/guide/first', 'blog/hello']) {
      const html = page(rel);
      const firstVisit = [entryOf(html), ...preloadsOf(html)].map(js).join('\n');
      expect(firstVisit).toContain('route manifest'); // the router
      expect(firstVisit).not.toContain('Skip to main content'); // the layout
      expect(firstVisit).not.toContain('Toggle navigation bar'); // the navbar
      expect(firstVisit).not.toContain('Blog post navigation');
      expect(firstVisit).not.toContain('Direct link to this heading');
    }
    expect(bootOf(page('blog/hello')).data).toMatchObject({ kind: 'blogPost' });
  });
});
