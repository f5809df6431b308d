import { useEffect, useRef, useState } from 'react';
import type { SearchAnswer, SearchIndex } from '../../runtime/search/SearchIndex.js';

export interface SearchState {
  /** The answer to the latest query that has one (kept while the next loads, so the list does not flash). */
  answer: SearchAnswer | null;
  loading: boolean;
  failed: boolean;
}

/** Runs a query as it changes; an answer that arrives after a newer query started is dropped. */
export function useSearchAnswer(
  index: SearchIndex,
  query: string,
  opts?: { pages?: number; perPage?: number },
): SearchState {
  const [state, setState] = useState<SearchState>({ answer: null, loading: false, failed: false });
  const latest = useRef(0);
  const pages = opts?.pages;
  const perPage = opts?.perPage;
  useEffect(() => {
    const n = ++latest.current;
    if (!query.trim()) {
      setState({ answer: null, loading: false, failed: false });
      return;
    }
    setState((s) => ({ ...s, loading: true, failed: false }));
    index.search(query, { pages, perPage }).then(
      (answer) => {
        if (n === latest.current) setState({ answer, loading: false, failed: false });
      },
      (e: unknown) => {
        console.error('tn-docs: search failed.', e);
        if (n === latest.current) setState({ answer: null, loading: false, failed: true });
      },
    );
  }, [index, query, pages, perPage]);
  return state;
}
