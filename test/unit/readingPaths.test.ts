import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import sidebars from '../../content/sidebars';

// One order everywhere (issue 32): on the operator and producer paths, the first link of a page's
// "Next step(s)" section is the page that follows it in the sidebar, so a reader who follows the
// links walks the sidebar's order and nothing else.

interface Item {
  type?: string;
  label?: string;
  link?: { type: string; id: string };
  items?: readonly (string | Item)[];
}

/** Doc ids of a sidebar category in reading order: its own page, then its items, depth first. */
export function readingOrder(category: Item): string[] {
  const ids: string[] = category.link ? [category.link.id] : [];
  for (const item of category.items ?? [])
    ids.push(...(typeof item === 'string' ? [item] : readingOrder(item)));
  return ids;
}

/** The doc id the first link of the "## Next step(s)" section points to, or undefined. */
export function firstNextLink(markdown: string): string | undefined {
  const section = /^## Next steps?\b[^\n]*\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(markdown);
  const link = section && /\]\(\/docs\/([^)#\s]+)/.exec(section[1]);
  return link ? decodeURIComponent(link[1]) : undefined;
}

function findCategory(items: readonly (string | Item)[], label: string): Item | undefined {
  for (const item of items) {
    if (typeof item === 'string') continue;
    if (item.label === label) return item;
    const inner = findCategory(item.items ?? [], label);
    if (inner) return inner;
  }
  return undefined;
}

function source(id: string): string {
  const file = ['md', 'mdx'].map((ext) => `content/docs/${id}.${ext}`).find(fs.existsSync);
  if (!file) throw new Error(`no file for doc id ${id}`);
  return fs.readFileSync(file, 'utf8');
}

describe('reading paths: helpers', () => {
  it('reads the first link of the Next section only', () => {
    const page = 'See [a](/docs/a).\n\n## Next steps\n\n- [B](/docs/b%20c#x)\n- [D](/docs/d)\n';
    expect(firstNextLink(page)).toBe('b c');
    expect(firstNextLink('## Next step\n\nNo link.\n\n## Other\n\n[e](/docs/e)\n')).toBe(undefined);
  });

  it('flattens a category depth first, its own page first', () => {
    const category = {
      link: { type: 'doc', id: 'a' },
      items: ['b', { label: 'C', items: ['c1', 'c2'] }, 'd'],
    };
    expect(readingOrder(category)).toEqual(['a', 'b', 'c1', 'c2', 'd']);
  });
});

const paths = [
  { sidebar: sidebars.docs, label: 'Node operators and validators' },
  { sidebar: sidebars.docs, label: 'Minting REP' },
  { sidebar: sidebars.api, label: 'Start here' },
];

describe('reading paths: Next links follow the sidebar', () => {
  for (const { sidebar, label } of paths) {
    it(label, () => {
      const category = findCategory(sidebar, label);
      expect(category, label).toBeDefined();
      const order = readingOrder(category!);
      expect(order.length).toBeGreaterThan(1);
      const off: string[] = [];
      for (let i = 0; i < order.length - 1; i++) {
        const next = firstNextLink(source(order[i]));
        if (next !== order[i + 1])
          off.push(`${order[i]} -> ${next ?? '(none)'}, not ${order[i + 1]}`);
      }
      expect(off).toEqual([]);
    });
  }
});
