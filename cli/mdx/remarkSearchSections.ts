import type { AnyNode } from './mdast.js';
import { stringAttr } from './mdast.js';

/** One searchable part of a page: the text before the first h2 (id '') or one h2/h3 section. */
export interface SearchSection {
  /** The heading's anchor id; '' for the page's introduction. */
  id: string;
  heading: string;
  text: string;
}

/** Nodes whose content is code or data, not reading text (ESM imports, `{expressions}`, front matter). */
const SKIP = new Set([
  'mdxjsEsm',
  'mdxFlowExpression',
  'mdxTextExpression',
  'yaml',
  'toml',
  'definition',
]);
/** Inline nodes; any other node is a block, whose text is kept apart from its neighbours' by a space. */
const INLINE = new Set([
  'text',
  'inlineCode',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
  'mdxJsxTextElement',
  'break',
]);

/**
 * Splits a page into sections at its h2/h3 headings and collects each section's plain text, code blocks
 * included, so search can answer "26656" or `treasurenetd tx staking` with the section that says it
 * (issue 11). Runs after remarkHeadings, which gave every heading its id.
 */
export function remarkSearchSections(out: SearchSection[]) {
  return () => (tree: AnyNode) => {
    let current = { id: '', heading: '', parts: [] as string[] };
    const sections = [current];
    /** Appends a node's text to `sink`, or to the current section when no sink is given. */
    const collect = (node: AnyNode, sink?: string[]) => {
      if (SKIP.has(node.type)) return;
      const parts = () => sink ?? current.parts;
      if (!sink && node.type === 'heading' && (node.depth === 2 || node.depth === 3)) {
        // a heading opens a section, even one nested in a container (tabs, admonitions)
        const props = (node.data as { hProperties?: { id?: string } })?.hProperties;
        const heading: string[] = [];
        for (const c of node.children ?? []) collect(c, heading);
        current = { id: props?.id ?? '', heading: squash(heading.join('')), parts: [] };
        sections.push(current);
        return;
      }
      if (node.type === 'text' || node.type === 'inlineCode') parts().push(node.value ?? '');
      else if (node.type === 'code') parts().push(' ', node.value ?? '', ' ');
      else if (node.type === 'image' && typeof node.alt === 'string')
        parts().push(' ', node.alt, ' ');
      else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        // admonition titles and image alternatives are reading text; other attributes are not
        const label = stringAttr(node, 'title') ?? stringAttr(node, 'alt');
        if (label) parts().push(' ', label, ' ');
      }
      // a space around a block, none inside a paragraph: "(`node0`, `node1`)" stays "(node0, node1)"
      const block = !INLINE.has(node.type);
      if (block) parts().push(' ');
      (node.children ?? []).forEach((c, i) => {
        // a table row's cells read as one line: "26656 · P2P gossip"
        if (node.type === 'tableRow' && i > 0) parts().push(' · ');
        collect(c, sink);
      });
      if (block) parts().push(' ');
    };
    collect(tree);
    for (const s of sections) {
      const text = squash(s.parts.join(''));
      if (s.id === '' && !text) continue;
      out.push({ id: s.id, heading: s.heading, text });
    }
  };
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();
