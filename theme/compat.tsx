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
  // Docusaurus's formatter: no title is the site's title alone, and so is the site's own since 3.8
  const own = title?.trim();
  useDocumentTitle(
    own && (own !== site.title || site.repeatSiteTitle) ? `${own} ${d} ${site.title}` : site.title,
    description,
  );
  return <>{children}</>;
}
