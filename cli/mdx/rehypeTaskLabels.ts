import type { Element, ElementContent, Root } from 'hast';
import { visit } from './visit.js';

/** Blocks that end a task item's own text (a nested list, a second paragraph). */
const BLOCK = new Set(['ul', 'ol', 'p', 'div', 'pre', 'blockquote', 'table']);

const isCheckbox = (n: ElementContent | undefined): n is Element =>
  n?.type === 'element' && n.tagName === 'input' && n.properties.type === 'checkbox';

/**
 * A GFM task item's checkbox gets its item's text as its label (issue 12, axe `label`): the
 * checkbox and the inline content after it are wrapped in one <label>, so a screen reader says
 * "Install the node, checkbox, checked" instead of an unnamed checkbox. Works for tight items
 * (`li > input`) and loose ones (`li > p > input`).
 */
export function rehypeTaskLabels() {
  return (tree: Root) => {
    visit(tree, 'element', (li: Element) => {
      if (li.tagName !== 'li') return;
      const first = li.children.find((c) => !(c.type === 'text' && !c.value.trim()));
      const holder = first?.type === 'element' && first.tagName === 'p' ? first : li;
      const at = holder.children.findIndex(isCheckbox);
      if (at < 0) return;
      let end = at + 1;
      while (end < holder.children.length) {
        const n = holder.children[end];
        // a block element, or a block the theme renders (CodeBlock, Admonition)
        if (n.type === 'element' ? BLOCK.has(n.tagName) : n.type !== 'text') break;
        end++;
      }
      const label: Element = {
        type: 'element',
        tagName: 'label',
        properties: { className: ['task-label'] },
        children: holder.children.slice(at, end),
      };
      holder.children.splice(at, end - at, label);
    });
  };
}
