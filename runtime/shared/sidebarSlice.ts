import type { NavItem, SidebarNode } from '../types.js';

type Category = Extract<SidebarNode, { type: 'category' }>;

/** Does this part of a sidebar lead to `route`? */
export function sidebarContains(nodes: SidebarNode[], route: string): boolean {
  return nodes.some((node) => {
    if (node.type === 'doc') return node.route === route;
    if (node.type === 'category')
      return node.link?.route === route || sidebarContains(node.items, route);
    return false;
  });
}

/**
 * Whether a category is open when its sidebar is first drawn on `path` (the reader has not opened
 * or closed anything yet): not collapsible, holding the current page, or not collapsed by default.
 */
export function opensAtFirst(node: Category, path: string): boolean {
  return (
    !node.collapsible ||
    !node.collapsed ||
    node.link?.route === path ||
    sidebarContains(node.items, path)
  );
}

/** The routes the navbar's links point at (they are marked active on every page of their sidebar). */
export function navbarTargets(items: NavItem[]): Set<string> {
  const targets = new Set<string>();
  for (const item of items) {
    if ('to' in item && item.to !== undefined) targets.add(item.to);
    if (item.type === 'dropdown') for (const i of item.items) if (i.to) targets.add(i.to);
  }
  return targets;
}

/**
 * What a first visit of `path` draws of its sidebar (issue 13: first-visit JavaScript independent
 * of the number of pages): the categories it shows open, whole; a closed category keeps only the
 * docs the navbar points at (for its active marks) and is marked `pruned`, so opening it loads the
 * whole sidebar first. Rendered from this, the sidebar's markup is the server's.
 */
export function sidebarSlice(
  nodes: SidebarNode[],
  path: string,
  navbar: Set<string>,
): SidebarNode[] {
  return nodes.map((node) => {
    if (node.type !== 'category') return node;
    if (opensAtFirst(node, path)) return { ...node, items: sidebarSlice(node.items, path, navbar) };
    return { ...node, items: navbarDocs(node.items, navbar), pruned: true };
  });
}

function navbarDocs(nodes: SidebarNode[], navbar: Set<string>): SidebarNode[] {
  return nodes.flatMap((node): SidebarNode[] => {
    if (node.type === 'doc') return navbar.has(node.route) ? [node] : [];
    if (node.type !== 'category') return [];
    const link = node.link && navbar.has(node.link.route) ? node.link : undefined;
    const inner = navbarDocs(node.items, navbar);
    return link || inner.length ? [{ ...node, link, items: inner }] : [];
  });
}
