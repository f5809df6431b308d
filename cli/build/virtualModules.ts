import fs from 'node:fs';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import type { CompiledPage } from '../mdx/compileMdx.js';
import { EMPTY_PAGE } from '../mdx/emptyPage.js';
import { CANDIDATE_SEPARATOR } from '../mdx/mdLinkCandidates.js';
import { MD_LINK_PREFIX } from '../mdx/markers.js';
import type { BuildState } from './buildState.js';
import { displayPath } from '../util/displayPath.js';
import { TnError } from '../util/errors.js';
import { packageRoot } from '../util/packageRoot.js';
import type { SidebarNode, SiteData } from '../../runtime/types.js';
import { markdownPartials } from './markdownPartials.js';
import { siteImports } from './siteImports.js';
import { SIDEBARS_GLOBAL } from './sidebarsGlobal.js';
import { THEME_ALIASES } from '../config/themeAliases.js';
import type { RouteEntry } from './types.js';
import { decodeSafe, encodeRoute } from '../../runtime/shared/url.js';

export interface BundleInput {
  routes: RouteEntry[];
  compiled: Map<string, CompiledPage>;
  /** Compile key → absolute source file (for relative imports inside MDX and messages). */
  sources: Map<string, string>;
  /** Absolute markdown file → route, for `.md` links. */
  fileRoutes: Map<string, string>;
  sidebars: Record<string, SidebarNode[]>;
  site: SiteData;
  production: boolean;
  outDir: string;
  /** The site's cache folder (the server renderer is written there). */
  cacheDir: string;
  /** The site's folder: `@site/` imports and the site's own packages resolve from it. */
  siteDir?: string;
  /** The site's module aliases (SiteConfig.aliases). */
  aliases?: Record<string, string>;
  /** Global stylesheets of the site, absolute (after the theme's). */
  customCss: string[];
  /** For Markdown partials imported by pages (compiled while bundling). */
  staticDir?: string;
  markdown?: { math: boolean; mermaid: boolean };
  /** 'throw' fails on a `.md` link to no page; otherwise (already reported by checkSite) it goes nowhere. */
  onBrokenMarkdownLinks?: 'ignore' | 'log' | 'warn' | 'throw';
  /** What the last builds kept: bundles whose inputs did not change are reused (bundleCache.ts). */
  state?: BuildState;
}

/** Virtual module ids. A route's module is named by its path, never by its place in the route list. */
export const moduleId = {
  site: 'tn:site',
  /** The JSX runtime alone, imported by the chunks written without the bundler (plainChunks.ts). */
  kit: 'tn:kit',
  route: (route: string) => `tnroute:${route}`,
  mdx: (key: string) => `tnmdx:${key}`,
  sidebar: (name: string) => `tnsidebar:${name}`,
};

/** An esbuild plugin resolving THEME_ALIASES to the theme's files. */
export function themeAliases(): esbuild.Plugin {
  const root = packageRoot();
  return {
    name: 'tn-theme-aliases',
    setup(b) {
      for (const [id, file] of Object.entries(THEME_ALIASES)) {
        const filter = new RegExp(`^${id.replace(/[/@]/g, '\\$&')}$`);
        b.onResolve({ filter }, () => ({ path: path.join(root, file) }));
      }
    },
  };
}

export const json = (v: unknown) => `JSON.parse(${JSON.stringify(JSON.stringify(v))})`;

/**
 * Where a bundle finds the sidebars (data the bundler gains nothing from parsing, 12 MB at 100,000
 * pages): the browser's in their own chunks, written beforehand (sidebar name → file name in the
 * chunks' folder), the server's in a global the renderer sets before loading the bundle.
 */
export type SidebarSource = { chunks: Map<string, string> } | 'global';

/** esbuild plugin serving the generated modules: routes, compiled MDX, sidebars and site data. */
export function virtualModules(
  input: BundleInput,
  errors: TnError[],
  sidebars: SidebarSource,
): esbuild.Plugin {
  const root = packageRoot();
  const byRoute = new Map(input.routes.map((r) => [r.route, r]));
  const siteComponents = input.siteDir && siteMdxComponents(input.siteDir);
  return {
    name: 'tn-virtual',
    setup(b) {
      if (sidebars !== 'global') {
        const chunks = sidebars.chunks;
        b.onResolve({ filter: /^tnsidebar:/ }, (a) => ({
          path: `./${path.posix.basename(chunks.get(a.path.slice('tnsidebar:'.length))!)}`,
          external: true,
        }));
      }
      b.onResolve({ filter: /^(tn:site$|tn:kit$|tnroute:|tnmdx:|tnsidebar:)/ }, (a) => ({
        path: a.path,
        namespace: 'tn',
      }));
      // the site's own imports first: `@site/`, its src/theme components, SVG components
      if (input.siteDir) {
        const fileOf = (i: string) =>
          i.startsWith('tnmdx:') ? input.sources.get(i.slice('tnmdx:'.length)) : i;
        const staticDir = input.staticDir ?? path.join(input.siteDir, 'static');
        void siteImports(input.siteDir, errors, fileOf, input.aliases, staticDir).setup(b);
        void markdownPartials({
          staticDir,
          siteDir: input.siteDir,
          markdown: input.markdown,
          errors,
          resolveLinks: (code, file) =>
            resolveMdLinks({ ...EMPTY_PAGE, code }, file, input.fileRoutes, errors, false),
        }).setup(b);
      }
      void themeAliases().setup(b);
      b.onLoad({ filter: /.*/, namespace: 'tn' }, (a): esbuild.OnLoadResult => {
        const [scheme] = /^[a-z]+:/.exec(a.path)!;
        const rest = a.path.slice(scheme.length);
        if (a.path === moduleId.site) return js(`export default ${json(input.site)}`);
        if (a.path === moduleId.kit)
          return {
            ...js("export { Fragment, jsx, jsxs } from 'react/jsx-runtime';"),
            resolveDir: root,
          };
        if (scheme === 'tnsidebar:')
          return js(`export default globalThis.${SIDEBARS_GLOBAL}[${JSON.stringify(rest)}];`);
        if (scheme === 'tnmdx:') {
          const file = input.sources.get(rest)!;
          const code = resolveMdLinks(
            input.compiled.get(rest)!,
            file,
            input.fileRoutes,
            errors,
            (input.onBrokenMarkdownLinks ?? 'throw') === 'throw',
          );
          const page = withToc(code, input.compiled.get(rest)!);
          return {
            ...js(siteComponents ? withSiteComponents(page, siteComponents) : page),
            resolveDir: path.dirname(file),
          };
        }
        return { ...js(routeModuleSource(byRoute.get(rest)!)), resolveDir: root };
      });
    },
  };
}

