import { useSite } from '../../runtime/context.js';
import { Link } from '../Link.js';
import { useSearchWords } from './useSearchWords.js';

/** What to try when nothing matched: the query is shown as text, never as markup. */
export function NoResults({ query, onPick }: { query: string; onPick?: () => void }) {
  const { site } = useSite();
  const words = useSearchWords();
  // the guide's first page
  const start = site.docs?.versions.find((v) => v.isLast)?.mainDocRoute;
  return (
    <div className="search-none">
      <p className="search-none-title">
        {words.noResults} “<span className="search-none-query">{query}</span>”
      </p>
      <ul>
        <li>{words.tipSpelling}</li>
        <li>{words.tipTerm}</li>
        {start ? (
          <li>
            {words.browseFrom}{' '}
            <Link to={start} onClick={onPick}>
              {words.firstPage}
            </Link>
            .
          </li>
        ) : null}
      </ul>
    </div>
  );
}
