import { useEffect, useId, useState } from 'react';
import type { SearchIndex } from '../../runtime/search/SearchIndex.js';
import { Crumbs, HitBody } from './Highlighted.js';
import { NoResults } from './NoResults.js';
import { hitHref, searchPageHref } from './SearchDialog.js';
import type { SearchEnv } from './searchEnv.js';
import { useRouter, useSite } from '../../runtime/context.js';
import { resolveHref } from '../Link.js';
import { useSearchAnswer } from './useSearchAnswer.js';
import { useSearchWords } from './useSearchWords.js';

const queryInAddress = () => new URLSearchParams(location.search).get('q') ?? '';

/** The /search?q= page once JavaScript runs: more results than the dialog, and the query kept in the URL. */
export function SearchPageBody({ index, env }: { index: SearchIndex; env: SearchEnv }) {
  const { site } = useSite();
  const words = useSearchWords();
  const hrefOf = (to: string) => resolveHref(to, site.baseUrl, site.trailingSlash);
  const id = useId();
  const [query, setQuery] = useState(queryInAddress);
  const { answer, loading, failed } = useSearchAnswer(index, query, { pages: 40, perPage: 5 });

  // a query that arrives in the address (the dialog's "All results" link, back and forward) replaces the
  // one in the field; the router tells of every change of query it makes
  const { search } = useRouter();
  useEffect(() => {
    setQuery(queryInAddress());
  }, [search]);

  let status = '';
  if (failed) status = words.failed;
  else if (answer && !loading && answer.total)
    status = words.status(answer.total, `“${answer.query}”`);

  return (
    <div className="search-page-body">
      <form
        className="search-form search-page-form"
        role="search"
        onSubmit={(e) => e.preventDefault()}
      >
        <label htmlFor={`${id}-q`} className="sr-only">
          {words.pageLabel}
        </label>
        {env.icon}
        <input
          id={`${id}-q`}
          className="search-input"
          type="search"
          name="q"
          placeholder={words.pagePlaceholder}
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            // the address always holds the query, so the page can be linked and shared
            const page = site.searchPage ?? '/search';
            history.replaceState(history.state, '', searchPageHref(e.target.value, page, hrefOf));
          }}
        />
      </form>
      <p className="search-page-status" role="status" aria-live="polite" aria-atomic="true">
        {status}
      </p>
      {answer && !answer.total && !loading && !failed ? <NoResults query={answer.query} /> : null}
      {answer?.total ? (
        <ol className="search-page-results">
          {answer.groups.map((g) => (
            <li key={g.route}>
              <h2 className="search-page-title">
                <a href={hrefOf(g.route)}>{g.pageTitle}</a>
              </h2>
              <Crumbs crumbs={g.crumbs} />
              <ul>
                {g.hits.map((hit) => (
                  <li key={hit.anchor}>
                    <a className="search-option" href={hitHref(hit, hrefOf)}>
                      <HitBody hit={hit} />
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
