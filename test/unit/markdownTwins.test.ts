/**
 * Markdown twins (issue 31): every twin, parsed with remark, has the headings, code blocks, table
 * cells and link targets of its HTML page (links mapped to twins); llms.txt has llmstxt.org's
 * structure and respects baseUrl, trailingSlash, drafts and unlisted pages; the config's
 * `markdownTwins: false` writes none of it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import type { Root as MdastRoot, RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { cli, copyFixture, prepareDocusaurusProject, ROOT } from './helpers.js';

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkMath);

interface Facts {
  headings: string[];
  code: { lang: string; text: string }[];
  cells: string[];
  links: string[];
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

// ---- the HTML page ----

const classes = (e: Element) => {
  const c = e.properties.className;
  return Array.isArray(c) ? c.map(String) : [];
};
const hasClass = (e: Element, name: string) => classes(e).includes(name);

function textOf(n: ElementContent | HastRoot): string {
  if (n.type === 'text') return n.value;
  if (n.type !== 'element' && n.type !== 'root') return '';
  if (n.type === 'element' && hasClass(n, 'hash-link')) return '';
  return n.children.map((c) => textOf(c as ElementContent)).join('');
}

function findAll(n: HastRoot | Element, test: (e: Element) => boolean, out: Element[] = []) {
  for (const c of n.children) {
    if (c.type !== 'element') continue;
    if (test(c)) out.push(c);
    else findAll(c, test, out);
  }
  return out;
}

/** The page's content: docs' `.markdown`, a post's article, a Markdown page's main. */
function contentOf(html: string): Element | undefined {
  const tree = fromHtml(html);
  const [content] = findAll(
    tree,
    (e) =>
      (hasClass(e, 'markdown') && !hasClass(e, 'post-summary')) ||
      (e.tagName === 'article' && hasClass(e, 'post')),
  );
  return content;
}

/** What the page shows around its content: the post's date, authors and tags, page actions. */
const CHROME = ['post-meta', 'post-authors', 'post-footer', 'page-actions', 'copy-button'];

function htmlFacts(content: Element): Facts {
  const facts: Facts = { headings: [], code: [], cells: [], links: [] };
  const walk = (e: Element) => {
    if (CHROME.some((c) => hasClass(e, c))) return;
    // GFM footnotes: the HTML's section heading and its back and forth links are made by the
    // converter; the twin has the footnotes themselves
    if (e.properties.id === 'footnote-label') return;
    if ('dataFootnoteRef' in e.properties || 'dataFootnoteBackref' in e.properties) return;
    if (/^h[1-6]$/.test(e.tagName)) facts.headings.push(`${e.tagName[1]} ${squash(textOf(e))}`);
    if (hasClass(e, 'code-block')) {
      const [code] = findAll(e, (x) => x.tagName === 'code');
      const lang = String(e.properties.dataLang ?? '');
      facts.code.push({ lang, text: textOf(code ?? e).replace(/\n+$/, '') });
      return;
    }
    if (e.tagName === 'td' || e.tagName === 'th') facts.cells.push(squash(textOf(e)));
    if (e.tagName === 'a' && typeof e.properties.href === 'string' && !hasClass(e, 'hash-link'))
      facts.links.push(e.properties.href);
    for (const c of e.children) if (c.type === 'element') walk(c);
  };
  walk(content);
  return facts;
}

// ---- the twin ----

function mdText(n: RootContent | MdastRoot): string {
  if ('value' in n && (n.type === 'text' || n.type === 'inlineCode' || n.type === 'inlineMath'))
    return n.value;
  return 'children' in n ? n.children.map(mdText).join('') : '';
}

function twinFacts(md: string): Facts {
  const tree = parser.parse(md);
  const facts: Facts = { headings: [], code: [], cells: [], links: [] };
  const walk = (n: RootContent | MdastRoot) => {
    if (n.type === 'heading') facts.headings.push(`${n.depth} ${squash(mdText(n))}`);
    if (n.type === 'code') facts.code.push({ lang: n.lang ?? 'text', text: n.value });
    if (n.type === 'tableCell') facts.cells.push(squash(mdText(n)));
    if (n.type === 'link') facts.links.push(n.url);
    if ('children' in n) for (const c of n.children) walk(c);
  };
  walk(tree);
  return facts;
}

// ---- a built site ----

interface Site {
  out: string;
  url: string;
  baseUrl: string;
}

