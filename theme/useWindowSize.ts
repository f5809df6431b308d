import { useEffect, useState } from 'react';

/**
 * Desktop when the window is wider than 996 px (SPEC §9). Server render and first client render
 * assume desktop.
 */
export const DESKTOP_BREAKPOINT = 996;

export function useWindowSize(): { desktop: boolean } {
  const [desktop, setDesktop] = useState(true);
  useEffect(() => {
    const mq = window.matchMedia(`(min-width: ${DESKTOP_BREAKPOINT + 1}px)`);
    const update = () => setDesktop(mq.matches);
    update();
    mq.addEventListener('change', update);
    return () => mq.removeEventListener('change', update);
  }, []);
  return { desktop };
}
