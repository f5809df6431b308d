import path from 'node:path';
import {
  decodeSafe,
  EXTERNAL_URL as EXTERNAL,
  normalizeRoute,
  urlEndsInSlash,
} from '../../runtime/shared/url.js';
import type { Analysis } from '../build/analyze.js';
import { mdRootsOf } from '../build/mdRootsOf.js';
import { compileKey } from '../build/compileKey.js';
import { mdLinkCandidates } from '../mdx/mdLinkCandidates.js';
import { fileRoutesOf } from '../build/fileRoutesOf.js';
import { fileOfOtherCase } from '../build/caseClash.js';
import type { ContentGraph, SourceFile } from '../build/types.js';
import type { SidebarNode } from '../../runtime/types.js';
import type { ReportingSeverity } from '../config/configSchema.js';
import { keyLocator, locateKey, type KeyPath } from '../config/locateKey.js';
import { closest } from '../util/closest.js';
import { checkConfigFiles } from './checkConfigFiles.js';
import { checkStaticCollisions } from './checkStaticCollisions.js';
import { displayPath } from '../util/displayPath.js';
import { MERMAID_OFF } from '../mdx/markers.js';
import { type Severity, TnError, type SourceLocation } from '../util/errors.js';

/** Files the build writes when twins are on, which a page may link to. */
const TWIN_FILES = new Set(['/llms.txt', '/llms-full.txt']);

type Input = Pick<
  Analysis,
  'config' | 'graph' | 'routes' | 'compiled' | 'configSource' | 'sidebarsFile'
>;

/** What was checked, for the summary line ("140 pages, 1,812 links, 433 anchors: 0 errors"). */
export interface Checked {
  pages: number;
  links: number;
  anchors: number;
}

export interface CheckResult {
  /** Errors and warnings, each a TnError (severity 'warning' for what does not fail a build). */
  findings: TnError[];
  checked: Checked;
}

/**
 * Every compiled page with the file it came from (docs, blog posts and MDX pages), by compile key.
 */
export function pageSources(graph: ContentGraph) {
  return [
    ...graph.docs.map((d) => ({ key: compileKey.doc(d.id), file: d.file, route: d.route })),
    ...graph.posts.map((p) => ({ key: compileKey.post(p.route), file: p.file, route: p.route })),
    ...graph.posts.map((p) => ({ key: compileKey.excerpt(p.route), file: p.file, route: p.route })),
    ...graph.pages
      .filter((p) => p.format === 'mdx')
      .map((p) => ({ key: compileKey.page(p.route), file: p.file, route: p.route })),
  ];
}

/**
 * What a finding governed by onBrokenLinks/onBrokenAnchors/onBrokenMarkdownLinks becomes; null
 * drops it.
 */
export function severityFor(policy: ReportingSeverity): Severity | null {
  if (policy === 'ignore') return null;
  return policy === 'throw' ? 'error' : 'warning';
}

/**
 * Links, anchors and assets of every compiled page, checked against the routes and heading ids the
 * build produced.
 */
