/**
 * Writes the JavaScript module for a page of plain Markdown straight from its HTML syntax tree. It is the
 * module MDX writes for such a page (same components mapping, same elements, same attribute order), without
 * MDX's detour through a JavaScript syntax tree, which costs more than parsing the Markdown did.
 *
 * Returns null for anything plain Markdown does not produce (raw HTML, inline styles, SVG): the caller then
 * compiles the page with MDX.
 */
import type { Element, ElementContent, Properties, Root, RootContent } from 'hast';
import { find, hastToReact, html } from 'property-information';

/** JSX elements made by tn-docs's remark plugins (e.g. CodeBlock, Admonition). */
interface JsxNode {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: { type: string; name?: string; value?: unknown }[];
  children: (ElementContent | JsxNode)[];
}
type Node = RootContent | ElementContent | JsxNode;

/** Whitespace between these elements' children is not allowed in the DOM (React would warn). */
const TABLE_ELEMENTS = new Set(['table', 'tbody', 'thead', 'tfoot', 'tr']);

class Unsupported extends Error {}

class Writer {
  /** Markdown's elements, each taken from the components map (the theme may replace any). */
  tags = new Set<string>();
  /** Components the page needs (from the plugins), checked before rendering. */
  components = new Set<string>();

  children(nodes: Node[], parentTag?: string): string[] {
    const out: string[] = [];
    const skipNewlines = parentTag !== undefined && TABLE_ELEMENTS.has(parentTag);
    for (const node of nodes) {
      if (node.type === 'text') {
        if (!(skipNewlines && node.value === '\n')) out.push(JSON.stringify(node.value));
      } else if (node.type === 'element') out.push(this.element(node));
      else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement')
        out.push(this.jsx(node));
      else throw new Unsupported(node.type);
    }
    return out;
  }

  element(node: Element): string {
    const tag = node.tagName;
    if (!/^[a-z][a-z0-9]*$/.test(tag) || tag === 'svg') throw new Unsupported(tag);
    this.tags.add(tag);
    const props = elementProps(node.tagName, node.properties);
    return call(`_components.${tag}`, props, this.children(node.children, tag));
  }

  jsx(node: JsxNode): string {
    if (!node.name || !/^[A-Z]\w*$/.test(node.name)) throw new Unsupported('JSX');
    this.components.add(node.name);
    const props = node.attributes.map((a) => {
      if (
        a.type !== 'mdxJsxAttribute' ||
        !a.name ||
        (a.value !== null && typeof a.value !== 'string')
      )
        throw new Unsupported('attribute');
      return `${JSON.stringify(a.name)}: ${a.value === null ? 'true' : JSON.stringify(a.value)}`;
    });
    return call(node.name, props, this.children(node.children));
  }
}

/** `_jsx(type, {props, children})`; `_jsxs` when the children are a list, as the JSX transform writes. */
function call(type: string, props: string[], children: string[]): string {
  const all = [...props];
  if (children.length === 1) all.push(`children: ${children[0]}`);
  if (children.length > 1) all.push(`children: [${children.join(', ')}]`);
  return `${children.length > 1 ? '_jsxs' : '_jsx'}(${type}, {${all.join(', ')}})`;
}

/** hast properties as React props, named and valued as MDX names and values them. */
function elementProps(tag: string, properties: Properties = {}): string[] {
  const props: string[] = [];
  let align: string | undefined;
  for (const [key, raw] of Object.entries(properties)) {
    const info = find(html, key);
    if (raw === null || raw === undefined || raw === false) continue;
    if (typeof raw === 'number' && Number.isNaN(raw)) continue;
    if (!raw && info.boolean) continue;
    const name = info.space ? (hastToReact[info.property] ?? info.property) : info.attribute;
    if (name === 'style') throw new Unsupported('style');
    const value = Array.isArray(raw) ? raw.join(info.commaSeparated ? ', ' : ' ') : raw;
    // a table cell's alignment becomes an inline style (React has no `align`)
    if ((tag === 'td' || tag === 'th') && name === 'align') {
      align = String(value);
      continue;
    }
    props.push(
      `${JSON.stringify(name)}: ${value === true ? 'true' : JSON.stringify(String(value))}`,
    );
  }
  if (align !== undefined) props.push(`style: {textAlign: ${JSON.stringify(align)}}`);
  return props;
}

/** The page's module, or null when the tree holds something plain Markdown does not make. */
export function hastToModule(tree: Root): string | null {
  const w = new Writer();
  let body: string;
  try {
    body = call('_Fragment', [], w.children(tree.children));
  } catch (e) {
    if (e instanceof Unsupported) return null;
    throw e;
  }
  const tags = [...w.tags].sort().map((t) => `${t}: "${t}"`);
  const names = [...w.components].sort();
  const lines = [
    'import {Fragment as _Fragment, jsx as _jsx, jsxs as _jsxs} from "react/jsx-runtime";',
    'function _createMdxContent(props) {',
    `  const _components = {${[...tags, '...props.components'].join(', ')}}` +
      (names.length ? `, {${names.join(', ')}} = _components;` : ';'),
    ...names.map((n) => `  if (!${n}) _missingMdxReference(${JSON.stringify(n)}, true);`),
    `  return ${body};`,
    '}',
    'export default function MDXContent(props = {}) {',
    '  const {wrapper: MDXLayout} = props.components || ({});',
    '  return MDXLayout ? _jsx(MDXLayout, {...props, children: _jsx(_createMdxContent, {...props})}) : _createMdxContent(props);',
    '}',
    'function _missingMdxReference(id, component) {',
    '  throw new Error("This page uses the " + (component ? "component" : "object") + " `" + id + "`, which nothing provides.");',
    '}',
    '',
  ];
  return lines.join('\n');
}
