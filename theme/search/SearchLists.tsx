import type { SearchAnswer, SearchHit } from '../../runtime/search/SearchIndex.js';
import { Crumbs, HitBody } from './Highlighted.js';

/** The ids and the cursor a list of options shares with the dialog's input. */
export interface OptionList {
  /** The dialog's own id (useId): the prefix of every id in it. */
  id: string;
  listId: string;
  optionId: (n: number) => string;
  current: number;
  onHover: (n: number) => void;
}

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
