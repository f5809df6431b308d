import { storageKey } from './shared/storageKeys.js';

/**
 * Browser storage, one key per setting (SPEC §7): every access is guarded and failures are ignored;
 * unavailable storage, or storage whose reads and writes throw, is warned about once per page load
 * (issue 12: not once per access), and using it during server rendering is an error.
 */
export interface SettingStorage {
  get(key: string): string | null;
  set(key: string, value: string | null): void;
}

let warned = false;

function warnOnce(message: string, e: unknown): void {
  if (warned) return;
  warned = true;
  console.warn(`tn-docs: ${message}; settings will not be remembered.`, e);
}

export function createStorage(
  type: 'localStorage' | 'sessionStorage' = 'localStorage',
  namespace = '',
): SettingStorage {
  const store = (): Storage | null => {
    if (typeof window === 'undefined') {
      throw new Error(
        `tn-docs: ${type} was used during server rendering. Read settings in an effect or event handler, not while rendering on the server.`,
      );
    }
    try {
      const s = window[type];
      if (!s) throw new Error(`${type} is not available`);
      return s;
    } catch (e) {
      warnOnce(`${type} is unavailable`, e);
      return null;
    }
  };
  const k = (key: string) => storageKey(key, namespace);
  return {
    get(key) {
      const s = store();
      if (!s) return null;
      try {
        return s.getItem(k(key));
      } catch (e) {
        warnOnce(`${type} cannot be read`, e);
        return null;
      }
    },
    set(key, value) {
      const s = store();
      if (!s) return;
      try {
        if (value === null) s.removeItem(k(key));
        else s.setItem(k(key), value);
      } catch (e) {
        warnOnce(`${type} cannot be written`, e);
      }
    },
  };
}

export { STORAGE_KEYS } from './shared/storageKeys.js';
