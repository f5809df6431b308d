/**
 * `@docusaurus/useIsBrowser`: false during server rendering and hydration, true after, so the first
 * client render matches the HTML.
 */
import { useEffect, useState } from 'react';

export default function useIsBrowser(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}
