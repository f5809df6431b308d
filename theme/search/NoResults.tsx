import type { SearchEnv } from './searchEnv.js';

/** What to try when nothing matched: the query is shown as text, never as markup. */
export function NoResults({
  query,
  env,
  onPick,
}: {
  query: string;
  env: SearchEnv;
  onPick?: () => void;
}) {
  // the guide's first page
  const start = env.site.docs?.versions.find((v) => v.isLast)?.mainDocRoute;
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
            <a href={env.hrefOf(start)} onClick={onPick}>
              its first page
            </a>
            .
          </li>
        ) : null}
      </ul>
    </div>
  );
}
