import { useMessage } from '../useMessage.js';
import { searchWords } from './searchWords.js';

/** The search UI's words in the locale built (see searchWords). */
export function useSearchWords() {
  return searchWords(useMessage());
}
