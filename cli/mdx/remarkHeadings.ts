import GithubSlugger from 'github-slugger';
import { visit } from './visit.js';
import type { TocEntry } from '../../runtime/types.js';
import type { AnyNode } from './mdast.js';
import { stringAttr, textOf } from './mdast.js';

export interface HeadingData {
  contentTitle?: string;
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
      out.contentTitle = stripCustomId(lead).text;
      tree.children!.splice(first, 1);
    }
    visit(tree, (node: AnyNode) => {
      if (node.type === 'heading') {
        const { text, id: custom } = stripCustomId(node);
        const id = custom ?? slugger.slug(text);
        if (custom) slugger.slug(custom);
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

function stripCustomId(node: AnyNode): { text: string; id?: string } {
  const last = node.children?.[node.children.length - 1];
  let id: string | undefined;
  if (last && last.type === 'text' && typeof last.value === 'string') {
    const m = /\s*\{#([^}\s]+)\}\s*$/.exec(last.value);
    if (m) {
      id = m[1];
      last.value = last.value.slice(0, m.index);
      if (!last.value) node.children!.pop();
    }
  }
  return { text: textOf(node).trim(), id };
}

/** TOC entries within [min, max] levels. */
export function filterToc(toc: TocEntry[], min: number, max: number): TocEntry[] {
  return toc.filter((t) => t.level >= min && t.level <= max);
}
