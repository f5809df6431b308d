import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useRouter, useSite } from '../runtime/context.js';
import type { SearchEntry } from '../runtime/types.js';
import { SearchIcon } from './icons.js';
import { resolveHref } from './Link.js';

let index: Promise<SearchEntry[]> | null = null;

function search(
  entries: SearchEntry[],
  query: string,
): { entry: SearchEntry; heading?: [string, string]; score: number }[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [];
  const out: { entry: SearchEntry; heading?: [string, string]; score: number }[] = [];
  for (const entry of entries) {
    const title = entry.t.toLowerCase();
    const body = `${entry.d ?? ''} ${entry.h.map((h) => h[0]).join(' ')}`.toLowerCase();
    let score = 0;
    let heading: [string, string] | undefined;
    for (const w of words) {
      if (title.includes(w)) score += title.startsWith(w) ? 12 : 8;
      else if (body.includes(w)) {
        score += 3;
        heading ??= entry.h.find((h) => h[0].toLowerCase().includes(w));
      } else {
        score = 0;
        break;
      }
    }
    if (score) out.push({ entry, heading, score });
  }
  return out.sort((a, b) => b.score - a.score || a.entry.t.localeCompare(b.entry.t)).slice(0, 8);
}

/**
 * Search over page titles, headings and descriptions; the index loads the first time the box is
 * used.
 */
export function SearchBox() {
  const { site } = useSite();
  const { navigate } = useRouter();
  const [query, setQuery] = useState('');
  const [entries, setEntries] = useState<SearchEntry[] | null>(null);
  const [selected, setSelected] = useState(0);
  const [open, setOpen] = useState(false);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const load = useCallback(() => {
    index ??= fetch(site.searchUrl).then((r) => r.json() as Promise<SearchEntry[]>);
    index.then(setEntries, () => {
      index = null;
    });
  }, [site.searchUrl]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (
        (e.key === 'k' && (e.metaKey || e.ctrlKey)) ||
        (e.key === '/' && !/input|textarea|select/i.test((e.target as HTMLElement).tagName))
      ) {
        e.preventDefault();
        input.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  const results = entries ? search(entries, query) : [];
  const go = (r: { entry: SearchEntry; heading?: [string, string] }) => {
    setOpen(false);
    setQuery('');
    navigate(resolveHref(r.entry.r, site.baseUrl) + (r.heading ? '#' + r.heading[1] : ''));
  };
  return (
    <div className="search" role="search">
      <label htmlFor={`${id}-q`} className="sr-only">
        Search the docs
      </label>
      <SearchIcon />
      <input
        ref={input}
        id={`${id}-q`}
        type="search"
        placeholder="Search"
        autoComplete="off"
        value={query}
        role="combobox"
        aria-expanded={open && query.length > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={open && results[selected] ? `${id}-${selected}` : undefined}
        onFocus={() => {
          load();
          setOpen(true);
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onChange={(e) => {
          setQuery(e.target.value);
          setSelected(0);
          setOpen(true);
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            setSelected((s) => Math.min(s + 1, results.length - 1));
          } else if (e.key === 'ArrowUp') {
            e.preventDefault();
            setSelected((s) => Math.max(s - 1, 0));
          } else if (e.key === 'Enter' && results[selected]) {
            e.preventDefault();
            go(results[selected]);
          } else if (e.key === 'Escape') {
            setOpen(false);
            input.current?.blur();
          }
        }}
      />
      {open && query ? (
        <ul id={`${id}-list`} role="listbox" className="search-results" aria-label="Search results">
          {entries === null ? (
            <li className="search-empty">Loading…</li>
          ) : results.length === 0 ? (
            <li className="search-empty">No results for “{query}”</li>
          ) : (
            results.map((r, i) => (
              <li
                key={r.entry.r}
                id={`${id}-${i}`}
                role="option"
                aria-selected={i === selected}
                className={i === selected ? 'selected' : undefined}
                onMouseDown={(e) => {
                  e.preventDefault();
                  go(r);
                }}
                onMouseEnter={() => setSelected(i)}
              >
                <span className="search-title">{r.entry.t}</span>
                {r.heading ? (
                  <span className="search-heading">{r.heading[0]}</span>
                ) : r.entry.d ? (
                  <span className="search-heading">{r.entry.d}</span>
                ) : null}
              </li>
            ))
          )}
        </ul>
      ) : null}
    </div>
  );
}
