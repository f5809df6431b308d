import { Fragment, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import type { SearchAnswer, SearchHit } from '../../runtime/search/SearchIndex.js';
import { Crumbs, HitBody } from './Highlighted.js';
import { NoResults } from './NoResults.js';
import type { OptionList } from './useOptionCursor.js';
import type { SearchState } from './useSearchAnswer.js';
import { useSearchWords } from './useSearchWords.js';

/** The reader's recent searches, to run again, with a button that forgets them. */
export function RecentList(
  props: OptionList & { recent: string[]; onPick: (q: string) => void; onClear: () => void },
) {
  const { id, listId, optionId, current, onHover, recent, onPick, onClear } = props;
  const words = useSearchWords();
  return (
    <>
      <div className="search-section-title">
        <span id={`${id}-recent`}>{words.recent}</span>
        <button type="button" className="search-clear" onClick={onClear}>
          {words.clearRecent}
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
  const words = useSearchWords();
  let i = 0;
  return (
    <div role="listbox" id={listId} aria-label={words.results} aria-busy={loading}>
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

/**
 * What the dialog shows before the reader has typed, with no recent searches: what it searches,
 * and the site's own examples of queries (`searchExamples`).
 */
export function SearchTip({ examples }: { examples: string[] }) {
  const words = useSearchWords();
  return (
    <p className="search-hint">
      {words.tip}
      {examples.length ? (
        <>
          {' '}
          {words.tryExamples}{' '}
          {examples.map((e, n) => (
            <Fragment key={e}>
              {n === 0 ? '' : n === examples.length - 1 ? ` ${words.or} ` : ', '}
              <code>{e}</code>
            </Fragment>
          ))}
          .
        </>
      ) : null}
    </p>
  );
}

/** The keys the dialog answers to, and a link to the search page with the query (`allHref`). */
export function SearchFooter(props: {
  allHref: string | null;
  /** How many results the link leads to. */
  total: number;
  onAll: () => void;
}) {
  const { allHref, onAll } = props;
  const words = useSearchWords();
  return (
    <div className="search-footer">
      <span className="search-keys" aria-hidden="true">
        <kbd>↑</kbd> <kbd>↓</kbd> {words.move} · <kbd>Enter</kbd> {words.open} · <kbd>Esc</kbd>{' '}
        {words.close}
      </span>
      {allHref !== null ? (
        // the router makes the navigation, also from /search to /search with a new query
        <a className="search-all" href={allHref} onClick={onAll}>
          {words.allResults(props.total)}
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
  const words = useSearchWords();
  return (
    <form className="search-form" role="search" onSubmit={(e) => e.preventDefault()}>
      <label htmlFor={`${id}-q`} className="sr-only">
        {words.label}
      </label>
      {icon}
      <input
        ref={inputRef}
        id={`${id}-q`}
        className="search-input"
        type="search"
        placeholder={words.placeholder}
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
        {words.cancel}
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
  /** The site's examples of queries, for the tip shown before the reader types. */
  examples: string[];
  onClose: () => void;
  hrefOf: (hit: SearchHit) => string;
  onFollow: () => void;
}) {
  const { list, search, recent } = props;
  const { answer, loading, failed } = search;
  const words = useSearchWords();
  if (props.showRecent)
    return recent.length ? (
      <RecentList
        {...list}
        recent={recent}
        onPick={props.onPickRecent}
        onClear={props.onClearRecent}
      />
    ) : (
      <SearchTip examples={props.examples} />
    );
  if (failed) return <p className="search-hint">{words.failed}</p>;
  if (answer && !answer.total && !loading)
    return <NoResults query={answer.query} onPick={props.onClose} />;
  if (loading && !answer) return <p className="search-hint">{words.searching}</p>;
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
