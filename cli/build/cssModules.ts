import fs from 'node:fs';
import path from 'node:path';
import type * as esbuild from 'esbuild';
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
    .replace(/\.module\.css$/, '')
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

/**
 * `*.module.css` imports: the module exports its class names, its rules go to the stylesheet (in
 * the client bundle; the server needs only the names).
 */
export function cssModules(platform: 'browser' | 'node'): esbuild.Plugin {
  return {
    name: 'tn-css-modules',
    setup(b) {
      b.onLoad({ filter: /\.module\.css$/ }, (a) => {
        if (a.namespace === 'tn-css-module') return undefined;
        const { names } = localizeCss(fs.readFileSync(a.path, 'utf8'), a.path);
        const style =
          platform === 'browser' ? `import ${JSON.stringify(a.path + '?rules')};\n` : '';
        return { contents: `${style}export default ${JSON.stringify(names)};`, loader: 'js' };
      });
      b.onResolve({ filter: /\.module\.css\?rules$/ }, (a) => ({
        path: a.path.replace(/\?rules$/, ''),
        namespace: 'tn-css-module',
      }));
      b.onLoad({ filter: /.*/, namespace: 'tn-css-module' }, (a) => ({
        contents: localizeCss(fs.readFileSync(a.path, 'utf8'), a.path).css,
        loader: 'css',
        resolveDir: path.dirname(a.path),
      }));
    },
  };
}
