import path from 'node:path';
import { closest } from '../util/closest.js';
import { decodeSafe, EXTERNAL_URL as EXTERNAL, normalizeRoute } from '../../runtime/shared/url.js';
import type { Analysis } from '../build/analyze.js';
import { locateKey } from '../config/validateConfig.js';
import type { SidebarNode } from '../../runtime/types.js';
import { compileKey } from '../build/compileKey.js';
import { fileRoutesOf } from '../build/fileRoutesOf.js';

export interface Finding {
  severity: 'error' | 'warning';
  code: string;
  message: string;
  file?: string;
  line?: number;
  column?: number;
  hint?: string;
}

/** Links, anchors and assets of every compiled page, checked against the routes and heading ids the build produced. */
export function checkSite(
  result: Pick<
    Analysis,
    'config' | 'graph' | 'routes' | 'compiled' | 'configSource' | 'sidebarsFile'
  >,
): Finding[] {
  const findings: Finding[] = [];
  const { graph, routes, compiled, config } = result;
  const routeSet = new Set(routes.filter((r) => r.data.kind !== 'notFound').map((r) => r.route));
  const redirects = new Map(graph.redirects.map((r) => [r.from, r.to]));
  const idsByRoute = new Map<string, Set<string>>();
  const fileRoute = fileRoutesOf(graph);
  for (const r of routes) {
    const key = r.content && 'mdx' in r.content ? r.content.mdx : undefined;
    if (key) idsByRoute.set(r.route, new Set(compiled.get(key)?.ids ?? []));
  }
  const staticDir = path.resolve(config.siteDir, config.staticDir);
  const staticFiles = new Set(graph.staticFiles.map((f) => '/' + f));
  const linkedRoutes = new Set<string>();

  const sources: { key: string; file: string; abs: string; route: string }[] = [
    ...graph.docs.map((d) => ({
      key: compileKey.doc(d.id),
      file: d.file.rel,
      abs: d.file.abs,
      route: d.route,
    })),
    ...graph.posts.map((p) => ({
      key: compileKey.post(p.route),
      file: p.file.rel,
      abs: p.file.abs,
      route: p.route,
    })),
    ...graph.pages
      .filter((p) => p.format === 'mdx')
      .map((p) => ({
        key: compileKey.page(p.route),
        file: p.file.rel,
        abs: p.file.abs,
        route: p.route,
      })),
  ];
  for (const src of sources) {
    const page = compiled.get(src.key);
    if (!page) continue;
    for (const p of page.problems)
      findings.push({
        severity: 'error',
        code: 'ASSET_MISSING',
        message: p.message,
        file: src.file,
        line: p.line,
        column: p.column,
        hint: p.hint,
      });
    for (const link of page.links) {
      const url = link.url.trim();
      if (!url || EXTERNAL.test(url)) {
        if (/^https?:\/\//.test(url)) {
          try {
            new URL(url);
          } catch {
            findings.push({
              severity: 'warning',
              code: 'EXTERNAL_INVALID',
              message: `External link is not a valid URL: ${url}`,
              file: src.file,
              line: link.line,
              column: link.column,
            });
          }
        }
        continue;
      }
      const [rawPath, anchor] = url.split('#') as [string, string | undefined];
      let target: string;
      if (rawPath === '') target = src.route;
      else if (/\.mdx?$/.test(rawPath) && !rawPath.startsWith('/')) {
        const abs = path.resolve(path.dirname(src.abs), decodeSafe(rawPath));
        const r = fileRoute.get(abs);
        if (!r) {
          findings.push({
            severity: 'error',
            code: 'BROKEN_MD_LINK',
            message: `Link to a markdown file that is not a page: ${url}`,
            file: src.file,
            line: link.line,
            column: link.column,
            hint: 'Check the relative path and file name.',
          });
          continue;
        }
        target = r;
      } else if (link.kind === 'image' || staticFiles.has(decodeSafe(rawPath))) {
        if (rawPath.startsWith('/') && !staticFiles.has(decodeSafe(rawPath)))
          findings.push({
            severity: 'error',
            code: 'ASSET_MISSING',
            message: `Image or file not found: ${url}`,
            file: src.file,
            line: link.line,
            column: link.column,
            hint: `Put it in ${path.relative(process.cwd(), staticDir)}${decodeSafe(rawPath)}.`,
          });
        continue;
      } else {
        const abs = rawPath.startsWith('/')
          ? rawPath
          : path.posix.join(path.posix.dirname(src.route), rawPath);
        target = normalizeRoute(abs);
      }
      target = redirects.get(target)?.split('#')[0] ?? target;
      linkedRoutes.add(target);
      if (!routeSet.has(target)) {
        const near = closest(target, routeSet, 1);
        findings.push({
          severity: config.onBrokenLinks === 'warn' ? 'warning' : 'error',
          code: 'BROKEN_LINK',
          message: `Broken link: ${url} (no page at ${target})`,
          file: src.file,
          line: link.line,
          column: link.column,
          hint: near.length
            ? `Did you mean ${near[0]}?`
            : 'Check the path; links are site paths like /docs/validators/overview.',
        });
        continue;
      }
      if (anchor) {
        const ids = idsByRoute.get(target);
        const a = decodeSafe(anchor);
        if (ids && !ids.has(a)) {
          const near = closest(a, ids, 1);
          findings.push({
            severity: config.onBrokenAnchors === 'warn' ? 'warning' : 'error',
            code: 'BROKEN_ANCHOR',
            message: `Broken anchor: ${url} (${target} has no heading or element with id "${a}")`,
            file: src.file,
            line: link.line,
            column: link.column,
            hint: near.length
              ? `Did you mean #${near[0]}?`
              : 'Anchors are heading ids (GitHub slugs) or {#custom} ids.',
          });
        }
      }
    }
  }
  // links in the navbar, footer and sidebars (SPEC §8 and issue 3): their targets must exist too
  const configLinks: string[] = [];
  for (const item of config.navbar.items as { to?: string; items?: { to?: string }[] }[]) {
    if (item.to) configLinks.push(item.to);
    for (const sub of item.items ?? []) if (sub.to) configLinks.push(sub.to);
  }
  for (const group of config.footer.links)
    for (const item of group.items) if (item.to) configLinks.push(item.to);
  const configRel = path.relative(process.cwd(), config.configFile);
  for (const url of configLinks) {
    const target = normalizeRoute(url);
    const resolved = redirects.get(target)?.split('#')[0] ?? target;
    linkedRoutes.add(resolved);
    if (!routeSet.has(resolved)) {
      const loc = locateKey(result.configSource, configRel, 'to', url);
      const near = closest(resolved, routeSet, 1);
      findings.push({
        severity: 'error',
        code: 'BROKEN_LINK',
        message: `Broken link in the site config: ${url} (no page at ${resolved})`,
        file: loc.file,
        line: loc.line,
        column: loc.column,
        hint: near.length ? `Did you mean ${near[0]}?` : 'Navbar and footer links are site paths.',
      });
    }
  }
  const walkSidebar = (items: SidebarNode[]) => {
    for (const item of items) {
      if (item.type === 'category') walkSidebar(item.items);
      if (item.type !== 'link' || EXTERNAL.test(item.href)) continue;
      const target = normalizeRoute(item.href);
      if (!routeSet.has(redirects.get(target) ?? target)) {
        const loc = result.sidebarsFile
          ? locateKey(result.sidebarsFile.source, result.sidebarsFile.rel, 'href', item.href)
          : { file: 'sidebars' };
        findings.push({
          severity: 'error',
          code: 'BROKEN_LINK',
          message: `Broken sidebar link '${item.label}': ${item.href}`,
          file: loc.file,
          line: loc.line,
          column: loc.column,
          hint: 'Use a doc item for docs, or a path that exists.',
        });
      }
    }
  };
  for (const items of Object.values(graph.sidebars)) walkSidebar(items);
  for (const d of graph.docs) {
    if (!linkedRoutes.has(d.route) && !graph.docSidebar[d.id] && !d.unlisted)
      findings.push({
        severity: 'warning',
        code: 'ORPHAN_PAGE',
        message: `No sidebar or page links to ${d.route}.`,
        file: d.file.rel,
        line: 1,
        column: 1,
        hint: 'Add it to a sidebar in sidebars.ts or link to it from a page.',
      });
  }
  return findings;
}
