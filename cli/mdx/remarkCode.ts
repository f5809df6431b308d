import { visit } from './visit.js';
import { highlightBlocks } from './highlighter.js';
import type { AnyNode } from './mdast.js';
import { jsxFlow } from './mdast.js';

export interface CodeMeta {
  title?: string;
  highlight: Set<number>;
  lineNumbers: boolean;
}

/** Parses a fence's meta string: title="…", {1,3-5}, showLineNumbers. */
export function parseCodeMeta(meta?: string | null): CodeMeta {
  const m = meta ?? '';
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(m);
  const highlight = new Set<number>();
  const range = /\{([\d,\s-]+)\}/.exec(m);
  if (range) {
    for (const part of range[1].split(',')) {
      const [a, b] = part.trim().split('-').map(Number);
      if (!Number.isFinite(a)) continue;
      for (let n = a; n <= (Number.isFinite(b) ? b : a); n++) highlight.add(n);
    }
  }
  return {
    title: title ? (title[1] ?? title[2] ?? title[3]) : undefined,
    highlight,
    lineNumbers: /\bshowLineNumbers\b/.test(m),
  };
}

/**
 * Highlights fenced code at build time for both themes (CSS picks one) and hands the HTML to <CodeBlock> as a
 * string: a string compresses far better in the page chunk than thousands of JSX calls for spans.
 */
export function remarkCode() {
  return async (tree: AnyNode) => {
    const nodes: { node: AnyNode; index: number; parent: AnyNode }[] = [];
    visit(tree, 'code', (node: AnyNode, index, parent: AnyNode | undefined) => {
      nodes.push({ node, index: index!, parent: parent! });
    });
    if (!nodes.length) return;
    const metas = nodes.map(({ node }) => parseCodeMeta(node.meta as string | undefined));
    const html = await highlightBlocks(
      nodes.map(({ node }, i) => ({
        lang: node.lang as string | null | undefined,
        code: String(node.value ?? ''),
        highlight: metas[i].highlight,
        lineNumbers: metas[i].lineNumbers,
      })),
    );
    nodes.forEach(({ node, index, parent }, i) => {
      const meta = metas[i];
      parent.children![index] = jsxFlow(
        'CodeBlock',
        {
          lang: (node.lang as string | null | undefined) ?? 'text',
          title: meta.title,
          html: html[i],
        },
        [],
        node.position,
      );
    });
  };
}
