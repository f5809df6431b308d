/** `@theme/Details`: a disclosure with a summary, as Docusaurus's `<details>`. */
import type { ComponentProps, ReactNode } from 'react';

export default function Details({
  summary,
  children,
  ...rest
}: ComponentProps<'details'> & { summary?: ReactNode }) {
  return (
    <details className="details" {...rest}>
      {typeof summary === 'string' ? <summary>{summary}</summary> : summary}
      {children}
    </details>
  );
}
