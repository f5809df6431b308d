import { useEffect, useState } from 'react';
import {
  clearRecentSearches,
  readRecentSearches,
  rememberSearch,
  type SettingStore,
} from '../../runtime/search/recentSearches.js';

/**
 * The reader's recent searches, read when the dialog opens (after hydration: storage is the
 * browser's); `remember` puts a query first, `clear` forgets them all.
 */
export function useRecentSearches(storage: SettingStore | null) {
  const [recent, setRecent] = useState<string[]>([]);
  useEffect(() => {
    setRecent(readRecentSearches(storage));
  }, [storage]);
  return {
    recent,
    remember: (query: string) => setRecent(rememberSearch(storage, query)),
    clear: () => {
      clearRecentSearches(storage);
      setRecent([]);
    },
  };
}
