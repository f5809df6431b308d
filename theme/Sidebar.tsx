import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import { useRouter } from '../runtime/context.js';
import { sidebarContains } from '../runtime/shared/sidebarSlice.js';
import type { SidebarNode } from '../runtime/types.js';
import { Collapsible } from './Collapsible.js';
import { ChevronIcon, ExternalIcon } from './icons.js';
import { Link } from './Link.js';

/** Replaces a first visit's slice of the sidebar with the whole of it (see sidebarSlice.ts). */
const LoadWholeContext = createContext<(() => Promise<void>) | undefined>(undefined);

/**
 * Which categories the reader opened or closed, by label path. It lives above the page (in Layout),
 * so a navigation, which remounts the page and its sidebar, keeps them as the reader left them
 * (issue 10).
 */
export type CategoryMemory = Map<string, boolean>;
export const CategoryMemoryContext = createContext<CategoryMemory>(new Map());

function Category({
  node,
  depth,
  trail,
}: {
  node: Extract<SidebarNode, { type: 'category' }>;
  depth: number;
  trail: string;
}) {
  const { path } = useRouter();
  const memory = useContext(CategoryMemoryContext);
  const key = `${trail}/${node.label}`;
  const active = node.link?.route === path || sidebarContains(node.items, path);
  // categories holding the current page start open; nothing is auto-collapsed on navigation
  // (SPEC §4)
  const [open, setOpenState] = useState(
    !node.collapsible || active || (memory.get(key) ?? !node.collapsed),
  );
  const setOpen = (next: boolean) => {
    memory.set(key, next);
    setOpenState(next);
  };
  useEffect(() => {
    if (active) setOpenState(true);
  }, [active]);
  const id = `cat-${depth}-${node.label.replace(/[^\w]+/g, '-')}`;
  const loadWhole = useContext(LoadWholeContext);
  const toggle = () => {
    if (!node.collapsible) return;
    // a category the first visit's slice left empty opens once the whole sidebar is there
    if (!open && node.pruned && loadWhole)
      loadWhole().then(
        () => setOpen(true),
        (e: unknown) => console.error('tn-docs: the sidebar could not be loaded', e),
      );
    else setOpen(!open);
  };
  return (
    <li
      className={`sidebar-category${open ? ' open' : ''}${node.className ? ` ${node.className}` : ''}`}
    >
      <div className="sidebar-category-row">
        {node.link ? (
          <Link
            to={node.link.route}
            className={`sidebar-link${node.link.route === path ? ' active' : ''}`}
            aria-current={node.link.route === path ? 'page' : undefined}
          >
            {node.label}
          </Link>
        ) : (
          <button
            type="button"
            className="sidebar-link sidebar-category-label"
            aria-expanded={open}
            aria-controls={id}
            onClick={toggle}
          >
            {node.label}
          </button>
        )}
        {node.collapsible ? (
          <button
            type="button"
            className="sidebar-caret"
            aria-expanded={open}
            aria-controls={id}
            aria-label={`${open ? 'Collapse' : 'Expand'} sidebar category '${node.label}'`}
            onClick={toggle}
          >
            <ChevronIcon />
          </button>
        ) : null}
      </div>
      <Collapsible open={open} id={id} className="sidebar-list">
        {() =>
          node.items.map((child, i) => <Item key={i} node={child} depth={depth + 1} trail={key} />)
        }
      </Collapsible>
    </li>
  );
}

function Item({ node, depth, trail }: { node: SidebarNode; depth: number; trail: string }) {
  const { path } = useRouter();
  if (node.type === 'category') return <Category node={node} depth={depth} trail={trail} />;
  if (node.type === 'link')
    return (
      <li className={node.className}>
        <Link to={node.href} className="sidebar-link">
          {node.label}
          {/^https?:/.test(node.href) ? <ExternalIcon /> : null}
        </Link>
      </li>
    );
  const active = node.route === path;
  return (
    <li className={node.className}>
      <Link
        to={node.route}
        className={`sidebar-link${active ? ' active' : ''}`}
        aria-current={active ? 'page' : undefined}
      >
        {node.label}
      </Link>
    </li>
  );
}

type LoadAll = () => Promise<SidebarNode[]>;

/** `loadAll`, when `items` is a first visit's slice: loads the whole sidebar. */
export function SidebarTree({ items, loadAll }: { items: SidebarNode[]; loadAll?: LoadAll }) {
  // the whole sidebar, for the slice it replaced (a navigation brings other items)
  const [whole, setWhole] = useState<{ slice: SidebarNode[]; items: SidebarNode[] }>();
  const shown = whole?.slice === items ? whole.items : items;
  const loadWhole = useMemo(
    () => loadAll && (() => loadAll().then((all) => setWhole({ slice: items, items: all }))),
    [loadAll, items],
  );
  return (
    <LoadWholeContext.Provider value={loadWhole}>
      <ul className="sidebar-list sidebar-root">
        {shown.map((node, i) => (
          <Item key={i} node={node} depth={0} trail="" />
        ))}
      </ul>
    </LoadWholeContext.Provider>
  );
}

export function Sidebar({ items, loadAll }: { items: SidebarNode[]; loadAll?: LoadAll }) {
  return (
    <aside className="sidebar" aria-label="Docs sidebar">
      <nav aria-label="Docs pages">
        <SidebarTree items={items} loadAll={loadAll} />
      </nav>
    </aside>
  );
}