/** Every twin of a build (its file, relative) with its HTML page. */
function pairs(out: string): { twin: string; html: string }[] {
  const found: { twin: string; html: string }[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(path.join(out, dir), { withFileTypes: true })) {
      const rel = dir ? `${dir}/${e.name}` : e.name;
      if (e.isDirectory()) walk(rel);
      else if (e.name.endsWith('.md')) {
        const stem = rel.slice(0, -3);
        const candidates =
          stem === 'index' ? ['index.html'] : [`${stem}/index.html`, `${stem}.html`];
        const html = candidates.find((c) => fs.existsSync(path.join(out, c)));
        if (!html) throw new Error(`${rel}: a twin without its page`);
        found.push({ twin: rel, html });
      }
    }
  };
  walk('');
  return found;
}

/** What a doc, a blog post and a Markdown page are drawn in. */
const MARKDOWN_CONTENT =
  /<article class="doc-article"|<article class="post markdown"|class="page-main markdown"/;

/** Every HTML page showing Markdown content (a doc, a post, a Markdown page). */
function contentPages(out: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(path.join(out, dir), { withFileTypes: true })) {
      const rel = dir ? `${dir}/${e.name}` : e.name;
      if (e.isDirectory()) walk(rel);
      else if (e.name.endsWith('.html') && !/(^|\/)404\.html$/.test(rel)) {
        const html = fs.readFileSync(path.join(out, rel), 'utf8');
        if (MARKDOWN_CONTENT.test(html)) found.push(rel);
      }
    }
  };
  walk('');
  return found;
}

/** The twin route of each twin file ("docs/a b.md" → "/docs/a b", "index.md" → "/"). */
const routeOfTwin = (rel: string) => (rel === 'index.md' ? '/' : `/${rel.slice(0, -3)}`);

/** Where a link of the HTML page must go in its twin. */
function expectedTarget(site: Site, twins: Set<string>, href: string): string {
  if (href.startsWith('#') || /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href)) return href;
  const url = new URL(href, site.url + site.baseUrl);
  const inside = decodeURIComponent(url.pathname).slice(site.baseUrl.length - 1);
  const route = inside.length > 1 ? inside.replace(/\/$/, '') : inside;
  if (twins.has(route)) {
    const file = route === '/' ? '/index.md' : `${route}.md`;
    return site.url + site.baseUrl.replace(/\/$/, '') + file + url.hash;
  }
  return url.href;
}

const decoded = (u: string) => {
  try {
    return decodeURI(u).replace(/%28/g, '(').replace(/%29/g, ')');
  } catch {
    return u;
  }
};

/** Compares every twin of a build with its page; returns the number compared. */
function roundTrip(site: Site): number {
  const all = pairs(site.out);
  const twins = new Set(all.map((p) => routeOfTwin(p.twin)));
  // every page with Markdown content has a twin
  const withTwin = new Set(all.map((p) => p.html));
  expect(contentPages(site.out).filter((p) => !withTwin.has(p))).toEqual([]);
  for (const { twin, html } of all) {
    const content = contentOf(fs.readFileSync(path.join(site.out, html), 'utf8'));
    expect(content, html).toBeDefined();
    const page = htmlFacts(content!);
    const md = twinFacts(fs.readFileSync(path.join(site.out, twin), 'utf8'));
    // the twin always carries the title; a page may hide it (hide_title)
    if (!page.headings.some((h) => h.startsWith('1 ')) && md.headings[0]?.startsWith('1 '))
      md.headings.shift();
    expect(md.headings, twin).toEqual(page.headings);
    // a diagram's source is its fence in the twin; the page shows the drawing
    const pageCode = page.code.map((c) => `${c.lang}\n${c.text}`);
    const twinCode = md.code.filter(
      (c) => c.lang !== 'mermaid' || page.code.some((p) => p.lang === 'mermaid'),
    );
    expect(
      twinCode.map((c) => `${c.lang}\n${c.text}`),
      twin,
    ).toEqual(pageCode);
    expect(md.cells, twin).toEqual(page.cells);
    expect(md.links.map(decoded), twin).toEqual(
      page.links.map((h) => decoded(expectedTarget(site, twins, h))),
    );
  }
  return all.length;
}

async function built(dir: string, out = path.join(dir, 'out')): Promise<string> {
  const r = await cli(['build', '--site', dir, '--out', out]);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return out;
}

