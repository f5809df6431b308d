import { createContext } from 'react';

/**
 * What a page's own components ask of <head> while it is rendered on the server (Docusaurus's
 * `<Layout title>` and `<Head><title>`): the build writes it into the page's <head>. Null in the
 * browser, where those components set the document title themselves.
 */
export interface PageHead {
  /** The whole document title. */
  title?: string;
  description?: string;
}

/** Receives what a component asks of <head>; the last one asking wins. */
export type RecordHead = (head: PageHead) => void;

export const PageHeadContext = createContext<RecordHead | null>(null);
