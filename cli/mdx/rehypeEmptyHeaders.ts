import type { Element, Root } from 'hast';
import { visit } from './visit.js';

/**
 * A header cell with no text (the corner of a `| | A | B |` table) heads nothing: it becomes an
 * ordinary cell, so assistive technology does not announce an empty column header (issue 12, axe
 * `empty-table-header`).
 */
export function rehypeEmptyHeaders() {
  return (tree: Root) => {
    visit(tree, 'element', (cell: Element) => {
      if (cell.tagName === 'th' && cell.children.every(blank)) cell.tagName = 'td';
    });
  };
}

/** Only whitespace: an element (an image, a link, code) may name the cell without text. */
const blank = (n: Element['children'][number]) => n.type === 'text' && !n.value.trim();
