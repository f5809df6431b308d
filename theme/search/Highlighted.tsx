import { excerpt, highlight, type TextPart } from '../../runtime/search/highlight.js';
import type { SearchHit } from '../../runtime/search/SearchIndex.js';

/** Text with the matched words in <mark>: React text nodes only, never markup from the index or query. */
export function Parts({ parts }: { parts: TextPart[] }) {
  return <>{parts.map((p, i) => (p.mark ? <mark key={i}>{p.text}</mark> : p.text))}</>;
}

/** A section found: its heading (or the page title for the introduction) and an excerpt. */
export function HitBody({ hit }: { hit: SearchHit }) {
  return (
    <>
      <span className="search-hit-heading">
        <Parts parts={highlight(hit.heading || hit.pageTitle, hit.words)} />
      </span>
      {hit.text ? (
        <span className="search-hit-excerpt">
          <Parts parts={excerpt(hit.text, hit.words)} />
        </span>
      ) : null}
    </>
  );
}

/** "Validators › Setup" above a page's results, so pages with near-identical titles can be told apart. */
export function Crumbs({ crumbs }: { crumbs: string[] }) {
  return crumbs.length ? <span className="search-crumbs">{crumbs.join(' › ')}</span> : null;
}