const js = (contents: string): esbuild.OnLoadResult => ({ contents, loader: 'js' });

/**
 * Docusaurus gives every MDX module a `toc` export, which pages pass to `<TOCInline toc={toc} />`;
 * added here unless the page declares its own.
 */
/**
 * A Docusaurus site's own `src/theme/MDXComponents` (its default export: the components its
 * Markdown uses without importing them, such as Tabs or its own widgets).
 */
export function siteMdxComponents(siteDir: string): string | undefined {
  const base = path.join(siteDir, 'src', 'theme', 'MDXComponents');
  for (const ext of ['.js', '.jsx', '.ts', '.tsx'])
    for (const f of [base + ext, path.join(base, `index${ext}`)]) if (fs.existsSync(f)) return f;
  return undefined;
}

/**
 * Gives an MDX module the site's MDXComponents under the theme's: the site's names fill what the
 * theme does not define, the theme's own elements (headings, links, code) stay the theme's.
 */
function withSiteComponents(code: string, file: string): string {
  const renamed = code.replace(/export default function MDXContent\(/, 'function MDXContent(');
  if (renamed === code) return code;
  return [
    renamed,
    `import __tnSiteComponents from ${JSON.stringify(file)};`,
    'export default function MDXContentWithSite(props = {}) {',
    '  return MDXContent({ ...props, components: { ...__tnSiteComponents, ...props.components } });',
    '}',
  ].join('\n');
}

function withToc(code: string, page: CompiledPage): string {
  if (/\b(const|let|var|function)\s+toc\b|export\s*\{[^}]*\btoc\b/.test(code)) return code;
  return `${code}\nexport const toc = ${json(page.toc)};`;
}

/** A route's module: its content component, sidebar, blog excerpts and plain data. */
export function routeModuleSource(r: RouteEntry): string {
  const lines: string[] = [];
  const content = r.content && ('mdx' in r.content ? moduleId.mdx(r.content.mdx) : r.content.tsx);
  if (content) lines.push(`import C from ${JSON.stringify(content)};`, 'export default C;');
  if (r.sidebar) {
    const id = JSON.stringify(moduleId.sidebar(r.sidebar));
    lines.push(`export { default as sidebar } from ${id};`);
  }
  if (r.excerpts) {
    r.excerpts.forEach((k, i) =>
      lines.push(`import E${i} from ${JSON.stringify(moduleId.mdx(k))};`),
    );
    lines.push(`export const excerpts = [${r.excerpts.map((_, i) => `E${i}`).join(', ')}];`);
  }
  lines.push(`export const data = ${json(r.data)};`);
  return lines.join('\n');
}

/** Replaces the `.md` link markers remarkLinks left in compiled MDX with the linked page's route. */
export function resolveMdLinks(
  page: CompiledPage,
  file: string,
  fileRoutes: Map<string, string>,
  errors: TnError[],
  failOnBroken: boolean,
): string {
  const marker = new RegExp(`"${MD_LINK_PREFIX}([^"#]*)(#[^"]*)?"`, 'g');
  return page.code.replace(marker, (_m, encoded: string, anchor = '') => {
    // mdast-util-to-hast percent-encodes hrefs, so the marker's paths come back encoded
    const candidates = encoded.split(CANDIDATE_SEPARATOR).map(decodeSafe);
    const target = candidates.find((c) => fileRoutes.has(c)) ?? candidates[candidates.length - 1];
    const route = fileRoutes.get(target);
    // encoded here: a route may hold `#` or `%` (from a file name), which the href must escape
    if (route) return JSON.stringify(encodeRoute(route) + anchor);
    if (failOnBroken) errors.push(brokenMdLink(page, file, target));
    // as Docusaurus does when told not to throw: the link stays as the author wrote it
    return JSON.stringify(writtenLink(page, target)?.url ?? '#');
  });
}

/** The link as written in the page, for a `.md` link marker's target file. */
function writtenLink(page: CompiledPage, target: string) {
  return page.links.find((l) =>
    target.endsWith(decodeSafe(l.url.split('#')[0]).replace(/^(\.\.?\/)+/, '')),
  );
}

function brokenMdLink(page: CompiledPage, file: string, target: string): TnError {
  const link = writtenLink(page, target);
  const shown = link?.url ?? displayPath(target);
  return new TnError('BROKEN_MD_LINK', `Link to a markdown file that is not a page: ${shown}`, {
    loc: { file, line: link?.line, column: link?.column },
    hint: 'Check the relative path and file name; draft pages are left out of production builds.',
  });
}
