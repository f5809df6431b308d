import type { CompiledPage } from '../mdx/compileMdx.js';
import type { RouteEntry } from './types.js';

/** What static MDX may import: the JSX runtime and theme parts that only lay out markup. */
const STATIC_IMPORTS = new Set([
  'react/jsx-runtime',
  '@theme/Home',
  '@docusaurus/Link',
  '@theme/MDXComponents',
]);

const IMPORT = /^\s*import\b[^'"]*["']([^"']+)["']/gm;
/** `onClick: ...` in compiled JSX props: the page wants to react to something. */
const HANDLER = /["']?\bon[A-Z][A-Za-z]*["']?\s*:/;

/**
 * Whether compiled MDX renders to markup that needs no JavaScript: it imports nothing but the
 * JSX runtime and presentational theme parts, loads nothing dynamically and attaches no event
 * handler. (The theme's own MDX components are static too; the copy button of code blocks works
 * by a delegated listener, runtime/copyCode.ts.)
 */
export function isStaticMdx(code: string): boolean {
  if (/\bimport\s*\(/.test(code) || HANDLER.test(code)) return false;
  for (const m of code.matchAll(IMPORT)) if (!STATIC_IMPORTS.has(m[1])) return false;
  return true;
}

/**
 * Pages whose content is static MDX boot without their chunk on a first visit: the route data
 * travels in the HTML and the content stays the server's HTML (theme/PageContent.tsx). Blog lists
 * (several excerpts) and React pages always load their chunk.
 */
export function hasStaticContent(route: RouteEntry, compiled: Map<string, CompiledPage>): boolean {
  const { data, content } = route;
  if (!content || !('mdx' in content) || route.excerpts) return false;
  const kind =
    data.kind === 'doc' || data.kind === 'blogPost' || (data.kind === 'page' && data.markdown);
  const code = compiled.get(content.mdx)?.code;
  return kind && code !== undefined && isStaticMdx(code);
}
