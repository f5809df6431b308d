import GithubSlugger from 'github-slugger';
import { EXIT, visit } from './visit.js';
import type { TocEntry } from '../../runtime/types.js';
import type { AnyNode } from './mdast.js';
import { stringAttr, textOf } from './mdast.js';

export interface HeadingData {
  contentTitle?: string;
  /**
   * The page's first heading is an h1 that is not its first node (after an admonition, say):
   * Docusaurus keeps it where it is written and draws no title above it, but does not take it as
   * the page's title (that is read only from the start of the file), so it is no contentTitle.
   */
  titleInContent?: boolean;
  toc: TocEntry[];
  ids: string[];
}

/**
 * Gives every heading an id (GitHub slug, or `{#custom}`), collects the TOC and every id a link can
 * target (including `<a id>` and `id=` in JSX), and lifts a leading `# Title` out as the page
 * title.
 */
export function remarkHeadings(out: HeadingData) {
  return () => (tree: AnyNode) => {
    const slugger = new GithubSlugger();
    const first = (tree.children ?? []).findIndex(
      (n) => !['mdxjsEsm', 'mdxFlowExpression', 'yaml', 'toml'].includes(n.type),
    );
    const lead = tree.children?.[first];
    if (lead && lead.type === 'heading' && lead.depth === 1) {
      // Docusaurus keeps the title in the page and slugs it like any heading: a later
      // `## Title` is `title-1` there, so the slugger sees it here too
      const source = slugSourceOf(lead);
      const { text, id: custom } = stripCustomId(lead, source);
      if (custom === undefined) slugger.slug(source);
      out.contentTitle = text;
      tree.children!.splice(first, 1);
    }
    const title = out.contentTitle === undefined ? laterTitle(tree) : undefined;
    visit(tree, (node: AnyNode) => {
      if (node.type === 'heading') {
        const source = slugSourceOf(node);
        const { text, id: custom } = stripCustomId(node, source);
        if (node === title) out.titleInContent = true;
        // as Docusaurus's headings plugin: an explicit id is taken as written and is not counted
        // by the slugger (a later heading of that text still gets the plain slug)
        const id = custom ?? slugger.slug(source);
        node.data = { ...(node.data as object), hProperties: { id } };
        out.ids.push(id);
        out.toc.push({ value: text, id, level: node.depth as number });
      } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const id = stringAttr(node, 'id');
        if (id) out.ids.push(id);
        const name = stringAttr(node, 'name');
        if (node.name === 'a' && name) out.ids.push(name);
      }
    });
  };
}

/**
 * Docusaurus's content title when the page does not begin with it (its contentTitle plugin): the
 * first heading of the page, in document order and before any thematic break, if it is an h1.
 */
function laterTitle(tree: AnyNode): AnyNode | undefined {
  let found: AnyNode | undefined;
  visit(tree, (node: AnyNode) => {
    if (node.type === 'thematicBreak') return EXIT;
    if (node.type !== 'heading') return undefined;
    if (node.depth === 1) found = node;
    return EXIT;
  });
  return found;
}

/** Docusaurus's explicit heading id (parseMarkdownHeadingId): `{#id}` ending the heading's text. */
const CUSTOM_ID = /\s*\{#(?<id>(?:.(?!\{#|\}))*.)\}$/;

/**
 * The text Docusaurus slugs a heading from: mdast-util-to-string of its children less raw HTML
 * (every value, inline code and expressions included, and images' alt text), untrimmed.
 */
export function slugSourceOf(node: AnyNode): string {
  const kids = (node.children ?? []).filter((c) => c.type !== 'html' && c.type !== 'jsx');
  const str = (n: AnyNode): string =>
    typeof n.value === 'string'
      ? n.value
      : n.type === 'image' && typeof n.alt === 'string'
        ? n.alt
        : (n.children ?? []).map(str).join('');
  return (kids.length ? kids : (node.children ?? [])).map(str).join('');
}

function stripCustomId(node: AnyNode, source: string): { text: string; id?: string } {
  const m = CUSTOM_ID.exec(source);
  const last = node.children?.[node.children.length - 1];
  if (m && last && last.type === 'text' && typeof last.value === 'string') {
    const rest = last.value.replace(CUSTOM_ID, '');
    if (rest) last.value = rest;
    else node.children!.pop();
  }
  return { text: textOf(node).trim(), id: m?.groups?.id };
}

/** TOC entries within [min, max] levels. */
export function filterToc(toc: TocEntry[], min: number, max: number): TocEntry[] {
  return toc.filter((t) => t.level >= min && t.level <= max);
}
