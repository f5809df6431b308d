import fs from 'node:fs';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { TnError } from '../util/errors.js';
import { packageRoot } from '../util/packageRoot.js';
import { svgComponentModule } from './svgComponent.js';
import { THEME_ALIASES } from '../config/themeAliases.js';

const SOURCE_EXTS = ['.tsx', '.ts', '.jsx', '.js'];
const CODE_IMPORT = new Set(['import-statement', 'require-call', 'dynamic-import']);

/** `file` itself, or with a source extension, or its folder's index: what esbuild would pick. */
function existing(file: string): string | null {
  for (const f of [file, ...SOURCE_EXTS.map((e) => file + e)])
    if (fs.existsSync(f) && fs.statSync(f).isFile()) return f;
  for (const e of SOURCE_EXTS) if (fs.existsSync(path.join(file, `index${e}`))) return file;
  return null;
}

/** The line and column where `specifier` is written in `file`, for the error. */
function whereImported(file: string, specifier: string) {
  let lines: string[];
  try {
    lines = fs.readFileSync(file, 'utf8').split('\n');
  } catch {
    return { file };
  }
  const i = lines.findIndex((l) => l.includes(`'${specifier}'`) || l.includes(`"${specifier}"`));
  return i < 0 ? { file } : { file, line: i + 1, column: lines[i].indexOf(specifier) };
}

/**
 * What a Docusaurus site's own code imports, as Docusaurus resolves it: `@site/…` from the site
 * folder; `@theme/X` from the site's src/theme when tn-docs has no X of its own;
 * `@theme-original/X` as tn-docs' X; an SVG imported from code as a React component. Any other
 * `@docusaurus/…` or `@theme/…` import is an error naming it, the file and the line (issue 15).
 */
export function siteImports(
  siteDir: string,
  errors: TnError[],
  /** The source file of an importer (a page's generated module is named by its compile key). */
  fileOf: (importer: string) => string | undefined = (i) => i,
  /** Module aliases of the site (`@components` → its folder: a plugin's resolve.alias). */
  aliases: Record<string, string> = {},
  /** The site's static folder: where an import of `/data/x.json` is looked up first. */
  staticDir?: string,
): esbuild.Plugin {
  const root = packageRoot();
  return {
    name: 'tn-site-imports',
    setup(b) {
      for (const [name, target] of Object.entries(aliases)) {
        const re = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(/.*)?$`);
        b.onResolve({ filter: re }, (a) =>
          b.resolve(target + (re.exec(a.path)?.[1] ?? ''), {
            kind: a.kind,
            resolveDir: a.resolveDir,
            importer: a.importer,
          }),
        );
      }
      b.onResolve({ filter: /^@site\// }, (a) =>
        b.resolve(`./${a.path.slice('@site/'.length)}`, {
          kind: a.kind,
          resolveDir: siteDir,
          importer: a.importer,
        }),
      );
      // `/data/users.json` from the static folder, then the site's, as webpack's resolve.roots in
      // Docusaurus's config finds it; a path that exists on disk as written stays itself
      b.onResolve({ filter: /^\// }, (a) => {
        if (!CODE_IMPORT.has(a.kind) || fs.existsSync(a.path)) return undefined;
        const dir = [staticDir, siteDir].find((d) => d && existing(path.join(d, a.path)));
        return dir
          ? b.resolve(`.${a.path}`, { kind: a.kind, resolveDir: dir, importer: a.importer })
          : undefined;
      });
      b.onResolve({ filter: /^@theme-original\// }, (a) => {
        const own = THEME_ALIASES[a.path.replace('@theme-original/', '@theme/')];
        return own ? { path: path.join(root, own) } : undefined;
      });
      b.onResolve({ filter: /^@theme\// }, (a) => {
        if (THEME_ALIASES[a.path]) return undefined;
        const swizzled = existing(path.join(siteDir, 'src', 'theme', a.path.slice(7)));
        if (!swizzled) return undefined;
        return b.resolve(`./${path.relative(siteDir, swizzled)}`, {
          kind: a.kind,
          resolveDir: siteDir,
        });
      });
      b.onResolve({ filter: /\.svg$/ }, (a) => {
        if (!CODE_IMPORT.has(a.kind) || a.path.startsWith('@')) return undefined;
        const abs = path.resolve(a.resolveDir, a.path);
        return fs.existsSync(abs) ? { path: abs, namespace: 'tn-svg' } : undefined;
      });
      b.onLoad({ filter: /.*/, namespace: 'tn-svg' }, (a) => ({
        contents: svgComponentModule(fs.readFileSync(a.path, 'utf8')),
        loader: 'js',
        resolveDir: root,
      }));
      b.onResolve({ filter: /^@(docusaurus|theme|theme-init)\// }, (a) => {
        if (THEME_ALIASES[a.path]) return undefined;
        const importer = fileOf(a.importer);
        errors.push(
          new TnError('UNSUPPORTED_IMPORT', `'${a.path}' is not supported by tn-docs.`, {
            loc: importer ? whereImported(importer, a.path) : undefined,
            hint:
              'Supported: ' +
              Object.keys(THEME_ALIASES)
                .filter((k) => k.startsWith('@'))
                .join(', ') +
              ', @site/…, and the site’s own src/theme components.',
          }),
        );
        return { path: a.path, namespace: 'tn-unsupported' };
      });
      b.onLoad({ filter: /.*/, namespace: 'tn-unsupported' }, () => ({
        contents: 'export default {};',
        loader: 'js',
      }));
    },
  };
}