export function checkSite(result: Input): CheckResult {
  const { graph, routes, compiled, config } = result;
  // options of a Docusaurus config that tn-docs cannot honour (read with the config)
  const findings: TnError[] = [...config.warnings];
  const checked: Checked = { pages: 0, links: 0, anchors: 0 };
  const add = (
    code: string,
    message: string,
    loc: SourceLocation,
    o: { hint?: string; severity?: Severity | null } = {},
  ) => {
    if (o.severity === null) return;
    findings.push(new TnError(code, message, { loc, hint: o.hint, severity: o.severity }));
  };
  const onLink = severityFor(config.onBrokenLinks);
  const onAnchor = severityFor(config.onBrokenAnchors);
  const onMarkdown = severityFor(config.onBrokenMarkdownLinks);
  const routeSet = new Set(routes.filter((r) => r.data.kind !== 'notFound').map((r) => r.route));
  const redirects = new Map(graph.redirects.map((r) => [r.from, r.to]));
  const resolveRedirect = (route: string) => redirects.get(route)?.split('#')[0] ?? route;
  const idsByRoute = new Map<string, Set<string>>();
  for (const r of routes) {
    const key = r.content && 'mdx' in r.content ? r.content.mdx : undefined;
    if (key) idsByRoute.set(r.route, new Set(compiled.get(key)?.ids ?? []));
  }
  const fileRoute = fileRoutesOf(graph);
  const staticDir = path.resolve(config.siteDir, config.staticDir);
  const staticFiles = new Set(graph.staticFiles.map((f) => '/' + f));
  const linkedRoutes = new Set<string>();
  const docRoots = new Map(graph.docs.map((d) => [compileKey.doc(d.id), d.contentRoot]));
  const indexDocs = new Set(graph.docs.filter((d) => d.trailingSlash).map((d) => d.route));
  const slashed = (route: string) =>
    urlEndsInSlash(route, config.trailingSlash, indexDocs.has(route));

  const mermaidOff: (SourceLocation & { message: string; hint: string })[] = [];
  for (const src of pageSources(graph)) {
    const page = compiled.get(src.key);
    if (!page || src.key.startsWith('excerpt:')) continue;
    checked.pages++;
    const at = (p: { line?: number; column?: number }) => ({
      file: src.file.abs,
      line: p.line,
      column: p.column,
    });
    for (const p of page.problems) {
      // said once for the whole site, at its first fence, with the number of pages
      if (p.code === MERMAID_OFF) {
        mermaidOff.push({ ...p, ...at(p) });
        continue;
      }
      add(p.code ?? 'ASSET_MISSING', p.message, at(p), { hint: p.hint, severity: p.severity });
    }
    for (const link of page.links) {
      const url = link.url.trim();
      if (!url || EXTERNAL.test(url)) {
        if (/^https?:\/\//.test(url) && !URL.canParse(url))
          add('EXTERNAL_INVALID', `External link is not a valid URL: ${url}`, at(link), {
            severity: 'warning',
          });
        continue;
      }
      checked.links++;
      const [rawPath, anchor] = url.split('#') as [string, string | undefined];
      let target: string;
      if (rawPath === '') target = src.route;
      else if (/\.mdx?$/.test(rawPath)) {
        const docRoot = docRoots.get(src.key);
        const roots = docRoot
          ? [docRoot, config.siteDir]
          : mdRootsOf(config, src.key.startsWith('page:') ? 'pages' : 'blog');
        const candidates = mdLinkCandidates(rawPath, path.dirname(src.file.abs), roots);
        const file = candidates.find((c) => fileRoute.has(c));
        const r = file && fileRoute.get(file);
        if (!r) {
          const other = fileOfOtherCase(candidates, fileRoute);
          add('BROKEN_MD_LINK', `Link to a markdown file that is not a page: ${url}`, at(link), {
            hint: other
              ? `The page is ${displayPath(other)}: write its name with the same case (names are case-sensitive).`
              : 'Check the relative path and file name.',
            severity: onMarkdown,
          });
          continue;
        }
        target = r;
      } else if (config.markdownTwins && TWIN_FILES.has(rawPath)) {
        continue; // written by the build beside the pages (issue 31)
      } else if (link.kind === 'image' || staticFiles.has(decodeSafe(rawPath))) {
        if (rawPath.startsWith('/') && !staticFiles.has(decodeSafe(rawPath)))
          add('ASSET_MISSING', `Image or file not found: ${url}`, at(link), {
            hint: `Put it in ${displayPath(staticDir)}${decodeSafe(rawPath)}.`,
            // a JSX <img> is a plain link to Docusaurus: onBrokenLinks governs it
            severity: link.jsx ? onLink : 'error',
          });
        continue;
      } else {
        const abs = rawPath.startsWith('/')
          ? rawPath
          : path.posix.join(
              slashed(src.route) ? src.route : path.posix.dirname(src.route),
              rawPath,
            );
        target = normalizeRoute(abs);
      }
      target = resolveRedirect(target);
      linkedRoutes.add(target);
      if (!routeSet.has(target)) {
        const near = closest(target, routeSet, 1);
        add('BROKEN_LINK', `Broken link: ${url} (no page at ${target})`, at(link), {
          hint: near.length
            ? `Did you mean ${near[0]}?`
            : 'Check the path; links are site paths like /docs/validators/overview.',
          severity: onLink,
        });
        continue;
      }
      if (!anchor) continue;
      checked.anchors++;
      const ids = idsByRoute.get(target);
      const a = decodeSafe(anchor);
      if (ids && !ids.has(a)) {
        const near = closest(a, ids, 1);
        add(
          'BROKEN_ANCHOR',
          `Broken anchor: ${url} (${target} has no heading or element with id "${a}")`,
          at(link),
          {
            hint: near.length
              ? `Did you mean #${near[0]}?`
              : 'Anchors are heading ids (GitHub slugs) or {#custom} ids.',
            severity: onAnchor,
          },
        );
      }
    }
  }

  // links in the navbar, footer and sidebars (SPEC §8 and issue 3): their targets must exist too
  const locate = keyLocator(result.configSource, config.configFile, config.sourceKeys);
  for (const { url, keys } of configLinks(result.config)) {
    // `to: 'https://…'` is another site's page, as Docusaurus's Link takes it: not checked
    if (EXTERNAL.test(url)) continue;
    checked.links++;
    const resolved = resolveRedirect(normalizeRoute(url));
    linkedRoutes.add(resolved);
    if (routeSet.has(resolved)) continue;
    const near = closest(resolved, routeSet, 1);
    add(
      'BROKEN_LINK',
      `Broken link in the site config: ${url} (no page at ${resolved})`,
      locate.path(keys),
      {
        hint: near.length ? `Did you mean ${near[0]}?` : 'Navbar and footer links are site paths.',
        severity: onLink,
      },
    );
  }
  const walkSidebar = (items: SidebarNode[]) => {
    for (const item of items) {
      if (item.type === 'category') walkSidebar(item.items);
      if (item.type !== 'link' || EXTERNAL.test(item.href)) continue;
      checked.links++;
      const target = normalizeRoute(item.href);
      if (routeSet.has(redirects.get(target) ?? target)) continue;
      const file = result.sidebarsFile;
      add(
        'BROKEN_LINK',
        `Broken sidebar link '${item.label}': ${item.href}`,
        file ? locateKey(file.source, file.rel, 'href', item.href) : { file: 'sidebars' },
        { hint: 'Use a doc item for docs, or a path that exists.', severity: onLink },
      );
    }
  };
  for (const items of Object.values(graph.sidebars)) walkSidebar(items);
  findings.push(...checkConfigFiles(result), ...checkStaticCollisions(result));

  for (const d of graph.docs) {
    if (!linkedRoutes.has(d.route) && !graph.docSidebar[d.id] && !d.unlisted)
      add('ORPHAN_PAGE', `No sidebar or page links to ${d.route}.`, orphanAt(d.file), {
        hint: 'Add it to a sidebar in sidebars.ts or link to it from a page.',
        severity: 'warning',
      });
  }
  const [firstFence] = mermaidOff;
  if (firstFence) {
    const others = mermaidOff.length - 1;
    const more = others ? ` (and on ${others} other page${others === 1 ? '' : 's'})` : '';
    add(MERMAID_OFF, firstFence.message + more, firstFence, {
      hint: firstFence.hint,
      severity: 'warning',
    });
  }
  return { findings, checked };
}

/** An orphan is the whole file, not a line of it: point at the title when front matter has one. */
function orphanAt(file: SourceFile): SourceLocation {
  const line = file.keyLines.title;
  return line ? { file: file.abs, line, column: 1 } : { file: file.abs };
}

/** Internal links of the navbar (with dropdowns) and footer, with their key paths in the config. */
function configLinks(config: Input['config']): { url: string; keys: KeyPath }[] {
  const out: { url: string; keys: KeyPath }[] = [];
  config.navbar.items.forEach((raw, i) => {
    const item = raw as { to?: string; items?: { to?: string }[] };
    if (item.to) out.push({ url: item.to, keys: ['navbar', 'items', i, 'to'] });
    item.items?.forEach((sub, j) => {
      if (sub.to) out.push({ url: sub.to, keys: ['navbar', 'items', i, 'items', j, 'to'] });
    });
  });
  config.footer.links.forEach((group, g) =>
    group.items.forEach((item, k) => {
      if (item.to) out.push({ url: item.to, keys: ['footer', 'links', g, 'items', k, 'to'] });
    }),
  );
  return out;
}
