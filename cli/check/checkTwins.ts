/**
 * `tn-docs check` on the Markdown twins (issue 31): every link a twin writes to this site must
 * reach something the build writes (another twin, a page, a static file, an asset), no
 * placeholder may be left unresolved, and no static file may stand where a twin is written. A
 * twin's link that is broken because its page's link is broken is reported once, as the page's.
 */
import path from 'node:path';
import { fileRoutesOf } from '../build/fileRoutesOf.js';
import type { Analysis } from '../build/analyze.js';
import {
  LLMS_FULL_TXT,
  LLMS_TXT,
  pageLinkOf,
  routeOfTwinPath,
  twinPages,
  twinTarget,
  twinText,
} from '../build/markdownTwins.js';
import { decodeSafe, normalizeRoute, twinPath } from '../../runtime/shared/url.js';
import { TnError, type SourceLocation } from '../util/errors.js';
import { severityFor } from './checkSite.js';

type Input = Pick<Analysis, 'config' | 'graph' | 'routes' | 'compiled'>;

export function checkTwins(
  a: Input,
  already: TnError[] = [],
): { findings: TnError[]; links: number } {
  const { config, graph, routes, compiled } = a;
  const twins = twinPages(config, routes, compiled);
  const findings: TnError[] = [];
  if (twins.size === 0) return { findings, links: 0 };
  const fileRoutes = fileRoutesOf(graph);
  const routeSet = new Set(routes.filter((r) => r.data.kind !== 'notFound').map((r) => r.route));
  const files = new Set(graph.staticFiles.map((f) => '/' + f));
  for (const page of compiled.values()) for (const asset of page.assets) files.add(asset.out);
  files.add(`/${LLMS_TXT}`).add(`/${LLMS_FULL_TXT}`);
  const site = config.url + config.baseUrl;
  // a finding's file is shown relative to the working folder: compared as absolute paths
  const place = (l?: SourceLocation) => `${path.resolve(l?.file ?? '')}:${l?.line}:${l?.column}`;
  const seen = new Set(already.map((f) => place(f.loc)));
  const severity = severityFor(config.onBrokenLinks);
  const sourceOf = new Map(
    [...graph.docs, ...graph.posts, ...graph.pages].map((x) => [x.route, x.file.abs]),
  );
  let links = 0;

  for (const twin of twins.values()) {
    const file = sourceOf.get(twin.route.route) ?? twin.route.source ?? '';
    const data = twin.page.twin;
    if (!data) continue;
    const text = twinText({ config, twins, fileRoutes, sidebars: graph.sidebars }, twin);
    if (/tntwin:\d|\]\(tnmd:/.test(text)) {
      findings.push(
        new TnError(
          'TWIN_UNRESOLVED',
          `The Markdown twin of ${twin.route.route} has an unresolved link.`,
          {
            loc: { file },
            hint: 'This is a bug in tn-docs; please report it with the page.',
          },
        ),
      );
    }
    for (const link of data.links) {
      links++;
      const target = twinTarget(config, twins, fileRoutes, twin, link);
      if (!target.startsWith(site)) continue;
      const inside = '/' + target.slice(site.length).split(/[?#]/)[0];
      const twinRoute = routeOfTwinPath(inside);
      const ok =
        (twinRoute !== null && twins.has(twinRoute)) ||
        routeSet.has(normalizeRoute(inside)) ||
        files.has(decodeSafe(inside));
      if (ok) continue;
      const written = pageLinkOf(twin.page, link);
      const loc: SourceLocation = { file, line: written?.line, column: written?.column };
      if (seen.has(place(loc))) continue;
      if (severity === null) continue;
      findings.push(
        new TnError(
          'BROKEN_TWIN_LINK',
          `The Markdown twin of ${twin.route.route} links to ${target}, ` +
            'which the build does not write.',
          {
            loc,
            severity,
            hint: 'Fix the link in the page; its twin links where the page does.',
          },
        ),
      );
    }
  }

  // a static file where a twin goes would be overwritten by the twin
  for (const route of twins.keys()) {
    const out = decodeSafe(twinPath(route));
    if (graph.staticFiles.includes(out.slice(1)))
      findings.push(
        new TnError(
          'STATIC_COLLISION',
          `The static file ${out.slice(1)} takes the place of the Markdown twin of ${route}.`,
          {
            loc: { file: path.join(path.resolve(config.siteDir, config.staticDir), out) },
            hint:
              'Rename or move the static file, or turn the twins off with ' +
              'markdownTwins: false.',
          },
        ),
      );
  }
  return { findings, links };
}
