import path from 'node:path';
import type { Analysis } from '../build/analyze.js';
import { outputFileFor } from '../build/renderPages.js';
import { TnError } from '../util/errors.js';

/**
 * A static file the build would write where a page goes (`static/docs/intro` against the folder of
 * /docs/intro, or `static/docs/intro/index.html` over its page): found before anything is written.
 */
export function checkStaticCollisions({
  config,
  graph,
  routes,
}: Pick<Analysis, 'config' | 'graph' | 'routes'>): TnError[] {
  const pageFiles = new Map<string, string>();
  for (const r of routes) {
    const file = outputFileFor(r.route, config.trailingSlash);
    pageFiles.set(file, r.route);
    if (file.endsWith('/index.html')) pageFiles.set(file.slice(0, -'/index.html'.length), r.route);
  }
  const staticDir = path.resolve(config.siteDir, config.staticDir);
  return graph.staticFiles
    .filter((f) => pageFiles.has(f))
    .map(
      (f) =>
        new TnError(
          'STATIC_COLLISION',
          `The static file ${f} takes the place of the page ${pageFiles.get(f)}.`,
          {
            loc: { file: path.join(staticDir, f) },
            hint: 'Rename or move the static file, or change the page’s slug.',
          },
        ),
    );
}
