import { useEffect, useRef, useState } from 'react';
import type { TocEntry } from '../runtime/types.js';
import { useMessage } from './useMessage.js';

function useActiveHeading(items: TocEntry[]): string | undefined {
  const [active, setActive] = useState<string>();
  // keyed by the headings' ids, not the array: an edit in the dev server that leaves the headings alone
  // does not measure the page again
  const key = items.map((i) => i.id).join('\n');
  useEffect(() => {
    if (!key) return undefined;
    const ids = key.split('\n');
    const onScroll = () => {
      let current: string | undefined;
      for (const id of ids) {
        const el = document.getElementById(id);
        if (el && el.getBoundingClientRect().top < 120) current = id;
      }
      setActive(current ?? ids[0]);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [key]);
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
  const title = useMessage()('theme.TOCCollapsible.toggleButtonLabel', 'On this page');
  if (!items.length) return null;
  return (
    <nav className="toc" aria-label={title}>
      <p className="toc-title">{title}</p>
      <List items={items} active={active} />
    </nav>
  );
}

/**
 * Mobile: a collapsed "On this page" box above the content. Picking an entry closes it, before the
 * browser scrolls, so the heading lands where the closed box leaves it (issue 10).
 */
export function TOCCollapsible({ items }: { items: TocEntry[] }) {
  const box = useRef<HTMLDetailsElement>(null);
  const title = useMessage()('theme.TOCCollapsible.toggleButtonLabel', 'On this page');
  if (!items.length) return null;
  return (
    <details className="toc-mobile" ref={box}>
      <summary>{title}</summary>
      {/* the links inside are the keyboard interface (Enter fires click): this only listens */}
      <div
        onClick={(e) => {
          if ((e.target as Element).closest('a') && box.current) box.current.open = false;
        }}
      >
        <List items={items} />
      </div>
    </details>
  );
}
