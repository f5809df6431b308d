import type { KeyboardEvent, ReactNode, RefObject } from 'react';
import type { SearchAnswer, SearchHit } from '../../runtime/search/SearchIndex.js';
import { Crumbs, HitBody } from './Highlighted.js';
import { NoResults } from './NoResults.js';
import type { OptionList } from './useOptionCursor.js';
import type { SearchState } from './useSearchAnswer.js';

/** The reader's recent searches, to run again, with a button that forgets them. */
export function RecentList(
  props: OptionList & { recent: string[]; onPick: (q: string) => void; onClear: () => void },
) {
  const { id, listId, optionId, current, onHover, recent, onPick, onClear } = props;
  return (
    <>
      <div className="search-section-title">
        <span id={`${id}-recent`}>Recent searches</span>
        <button type="button" className="search-clear" onClick={onClear}>
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
            onMouseMove={() => onHover(n)}
            onClick={() => onPick(q)}
          >
            {q}
          </div>
        ))}
      </div>
    </>
  );
}

/**
 * The answer's sections, grouped by page; the options are links, numbered across the groups. A
 * plain click is the router's to follow: `onFollow` runs before it (the dialog closes).
 */
export function ResultList(
  props: OptionList & {
    groups: SearchAnswer['groups'];
    loading: boolean;
    hrefOf: (hit: SearchHit) => string;
    onFollow: () => void;
  },
) {
  const { id, listId, optionId, current, onHover, groups, loading, hrefOf, onFollow } = props;
  let i = 0;
  return (
    <div role="listbox" id={listId} aria-label="Search results" aria-busy={loading}>
      {groups.map((g) => (
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
                href={hrefOf(hit)}
                onMouseMove={() => onHover(n)}
                onClick={(e) => {
                  // the router performs the navigation (it handles the click first)
                  if (e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey) onFollow();
                }}
              >
                <HitBody hit={hit} />
              </a>
            );
          })}
        </div>
      ))}
    </div>
  );
}

/** What the dialog shows before the reader has typed, with no recent searches. */
export function SearchTip() {
  return (
    <p className="search-hint">
      Search every page, section and code sample: a term, a command such as{' '}
      <code>treasurenetd tx staking</code>, or a port such as <code>26656</code>.
    </p>
  );
}

/** The keys the dialog answers to, and a link to the search page with the query (`allHref`). */
export function SearchFooter({ allHref, onAll }: { allHref: string | null; onAll: () => void }) {
  return (
    <div className="search-footer">
      <span className="search-keys" aria-hidden="true">
        <kbd>↑</kbd> <kbd>↓</kbd> to move · <kbd>Enter</kbd> to open · <kbd>Esc</kbd> to close
      </span>
      {allHref !== null ? (
        // the router makes the navigation, also from /search to /search with a new query
        <a className="search-all" href={allHref} onClick={onAll}>
          All results
        </a>
      ) : null}
    </div>
  );
}

/**
 * The combobox: the query's input, which keeps focus while the arrows move through the options
 * (aria-activedescendant), and a button that closes the dialog.
 */
export function SearchForm(
  props: OptionList & {
    icon: ReactNode;
    query: string;
    /** Whether the list has options to show. */
    expanded: boolean;
    inputRef: RefObject<HTMLInputElement | null>;
    onQuery: (query: string) => void;
    onKeyDown: (e: KeyboardEvent) => void;
    onCancel: () => void;
  },
) {
  const { id, listId, optionId, current, icon, query, expanded, inputRef } = props;
  return (
    <form className="search-form" role="search" onSubmit={(e) => e.preventDefault()}>
      <label htmlFor={`${id}-q`} className="sr-only">
        Search the site
      </label>
      {icon}
      <input
        ref={inputRef}
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
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded ? optionId(current) : undefined}
        onChange={(e) => props.onQuery(e.target.value)}
        onKeyDown={props.onKeyDown}
      />
      <button type="button" className="search-cancel" onClick={props.onCancel}>
        Cancel
      </button>
    </form>
  );
}

/**
 * What the dialog lists: the recent searches (or a tip) before the reader types; then the answer,
 * what to try when nothing matched, that search is running, or that it could not load.
 */
export function SearchBody(props: {
  list: OptionList;
  showRecent: boolean;
  search: SearchState;
  recent: string[];
  onPickRecent: (query: string) => void;
  onClearRecent: () => void;
  onClose: () => void;
  hrefOf: (hit: SearchHit) => string;
  onFollow: () => void;
}) {
  const { list, search, recent } = props;
  const { answer, loading, failed } = search;
  if (props.showRecent)
    return recent.length ? (
      <RecentList
        {...list}
        recent={recent}
        onPick={props.onPickRecent}
        onClear={props.onClearRecent}
      />
    ) : (
      <SearchTip />
    );
  if (failed)
    return (
      <p className="search-hint">
        The search index could not be loaded. Check your connection and try again.
      </p>
    );
  if (answer && !answer.total && !loading)
    return <NoResults query={answer.query} onPick={props.onClose} />;
  if (loading && !answer) return <p className="search-hint">Searching…</p>;
  return (
    <ResultList
      {...list}
      groups={answer?.groups ?? []}
      loading={loading}
      hrefOf={props.hrefOf}
      onFollow={props.onFollow}
    />
  );
}
