import fs from 'node:fs';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { createRequire } from 'node:module';
import { TnError } from '../util/errors.js';
import { hash } from '../util/hash.js';

/** `.name` in a selector (not inside url(), strings or a `:global(...)`). */
const CLASS = /(:global\([^)]*\))|url\([^)]*\)|"[^"]*"|'[^']*'|\.(-?[_a-zA-Z][\w-]*)/g;

/**
 * A CSS module's class names made local: `file_name_hash`, the same in every bundle. (esbuild's own
 * local-css names change when the client bundle is minified, so the server-rendered HTML would
 * name classes the stylesheet does not have.)
 */
export function localizeCss(
  css: string,
  file: string,
): { css: string; names: Record<string, string> } {
  const base = path
    .basename(file)
    .replace(/\.module\.(css|s[ac]ss)$/, '')
    .replace(/[^\w-]/g, '_');
  const salt = hash(file, 5);
  const names: Record<string, string> = {};
  const rename = (m: string, global: string | undefined, name: string | undefined) => {
    if (global) return global.slice(8, -1);
    if (!name) return m;
    names[name] ??= `${base}_${name}_${salt}`;
    return `.${names[name]}`;
  };
  // only selectors are renamed: the text before a `{` that does not open an at-rule
  let out = '';
  let last = 0;
  for (let i = 0; i < css.length; i++) {
    if (css[i] !== '{' && css[i] !== '}') continue;
    const part = css.slice(last, i);
    out +=
      (css[i] === '{' && !part.trim().startsWith('@') ? part.replace(CLASS, rename) : part) +
      css[i];
    last = i + 1;
  }
  return { css: out + css.slice(last), names };
}

/** A stylesheet's CSS: read, or compiled with the `sass` package installed beside it. */
function readStyle(file: string): string {
  if (!/\.s[ac]ss$/.test(file)) return fs.readFileSync(file, 'utf8');
  let sass: { compile: (f: string) => { css: string } };
  try {
    sass = createRequire(file)('sass') as typeof sass;
  } catch {
    throw new TnError(
      'SASS_MISSING',
      `${path.basename(file)} is Sass, and no 'sass' package is installed.`,
      {
        loc: { file },
        hint: 'Install it in the site (npm install sass), as docusaurus-plugin-sass does.',
      },
    );
  }
  try {
    return sass.compile(file).css;
  } catch (e) {
    const span = (e as { span?: { start?: { line: number; column: number } } }).span?.start;
    throw new TnError('SASS_SYNTAX', (e as Error).message.split('\n')[0], {
      loc: span ? { file, line: span.line + 1, column: span.column + 1 } : { file },
      hint: 'Fix the stylesheet.',
    });
  }
}

/**
 * `*.module.css` imports: the module exports its class names, its rules go to the stylesheet (in
 * the client bundle; the server needs only the names).
 */
export function cssModules(platform: 'browser' | 'node'): esbuild.Plugin {
  return {
    name: 'tn-css-modules',
    setup(b) {
      // `url(/img/x.svg)` in a stylesheet names a file of the static folder, served at the site's
      // root: left as written, as Docusaurus leaves it (nothing to bundle)
      b.onResolve({ filter: /^\// }, (a) =>
        a.kind === 'url-token' && !a.path.startsWith('//')
          ? { path: a.path, external: true }
          : undefined,
      );
      // Sass stylesheets (Docusaurus sites with docusaurus-plugin-sass), compiled by the site's
      // own `sass` package
      b.onLoad({ filter: /\.s[ac]ss$/ }, (a) => {
        if (a.namespace === 'tn-css-module' || /\.module\.s[ac]ss$/.test(a.path)) return undefined;
        return { contents: readStyle(a.path), loader: 'css', resolveDir: path.dirname(a.path) };
      });
      b.onLoad({ filter: /\.module\.(css|s[ac]ss)$/ }, (a) => {
        if (a.namespace === 'tn-css-module') return undefined;
        const { names } = localizeCss(readStyle(a.path), a.path);
        const style =
          platform === 'browser' ? `import ${JSON.stringify(a.path + '?rules')};\n` : '';
        return { contents: `${style}export default ${JSON.stringify(names)};`, loader: 'js' };
      });
      b.onResolve({ filter: /\.module\.(css|s[ac]ss)\?rules$/ }, (a) => ({
        path: a.path.replace(/\?rules$/, ''),
        namespace: 'tn-css-module',
      }));
      b.onLoad({ filter: /.*/, namespace: 'tn-css-module' }, (a) => ({
        contents: localizeCss(readStyle(a.path), a.path).css,
        loader: 'css',
        resolveDir: path.dirname(a.path),
      }));
    },
  };
}
