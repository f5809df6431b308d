import { useContext, type ComponentProps, type CSSProperties, type ReactNode } from 'react';
import { RouteDataContext, useRouter, useSite } from '../runtime/context.js';
import { decodeSafe, encodeRoute, urlEndsInSlash } from '../runtime/shared/url.js';
import { AdmonitionIcon, CheckIcon, CopyIcon } from './contentIcons.js';
import { Link, resolveHref } from './Link.js';

const ADMONITION_LABEL: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  caution: 'Caution',
  warning: 'Warning',
  danger: 'Danger',
  important: 'Important',
  success: 'Success',
  secondary: 'Secondary',
};

/** Docusaurus's legacy keywords: drawn as their base type, titled with their own name. */
const ADMONITION_STYLE: Record<string, string> = {
  important: 'info',
  success: 'tip',
  secondary: 'note',
};

export function Admonition({
  type,
  title,
  children,
}: {
  type: string;
  title?: string;
  children?: ReactNode;
}) {
  const style = ADMONITION_STYLE[type] ?? type;
  const kind = style === type ? '' : ` admonition-${type}`;
  // role note, not <aside>: an admonition belongs to the text around it, and a page with two
  // notes would otherwise carry two landmarks of the same name (issue 12, axe landmark-unique)
  return (
    <div
      role="note"
      className={`admonition admonition-${style}${kind}`}
      aria-label={title ?? ADMONITION_LABEL[type] ?? type}
    >
      <p className="admonition-heading">
        <AdmonitionIcon type={style} />
        {title ?? ADMONITION_LABEL[type] ?? type}
      </p>
      <div className="admonition-content">{children}</div>
    </div>
  );
}

/**
 * Highlighted at build time; the HTML carries both themes' colours as CSS variables. The copy
 * button is handled by runtime/copyCode.ts (the content may be static HTML React never hydrates):
 * both icons are drawn and CSS shows the one for the button's state.
 */
export function CodeBlock({ html, title, lang }: { html: string; title?: string; lang?: string }) {
  return (
    <div className={`code-block${title ? ' has-title' : ''}`} data-lang={lang}>
      {title ? <div className="code-title">{title}</div> : null}
      <div className="code-body">
        <div dangerouslySetInnerHTML={{ __html: html }} />
        <button
          type="button"
          className="copy-button"
          aria-label="Copy code to clipboard"
          title="Copy"
        >
          <CopyIcon />
          <CheckIcon />
        </button>
      </div>
    </div>
  );
}

/** Smallest text a diagram may shrink to, in CSS px (issue 10: readable on a phone). */
const DIAGRAM_MIN_TEXT_PX = 11;

/** Width of the drawing and its smallest font size, read from the SVG source (1 unit = 1 px). */
export function diagramMetrics(svg: string): { width: number; minScale: number } {
  const viewBox = /viewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)/.exec(svg);
  const sizes = [...svg.matchAll(/font-size[=:]\s*"?([\d.]+)/g)].map((m) => Number(m[1]));
  // text without a size inherits the figure's 16 px, in drawing units
  const smallest = Math.min(16, ...sizes.filter((n) => n > 0));
  return {
    width: viewBox ? Number(viewBox[1]) : 480,
    minScale: Math.min(1, DIAGRAM_MIN_TEXT_PX / smallest),
  };
}

/**
 * A hand-drawn SVG inlined at build time, so its classes follow the colour mode. Its size comes
 * from its own drawing, not the column: see .diagram in styles.css. Focusable because it may
 * scroll.
 */
export function Diagram({ svg }: { svg: string; alt?: string }) {
  const { width, minScale } = diagramMetrics(svg);
  const style = { '--diagram-w': width, '--diagram-min-scale': minScale } as CSSProperties;
  return (
    <figure
      className="diagram"
      style={style}
      tabIndex={0}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}

function heading(Tag: 'h2' | 'h3' | 'h4' | 'h5' | 'h6') {
  return function Heading({ id, children, ...rest }: ComponentProps<'h2'>) {
    if (!id) return <Tag {...rest}>{children}</Tag>;
    return (
      <Tag id={id} {...rest}>
        {children}
        <a
          className="hash-link"
          href={`#${id}`}
          aria-label="Direct link to this heading"
          title="Direct link to this heading"
        >
          #
        </a>
      </Tag>
    );
  };
}

function Img({ src = '', alt = '', ...rest }: ComponentProps<'img'>) {
  const { site } = useSite();
  return (
    <img
      src={resolveHref(String(src), site.baseUrl)}
      alt={alt}
      loading="lazy"
      decoding="async"
      {...rest}
    />
  );
}

/** Wide tables scroll sideways; the wrapper is focusable so keyboard users can scroll it too. */
function Table(props: ComponentProps<'table'>) {
  return (
    <div className="table-wrap" tabIndex={0}>
      <table {...props} />
    </div>
  );
}

/**
 * A relative link is made a site path here, from the page's URL as Docusaurus gives it (a folder's
 * index doc ends in '/'), so it goes to the same page however the reader arrived.
 */
function A({ href = '', ...rest }: ComponentProps<'a'>) {
  const { path } = useRouter();
  const { site } = useSite();
  const data = useContext(RouteDataContext);
  const index = data?.kind === 'doc' && data.trailingSlash === true;
  return (
    <Link
      to={resolveRelative(href, path, urlEndsInSlash(path, site.trailingSlash, index))}
      {...rest}
    />
  );
}

export function resolveRelative(href: string, page: string, slashed: boolean): string {
  if (!href || /^([a-z][\w+.-]*:|\/|#|\?)/i.test(href)) return href;
  const base = `http://x${encodeRoute(page)}${slashed && page !== '/' ? '/' : ''}`;
  const url = new URL(href, base);
  return decodeSafe(url.pathname) + url.search + url.hash;
}

export const mdxComponents = {
  a: A,
  img: Img,
  table: Table,
  h2: heading('h2'),
  h3: heading('h3'),
  h4: heading('h4'),
  h5: heading('h5'),
  h6: heading('h6'),
  Admonition,
  CodeBlock,
  Diagram,
  Link,
};
