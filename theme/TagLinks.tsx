import type { ReactNode } from 'react';
import { Link } from './Link.js';

/** A page's tags as a row of links after `label` (a blog post's, a doc's); nothing without tags. */
export function TagLinks({
  tags,
  className,
  label,
}: {
  tags?: { label: string; route: string }[];
  className: string;
  label: ReactNode;
}) {
  if (!tags?.length) return null;
  return (
    <p className={className}>
      {label}
      {tags.map((tag) => (
        <Link key={tag.route} to={tag.route} className="tag">
          {tag.label}
        </Link>
      ))}
    </p>
  );
}
