import { useCallback, useEffect, useState } from 'react';
import type { SettingStorage } from './storage.js';
import { STORAGE_KEYS } from './shared/storageKeys.js';

import type { ColorMode } from './shared/colorModeScript.js';

export type { ColorMode };
export type ColorChoice = ColorMode | null; // null = follow the system

/**
 * Reads and changes the colour mode. `ready` is false until mounted in the browser (the toggle is
 * disabled until then).
 */
export function useColorMode(
  storage: SettingStorage | null,
  opts: { defaultMode: ColorMode; respectPrefersColorScheme: boolean },
) {
  const [mode, setMode] = useState<ColorMode>(opts.defaultMode);
  const [choice, setChoice] = useState<ColorChoice>(opts.defaultMode);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const current = document.documentElement.getAttribute('data-theme');
    const stored = storage?.get(STORAGE_KEYS.colorMode) ?? null;
    setMode(current === 'light' ? 'light' : 'dark');
    setChoice(
      stored === 'light' || stored === 'dark'
        ? stored
        : opts.respectPrefersColorScheme
          ? null
          : opts.defaultMode,
    );
    setReady(true);
  }, [storage, opts.respectPrefersColorScheme, opts.defaultMode]);

  useEffect(() => {
    if (!ready || choice !== null || !opts.respectPrefersColorScheme) return undefined;
    const mq = window.matchMedia('(prefers-color-scheme: dark)');
    const apply = () => {
      const m: ColorMode = mq.matches ? 'dark' : 'light';
      setMode(m);
      document.documentElement.setAttribute('data-theme', m);
    };
    apply();
    mq.addEventListener('change', apply);
    return () => mq.removeEventListener('change', apply);
  }, [ready, choice, opts.respectPrefersColorScheme]);

  const toggle = useCallback(() => {
    // with system support the cycle is system → light → dark → system; otherwise dark ⇄ light
    let nextChoice: ColorChoice;
    if (opts.respectPrefersColorScheme)
      nextChoice = choice === null ? 'light' : choice === 'light' ? 'dark' : null;
    else nextChoice = mode === 'dark' ? 'light' : 'dark';
    const nextMode: ColorMode =
      nextChoice ?? (window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
    setChoice(nextChoice);
    setMode(nextMode);
    document.documentElement.setAttribute('data-theme', nextMode);
    document.documentElement.setAttribute('data-theme-choice', nextChoice ?? 'system');
    storage?.set(STORAGE_KEYS.colorMode, nextChoice);
  }, [choice, mode, opts.respectPrefersColorScheme, storage]);

  return { mode, choice, ready, toggle };
}
