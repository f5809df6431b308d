/**
 * An SVG file imported from code, as a React component module (what Docusaurus's SVGR gives):
 * the root's attributes become props the caller can override, the drawing is kept as markup.
 */
const RENAMED: Record<string, string> = { class: 'className', 'xlink:href': 'xlinkHref' };

function propName(attr: string): string {
  if (RENAMED[attr]) return RENAMED[attr];
  if (attr.startsWith('data-') || attr.startsWith('aria-')) return attr;
  return attr.replace(/[:-]([a-z])/g, (_, c: string) => c.toUpperCase());
}

export function svgComponentModule(source: string): string {
  const clean = source
    .replace(/<\?xml[\s\S]*?\?>/g, '')
    .replace(/<!DOCTYPE[\s\S]*?>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '');
  const open = /<svg\b([^>]*)>/i.exec(clean);
  const close = clean.lastIndexOf('</svg>');
  const props: Record<string, string> = {};
  let inner = '';
  if (open) {
    for (const m of open[1].matchAll(/([\w:.-]+)\s*=\s*("([^"]*)"|'([^']*)')/g))
      if (m[1] !== 'style') props[propName(m[1])] = m[3] ?? m[4];
    inner = clean.slice(open.index + open[0].length, close < 0 ? undefined : close);
  }
  return [
    "import { createElement } from 'react';",
    `const attrs = ${JSON.stringify(props)};`,
    `const markup = { __html: ${JSON.stringify(inner.trim())} };`,
    'export default function Svg({ title, ...props }) {',
    "  return createElement('svg', { ...attrs, ...props, dangerouslySetInnerHTML: markup });",
    '}',
    'export const ReactComponent = Svg;',
  ].join('\n');
}
