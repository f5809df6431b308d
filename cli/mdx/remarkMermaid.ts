import type { renderMermaidSVG } from 'beautiful-mermaid';
import { visit } from './visit.js';
import type { AnyNode } from './mdast.js';
import { jsxFlow } from './mdast.js';
import type { LinkData } from './remarkLinks.js';

/**
 * The diagram's colours are the theme's tokens, so it follows the colour mode like the site's own
 * diagrams. (Names the library sets on the <svg> itself, such as --bg, must not point at themselves.)
 */
const COLOURS = {
  bg: 'var(--bg-raised)',
  fg: 'var(--text)',
  line: 'var(--text-muted)',
  accent: 'var(--d-accent-stroke)',
  muted: 'var(--text-muted)',
  surface: 'var(--d-box-fill)',
  border: 'var(--d-box-stroke)',
  transparent: true,
  font: 'inherit',
};

type Renderer = typeof renderMermaidSVG;

/** The diagram library (several megabytes with its layout engine), loaded by the first page that has a diagram. */
let renderer: Promise<Renderer> | undefined;
const loadRenderer = () =>
  (renderer ??= import('beautiful-mermaid').then((m) => m.renderMermaidSVG));

/** A diagram drawn at build time, or null when the library does not draw this kind of diagram. */
export async function mermaidSvg(source: string): Promise<string | null> {
  const render = await loadRenderer();
  try {
    return (
      render(source.trim(), COLOURS)
        // the page's own font, and no request to a font service
        .replace(/@import url\([^)]*\);?/g, '')
    );
  } catch {
    return null;
  }
}

/**
 * ```mermaid fences (when the config turns mermaid on, as Docusaurus's `markdown.mermaid`) become
 * SVG at build time; a kind of diagram the renderer does not know stays a code block.
 */
export function remarkMermaid() {
  return async (tree: AnyNode) => {
    const fences: { node: AnyNode; index: number; parent: AnyNode }[] = [];
    visit(tree, 'code', (node: AnyNode, index, parent: AnyNode | undefined) => {
      if (node.lang === 'mermaid' && parent && index !== undefined)
        fences.push({ node, index, parent });
    });
    for (const { node, index, parent } of fences) {
      const svg = await mermaidSvg(String(node.value ?? ''));
      if (svg) parent.children![index] = jsxFlow('Diagram', { svg }, [], node.position);
    }
  };
}

import { MERMAID_OFF } from './markers.js';

export { MERMAID_OFF };

/**
 * Diagrams off (`markdown.mermaid` unset): a ```mermaid fence is shown as code, which is what the
 * author asked for only if they know the switch exists. The page's first such fence is noted (a
 * warning; `check` and `build` say it once for the whole site).
 */
export function remarkMermaidOff(out: LinkData) {
  return () => (tree: AnyNode) => {
    visit(tree, (n) => {
      const node = n as AnyNode & { lang?: string };
      if (node.type !== 'code' || node.lang !== 'mermaid') return;
      out.problems.push({
        code: MERMAID_OFF,
        message: 'A ```mermaid fence is shown as code: diagrams are off for this site.',
        line: node.position?.start.line ?? 0,
        column: node.position?.start.column ?? 0,
        hint:
          'To draw it as a diagram, set `markdown: { mermaid: true }` in site.config.ts ' +
          '(in docusaurus.config.js for a Docusaurus site).',
        severity: 'warning',
      });
      return false;
    });
  };
}
