import { useEffect, useState } from 'react';
import type { SearchIndex } from '../../runtime/search/SearchIndex.js';
// through the alias the dev server shares with the entry: a copy of the site context would be another one
import { Link } from '@docusaurus/Link';
import type { SearchLauncher, SearchUi } from './SearchProvider.js';
import { searchWords } from './searchWords.js';

/**
 * The /search?q= route. Its HTML tells a reader without JavaScript that search needs it (search runs in
 * the browser: no query leaves it); with JavaScript the search code loads and takes over.
 */
/** Rendered by Layout, which passes the launcher (importing it here would split it out of the entry). */
export default function SearchPage({
  launcher,
  title,
  t,
}: {
  launcher: SearchLauncher;
  /** In the site's locale (Docusaurus's theme.SearchPage.emptyResultsTitle). */
  title: string;
  /** The theme's message lookup (useMessage's), handed down: this chunk has no site context. */
  t: (id: string, message: string) => string;
}) {
  const words = searchWords(t);
  const [loaded, setLoaded] = useState<{ ui: SearchUi; index: SearchIndex } | null>(null);
  // 'static' until hydrated, so the server HTML (read without JavaScript) shows only the <noscript> text
  const [phase, setPhase] = useState<'static' | 'loading' | 'failed'>('static');
  useEffect(() => {
    setPhase('loading');
    launcher.preload().then(
      (ui) => setLoaded({ ui, index: launcher.index(ui) }),
      () => setPhase('failed'),
    );
  }, [launcher]);
  return (
    <main id="__tn_main" tabIndex={-1} className="page-main search-page">
      <h1>{title}</h1>
      {loaded ? (
        <loaded.ui.SearchPageBody index={loaded.index} env={launcher.env} />
      ) : phase === 'static' ? (
        // shown only where the pre-paint script did not run (search.css), i.e. without JavaScript
        <p className="search-nojs">
          Search runs in your browser, so it needs JavaScript. Enable JavaScript for this site and
          reload the page, or find your way from <Link to="/">the home page</Link> and the
          navigation.
        </p>
      ) : (
        <p className="search-hint">{phase === 'failed' ? words.failedReload : words.loading}</p>
      )}
    </main>
  );
}
