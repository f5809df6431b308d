import type { NavItem, SidebarNode } from '../types.js';

type Category = Extract<SidebarNode, { type: 'category' }>;

/**
 * Every route a list of sidebar nodes leads to, computed once per list (the sidebars are the same
 * objects for every page a build renders, so checking a page against them stays O(depth), not
 * O(pages), and a 10,000-page site does not walk its sidebar once per page).
 */
const routesIn = new WeakMap<SidebarNode[], Set<string>>();

function routesOf(nodes: SidebarNode[]): Set<string> {
  let routes = routesIn.get(nodes);
  if (routes) return routes;
  routes = new Set();
  for (const node of nodes) {
    if (node.type === 'doc') routes.add(node.route);
    else if (node.type === 'category') {
      if (node.link) routes.add(node.link.route);
      for (const r of routesOf(node.items)) routes.add(r);
    }
  }
  routesIn.set(nodes, routes);
  return routes;
}

/** Does this part of a sidebar lead to `route`? */
export function sidebarContains(nodes: SidebarNode[], route: string): boolean {
  return routesOf(nodes).has(route);
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

const targetsOf = new WeakMap<NavItem[], Set<string>>();

/** The routes the navbar's links point at (they are marked active on every page of their sidebar). */
export function navbarTargets(items: NavItem[]): Set<string> {
  let targets = targetsOf.get(items);
  if (targets) return targets;
  targets = new Set<string>();
  for (const item of items) {
    if ('to' in item && item.to !== undefined) targets.add(item.to);
    if (item.type === 'dropdown') for (const i of item.items) if (i.to) targets.add(i.to);
  }
  targetsOf.set(items, targets);
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

/** A closed category's navbar docs, per category and navbar (the same for every page). */
const navbarDocsOf = new WeakMap<SidebarNode[], { navbar: Set<string>; docs: SidebarNode[] }>();

function navbarDocs(nodes: SidebarNode[], navbar: Set<string>): SidebarNode[] {
  const known = navbarDocsOf.get(nodes);
  if (known?.navbar === navbar) return known.docs;
  const docs = nodes.flatMap((node): SidebarNode[] => {
    if (node.type === 'doc') return navbar.has(node.route) ? [node] : [];
    if (node.type !== 'category') return [];
    const link = node.link && navbar.has(node.link.route) ? node.link : undefined;
    const inner = navbarDocs(node.items, navbar);
    return link || inner.length ? [{ ...node, link, items: inner }] : [];
  });
  navbarDocsOf.set(nodes, { navbar, docs });
  return docs;
}
