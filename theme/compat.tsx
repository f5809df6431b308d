/**
 * Stand-ins for the Docusaurus imports a React page commonly uses, so an existing Docusaurus page
 * builds unchanged: tn-docs wraps every page in its shell already, so @theme/Layout passes its
 * children through, and gives the page its title as Docusaurus does ("Title | Site").
 */
import type { ReactNode } from 'react';
import { useSite } from '../runtime/context.js';
import { useDocumentTitle } from './docusaurus/useDocumentTitle.js';

export default function Layout({
  children,
  title,
  description,
}: {
  children?: ReactNode;
  title?: string;
  description?: string;
}) {
  const { site } = useSite();
  const d = site.titleDelimiter ?? '|';
  // Docusaurus's formatter: no title, or the site's own, is the site's title alone
  const own = title?.trim();
  useDocumentTitle(
    own && own !== site.title ? `${own} ${d} ${site.title}` : site.title,
    description,
  );
  return <>{children}</>;
}
