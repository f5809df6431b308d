import { visit } from 'unist-util-visit';
import { getHighlighter } from './highlighter.js';
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
 * Highlighted HTML by language, options and code. The same block often appears on several pages, and in the
 * dev server an edit to a page's prose leaves its code blocks as they were: each is highlighted once.
 */
const highlighted = new Map<string, string>();
const MAX_CACHED = 4000;

function remember(key: string, html: string): string {
  if (highlighted.size >= MAX_CACHED) highlighted.delete(highlighted.keys().next().value!);
  highlighted.set(key, html);
  return html;
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
    const { resolve, highlight } = await getHighlighter(
      nodes.map((n) => (n.node.lang as string | null | undefined) ?? 'text'),
    );
    for (const { node, index, parent } of nodes) {
      const meta = parseCodeMeta(node.meta as string | undefined);
      const lang = resolve(node.lang as string | undefined);
      const code = String(node.value ?? '');
      const key = [lang, meta.lineNumbers, [...meta.highlight].join(','), code].join('\0');
      const html = highlighted.get(key) ?? remember(key, highlight(code, { lang, ...meta }));
      parent.children![index] = jsxFlow(
        'CodeBlock',
        { lang: (node.lang as string | null | undefined) ?? 'text', title: meta.title, html },
        [],
        node.position,
      );
    }
  };
}
