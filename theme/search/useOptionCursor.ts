import { useState } from 'react';

/**
 * The active option of a list of `count` (aria-activedescendant): kept inside the list as it
 * shrinks; `step` moves it by one, wrapping at both ends, and returns where it went (null with no
 * options).
 */
export function useOptionCursor(count: number) {
  const [active, setActive] = useState(0);
  const current = Math.min(active, Math.max(count - 1, 0));
  const step = (by: 1 | -1): number | null => {
    if (!count) return null;
    const next = (current + by + count) % count;
    setActive(next);
    return next;
  };
  return { current, setActive, step };
}
