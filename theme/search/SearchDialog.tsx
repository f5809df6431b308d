import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { SearchHit, SearchIndex } from '../../runtime/search/SearchIndex.js';
import type { SearchEnv } from './searchEnv.js';
import { useRouter, useSite } from '../../runtime/context.js';
import { resolveHref } from '../Link.js';
import { SearchBody, SearchFooter, SearchForm } from './SearchParts.js';
import { searchStatus } from './searchStatus.js';
import { useSearchWords } from './useSearchWords.js';
import { onDialogKey, useModalFocus } from './useModalFocus.js';
import { useOptionCursor } from './useOptionCursor.js';
import { useRecentSearches } from './useRecentSearches.js';
import { useSearchAnswer } from './useSearchAnswer.js';

type HrefOf = (to: string) => string;

export function hitHref(hit: SearchHit, hrefOf: HrefOf): string {
  return hrefOf(hit.route + (hit.anchor ? '#' + hit.anchor : ''));
}

/** `/search?q=…` (the site's search page): a search that can be linked and shared. */
export function searchPageHref(query: string, page: string, hrefOf: HrefOf): string {
  return `${hrefOf(page)}?q=${encodeURIComponent(query.trim())}`;
}

/**
 * The search dialog (issue 11): a combobox over a listbox of sections grouped by page. Focus stays
 * in the input (aria-activedescendant); arrows move, Enter opens, Escape closes; Tab cycles inside
 * the dialog.
 */
export function SearchDialog({
  index,
  env,
  takeEarly,
  onClose,
}: {
  index: SearchIndex;
  env: SearchEnv;
  /**
   * What was typed before the dialog could show (while its code loaded), handed over once, in the
   * commit that focuses the input: from then on the input takes the keys itself.
   */
  takeEarly?: () => string;
  onClose: () => void;
}) {
  const { site, storage } = useSite();
  const { navigate } = useRouter();
  const words = useSearchWords();
  const hrefOf = (to: string) => resolveHref(to, site.baseUrl, site.trailingSlash);
  const id = useId();
  const [query, setQuery] = useState('');
  const { recent, remember, clear } = useRecentSearches(storage);
  const search = useSearchAnswer(index, query);
  const { answer, loading, failed } = search;
  const input = useRef<HTMLInputElement>(null);
  useModalFocus(input);
  // in the same commit as the focus above (layout effects run in order)
  useLayoutEffect(() => {
    const early = takeEarly?.() ?? '';
    if (early) setQuery((q) => q + early);
  }, [takeEarly]);
  useEffect(() => {
    // the small top-level file, fetched again on each opening (the site may have changed since)
    index.refresh().catch(() => {});
  }, [index]);

  const showRecent = !query.trim();
  const hits = answer && !showRecent ? answer.groups.flatMap((g) => g.hits) : [];
  const count = showRecent ? recent.length : hits.length;
  const { list, current, setActive, onArrow } = useOptionCursor(count, id);
  const follow = () => {
    remember(query);
    onClose();
  };
  const pick = (q: string) => {
    setQuery(q);
    input.current?.focus();
  };

  const onInputKey = (e: KeyboardEvent) => {
    if (onArrow(e) || e.key !== 'Enter') return;
    e.preventDefault();
    if (showRecent && recent[current]) setQuery(recent[current]);
    else if (hits[current]) {
      follow();
      navigate(hitHref(hits[current], hrefOf));
    }
  };

  return (
    <div
      className="search-overlay"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      <div
        className="search-dialog"
        role="dialog"
        aria-modal="true"
        aria-label={words.label}
        onKeyDown={(e) => onDialogKey(e, onClose)}
      >
        <SearchForm
          {...list}
          icon={env.icon}
          query={query}
          expanded={count > 0}
          inputRef={input}
          onQuery={(q) => {
            setQuery(q);
            setActive(0);
          }}
          onKeyDown={onInputKey}
          onCancel={onClose}
        />
        {/* focusable so keyboard users can scroll a long list (options are not tab stops) */}
        <div className="search-body" tabIndex={0}>
          <SearchBody
            list={list}
            showRecent={showRecent}
            search={search}
            recent={recent}
            onPickRecent={pick}
            onClearRecent={() => {
              clear();
              input.current?.focus();
            }}
            examples={site.searchExamples ?? []}
            onClose={onClose}
            hrefOf={(hit) => hitHref(hit, hrefOf)}
            onFollow={follow}
          />
        </div>
        <SearchFooter
          allHref={
            site.searchPage && query.trim() ? searchPageHref(query, site.searchPage, hrefOf) : null
          }
          total={answer?.total ?? 0}
          onAll={onClose}
        />
        <div className="sr-only" role="status" aria-live="polite" aria-atomic="true">
          {searchStatus({ showRecent, answer, loading, failed }, words)}
        </div>
      </div>
    </div>
  );
}
