import { visit } from './visit.js';
import type { AnyNode } from './mdast.js';

/**
 * A whole-line magic comment as Docusaurus reads it, in any of its comment syntaxes:
 * `// highlight-next-line`, `# highlight-start`, `<!-- highlight-end -->`, `{/* ... *\/}`, `-- `.
 */
const MAGIC =
  /^\s*(?:\/\/|#|--|;;|%|\/\*|<!--|\{\/\*)\s*highlight-(next-line|start|end)\s*(?:\*\/\}?|-->)?\s*$/;

/**
 * Removes Docusaurus's highlight comments from code blocks and turns them into line numbers in the
 * fence's `{…}` range, which remarkCode already highlights.
 */
export function highlightComments(code: string): { code: string; lines: number[] } {
  const out: string[] = [];
  const lines: number[] = [];
  let next = false;
  let open = 0;
  for (const line of code.split('\n')) {
    const m = MAGIC.exec(line);
    if (m?.[1] === 'next-line') next = true;
    else if (m?.[1] === 'start') open++;
    else if (m?.[1] === 'end') open = Math.max(0, open - 1);
    else {
      out.push(line);
      if (next || open) lines.push(out.length);
      next = false;
    }
  }
  return { code: out.join('\n'), lines };
}

export function remarkHighlightComments() {
  return (tree: AnyNode) => {
    visit(tree, 'code', (node: AnyNode) => {
      const value = String(node.value ?? '');
      if (!value.includes('highlight-')) return;
      const { code, lines } = highlightComments(value);
      if (code === value) return;
      node.value = code;
      if (!lines.length) return;
      const meta = typeof node.meta === 'string' ? node.meta : '';
      const range = /\{([\d,\s-]+)\}/.exec(meta);
      node.meta = range
        ? meta.replace(range[0], `{${range[1]},${lines.join(',')}}`)
        : `${meta} {${lines.join(',')}}`.trim();
    });
  };
}
