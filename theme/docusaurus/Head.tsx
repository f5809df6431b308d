/**
 * `@docusaurus/Head`: tn-docs writes <head> at build time (the page's title comes from its route
 * data), so in the browser only the title is applied, and nothing is rendered in the body.
 */
import { Children, isValidElement, useEffect, type ReactElement, type ReactNode } from 'react';

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
  const title = titleOf(children);
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  return null;
}
