/** Small helpers for building MDX JSX nodes in remark plugins. */
import type { Node } from 'unist';

export interface JsxAttr {
  type: 'mdxJsxAttribute';
  name: string;
  value: string | null;
}
export interface AnyNode extends Node {
  children?: AnyNode[];
  value?: string;
  [key: string]: unknown;
}

export function jsxAttr(name: string, value: string): JsxAttr {
  return { type: 'mdxJsxAttribute', name, value };
}

export function jsxFlow(
  name: string,
  attrs: Record<string, string | undefined>,
  children: AnyNode[] = [],
  position?: Node['position'],
): AnyNode {
  return {
    type: 'mdxJsxFlowElement',
    name,
    children,
    position,
    attributes: Object.entries(attrs)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => jsxAttr(k, v!)),
  };
}

export function textOf(node: AnyNode): string {
  if (typeof node.value === 'string' && (node.type === 'text' || node.type === 'inlineCode'))
    return node.value;
  return (node.children ?? []).map(textOf).join('');
}

export function stringAttr(node: AnyNode, name: string): string | undefined {
  const attrs = (node.attributes ?? []) as { type: string; name?: string; value?: unknown }[];
  const a = attrs.find((x) => x.type === 'mdxJsxAttribute' && x.name === name);
  return typeof a?.value === 'string' ? a.value : undefined;
}
