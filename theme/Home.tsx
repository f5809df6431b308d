/**
 * Building blocks for the home page (content/pages/index.mdx). The words live in the MDX; these
 * only lay them out.
 */
import type { ReactNode } from 'react';
import { Link } from './Link.js';

export function Home({ children }: { children: ReactNode }) {
  return <div className="home">{children}</div>;
}

export function Hero({
  title,
  lead,
  primary,
  secondary,
}: {
  title: string;
  lead: string;
  primary: { label: string; to: string };
  secondary?: { label: string; to: string };
}) {
  return (
    <header className="hero">
      <h1 className="hero-title">{title}</h1>
      <p className="hero-lead">{lead}</p>
      <p className="hero-actions">
        <Link to={primary.to} className="button button-primary">
          {primary.label}
        </Link>
        {secondary ? (
          <Link to={secondary.to} className="button">
            {secondary.label}
          </Link>
        ) : null}
      </p>
    </header>
  );
}

export function AudienceGrid({ children }: { children: ReactNode }) {
  return <ul className="audience-grid">{children}</ul>;
}

export function Audience({
  title,
  to,
  cta,
  children,
}: {
  title: string;
  to: string;
  cta: string;
  children: ReactNode;
}) {
  return (
    <li className="audience">
      <h3 className="audience-title">{title}</h3>
      <div className="audience-body">{children}</div>
      <Link to={to} className="audience-link">
        {cta} →
      </Link>
    </li>
  );
}
