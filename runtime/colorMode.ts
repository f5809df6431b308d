import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { SettingStorage } from './storage.js';
import { STORAGE_KEYS } from './shared/storageKeys.js';

import type { ColorMode } from './shared/colorModeScript.js';

export type { ColorMode };
export type ColorChoice = ColorMode | null; // null = follow the system

/**
 * The one source of truth for the colour mode is <html data-theme data-theme-choice>: the pre-paint
 * script sets it, every toggle reads it through this store and writes only to it, so two toggles
 * (navbar and phone drawer) can never disagree (issue 10).
 */
const listeners = new Set<() => void>();
function subscribe(onChange: () => void): () => void {
  // changes made here are announced at once; any other change to the attributes by the observer
  const mo = new MutationObserver(onChange);
  mo.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-theme', 'data-theme-choice'],
  });
  listeners.add(onChange);
  return () => {
    mo.disconnect();
    listeners.delete(onChange);
  };
}
function setAttributes(mode: ColorMode, choice?: string): void {
  document.documentElement.setAttribute('data-theme', mode);
  if (choice !== undefined) document.documentElement.setAttribute('data-theme-choice', choice);
  listeners.forEach((l) => l());
}
const readMode = (): ColorMode =>
  document.documentElement.getAttribute('data-theme') === 'light' ? 'light' : 'dark';
const readChoice = (): string => document.documentElement.getAttribute('data-theme-choice') ?? '';
const noSubscribe = () => () => {};

/**
 * Reads and changes the colour mode. `ready` is false until mounted in the browser (the toggle is
 * disabled until then).
 */
export function useColorMode(
  storage: SettingStorage | null,
  opts: { defaultMode: ColorMode; respectPrefersColorScheme: boolean },
) {
  const mode = useSyncExternalStore(subscribe, readMode, () => opts.defaultMode);
  const rawChoice = useSyncExternalStore(subscribe, readChoice, () => opts.defaultMode);
  const ready = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  const choice: ColorChoice =
    rawChoice === 'light' || rawChoice === 'dark'
      ? rawChoice
      : opts.respectPrefersColorScheme
        ? null
        : mode;

  useEffect(() => {
    if (choice !== null || !opts.respectPrefersColorScheme) return undefined;
    const mq = window.matchMedia('(prefers-color-scheme: dark)');
    const apply = () => setAttributes(mq.matches ? 'dark' : 'light');
    apply();
    mq.addEventListener('change', apply);
    return () => mq.removeEventListener('change', apply);
  }, [choice, opts.respectPrefersColorScheme]);

  const toggle = useCallback(() => {
    // read the attribute, not this render's value: the truth is the document's
    const now = readMode();
    const nowChoice = readChoice();
    // with system support the cycle is system → light → dark → system; otherwise dark ⇄ light
    let nextChoice: ColorChoice;
    if (opts.respectPrefersColorScheme)
      nextChoice = nowChoice === 'light' ? 'dark' : nowChoice === 'dark' ? null : 'light';
    else nextChoice = now === 'dark' ? 'light' : 'dark';
    const nextMode: ColorMode =
      nextChoice ?? (window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
    storage?.set(STORAGE_KEYS.colorMode, nextChoice);
    setAttributes(nextMode, nextChoice ?? 'system');
  }, [opts.respectPrefersColorScheme, storage]);

  return { mode, choice, ready, toggle };
}
