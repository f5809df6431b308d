/**
 * Server-side rendering of one route to an HTML string (the body of #__tn). Used by the build only.
 */
import { renderToString } from 'react-dom/server';
import { BlogPage } from '../theme/BlogPages.js';
import { mdxComponents } from '../theme/mdxComponents.js';
import { provideTheme } from '../theme/themeChunks.js';
import { PageHeadContext, type PageHead } from './pageHead.js';
import { Root } from './Root.js';
import type { RouteModule, SiteData } from './types.js';

provideTheme({ blogPage: BlogPage, mdxComponents });

/** `head`, when given, receives what the page's components asked of <head> (see pageHead.ts). */
export function renderRoute(
  site: SiteData,
  path: string,
  mod: RouteModule,
  production: boolean,
  head?: PageHead,
): string {
  return renderToString(
    <PageHeadContext.Provider value={head ? (h) => Object.assign(head, h) : null}>
      <Root site={site} path={path} mod={mod} production={production} />
    </PageHeadContext.Provider>,
  );
}
