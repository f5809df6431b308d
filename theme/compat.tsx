/**
 * Stand-ins for the Docusaurus imports a React page commonly uses, so an existing Docusaurus page
 * builds unchanged: tn-docs wraps every page in its shell already, so @theme/Layout only passes its
 * children through.
 */
import type { ReactNode } from 'react';

export default function Layout({
  children,
}: {
  children?: ReactNode;
  title?: string;
  description?: string;
}) {
  return <>{children}</>;
}
