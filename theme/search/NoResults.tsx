import { useSite } from '../../runtime/context.js';
import { Link } from '../Link.js';

/** What to try when nothing matched: the query is shown as text, never as markup. */
export function NoResults({ query, onPick }: { query: string; onPick?: () => void }) {
  const { site } = useSite();
  // the guide's first page
  const start = site.docs?.versions.find((v) => v.isLast)?.mainDocRoute;
  return (
    <div className="search-none">
      <p className="search-none-title">
        No results for “<span className="search-none-query">{query}</span>”
      </p>
      <ul>
        <li>Check the spelling, or try fewer or shorter words.</li>
        <li>Search for a term the page would use: a command, a flag, a port number.</li>
        {start ? (
          <li>
            Or browse the guide from{' '}
            <Link to={start} onClick={onPick}>
              its first page
            </Link>
            .
          </li>
        ) : null}
      </ul>
    </div>
  );
}
