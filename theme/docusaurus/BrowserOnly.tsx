/** `@docusaurus/BrowserOnly`: the fallback in the HTML, the children once running in the browser. */
import type { ReactNode } from 'react';
import useIsBrowser from './useIsBrowser.js';

export default function BrowserOnly({
  children,
  fallback,
}: {
  children: () => ReactNode;
  fallback?: ReactNode;
}) {
  const isBrowser = useIsBrowser();
  return <>{isBrowser ? children() : (fallback ?? null)}</>;
}
