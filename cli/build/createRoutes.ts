import path from 'node:path';
import type { SiteConfig } from '../config/types.js';
import type { CompiledPage } from '../mdx/compileMdx.js';
import { TnError } from '../util/errors.js';
import { packageRoot } from '../util/packageRoot.js';
import { blogRoutes } from './blogRoutes.js';
import { caseClash } from './caseClash.js';
import { createdRedirects } from './createdRedirects.js';
import { docRoutes } from './docRoutes.js';
import { docTagRoutes } from './docTagRoutes.js';
import { pageRoutes } from './pageRoutes.js';
import { routeInside } from './routeInside.js';
import type { ContentGraph, RouteEntry } from './types.js';

/**
 * Every route of the site: docs, blog, pages, then redirects and the 404 page. Each URL has one
 * owner.
 */
export function createRoutes(
  graph: ContentGraph,
  compiled: Map<string, CompiledPage>,
  config: SiteConfig,
  /** Where a finding that does not stop the build goes (a redirect onto a page, by default). */
  warn: (w: TnError) => void = () => {},
): RouteEntry[] {
  const routes = [
    ...docRoutes(graph, compiled, config),
    ...docTagRoutes(graph, config.i18n),
    ...(config.blog ? blogRoutes(graph, compiled, config.blog, config.i18n) : []),
    ...pageRoutes(graph.pages, compiled, config),
  ];
  const seen = new Map<string, RouteEntry>();
  const configRel = path.relative(process.cwd(), config.configFile);
  for (const r of routes) {
    // generated routes too (blog lists, tags from config paths): nothing may leave the output folder
    routeInside(r.route, { file: r.source ?? configRel });
    const prev = seen.get(r.route);
    if (prev) throw duplicateRoute(r, prev);
    seen.set(r.route, r);
  }
  const clash = caseClash(routes);
  if (clash) throw clash;
  for (const r of graph.redirects) {
    routeInside(r.from, { file: configRel, slug: r.from });
    if (seen.has(r.from)) {
      // as Docusaurus's client-redirects plugin: the page is kept, the redirect reported as
      // onDuplicateRoutes says and left out
      const policy = config.onDuplicateRoutes;
      const collision = new TnError(
        'DUPLICATE_ROUTE',
        `The redirect from '${r.from}' collides with a page at the same URL` +
          (policy === 'throw' ? '.' : '; the page is kept and the redirect left out.'),
        {
          loc: { file: config.configFile },
          hint: 'Remove the redirect or move the page.',
          severity: policy === 'throw' ? 'error' : 'warning',
        },
      );
      if (policy === 'throw') throw collision;
      if (policy !== 'ignore') warn(collision);
      continue;
    }
    const target = seen.get(r.to.split('#')[0]);
    routes.push({
      route: r.from,
      noIndex: true,
      data: { kind: 'redirect', title: target?.data.title ?? r.to, to: r.to },
    });
  }
  const pages = routes.filter((r) => r.data.kind !== 'redirect');
  const taken = new Set(routes.map((r) => r.route));
  routes.push(...createdRedirects(config.createRedirects, pages, taken, config.configFile));
  // the search page (issue 11), where the site has one and nothing else is at that address
  const { searchPage } = config;
  if (searchPage && !routes.some((r) => r.route === searchPage.route))
    routes.push({
      route: searchPage.route,
      // the sitemap lists it where Docusaurus's search theme would (issue 27); search never does
      noIndex: !searchPage.sitemap,
      // the page's component travels in its own chunk, not in every page's entry code
      content: { tsx: path.join(packageRoot(), 'theme', 'search', 'SearchPage.tsx') },
      data: {
        kind: 'search',
        title: 'Search the documentation',
        ...(searchPage.siteInTitle ? {} : { siteInTitle: false as const }),
        description: `Search ${config.title}: every page, section and code sample.`,
      },
    });
  routes.push({
    route: '/404',
    noIndex: true,
    data: {
      kind: 'notFound',
      title: 'Page Not Found',
      description: 'The page you asked for does not exist.',
    },
  });
  return routes;
}

function duplicateRoute(a: RouteEntry, b: RouteEntry): TnError {
  const sourceOf = (r: RouteEntry) => r.source ?? `the generated ${r.data.kind} page`;
  // the clash is where a `slug:` chose the URL, whichever of the two files holds it
  const at = !a.slugLine && b.slugLine ? b : a;
  return new TnError(
    'DUPLICATE_ROUTE',
    `Two pages want the URL '${a.route}': ${sourceOf(b)} and ${sourceOf(a)}.`,
    {
      loc: at.source ? { file: at.source, line: at.slugLine ?? 1, column: 1 } : undefined,
      hint: 'Change the `slug` (or file name) of one of them so each URL is served by one page.',
    },
  );
}
