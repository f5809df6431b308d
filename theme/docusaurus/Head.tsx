/**
 * `@docusaurus/Head`: tn-docs writes <head> at build time; of what a page puts here, its <title> is
 * taken (see useDocumentTitle), and nothing is rendered in the body.
 */
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { useDocumentTitle } from './useDocumentTitle.js';

function titleOf(children: ReactNode): string | undefined {
  let title: string | undefined;
  Children.forEach(children, (c) => {
    if (isValidElement(c) && c.type === 'title') {
      const inner = (c as ReactElement<{ children?: ReactNode }>).props.children;
      title = Children.toArray(inner)
        .map((x) => (typeof x === 'string' || typeof x === 'number' ? String(x) : ''))
        .join('');
    }
  });
  return title;
}

export default function Head({ children }: { children?: ReactNode }) {
  useDocumentTitle(titleOf(children));
  return null;
}
