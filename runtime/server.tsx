/**
 * Server-side rendering of one route to an HTML string (the body of #__tn). Used by the build only.
 */
import { renderToString } from 'react-dom/server';
import { Root } from './Root.js';
import type { RouteModule, SiteData } from './types.js';

export function renderRoute(
  site: SiteData,
  path: string,
  mod: RouteModule,
  production: boolean,
): string {
  return renderToString(<Root site={site} path={path} mod={mod} production={production} />);
}
