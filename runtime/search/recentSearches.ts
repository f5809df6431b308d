/** The guarded storage (runtime/storage.ts) as this needs it; declared here so Node tests can use it too. */
export interface SettingStore {
  get: (key: string) => string | null;
  set: (key: string, value: string | null) => void;
}

/** One storage key for the setting (SPEC §7); the value is a JSON list, newest first. */
export const RECENT_SEARCHES_KEY = 'tn-search-recent';
const MAX = 5;

/** The reader's last searches that led somewhere, read through the guarded storage (never throws). */
export function readRecentSearches(storage: SettingStore | null): string[] {
  const raw = storage?.get(RECENT_SEARCHES_KEY);
  if (!raw) return [];
  try {
    const list: unknown = JSON.parse(raw);
    return Array.isArray(list)
      ? list.filter((q): q is string => typeof q === 'string').slice(0, MAX)
      : [];
  } catch {
    return [];
  }
}

/** Puts a query first in the list (once); an empty list removes the key. */
export function rememberSearch(storage: SettingStore | null, query: string): string[] {
  const q = query.trim();
  const list = readRecentSearches(storage).filter((x) => x !== q);
  if (q) list.unshift(q);
  const next = list.slice(0, MAX);
  storage?.set(RECENT_SEARCHES_KEY, next.length ? JSON.stringify(next) : null);
  return next;
}

export function clearRecentSearches(storage: SettingStore | null): void {
  storage?.set(RECENT_SEARCHES_KEY, null);
}
