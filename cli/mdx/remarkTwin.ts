/**
 * The page's Markdown twin (issue 31): its compiled syntax tree, as the remark plugins left it,
 * made plain Markdown again and written with mdast-util-to-markdown (GFM tables, `$math$`). MDX
 * nodes with no Markdown form become what a reader sees of them: admonitions are blockquotes with
 * their label, Tabs one section per tab, `<CodeBlock>` a fenced block, the theme's home-page
 * blocks their text and links; other components their children.
 *
 * Links to this site's pages and images from the site cannot be written yet (the routes and the
 * site's URL are known after every page is compiled): each is written as `tntwin:N`, N indexing
 * `links`, which markdownTwins.ts replaces with the absolute URL.
 */
import type { Program } from 'estree';
import type { PhrasingContent, Root, RootContent } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { mathToMarkdown } from 'mdast-util-math';
import { toMarkdown, type Options as ToMarkdownOptions } from 'mdast-util-to-markdown';
import { EXTERNAL_URL } from '../../runtime/shared/url.js';
import type { AnyNode } from './mdast.js';
import { stringAttr, textOf } from './mdast.js';
import { parseCodeMeta } from './remarkCode.js';
import { MD_LINK_PREFIX, TWIN_CARDS, TWIN_LINK } from './markers.js';

export interface TwinData {
  /** The page's body as Markdown, without its title. */
  markdown: string;
  /** What each `tntwin:N` stands for: a site path, a relative URL or a `.md` link marker. */
  links: string[];
}

export { TWIN_LINK, TWIN_LINK_PATTERN } from './markers.js';

const LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  caution: 'Caution',
  warning: 'Warning',
  danger: 'Danger',
  important: 'Important',
  success: 'Success',
  secondary: 'Secondary',
};

/** Node types mdast-util-to-markdown writes, with the GFM and math extensions. */
const MARKDOWN = new Set([
  'blockquote',
  'break',
  'code',
  'definition',
  'delete',
  'emphasis',
  'footnoteDefinition',
  'footnoteReference',
  'heading',
  'image',
  'imageReference',
  'inlineCode',
  'inlineMath',
  'link',
  'linkReference',
  'list',
  'listItem',
  'math',
  'paragraph',
  'strong',
  'table',
  'tableCell',
  'tableRow',
  'text',
  'thematicBreak',
]);

/** MDX nodes that hold no text a reader sees. */
const DROPPED = new Set(['mdxjsEsm', 'yaml', 'toml']);
const EXPRESSIONS = new Set(['mdxFlowExpression', 'mdxTextExpression']);

export { TWIN_CARDS } from './markers.js';
/** Phrasing (inline) node types: a run of them in a block is wrapped in a paragraph. */
const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'inlineMath',
  'break',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'footnoteReference',
  'html',
]);

/** The remark plugin: writes the twin of the tree it is given into `out` (the tree unchanged). */
export function remarkTwin(out: { twin?: TwinData }) {
  return () => (tree: AnyNode) => {
    out.twin = twinOf(tree);
  };
}

export function twinOf(tree: AnyNode): TwinData {
  const links: string[] = [];
  const siteUrl = (url: string) => {
    const marker = url.startsWith(MD_LINK_PREFIX);
    if (!url || (EXTERNAL_URL.test(url) && !marker) || url.startsWith('#')) return url;
    links.push(url);
    return `${TWIN_LINK}${links.length - 1}`;
  };
  const site: Site = Object.assign(siteUrl, { own: ownComponents(tree) });
  const root: Root = { type: 'root', children: blocks(tree.children ?? [], site) };
  rawText(root, false);
  return { markdown: toMarkdown(root, WRITER), links };
}

/**
 * The writer's options, made once: a new gfmToMarkdown() for each page made mdast-util-to-markdown
 * compile the extensions' escape patterns again for every page (it keeps each pattern's regular
 * expression on the pattern object).
 */
const WRITER: ToMarkdownOptions = {
  bullet: '-',
  emphasis: '_',
  fences: true,
  listItemIndent: 'one',
  rule: '-',
  extensions: [gfmToMarkdown(), mathToMarkdown()],
};

/** Turns a URL into what the twin writes; `own` names the page's components not from the theme. */
type Site = ((url: string) => string) & { own: Set<string> };