describe('Markdown twins round-trip (issue 31)', () => {
  it('this site: every page', async () => {
    const out = await built(ROOT, path.join(copyFixture('minimal'), 'site-out'));
    const n = roundTrip({ out, url: 'https://docs.treasurenet.io', baseUrl: '/' });
    expect(n).toBeGreaterThan(130);
    // admonitions keep their label, tables are pipe tables, diagrams are images with absolute URLs
    const staking = fs.readFileSync(path.join(out, 'docs/6/Staking & Rewards.md'), 'utf8');
    expect(staking).toMatch(/^# Staking & Rewards\n/);
    expect(staking).toContain('> **Slashing affects delegators too**\n>\n> If a validator');
    expect(staking).toContain('| Way ');
    const home = fs.readFileSync(path.join(out, 'index.md'), 'utf8');
    expect(home).toContain('](https://docs.treasurenet.io/img/diagrams/value-flow.svg)');
    expect(home).not.toMatch(/^---|import |<[A-Z]/m);
  });

  it('the fixtures: every page', async () => {
    for (const [name, url] of [
      ['minimal', 'https://minimal.example.com'],
      ['docusaurus-site', 'https://fixture.example.com'],
    ] as const) {
      const out = await built(copyFixture(name));
      expect(roundTrip({ out, url, baseUrl: '/' })).toBeGreaterThan(5);
    }
  });

  it('the Docusaurus project: MDX components, math and diagrams', async () => {
    const dir = prepareDocusaurusProject();
    const out = await built(dir);
    expect(roundTrip({ out, url: 'https://project.example.com', baseUrl: '/' })).toBeGreaterThan(8);
    const tabs = fs.readFileSync(path.join(out, 'docs/guides/tabs.md'), 'utf8');
    // Tabs: one section per tab; <CodeBlock> a fence with its title; an admonition component
    expect(tabs).toContain('**Linux**\n\nRun `apt install fixture`.\n\n**macOS**');
    expect(tabs).toContain('```bash title="start.sh"\nfixture --start\n```');
    expect(tabs).toContain('> **From a component**');
    const math = fs.readFileSync(path.join(out, 'docs/math.md'), 'utf8');
    expect(math).toContain('Inline math: $E = mc^2$.');
    expect(math).toMatch(/\$\$\n\\int_0\^1/);
    expect(math).toContain('```mermaid\ngraph TD');
    const cards = fs.readFileSync(path.join(out, 'docs/category/reference.md'), 'utf8');
    expect(cards).toContain('- [Command line](https://project.example.com/docs/reference/cli.md)');
  });
});

/** llms.txt as llmstxt.org lays it out: H1, blockquote, then H2 sections of link lists. */
function parseLlmsTxt(text: string) {
  const tree = parser.parse(text);
  const [h1, quote, ...rest] = tree.children;
  expect(h1.type === 'heading' && h1.depth === 1).toBe(true);
  expect(quote.type).toBe('blockquote');
  const sections: { name: string; items: { title: string; url: string; note?: string }[] }[] = [];
  for (const node of rest) {
    if (node.type === 'heading') {
      expect(node.depth).toBe(2);
      sections.push({ name: mdText(node), items: [] });
      continue;
    }
    // nothing but a list of links under a section's heading
    expect(node.type).toBe('list');
    expect(sections.length).toBeGreaterThan(0);
    if (node.type !== 'list') continue;
    for (const item of node.children) {
      const [para, ...more] = item.children;
      expect(more).toEqual([]);
      expect(para.type).toBe('paragraph');
      if (para.type !== 'paragraph') continue;
      const [link, note, ...after] = para.children;
      expect(after).toEqual([]);
      expect(link.type).toBe('link');
      if (link.type !== 'link') continue;
      if (note) expect(note.type === 'text' && note.value.startsWith(': ')).toBe(true);
      const noteText = note?.type === 'text' ? note.value.slice(2) : undefined;
      sections.at(-1)!.items.push({ title: mdText(link), url: link.url, note: noteText });
    }
  }
  return { title: mdText(h1), summary: mdText(quote), sections };
}

describe('llms.txt and llms-full.txt (issue 31)', () => {
  it('llmstxt.org structure, sidebar order, baseUrl, trailingSlash; no draft, unlisted or 404', async () => {
    const dir = copyFixture('docusaurus-site');
    const config = fs.readFileSync(path.join(dir, 'site.config.ts'), 'utf8');
    fs.writeFileSync(
      path.join(dir, 'site.config.ts'),
      config.replace(
        "url: 'https://fixture.example.com',",
        "url: 'https://fixture.example.com',\n  baseUrl: '/sub/',\n  trailingSlash: true,\n" +
          "  tagline: 'Docs, the Docusaurus way',\n" +
          "  navbar: { items: [{ type: 'doc', docId: 'intro', label: 'Guide' }] },",
      ),
    );
    const out = await built(dir);
    // the twins round-trip under the baseUrl and trailing slashes too
    expect(
      roundTrip({ out, url: 'https://fixture.example.com', baseUrl: '/sub/' }),
    ).toBeGreaterThan(5);
    const llms = parseLlmsTxt(fs.readFileSync(path.join(out, 'llms.txt'), 'utf8'));
    expect(llms.title).toBe('Docusaurus layout fixture');
    expect(llms.summary).toBe('Docs, the Docusaurus way');
    // one section per sidebar (named as the navbar names it), then the blog and the pages
    expect(llms.sections.map((s) => s.name)).toEqual(['Guide', 'api', 'Blog', 'Pages']);
    const urls = llms.sections.flatMap((s) => s.items.map((i) => i.url));
    const base = 'https://fixture.example.com/sub/';
    for (const url of urls) {
      expect(url.startsWith(base) && url.endsWith('.md'), url).toBe(true);
      expect(fs.existsSync(path.join(out, decodeURIComponent(url.slice(base.length)))), url).toBe(
        true,
      );
    }
    const guide = llms.sections[0].items.map((i) => i.url.slice(base.length - 1));
    // intro.md's slug makes it /docs
    expect(guide.slice(0, 2)).toEqual(['/docs.md', '/docs/getting-started/install.md']);
    // a folder's URL ends in '/' here: its twin drops it; its relative links start from it
    expect(guide).toContain('/docs/guides.md');
    expect(urls.some((u) => /unlisted|draft|\/tags|404/.test(u))).toBe(false);
    // the unlisted page still has its twin, like its HTML page; the draft has neither
    expect(fs.existsSync(path.join(out, 'docs/guides/unlisted-page.md'))).toBe(true);
    expect(fs.existsSync(path.join(out, 'docs/guides/draft-page.md'))).toBe(false);
    expect(fs.existsSync(path.join(out, '404.md'))).toBe(false);
    // twins link to twins under the baseUrl
    const intro = fs.readFileSync(path.join(out, 'docs.md'), 'utf8');
    expect(intro).toMatch(/\]\(https:\/\/fixture\.example\.com\/sub\/docs\/[^)]+\.md(#[^)]*)?\)/);
    expect(intro).not.toMatch(/tntwin:|tnmd:/);
    // llms-full.txt: every listed twin, in the same order, each under its URL
    const full = fs.readFileSync(path.join(out, 'llms-full.txt'), 'utf8');
    const sources = [...full.matchAll(/^Source: <([^>]+)>$/gm)].map((m) => m[1]);
    expect(sources).toEqual(urls);
    for (const url of urls.slice(0, 5)) {
      const twin = fs.readFileSync(
        path.join(out, decodeURIComponent(url.slice(base.length))),
        'utf8',
      );
      const body = twin.slice(twin.indexOf('\n\n') + 2).trim();
      expect(full).toContain(body);
    }
  });

  it('markdownTwins: false writes no twin, llms.txt or llms-full.txt', async () => {
    const dir = copyFixture('minimal');
    const config = fs.readFileSync(path.join(dir, 'site.config.ts'), 'utf8');
    fs.writeFileSync(
      path.join(dir, 'site.config.ts'),
      config.replace("title: 'Minimal',", "title: 'Minimal',\n  markdownTwins: false,"),
    );
    const out = await built(dir);
    expect(fs.existsSync(path.join(out, 'llms.txt'))).toBe(false);
    expect(fs.existsSync(path.join(out, 'llms-full.txt'))).toBe(false);
    expect(pairs(out)).toEqual([]);
    expect(fs.existsSync(path.join(out, 'docs/intro/index.html'))).toBe(true);
  });

  it('markdownTwins must be true or false', async () => {
    const dir = copyFixture('minimal');
    const config = fs.readFileSync(path.join(dir, 'site.config.ts'), 'utf8');
    fs.writeFileSync(
      path.join(dir, 'site.config.ts'),
      config.replace("title: 'Minimal',", "title: 'Minimal',\n  markdownTwins: 'no',"),
    );
    const r = await cli(['build', '--site', dir]);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/site\.config\.ts:\d+:\d+/);
    expect(r.stderr).toContain('markdownTwins must be true or false, got "no"');
  });
});

describe('a Docusaurus config (issue 31)', () => {
  it('names an llms.txt plugin as not needed, and keeps twins on', async () => {
    const { fromDocusaurus } = await import('../../cli/config/fromDocusaurus.js');
    const { input, warnings } = fromDocusaurus(
      {
        title: 'D',
        url: 'https://d.example.com',
        baseUrl: '/',
        plugins: [['docusaurus-plugin-llms', { generateLLMsTxt: true }]],
        presets: [['classic', {}]],
      },
      '/site',
    );
    expect(warnings).toContainEqual({
      key: ['plugins', 0],
      message:
        "the plugin 'docusaurus-plugin-llms' is not needed: tn-docs writes llms.txt, " +
        'llms-full.txt and a Markdown twin of every page itself (markdownTwins); its options are ' +
        'ignored.',
    });
    // twins are on unless the config says otherwise: nothing in Docusaurus's own options turns
    // them off
    expect(input.markdownTwins).toBeUndefined();
  });
});
