import { useEffect, useState } from 'react';
import { useRouter } from '../runtime/context.js';
import type { SidebarNode } from '../runtime/types.js';
import { ChevronIcon, ExternalIcon } from './icons.js';
import { Link } from './Link.js';

function containsRoute(node: SidebarNode, path: string): boolean {
  if (node.type === 'doc') return node.route === path;
  if (node.type === 'category')
    return node.link?.route === path || node.items.some((i) => containsRoute(i, path));
  return false;
}

function Category({
  node,
  depth,
}: {
  node: Extract<SidebarNode, { type: 'category' }>;
  depth: number;
}) {
  const { path } = useRouter();
  const active = containsRoute(node, path);
  // categories holding the current page start open; nothing is auto-collapsed on navigation (SPEC
  // §4)
  const [open, setOpen] = useState(!node.collapsible || active || !node.collapsed);
  useEffect(() => {
    if (active) setOpen(true);
  }, [active]);
  const id = `cat-${depth}-${node.label.replace(/[^\w]+/g, '-')}`;
  return (
    <li className={`sidebar-category${open ? ' open' : ''}`}>
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
            onClick={() => node.collapsible && setOpen((o) => !o)}
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
            onClick={() => setOpen((o) => !o)}
          >
            <ChevronIcon />
          </button>
        ) : null}
      </div>
      {/* children of a collapsed category are rendered when it opens: pages stay small on large sites */}
      <ul id={id} className="sidebar-list" hidden={!open}>
        {open
          ? node.items.map((child, i) => <Item key={i} node={child} depth={depth + 1} />)
          : null}
      </ul>
    </li>
  );
}

function Item({ node, depth }: { node: SidebarNode; depth: number }) {
  const { path } = useRouter();
  if (node.type === 'category') return <Category node={node} depth={depth} />;
  if (node.type === 'link')
    return (
      <li>
        <Link to={node.href} className="sidebar-link">
          {node.label}
          {/^https?:/.test(node.href) ? <ExternalIcon /> : null}
        </Link>
      </li>
    );
  const active = node.route === path;
  return (
    <li>
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

export function SidebarTree({ items }: { items: SidebarNode[] }) {
  return (
    <ul className="sidebar-list sidebar-root">
      {items.map((node, i) => (
        <Item key={i} node={node} depth={0} />
      ))}
    </ul>
  );
}

export function Sidebar({ items }: { items: SidebarNode[] }) {
  return (
    <aside className="sidebar" aria-label="Docs sidebar">
      <nav aria-label="Docs pages">
        <SidebarTree items={items} />
      </nav>
    </aside>
  );
}
