import { visit, SKIP } from './visit.js';
import type { AnyNode } from './mdast.js';
import { jsxFlow, textOf } from './mdast.js';

export const ADMONITION_TYPES = [
  'note',
  'tip',
  'info',
  'caution',
  'warning',
  'danger',
  'important',
  'success',
  'secondary',
];

/**
 * `:::note[Title]` container directives become <Admonition type title>. Directives that are not
 * admonitions (e.g. "ratio 1:2" or "Note:this" parsed as text directives) are turned back into the
 * text the author wrote.
 */
export function remarkAdmonitions() {
  return (tree: AnyNode) => {
    visit(tree, (node: AnyNode, index, parent: AnyNode | undefined) => {
      if (node.type === 'containerDirective' && ADMONITION_TYPES.includes(String(node.name))) {
        const children = node.children ?? [];
        let title: string | undefined;
        if (children[0]?.data && (children[0].data as { directiveLabel?: boolean }).directiveLabel)
          title = textOf(children.shift()!);
        // the keyword itself: the theme styles Docusaurus's aliases (important, success,
        // secondary) as their base type and keeps the keyword as the title
        const type = String(node.name);
        parent!.children![index!] = jsxFlow('Admonition', { type, title }, children, node.position);
        return index!; // visit the new element too: admonitions nest
      }
      if (
        node.type === 'textDirective' ||
        node.type === 'leafDirective' ||
        node.type === 'containerDirective'
      ) {
        const prefix =
          node.type === 'textDirective' ? ':' : node.type === 'leafDirective' ? '::' : ':::';
        // a container's label is its first child, marked as such; the rest is its content
        const content = node.type === 'containerDirective' ? [...(node.children ?? [])] : [];
        const isLabel = (n?: AnyNode) =>
          Boolean((n?.data as { directiveLabel?: boolean })?.directiveLabel);
        const label =
          node.type !== 'containerDirective'
            ? textOf(node)
            : isLabel(content[0])
              ? textOf(content.shift()!)
              : '';
        const text = {
          type: 'text',
          value: `${prefix}${String(node.name)}${label ? `[${label}]` : ''}`,
          position: node.position,
        } as AnyNode;
        if (node.type === 'textDirective') parent!.children!.splice(index!, 1, text);
        else
          parent!.children!.splice(
            index!,
            1,
            { type: 'paragraph', children: [text], position: node.position } as AnyNode,
            ...content,
          );
        return [SKIP, index!];
      }
      return undefined;
    });
  };
}
