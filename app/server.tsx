/**
 * Server-side rendering of one route to an HTML string (the body of #__tn). Used by the build only.
 */
import { renderToString } from 'react-dom/server';
import { BlogPage } from '../theme/BlogPages.js';
import { mdxComponents } from '../theme/mdxComponents.js';
import { provideTheme } from '../theme/themeChunks.js';
import { PageHeadContext } from '../runtime/pageHead.js';
import { Root } from '../runtime/Root.js';
import { provideLayout, withoutBoundary } from '../runtime/shell.js';
import { siteLayout } from './siteLayout.js';
import type { PageHead, RouteModule, SiteData } from '../runtime/types.js';

provideTheme({ blogPage: BlogPage, mdxComponents });
let layoutOf: { site: SiteData; production: boolean } | undefined;

/** `head`, when given, receives what the page's components asked of <head> (see pageHead.ts). */
export function renderRoute(
  site: SiteData,
  path: string,
  mod: RouteModule,
  production: boolean,
  head?: PageHead,
): string {
  if (layoutOf?.site !== site || layoutOf.production !== production) {
    layoutOf = { site, production };
    provideLayout(siteLayout(site, production));
  }
  const analytics = production && site.analytics !== null;
  const tree = (
    <PageHeadContext.Provider value={head ? (h) => Object.assign(head, h) : null}>
      <Root
        baseUrl={site.baseUrl}
        trailingSlash={site.trailingSlash}
        manifestUrl={site.manifestUrl}
        analytics={analytics}
        path={path}
        mod={mod}
      />
    </PageHeadContext.Provider>
  );
  const html = renderToString(tree);
  // a component that threw inside the shell's boundary: render again without it, to throw its error
  if (html.includes('<!--$!-->')) withoutBoundary(() => renderToString(tree));
  return html;
}
