import { useContext, useEffect } from 'react';
import { PageHeadContext } from '../../runtime/pageHead.js';

/**
 * A page's own title for <head> (Docusaurus's `<Layout title>`, `<Head><title>`): recorded for the
 * build while rendering on the server; set in the browser after the theme's own title update
 * (which runs one task after a navigation), so the page's wins.
 */
export function useDocumentTitle(title: string | undefined, description?: string) {
  const record = useContext(PageHeadContext);
  if (record) record({ ...(title && { title }), ...(description && { description }) });
  useEffect(() => {
    if (!title) return undefined;
    let inner: ReturnType<typeof setTimeout> | undefined;
    const outer = setTimeout(() => {
      inner = setTimeout(() => {
        document.title = title;
      });
    });
    return () => {
      clearTimeout(outer);
      clearTimeout(inner);
    };
  }, [title]);
}
