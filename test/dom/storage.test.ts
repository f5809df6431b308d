// @vitest-environment happy-dom
// The storage guard (SPEC §7): one key per setting, failures logged and ignored, server use is an
// error.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStorage } from '../../runtime/storage.js';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('createStorage', () => {
  it('reads, writes and removes one key per setting, with the namespace as a suffix', () => {
    const s = createStorage('localStorage', 'site');
    s.set('theme', 'light');
    expect(localStorage.getItem('theme-site')).toBe('light');
    expect(s.get('theme')).toBe('light');
    s.set('theme', null);
    expect(localStorage.getItem('theme-site')).toBeNull();
    createStorage('sessionStorage').set('theme', 'dark');
    expect(sessionStorage.getItem('theme')).toBe('dark');
  });

  it('warns once, and only once per page load, when reads and writes throw', async () => {
    // a fresh module: the warn-once flag is module state (one page load)
    vi.resetModules();
    const { createStorage: fresh } = await import('../../runtime/storage.js');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    vi.spyOn(localStorage, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const s = fresh();
    expect(() => s.set('theme', 'light')).not.toThrow();
    expect(s.get('theme')).toBeNull();
    expect(s.get('theme')).toBeNull();
    expect(error).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('localStorage cannot be written');
  });

  it('warns once when storage is unavailable and then behaves as empty', async () => {
    // a fresh module: the warn-once flag is module state
    vi.resetModules();
    const { createStorage: fresh } = await import('../../runtime/storage.js');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new Error('blocked by the browser');
    });
    const s = fresh();
    expect(s.get('theme')).toBeNull();
    s.set('theme', 'dark');
    expect(s.get('theme')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toContain('localStorage is unavailable');
  });

  it('is an error to use during server rendering', () => {
    vi.stubGlobal('window', undefined);
    expect(() => createStorage().get('theme')).toThrow(/during server rendering/);
  });
});
