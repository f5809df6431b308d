import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import {
  clearRecentSearches,
  readRecentSearches,
  rememberSearch,
} from '../../runtime/search/recentSearches.js';
import type { SearchHit, SearchIndex } from '../../runtime/search/SearchIndex.js';
import { Crumbs, HitBody } from './Highlighted.js';
import { NoResults } from './NoResults.js';
import type { SearchEnv } from './searchEnv.js';
import { useRouter, useSite } from '../../runtime/context.js';
import { resolveHref } from '../Link.js';
import { useSearchAnswer } from './useSearchAnswer.js';

type HrefOf = (to: string) => string;

export function hitHref(hit: SearchHit, hrefOf: HrefOf): string {
  return hrefOf(hit.route + (hit.anchor ? '#' + hit.anchor : ''));
}

/** `/search?q=…`: a search that can be linked and shared. */
export function searchPageHref(query: string, hrefOf: HrefOf): string {
  return `${hrefOf('/search')}?q=${encodeURIComponent(query.trim())}`;
}

const FOCUSABLE = 'input, button, a[href]:not([tabindex="-1"])';

/**
 * The search dialog (issue 11): a combobox over a listbox of sections grouped by page. Focus stays in the
 * input (aria-activedescendant); arrows move, Enter opens, Escape closes; Tab cycles inside the dialog.
 */