/**
 * Components the page imports from anywhere but the theme (`@theme/...`): drawn by their own code,
 * so the theme's names (Hero, Tabs, ...) do not describe them.
 */
function ownComponents(tree: AnyNode): Set<string> {
  const own = new Set<string>();
  for (const node of tree.children ?? []) {
    if (node.type !== 'mdxjsEsm') continue;
    const program = estreeOf(node);
    for (const st of program?.body ?? []) {
      if (st.type !== 'ImportDeclaration' || String(st.source.value).startsWith('@theme/'))
        continue;
      for (const spec of st.specifiers) own.add(spec.local.name);
    }
  }
  return own;
}

/** The JavaScript tree MDX's parser attached to an ESM block or an attribute's expression. */
function estreeOf(x: unknown): Program | undefined {
  return (x as { data?: { estree?: Program } } | undefined)?.data?.estree;
}

/** An attribute written as an object of strings (`primary={{ label: 'Go', to: '/x' }}`). */
function objectAttr(node: AnyNode, name: string): Record<string, string> | undefined {
  const attrs = (node.attributes ?? []) as { type: string; name?: string; value?: unknown }[];
  const value = attrs.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value;
  const st = estreeOf(value)?.body[0];
  if (st?.type !== 'ExpressionStatement' || st.expression.type !== 'ObjectExpression') return;
  const out: Record<string, string> = {};
  for (const p of st.expression.properties) {
    if (p.type !== 'Property' || p.value.type !== 'Literal' || typeof p.value.value !== 'string')
      continue;
    const key =
      p.key.type === 'Identifier' ? p.key.name : p.key.type === 'Literal' ? p.key.value : 0;
    if (typeof key === 'string') out[key] = p.value.value;
  }
  return out;
}

/** Block content: each node converted, runs of inline nodes put in paragraphs. */
function blocks(nodes: AnyNode[], site: Site): RootContent[] {
  const out: RootContent[] = [];
  let run: PhrasingContent[] = [];
  const flush = () => {
    const kept = trimRun(run);
    if (kept.length) out.push({ type: 'paragraph', children: kept });
    run = [];
  };
  for (const n of nodes) {
    for (const c of convert(n, site, false)) {
      if (PHRASING.has(c.type)) run.push(c as PhrasingContent);
      else {
        flush();
        out.push(c);
      }
    }
  }
  flush();
  return out;
}

/** A run of inline nodes without the blank text JSX leaves around its children. */
function trimRun(run: PhrasingContent[]): PhrasingContent[] {
  return run.filter((n) => n.type !== 'text' || n.value.trim() !== '');
}

function inline(nodes: AnyNode[], site: Site): PhrasingContent[] {
  return nodes.flatMap((n) => convert(n, site, true)) as PhrasingContent[];
}

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const para = (children: PhrasingContent[]): RootContent => ({ type: 'paragraph', children });
const strongPara = (label: string): RootContent => ({
  type: 'paragraph',
  children: [{ type: 'strong', children: [{ type: 'text', value: label }] }],
});

/**
 * Text with nothing Markdown could read as syntax: no punctuation Markdown uses, no character
 * reference, no autolink literal; at the start of a line (a paragraph's first text, or after a line
 * ending inside it), not starting with what starts a block (a digit, a list or heading marker, a
 * space). A line ending is plain only between two characters that are not spaces (no hard break, no
 * blank line).
 */
