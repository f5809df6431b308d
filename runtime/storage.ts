/**
 * Browser storage, one key per setting (SPEC §7): every access is guarded, failures are logged and
 * ignored, unavailable storage is warned about once, and using it during server rendering is an
 * error.
 */
export interface SettingStorage {
  get(key: string): string | null;
  set(key: string, value: string | null): void;
}

let warned = false;

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
      if (!warned) {
        warned = true;
        console.warn(`tn-docs: ${type} is unavailable; settings will not be remembered.`, e);
      }
      return null;
    }
  };
  const k = (key: string) => (namespace ? `${key}-${namespace}` : key);
  return {
    get(key) {
      const s = store();
      if (!s) return null;
      try {
        return s.getItem(k(key));
      } catch (e) {
        console.error(`tn-docs: could not read "${k(key)}" from ${type}.`, e);
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
        console.error(`tn-docs: could not write "${k(key)}" to ${type}.`, e);
      }
    },
  };
}

export { STORAGE_KEYS } from './shared/storageKeys.js';