export function SearchDialog({
  index,
  env,
  initial = '',
  onClose,
}: {
  index: SearchIndex;
  env: SearchEnv;
  /** Typed before the dialog could show (while its code loaded). */
  initial?: string;
  onClose: () => void;
}) {
  const { site, storage } = useSite();
  const { navigate } = useRouter();
  const hrefOf = (to: string) => resolveHref(to, site.baseUrl, site.trailingSlash);
  const id = useId();
  const [query, setQuery] = useState(initial);
  const [active, setActive] = useState(0);
  const [recent, setRecent] = useState<string[]>([]);
  const { answer, loading, failed } = useSearchAnswer(index, query);
  const input = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setRecent(readRecentSearches(storage));
    input.current?.focus();
    // the page behind stays still while the dialog is open
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [storage]);
  useEffect(() => {
    // the small top-level file, fetched again on each opening (the site may have changed since)
    index.refresh().catch(() => {});
  }, [index]);

  const showRecent = !query.trim();
  const hits = answer && !showRecent ? answer.groups.flatMap((g) => g.hits) : [];
  const count = showRecent ? recent.length : hits.length;
  const current = Math.min(active, Math.max(count - 1, 0));
  const optionId = (i: number) => `${id}-opt-${i}`;
  const listId = `${id}-list`;

  const open = (hit: SearchHit) => {
    setRecent(rememberSearch(storage, query));
    onClose();
    navigate(hitHref(hit, hrefOf));
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      onClose();
    } else if (e.key === 'Tab') {
      const items = [...(dialog.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
      const at = items.indexOf(document.activeElement as HTMLElement);
      const next = e.shiftKey ? (at <= 0 ? items.length - 1 : at - 1) : (at + 1) % items.length;
      e.preventDefault();
      items[next]?.focus();
    }
  };
  const onInputKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!count) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      const next = (current + step + count) % count;
      setActive(next);
      document.getElementById(optionId(next))?.scrollIntoView({ block: 'nearest' });
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (showRecent && recent[current]) setQuery(recent[current]);
      else if (hits[current]) open(hits[current]);
    }
  };

  let status = '';
  if (!showRecent && answer && !loading)
    status = answer.total
      ? `${answer.total} result${answer.total === 1 ? '' : 's'} for ${answer.query}`
      : `No results for ${answer.query}`;
  else if (failed) status = 'Search could not be loaded.';

  let i = 0;
  return (
    <div
      className="search-overlay"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div
        ref={dialog}
        className="search-dialog"
        role="dialog"
        aria-modal="true"
        aria-label="Search the site"
        onKeyDown={onKeyDown}
      >
        <form className="search-form" role="search" onSubmit={(e) => e.preventDefault()}>
          <label htmlFor={`${id}-q`} className="sr-only">
            Search the site
          </label>
          {env.icon}
          <input
            ref={input}
            id={`${id}-q`}
            className="search-input"
            type="search"
            placeholder="Search the site"
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
            value={query}
            role="combobox"
            aria-expanded={count > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={count ? optionId(current) : undefined}
            onChange={(e) => {
              setQuery(e.target.value);
              setActive(0);
            }}
            onKeyDown={onInputKey}
          />
          <button type="button" className="search-cancel" onClick={onClose}>
            Cancel
          </button>
        </form>
        {/* focusable so keyboard users can scroll a long list (the options themselves are not tab stops) */}
        <div className="search-body" tabIndex={0}>
          {showRecent ? (
            recent.length ? (
              <>
                <div className="search-section-title">
                  <span id={`${id}-recent`}>Recent searches</span>
                  <button
                    type="button"
                    className="search-clear"
                    onClick={() => {
                      clearRecentSearches(storage);
                      setRecent([]);
                      input.current?.focus();
                    }}
                  >
                    Clear
                  </button>
                </div>
                <div role="listbox" id={listId} aria-labelledby={`${id}-recent`}>
                  {recent.map((q, n) => (
                    <div
                      key={q}
                      role="option"
                      id={optionId(n)}
                      aria-selected={n === current}
                      className="search-option search-recent"
                      onMouseMove={() => setActive(n)}
                      onClick={() => {
                        setQuery(q);
                        input.current?.focus();
                      }}
                    >
                      {q}
                    </div>
                  ))}
                </div>
              </>
            ) : (
              <p className="search-hint">
                Search every page, section and code sample: a term, a command such as{' '}
                <code>treasurenetd tx staking</code>, or a port such as <code>26656</code>.
              </p>
            )
          ) : failed ? (
            <p className="search-hint">
              The search index could not be loaded. Check your connection and try again.
            </p>
          ) : answer && !answer.total && !loading ? (
            <NoResults query={answer.query} onPick={onClose} />
          ) : loading && !answer ? (
            <p className="search-hint">Searching…</p>
          ) : (
            <div role="listbox" id={listId} aria-label="Search results" aria-busy={loading}>
              {(showRecent ? [] : (answer?.groups ?? [])).map((g) => (
                <div role="group" key={g.route} aria-labelledby={`${id}-g-${i}`}>
                  <div className="search-group-title" id={`${id}-g-${i}`}>
                    <span>{g.pageTitle}</span>
                    <Crumbs crumbs={g.crumbs} />
                  </div>
                  {g.hits.map((hit) => {
                    const n = i++;
                    return (
                      <a
                        key={hit.anchor}
                        role="option"
                        id={optionId(n)}
                        aria-selected={n === current}
                        tabIndex={-1}
                        className="search-option"
                        href={hitHref(hit, hrefOf)}
                        onMouseMove={() => setActive(n)}
                        onClick={(e) => {
                          // the router performs the navigation (it handles the click first)
                          if (e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey) {
                            setRecent(rememberSearch(storage, query));
                            onClose();
                          }
                        }}
                      >
                        <HitBody hit={hit} />
                      </a>
                    );
                  })}
                </div>
              ))}
            </div>
          )}
        </div>
        <div className="search-footer">
          <span className="search-keys" aria-hidden="true">
            <kbd>↑</kbd> <kbd>↓</kbd> to move · <kbd>Enter</kbd> to open · <kbd>Esc</kbd> to close
          </span>
          {query.trim() ? (
            <a
              className="search-all"
              href={searchPageHref(query, hrefOf)}
              // the router makes the navigation, also from /search to /search with a new query
              onClick={onClose}
            >
              All results
            </a>
          ) : null}
        </div>
        <div className="sr-only" role="status" aria-live="polite" aria-atomic="true">
          {status}
        </div>
      </div>
    </div>
  );
}
