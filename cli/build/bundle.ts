import fs from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import type { CompiledPage } from '../mdx/compileMdx.js';
import { MD_LINK_PREFIX } from '../mdx/remarkLinks.js';
import { TnError, TnErrorList } from '../util/errors.js';
import { hash } from '../util/hash.js';
import { packageRoot } from '../util/packageRoot.js';
import type { SiteData } from '../../runtime/types.js';
import type { RouteEntry } from './createRoutes.js';
import type { SidebarItem } from './types.js';

export interface BundleInput {
  routes: RouteEntry[];
  compiled: Map<string, CompiledPage>;
  /** Compile key → absolute source file (for relative imports inside MDX and messages). */
  sources: Map<string, string>;
  /** Absolute markdown file → route, for `.md` links. */
  fileRoutes: Map<string, string>;
  sidebars: Record<string, SidebarItem[]>;
  site: SiteData;
  production: boolean;
  outDir: string;
}

export interface ClientAssets {
  entry: string;
  css: string[];
  /** Route → its chunk and the chunks it statically imports (for modulepreload). */
  chunks: Map<string, { chunk: string; preload: string[] }>;
  jsFiles: string[];
}

const json = (v: unknown) => `JSON.parse(${JSON.stringify(JSON.stringify(v))})`;

/** esbuild plugin serving the generated modules: routes, compiled MDX, sidebars and site data. */
function virtualModules(input: BundleInput, errors: TnError[]): esbuild.Plugin {
  const root = packageRoot();
  return {
    name: 'tn-virtual',
    setup(b) {
      b.onResolve({ filter: /^(tn:site|tnroute:|tnmdx:|tnsidebar:)/ }, (a) => ({
        path: a.path,
        namespace: 'tn',
      }));
      b.onResolve({ filter: /^@theme\/Layout$/ }, () => ({
        path: path.join(root, 'theme', 'compat.tsx'),
      }));
      b.onResolve({ filter: /^@theme\/Home$/ }, () => ({
        path: path.join(root, 'theme', 'Home.tsx'),
      }));
      b.onResolve({ filter: /^@docusaurus\/Link$/ }, () => ({
        path: path.join(root, 'theme', 'LinkDefault.tsx'),
      }));
      b.onLoad({ filter: /.*/, namespace: 'tn' }, (a) => {
        if (a.path === 'tn:site')
          return { contents: `export default ${json(input.site)}`, loader: 'js' };
        if (a.path.startsWith('tnsidebar:'))
          return {
            contents: `export default ${json(input.sidebars[a.path.slice(10)])}`,
            loader: 'js',
          };
        if (a.path.startsWith('tnmdx:')) {
          const key = a.path.slice(6);
          const page = input.compiled.get(key)!;
          const file = input.sources.get(key)!;
          const code = page.code.replace(
            new RegExp(`"${MD_LINK_PREFIX}([^"#]*)(#[^"]*)?"`, 'g'),
            (_m, encoded: string, anchor = '') => {
              // mdast-util-to-hast percent-encodes hrefs, so the marker's path comes back encoded
              let target = encoded;
              try {
                target = decodeURIComponent(encoded);
              } catch {
                /* keep as written */
              }
              const route = input.fileRoutes.get(target);
              if (!route) {
                const link = page.links.find((l) =>
                  target.endsWith(decodeURIComponent(l.url.split('#')[0]).replace(/^\.\//, '')),
                );
                errors.push(
                  new TnError(
                    'BROKEN_MD_LINK',
                    `Link to a markdown file that is not a page: ${link?.url ?? path.relative(process.cwd(), target)}`,
                    {
                      loc: {
                        file: path.relative(process.cwd(), file),
                        line: link?.line,
                        column: link?.column,
                      },
                      hint: 'Check the relative path and file name; draft pages are left out of production builds.',
                    },
                  ),
                );
                return JSON.stringify('#');
              }
              return JSON.stringify(route + anchor);
            },
          );
          return { contents: code, loader: 'js', resolveDir: path.dirname(file) };
        }
        const r = input.routes[Number(a.path.slice(8))];
        const lines: string[] = [];
        if (r.content && 'mdx' in r.content)
          lines.push(
            `import C from ${JSON.stringify('tnmdx:' + r.content.mdx)};`,
            'export default C;',
          );
        if (r.content && 'tsx' in r.content)
          lines.push(`import C from ${JSON.stringify(r.content.tsx)};`, 'export default C;');
        if (r.sidebar)
          lines.push(
            `export { default as sidebar } from ${JSON.stringify('tnsidebar:' + r.sidebar)};`,
          );
        if (r.excerpts) {
          r.excerpts.forEach((k, i) =>
            lines.push(`import E${i} from ${JSON.stringify('tnmdx:' + k)};`),
          );
          lines.push(`export const excerpts = [${r.excerpts.map((_, i) => `E${i}`).join(', ')}];`);
        }
        lines.push(`export const data = ${json(r.data)};`);
        return { contents: lines.join('\n'), loader: 'js', resolveDir: root };
      });
    },
  };
}

function chunkName(route: string, i: number): string {
  const slug =
    route
      .replace(/^\//, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 48) || 'index';
  return `${slug}-${i}`;
}

const common = (input: BundleInput): esbuild.BuildOptions => ({
  bundle: true,
  jsx: 'automatic',
  logLevel: 'silent',
  legalComments: 'none',
  charset: 'utf8',
  nodePaths: [path.join(packageRoot(), 'node_modules')],
  loader: {
    '.png': 'file',
    '.jpg': 'file',
    '.jpeg': 'file',
    '.gif': 'file',
    '.webp': 'file',
    '.svg': 'file',
    '.woff2': 'file',
  },
  define: { __TN_PRODUCTION__: String(input.production) },
});

function rethrow(e: unknown, errors: TnError[]): never {
  const first = (e as esbuild.BuildFailure).errors?.[0];
  if (errors.length) throw errors.length === 1 ? errors[0] : new TnErrorList(errors);
  if (first) {
    throw new TnError('BUNDLE', first.text, {
      loc: first.location
        ? {
            file: first.location.file.replace(/^tn:/, ''),
            line: first.location.line,
            column: first.location.column + 1,
          }
        : undefined,
      frame: first.location?.lineText,
      hint: 'A page, component or import could not be bundled.',
    });
  }
  throw e;
}

/** Client: one entry (runtime + theme + React), one hashed chunk per route, shared code split out, one CSS file. */
export async function bundleClient(input: BundleInput): Promise<ClientAssets> {
  const errors: TnError[] = [];
  const entryPoints = [
    { in: path.join(packageRoot(), 'runtime', 'client.tsx'), out: 'entry' },
    ...input.routes.map((r, i) => ({ in: `tnroute:${i}`, out: chunkName(r.route, i) })),
  ];
  let result: esbuild.BuildResult<{ metafile: true }>;
  try {
    result = await esbuild.build({
      ...common(input),
      entryPoints,
      outdir: input.outDir,
      write: true,
      metafile: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
      minify: input.production,
      entryNames: 'assets/js/[name].[hash]',
      chunkNames: 'assets/js/c.[hash]',
      assetNames: 'assets/media/[name].[hash]',
      define: {
        ...common(input).define,
        'process.env.NODE_ENV': JSON.stringify(input.production ? 'production' : 'development'),
      },
      plugins: [virtualModules(input, errors)],
    });
  } catch (e) {
    rethrow(e, errors);
  }
  if (errors.length) throw errors.length === 1 ? errors[0] : new TnErrorList(errors);
  const rel = (p: string) => path.relative(input.outDir, path.resolve(p)).split(path.sep).join('/');
  const outputs = result.metafile.outputs;
  const deps = (file: string, seen = new Set<string>()): string[] => {
    for (const imp of outputs[file]?.imports ?? []) {
      if (imp.kind === 'import-statement' && !seen.has(imp.path)) {
        seen.add(imp.path);
        deps(imp.path, seen);
      }
    }
    return [...seen];
  };
  const chunks = new Map<string, { chunk: string; preload: string[] }>();
  let entry = '';
  const css: string[] = [];
  for (const [file, out] of Object.entries(outputs)) {
    if (!out.entryPoint) continue;
    if (out.entryPoint.endsWith('client.tsx')) {
      entry = file;
      if (out.cssBundle) css.push(rel(out.cssBundle));
      continue;
    }
    const m = /^tn:tnroute:(\d+)$/.exec(out.entryPoint);
    if (m)
      chunks.set(input.routes[Number(m[1])].route, {
        chunk: rel(file),
        preload: deps(file).map(rel),
      });
  }
  const entryDeps = deps(entry).map(rel);
  for (const c of chunks.values()) c.preload = [...new Set([...entryDeps, ...c.preload])];
  return {
    entry: rel(entry),
    css,
    chunks,
    jsFiles: Object.keys(outputs)
      .filter((f) => f.endsWith('.js'))
      .map(rel),
  };
}

/** Server: every route module in one Node bundle, imported by the renderer. */
export async function bundleServer(input: BundleInput): Promise<string> {
  const errors: TnError[] = [];
  const root = packageRoot();
  const dir = path.join(root, 'node_modules', '.cache', 'tn-docs');
  await fs.mkdir(dir, { recursive: true });
  const entry = [
    `export { renderRoute } from ${JSON.stringify(path.join(root, 'runtime', 'server.tsx'))};`,
    ...input.routes.map((_, i) => `import * as r${i} from "tnroute:${i}";`),
    `export const routes = [${input.routes.map((_, i) => `r${i}`).join(', ')}];`,
  ].join('\n');
  let result: esbuild.BuildResult;
  try {
    result = await esbuild.build({
      ...common(input),
      stdin: { contents: entry, resolveDir: root, loader: 'js' },
      write: false,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      packages: 'external',
      plugins: [virtualModules(input, errors)],
      outdir: path.join(dir, 'server-assets'),
      assetNames: 'assets/media/[name].[hash]',
      loader: { ...common(input).loader, '.css': 'empty' },
    });
  } catch (e) {
    rethrow(e, errors);
  }
  if (errors.length) throw errors.length === 1 ? errors[0] : new TnErrorList(errors);
  const code = result.outputFiles!.find((f) => f.path.endsWith('.js'))!.text;
  const file = path.join(dir, `server-${hash(code)}.mjs`);
  await fs.writeFile(file, code);
  return file;
}
