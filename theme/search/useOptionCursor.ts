import { useState, type KeyboardEvent } from 'react';

/** The ids and the cursor a list of options shares with the dialog's input. */
export interface OptionList {
  /** The dialog's own id (useId): the prefix of every id in it. */
  id: string;
  listId: string;
  optionId: (n: number) => string;
  /** The active option (aria-activedescendant). */
  current: number;
  onHover: (n: number) => void;
}

/**
 * The active option of a list of `count`, its ids prefixed with `id`: kept inside the list as it
 * shrinks; `step` moves it by one, wrapping at both ends, and returns where it went (null with no
 * options); `onArrow` does that for ArrowDown and ArrowUp and scrolls the option into view.
 */
export function useOptionCursor(count: number, id: string) {
  const [active, setActive] = useState(0);
  const current = Math.min(active, Math.max(count - 1, 0));
  const list: OptionList = {
    id,
    listId: `${id}-list`,
    optionId: (n) => `${id}-opt-${n}`,
    current,
    onHover: setActive,
  };
  const step = (by: 1 | -1): number | null => {
    if (!count) return null;
    const next = (current + by + count) % count;
    setActive(next);
    return next;
  };
  /** Whether `e` was an arrow key, taken. */
  const onArrow = (e: KeyboardEvent): boolean => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return false;
    e.preventDefault();
    const next = step(e.key === 'ArrowDown' ? 1 : -1);
    if (next !== null)
      document.getElementById(list.optionId(next))?.scrollIntoView({ block: 'nearest' });
    return true;
  };
  return { list, current, setActive, step, onArrow };
}
