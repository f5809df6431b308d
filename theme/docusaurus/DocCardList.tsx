/**
 * `@theme/DocCardList`: cards for the items given, or for the items of the sidebar category whose
 * page is on screen (a category's index page, as Docusaurus does).
 */
import { useRouter } from '../../runtime/context.js';
import type { SidebarNode } from '../../runtime/types.js';
import { Link } from '../Link.js';
import { useDocSidebar } from './docSidebarContext.js';

type Category = Extract<SidebarNode, { type: 'category' }>;

function categoryOf(nodes: SidebarNode[], route: string): Category | undefined {
  for (const n of nodes) {
    if (n.type !== 'category') continue;
    if (n.link?.route === route) return n;
    const inner = categoryOf(n.items, route);
    if (inner) return inner;
  }
  return undefined;
}

function hrefOf(n: SidebarNode): string | undefined {
  if (n.type === 'doc') return n.route;
  if (n.type === 'link') return n.href;
  return n.link?.route ?? n.items.map(hrefOf).find(Boolean);
}

export default function DocCardList({
  items,
  className,
}: {
  items?: SidebarNode[];
  className?: string;
}) {
  const sidebar = useDocSidebar();
  const { path } = useRouter();
  const list = items ?? (sidebar && categoryOf(sidebar, path)?.items) ?? [];
  return (
    <ul className={`doc-card-list${className ? ` ${className}` : ''}`}>
      {list.map((n, i) => {
        const href = hrefOf(n);
        return href ? (
          <li key={i} className="doc-card">
            <Link to={href}>
              <b>{n.type === 'category' ? `${n.label} ›` : n.label}</b>
            </Link>
          </li>
        ) : null;
      })}
    </ul>
  );
}
