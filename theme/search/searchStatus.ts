import type { SearchAnswer } from '../../runtime/search/SearchIndex.js';
import type { SearchWords } from './searchWords.js';

/**
 * What the dialog's live region announces: the number of results of the answer on screen, that
 * there are none, or that search could not load; nothing while recent searches show or an answer
 * loads.
 */
export function searchStatus(
  o: {
    showRecent: boolean;
    answer: SearchAnswer | null;
    loading: boolean;
    failed: boolean;
  },
  words: Pick<SearchWords, 'status' | 'failedTitle'>,
): string {
  const { showRecent, answer, loading, failed } = o;
  if (!showRecent && answer && !loading) return words.status(answer.total, answer.query);
  if (failed) return words.failedTitle;
  return '';
}
