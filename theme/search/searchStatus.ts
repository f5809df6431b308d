import type { SearchAnswer } from '../../runtime/search/SearchIndex.js';

/**
 * What the dialog's live region announces: the number of results of the answer on screen, that
 * there are none, or that search could not load; nothing while recent searches show or an answer
 * loads.
 */
export function searchStatus(o: {
  showRecent: boolean;
  answer: SearchAnswer | null;
  loading: boolean;
  failed: boolean;
}): string {
  const { showRecent, answer, loading, failed } = o;
  if (!showRecent && answer && !loading)
    return answer.total
      ? `${answer.total} result${answer.total === 1 ? '' : 's'} for ${answer.query}`
      : `No results for ${answer.query}`;
  if (failed) return 'Search could not be loaded.';
  return '';
}
