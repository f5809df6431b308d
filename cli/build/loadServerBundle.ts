import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleLineInPage } from '../util/bundleLineInPage.js';
import { TnError } from '../util/errors.js';
import type { RouteModule, SidebarNode, SiteData } from '../../runtime/types.js';
import type { PageHead } from '../../runtime/types.js';
import type { JsxRuntime } from './plainComponent.js';
import { SIDEBARS_GLOBAL } from './sidebarsGlobal.js';
import type { RouteEntry } from './types.js';

/** What the server bundle (see bundleServer) exports. */
export interface ServerBundle {
  renderRoute: (
    site: SiteData,
    path: string,
    mod: RouteModule,
    production: boolean,
    head?: PageHead,
  ) => string;
  routes: Record<string, RouteModule>;
  /** The JSX runtime, for the plain pages' components (see plainChunks.ts). */
  jsxRuntime: JsxRuntime;
}

/**
 * Imports the server bundle. Top-level code of a page (an `export const x = f()` in MDX, a React
 * page's module) runs here; if it throws, the error names the page it came from, found by the
 * module comment esbuild writes above each module's code.
 */
export async function loadServerBundle(
  file: string,
  routes: RouteEntry[],
  sidebars: Record<string, SidebarNode[]>,
): Promise<ServerBundle> {
  (globalThis as Record<string, unknown>)[SIDEBARS_GLOBAL] = sidebars;
  try {
    return (await import(pathToFileURL(file).href)) as ServerBundle;
  } catch (e) {
    const source = pageOfBundleLine(file, e, routes);
    const line = source ? statementInPage(file, e, source) : undefined;
    throw new TnError('PAGE_MODULE', `The page threw while loading: ${(e as Error).message}`, {
      loc: source ? { file: source, ...line } : undefined,
      hint: 'An `export` or other top-level code of this page throws: compute the value inside a component, or fix the expression.',
      cause: e,
    });
  }
}

/** The line of the page that holds the bundle's throwing line. */
function statementInPage(
  file: string,
  e: unknown,
  page: string,
): { line: number; column: number } | undefined {
  const at = new RegExp(`${path.basename(file).replace(/\./g, '\\.')}:(\\d+):`).exec(
    String((e as Error)?.stack),
  );
  return at ? bundleLineInPage(file, Number(at[1]), page) : undefined;
}

function pageOfBundleLine(file: string, e: unknown, routes: RouteEntry[]): string | undefined {
  const at = new RegExp(`${path.basename(file).replace(/\./g, '\\.')}:(\\d+):`).exec(
    String((e as Error)?.stack),
  );
  if (!at) return undefined;
  const lines = fs.readFileSync(file, 'utf8').split('\n').slice(0, Number(at[1]));
  for (let i = lines.length - 1; i >= 0; i--) {
    const mdx = /^\/\/ tn:tnmdx:(.+)$/.exec(lines[i]);
    if (mdx)
      return routes.find((r) => r.content && 'mdx' in r.content && r.content.mdx === mdx[1])
        ?.source;
    const own = /^\/\/ (?!tn:)(\S+\.[jt]sx?)$/.exec(lines[i]);
    if (own && !own[1].includes('node_modules') && !/(^|\/)(runtime|theme)\//.test(own[1]))
      return routes.find(
        (r) =>
          r.content &&
          'tsx' in r.content &&
          r.content.tsx.endsWith(own[1].replace(/^(\.\.\/)+/, '')),
      )?.source;
  }
  return undefined;
}
