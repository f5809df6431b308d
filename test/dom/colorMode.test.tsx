// @vitest-environment happy-dom
// The colour mode hook in a real React root: starts from the pre-paint attribute, toggles and
// remembers.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useColorMode, type ColorMode } from '../../runtime/colorMode.js';
import { createStorage, STORAGE_KEYS } from '../../runtime/storage.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let current: ReturnType<typeof useColorMode>;
function Probe(props: { defaultMode: ColorMode; respectPrefersColorScheme: boolean }) {
  current = useColorMode(storage, props);
  return null;
}

const storage = createStorage();
let root: Root;
let systemDark = true;

beforeEach(() => {
  localStorage.clear();
  systemDark = true;
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query.includes('dark') ? systemDark : !systemDark,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
  root = createRoot(document.createElement('div'));
});

afterEach(() => {
  act(() => root.unmount());
  vi.restoreAllMocks();
});

const html = document.documentElement;
const mount = (o: { defaultMode: ColorMode; respectPrefersColorScheme: boolean }) =>
  act(() => root.render(<Probe {...o} />));

describe('useColorMode', () => {
  it('is one source of truth: two toggles on the page always show the same mode (issue 10)', () => {
    html.setAttribute('data-theme', 'dark');
    html.setAttribute('data-theme-choice', 'dark');
    const seen: ReturnType<typeof useColorMode>[] = [];
    function Two() {
      seen[0] = useColorMode(storage, { defaultMode: 'dark', respectPrefersColorScheme: false });
      seen[1] = useColorMode(storage, { defaultMode: 'dark', respectPrefersColorScheme: false });
      return null;
    }
    act(() => root.render(<Two />));
    act(() => seen[1].toggle());
    expect([seen[0].mode, seen[1].mode]).toEqual(['light', 'light']);
    act(() => seen[0].toggle());
    expect([seen[0].mode, seen[1].mode]).toEqual(['dark', 'dark']);
    expect(html.getAttribute('data-theme')).toBe('dark');
  });

  it('starts from the attributes the pre-paint script set, then toggles dark ⇄ light and stores it', () => {
    html.setAttribute('data-theme', 'light');
    html.setAttribute('data-theme-choice', 'light');
    localStorage.setItem(STORAGE_KEYS.colorMode, 'light');
    mount({ defaultMode: 'dark', respectPrefersColorScheme: false });
    expect(current.ready).toBe(true);
    expect(current.mode).toBe('light');
    expect(current.choice).toBe('light');
    act(() => current.toggle());
    expect(current.mode).toBe('dark');
    expect(html.getAttribute('data-theme')).toBe('dark');
    expect(localStorage.getItem(STORAGE_KEYS.colorMode)).toBe('dark');
    act(() => current.toggle());
    expect(html.getAttribute('data-theme')).toBe('light');
    expect(localStorage.getItem(STORAGE_KEYS.colorMode)).toBe('light');
  });

  it('with system support cycles system → light → dark → system, following the system when unset', () => {
    // what the pre-paint script sets when nothing is stored and the system is followed
    html.setAttribute('data-theme', 'dark');
    html.setAttribute('data-theme-choice', 'system');
    systemDark = false;
    mount({ defaultMode: 'dark', respectPrefersColorScheme: true });
    expect(current.choice).toBeNull();
    expect(current.mode).toBe('light'); // the system says light
    expect(html.getAttribute('data-theme')).toBe('light');
    act(() => current.toggle());
    expect([current.choice, current.mode]).toEqual(['light', 'light']);
    act(() => current.toggle());
    expect([current.choice, current.mode]).toEqual(['dark', 'dark']);
    expect(localStorage.getItem(STORAGE_KEYS.colorMode)).toBe('dark');
    act(() => current.toggle());
    expect(current.choice).toBeNull();
    expect(html.getAttribute('data-theme-choice')).toBe('system');
    expect(localStorage.getItem(STORAGE_KEYS.colorMode)).toBeNull();
  });
});
