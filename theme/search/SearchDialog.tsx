import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { SearchHit, SearchIndex } from '../../runtime/search/SearchIndex.js';
import { NoResults } from './NoResults.js';
import type { SearchEnv } from './searchEnv.js';
import { useRouter, useSite } from '../../runtime/context.js';
import { resolveHref } from '../Link.js';
import { RecentList, ResultList, SearchFooter, SearchTip, type OptionList } from './SearchLists.js';
import { searchStatus } from './searchStatus.js';
import { cycleFocus, useModalFocus } from './useModalFocus.js';
import { useOptionCursor } from './useOptionCursor.js';
import { useRecentSearches } from './useRecentSearches.js';
import { useSearchAnswer } from './useSearchAnswer.js';

type HrefOf = (to: string) => string;

export function hitHref(hit: SearchHit, hrefOf: HrefOf): string {
  return hrefOf(hit.route + (hit.anchor ? '#' + hit.anchor : ''));
}

/** `/search?q=…`: a search that can be linked and shared. */
export function searchPageHref(query: string, hrefOf: HrefOf): string {
  return `${hrefOf('/search')}?q=${encodeURIComponent(query.trim())}`;
}

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
  const { recent, remember, clear } = useRecentSearches(storage);
  const { answer, loading, failed } = useSearchAnswer(index, query);
  const input = useRef<HTMLInputElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  useModalFocus(input);
  useEffect(() => {
    // the small top-level file, fetched again on each opening (the site may have changed since)
    index.refresh().catch(() => {});
  }, [index]);

  const showRecent = !query.trim();
  const hits = answer && !showRecent ? answer.groups.flatMap((g) => g.hits) : [];
  const count = showRecent ? recent.length : hits.length;
  const { current, setActive, step } = useOptionCursor(count);
  const list: OptionList = {
    id,
    listId: `${id}-list`,
    optionId: (n) => `${id}-opt-${n}`,
    current,
    onHover: setActive,
  };
  const follow = () => {
    remember(query);
    onClose();
  };
  const pick = (q: string) => {
    setQuery(q);
    input.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      onClose();
    } else if (e.key === 'Tab') {
      e.preventDefault();
      cycleFocus(dialog.current, e.shiftKey);
    }
  };
  const onInputKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const next = step(e.key === 'ArrowDown' ? 1 : -1);
      if (next !== null)
        document.getElementById(list.optionId(next))?.scrollIntoView({ block: 'nearest' });
    } else if (e.key === 'Enter') {
      e.preventDefault();
      if (showRecent && recent[current]) setQuery(recent[current]);
      else if (hits[current]) {
        follow();
        navigate(hitHref(hits[current], hrefOf));
      }
    }
  };

  let body;
  if (showRecent)
    body = recent.length ? (
      <RecentList
        {...list}
        recent={recent}
        onPick={pick}
        onClear={() => {
          clear();
          input.current?.focus();
        }}
      />
    ) : (
      <SearchTip />
    );
  else if (failed)
    body = (
      <p className="search-hint">
        The search index could not be loaded. Check your connection and try again.
      </p>
    );
  else if (answer && !answer.total && !loading)
    body = <NoResults query={answer.query} onPick={onClose} />;
  else if (loading && !answer) body = <p className="search-hint">Searching…</p>;
  else
    body = (
      <ResultList
        {...list}
        groups={answer?.groups ?? []}
        loading={loading}
        hrefOf={(hit) => hitHref(hit, hrefOf)}
        onFollow={follow}
      />
    );

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
            aria-controls={list.listId}
            aria-autocomplete="list"
            aria-activedescendant={count ? list.optionId(current) : undefined}
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
          {body}
        </div>
        <SearchFooter
          allHref={query.trim() ? searchPageHref(query, hrefOf) : null}
          onAll={onClose}
        />
        <div className="sr-only" role="status" aria-live="polite" aria-atomic="true">
          {searchStatus({ showRecent, answer, loading, failed })}
        </div>
      </div>
    </div>
  );
}
