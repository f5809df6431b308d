/**
 * Pages whose compiled module is self-contained (plain Markdown, and MDX without imports or exports
 * of its own: see componentExpression.ts) skip the bundler: there is nothing for esbuild to resolve
 * or link in them. Bundling them made esbuild's work grow with the page count (17 s of a
 * 10,000-page build, with every page in the server bundle each render thread loads). Instead:
 *
 * - in the browser, each page's chunk is written here: the module importing the JSX runtime from the
 *   `kit` chunk (bundled once by esbuild with the rest of the client), its sidebar re-exported from
 *   the sidebar's own chunk, and its route data;
 * - on the server, the renderer makes the component from the same code (plainComponent), with the JSX
 *   runtime the server bundle exports (plainComponent.ts, apart so that a render worker does not load
 *   the bundling and compiling code this file imports).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { selfContainedModule } from '../mdx/componentExpression.js';
import type { TnError } from '../util/errors.js';
import { hash } from '../util/hash.js';
import { json, resolveMdLinks, siteMdxComponents, type BundleInput } from './virtualModules.js';
import { writeFiles, type FileReuse } from './writeFiles.js';
import type { RouteEntry } from './types.js';
import { accelerated } from '../util/accelerators.js';

/**
 * Route → its page's module, `.md` links resolved, for the routes whose module is self-contained.
 * Any other route (a React page, a blog list, MDX with imports or exports) is bundled as before.
 */
export function plainRoutes(input: BundleInput, errors: TnError[]): Map<string, string> {
  const out = new Map<string, string>();
  if (!accelerated('plainChunks')) return out; // every route is bundled by esbuild
  const failOnBroken = (input.onBrokenMarkdownLinks ?? 'throw') === 'throw';
  // a page naming components it does not import gets them from the site's MDXComponents, which
  // only the bundler can link in (virtualModules.ts)
  const siteComponents = input.siteDir !== undefined && !!siteMdxComponents(input.siteDir);
  for (const r of input.routes) {
    const key = plainKey(r);
    const page = key === undefined ? undefined : input.compiled.get(key);
    if (!page || !selfContainedModule(page.code)) continue;
    if (siteComponents && page.code.includes('_missingMdxReference(')) continue;
    const file = input.sources.get(key!)!;
    out.set(r.route, resolveMdLinks(page, file, input.fileRoutes, errors, failOnBroken));
  }
  return out;
}

const plainKey = (r: RouteEntry) =>
  r.content && 'mdx' in r.content && !r.excerpts ? r.content.mdx : undefined;

/**
 * Writes each sidebar's chunk (`assets/js/sidebar-<name>.<hash>.js`, its items as JSON): data only,
 * and at 100,000 pages 12 MB of it, which esbuild took 10 s to bundle. Returns name → chunk.
 */
export async function writeSidebarChunks(
  sidebars: Record<string, unknown>,
  names: string[],
  outDir: string,
  reuse?: FileReuse,
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  await fs.mkdir(path.join(outDir, 'assets/js'), { recursive: true });
  const files: [string, string][] = [];
  for (const name of names) {
    const text = `export default ${json(sidebars[name])};\n`;
    const safe = name.replace(/[^\w-]/g, '-');
    const chunk = `assets/js/sidebar-${safe}.${hash(text, 8).toUpperCase()}.js`;
    files.push([chunk, text]);
    out.set(name, chunk);
  }
  await writeFiles(outDir, files, reuse);
  return out;
}

/** What the page chunks import (outDir-relative chunk files). */
export interface ChunkImports {
  /** The kit chunk and the chunks it imports (for modulepreload). */
  kit: string[];
  /** Sidebar name → its chunk (data only: it imports nothing). */
  sidebars: Map<string, string>;
}

/**
 * Writes one chunk per plain route into `assets/js/` (named `<route key>.<hash>.js`, as esbuild names
 * the others); returns each route's chunk and the chunks it imports.
 */
export async function writePlainChunks(
  plain: Map<string, string>,
  routes: RouteEntry[],
  keys: Map<string, string>,
  imports: ChunkImports,
  outDir: string,
  reuse?: FileReuse,
): Promise<Map<string, { chunk: string; preload: string[] }>> {
  const out = new Map<string, { chunk: string; preload: string[] }>();
  const base = (file: string) => path.posix.basename(file);
  // each chunk's text is made when writeFiles takes it, not all of them up front
  function* chunks(): Generator<[string, string]> {
    for (const r of routes) {
      const code = plain.get(r.route);
      if (code === undefined) continue;
      const parts = selfContainedModule(code)!;
      const sidebar = r.sidebar === undefined ? undefined : imports.sidebars.get(r.sidebar);
      const text = [
        `import {${parts.imports}} from "./${base(imports.kit[0])}";`,
        parts.body,
        'export default MDXContent;',
        ...(sidebar ? [`export {default as sidebar} from "./${base(sidebar)}";`] : []),
        `export const data = ${json(r.data)};`,
        '',
      ].join('\n');
      const chunk = `assets/js/${keys.get(r.route)!}.${hash(text, 8).toUpperCase()}.js`;
      out.set(r.route, { chunk, preload: [...imports.kit, ...(sidebar ? [sidebar] : [])] });
      yield [chunk, text];
    }
  }
  await writeFiles(outDir, chunks(), reuse);
  return out;
}