const INERT = /^[^\\`*_[\]<>!&|~$#\r{}]*$/;
const BLOCK_START = /^[\d\s+=-]/;
const LINE_START = /\n[\d\s+=-]|[ \t]\n/;
const AUTOLINK = /:\/\/|www\.|@/i;
/** Parents whose text is on one line: a line ending there is written as a character reference. */
const ONE_LINE = new Set(['heading', 'tableCell']);

/**
 * Text that needs no escaping, written as it is (a raw node, which mdast-util-to-markdown leaves
 * alone) instead of as text, which it escapes by trying each of its patterns on it and, in a
 * paragraph, writes twice (once to learn the character the text before it meets): most of a page
 * is text, and this was the twin's largest cost. Decided on the finished tree, where each text's
 * parent and neighbours are known. The same Markdown as escaping gives, on every page of this site.
 */
function rawText(parent: { type: string; children?: unknown[] }, oneLine: boolean): void {
  const kids = (parent.children ?? []) as AnyNode[];
  const inner = oneLine || ONE_LINE.has(parent.type);
  kids.forEach((n, i) => {
    if (n.type !== 'text') return void (n.children && rawText(n, inner));
    const value = String(n.value ?? '');
    const prev = kids[i - 1];
    // a raw node right after a line ending makes the writer turn that ending into a space
    if (prev && (prev.type === 'break' || /[\r\n]$/.test(String(prev.value ?? '')))) return;
    const lineStart = i === 0 && parent.type === 'paragraph';
    if (
      INERT.test(value) &&
      !(lineStart && BLOCK_START.test(value)) &&
      !AUTOLINK.test(value) &&
      (!value.includes('\n') || (!inner && !LINE_START.test(value) && !/\n$/.test(value)))
    )
      n.type = 'html';
  });
}

/** The Markdown form of one node (none, one, or its children's). */
function convert(node: AnyNode, site: Site, phrasing: boolean): RootContent[] {
  if (DROPPED.has(node.type)) return [];
  // an expression shows its value: a string literal's is known, another's is not
  if (EXPRESSIONS.has(node.type)) {
    const value = literal(String(node.value ?? ''));
    return value ? [{ type: 'text', value }] : [];
  }
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement')
    return jsx(node, site, phrasing);
  const kids = node.children ?? [];
  switch (node.type) {
    case 'link':
      return [
        { type: 'link', url: site(String(node.url)), title: null, children: inline(kids, site) },
      ];
    case 'definition':
      return [
        {
          type: 'definition',
          identifier: String(node.identifier),
          label: node.label as string | undefined,
          url: site(String(node.url)),
          title: null,
        },
      ];
    case 'image':
      return [
        {
          type: 'image',
          url: site(String(node.url)),
          alt: typeof node.alt === 'string' ? node.alt : '',
          title: null,
        },
      ];
    case 'code': {
      const title = parseCodeMeta(node.meta as string | undefined).title;
      const meta = title === undefined ? null : `title=${JSON.stringify(title)}`;
      return [{ type: 'code', lang: (node.lang as string) ?? null, meta, value: node.value ?? '' }];
    }
    case 'heading':
      return [{ type: 'heading', depth: node.depth as 1, children: inline(kids, site) }];
    case 'html':
      return [];
    case 'text':
      return [text(String(node.value ?? ''))];
  }
  // a node Markdown has no syntax for (a site plugin's own): its children, or its text
  if (!MARKDOWN.has(node.type)) {
    if (node.children) return phrasing ? inline(kids, site) : blocks(kids, site);
    return typeof node.value === 'string' ? [text(node.value)] : [];
  }
  // everything else keeps its fields, its children converted (without positions or plugin data)
  const copy = { ...node };
  delete copy.position;
  delete copy.data;
  if (node.children) {
    const inlineParent = PHRASING.has(node.type) || ['paragraph', 'tableCell'].includes(node.type);
    copy.children = (inlineParent ? inline(kids, site) : blocks(kids, site)) as AnyNode[];
  }
  return [copy as RootContent];
}

/** A JSX element: the theme's components by what they show, others by their children. */
function jsx(node: AnyNode, site: Site, phrasing: boolean): RootContent[] {
  const kids = node.children ?? [];
  const children = () => (phrasing ? inline(kids, site) : blocks(kids, site));
  const link = (label: string, href: string): PhrasingContent => ({
    type: 'link',
    url: site(href),
    title: null,
    children: [{ type: 'text', value: label }],
  });
  const name = typeof node.name === 'string' && !site.own.has(node.name) ? node.name : undefined;
  switch (name) {
    case 'Admonition': {
      const type = stringAttr(node, 'type') ?? 'note';
      const label = stringAttr(node, 'title') ?? LABELS[type] ?? type;
      return [
        { type: 'blockquote', children: [strongPara(label), ...blocks(kids, site)] } as RootContent,
      ];
    }
    case 'Tabs':
      return kids.flatMap((tab) => {
        if (tab.type !== 'mdxJsxFlowElement' || tab.name !== 'TabItem')
          return convert(tab, site, false);
        const label = stringAttr(tab, 'label') ?? stringAttr(tab, 'value') ?? '';
        return [strongPara(label), ...blocks(tab.children ?? [], site)];
      });
    case 'Details':
    case 'details': {
      const summary = stringAttr(node, 'summary');
      return [...(summary ? [strongPara(summary)] : []), ...blocks(kids, site)];
    }
    case 'summary':
      return [strongPara(textOf(node).trim())];
    case 'CodeBlock': {
      const lang = stringAttr(node, 'language') ?? stringAttr(node, 'lang') ?? null;
      const title = stringAttr(node, 'title');
      const meta = title === undefined ? null : `title=${JSON.stringify(title)}`;
      return [{ type: 'code', lang, meta, value: codeText(node).replace(/\n$/, '') }];
    }
    case 'Diagram': {
      // an SVG inlined in the page: its file, published for the twin (remarkLinks)
      const src = dataSrc(node);
      if (!src) return [];
      const alt = stringAttr(node, 'alt') ?? '';
      const image: PhrasingContent = { type: 'image', url: site(src), alt, title: null };
      return phrasing ? [image] : [{ type: 'paragraph', children: [image] }];
    }
    case 'img': {
      const src = stringAttr(node, 'src');
      if (!src) return [];
      const image: RootContent = {
        type: 'image',
        url: site(src),
        alt: stringAttr(node, 'alt') ?? '',
        title: null,
      };
      return [image];
    }
    case 'a':
    case 'Link': {
      const href = stringAttr(node, 'href') ?? stringAttr(node, 'to');
      if (!href) return children();
      const link = { type: 'link', url: site(href), title: null, children: inline(kids, site) };
      return phrasing
        ? [link as RootContent]
        : [{ type: 'paragraph', children: [link] } as RootContent];
    }
    case 'br':
      return phrasing ? [{ type: 'break' }] : [];
    // theme/Home.tsx: the hero's title is the page's, shown as the twin's title
    case 'Hero': {
      const lead = stringAttr(node, 'lead');
      const actions = [objectAttr(node, 'primary'), objectAttr(node, 'secondary')].flatMap((a) =>
        a?.label && a.to ? [link(a.label, a.to)] : [],
      );
      const spaced = actions.flatMap((a, i) => (i ? [text(' · '), a] : [a]));
      return [...(lead ? [para([text(lead)])] : []), ...(spaced.length ? [para(spaced)] : [])];
    }
    case 'Audience': {
      const title = stringAttr(node, 'title');
      const to = stringAttr(node, 'to');
      const cta = stringAttr(node, 'cta');
      const heading: RootContent = { type: 'heading', depth: 3, children: [text(title ?? '')] };
      return [
        ...(title ? [heading] : []),
        ...blocks(kids, site),
        ...(to && cta ? [para([link(`${cta} →`, to)])] : []),
      ];
    }
    case 'DocCardList':
      // cards for given items are made at run time: only a category's own list is known here
      if ((node.attributes as unknown[] | undefined)?.length) return [];
      return [{ type: 'paragraph', children: [{ type: 'text', value: TWIN_CARDS }] }];
  }
  return children();
}

/** The file remarkLinks recorded for an inlined SVG. */
function dataSrc(node: AnyNode): string | undefined {
  const data = node.data as Record<string, unknown> | undefined;
  return typeof data?.src === 'string' ? data.src : undefined;
}

/** The text of `<CodeBlock>`'s children: text, or a string or template literal in braces. */
function codeText(node: AnyNode): string {
  return (node.children ?? [])
    .map((c) => (EXPRESSIONS.has(c.type) ? (literal(String(c.value ?? '')) ?? '') : textOf(c)))
    .join('');
}

/** The value of a string or template literal without substitutions; undefined for other code. */
function literal(code: string): string | undefined {
  const v = code.trim();
  const m = /^`([^`]*)`$|^"((?:[^"\\\n]|\\.)*)"$|^'((?:[^'\\\n]|\\.)*)'$/s.exec(v);
  if (!m) return undefined;
  if (m[1] !== undefined) return m[1].includes('${') ? undefined : m[1].replace(/\\`/g, '`');
  try {
    return JSON.parse(`"${m[2] ?? m[3].replace(/\\'/g, "'").replace(/"/g, '\\"')}"`) as string;
  } catch {
    return undefined;
  }
}
