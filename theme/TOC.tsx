import { useEffect, useState } from 'react';
import type { TocEntry } from '../runtime/types.js';

function useActiveHeading(items: TocEntry[]): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    if (!items.length) return undefined;
    const onScroll = () => {
      let current: string | undefined;
      for (const item of items) {
        const el = document.getElementById(item.id);
        if (el && el.getBoundingClientRect().top < 120) current = item.id;
      }
      setActive(current ?? items[0].id);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [items]);
  return active;
}

function List({ items, active }: { items: TocEntry[]; active?: string }) {
  const min = Math.min(...items.map((i) => i.level));
  return (
    <ul className="toc-list">
      {items.map((item) => (
        <li key={item.id} className={`toc-level-${item.level - min}`}>
          <a href={`#${item.id}`} className={active === item.id ? 'active' : undefined}>
            {item.value}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Desktop: a sticky column with the current heading marked. */
export function TOC({ items }: { items: TocEntry[] }) {
  const active = useActiveHeading(items);
  if (!items.length) return null;
  return (
    <nav className="toc" aria-label="On this page">
      <p className="toc-title">On this page</p>
      <List items={items} active={active} />
    </nav>
  );
}

/** Mobile: a collapsed "On this page" box above the content. */
export function TOCCollapsible({ items }: { items: TocEntry[] }) {
  if (!items.length) return null;
  return (
    <details className="toc-mobile">
      <summary>On this page</summary>
      <List items={items} />
    </details>
  );
}
