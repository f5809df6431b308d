import fs from 'node:fs';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { TnError, TnErrorList } from '../util/errors.js';
import { isPackageSpecifier, ownExternal } from '../util/ownExternal.js';
import { packageRoot } from '../util/packageRoot.js';

/** Options the client and the server bundle share. */
export function commonOptions(production: boolean, siteDir?: string): esbuild.BuildOptions {
  // a site's own packages resolve from its folder even for content outside it (docs: '../docs'),
  // as in Docusaurus
  const siteModules = siteDir ? [path.join(siteDir, 'node_modules')] : [];
  return {
    bundle: true,
    jsx: 'automatic',
    logLevel: 'silent',
    legalComments: 'none',
    charset: 'utf8',
    nodePaths: [...siteModules, path.join(packageRoot(), 'node_modules')],
    loader: {
      // Docusaurus sites write JSX in .js files
      '.js': 'jsx',
      '.png': 'file',
      '.jpg': 'file',
      '.jpeg': 'file',
      '.gif': 'file',
      '.webp': 'file',
      '.svg': 'file',
      '.woff2': 'file',
      '.woff': 'file',
      '.ttf': 'file',
    },
    define: { __TN_PRODUCTION__: String(production), __TN_DEV__: 'false' },
  };
}

const REACT = /^(react|react-dom|scheduler)(\/.*)?$/;
// React's own packages import each other (react-dom imports scheduler): those imports resolve as
// usual, which in pnpm's strict layout is the only place they can be found
const INSIDE_REACT = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/**
 * One React for everything: a site's own code and packages get tn-docs' copy (a site folder has
 * its own node_modules/react, often another version). On the server the site's other packages are
 * bundled (they are not installed where the server bundle runs), everything of tn-docs' own stays
 * external.
 */
export function onePackageSet(platform: 'browser' | 'node'): esbuild.Plugin {
  const root = packageRoot();
  // a site inside this repository (content/) shares its node_modules: nothing to tell apart
  const fromSite = (dir: string) => dir !== root && !dir.startsWith(root + path.sep);
  return {
    name: 'tn-one-package-set',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, async (a) => {
        if (a.pluginData === 'tn-own' || !isPackageSpecifier(a.path)) return undefined;
        const site = a.resolveDir !== '' && fromSite(a.resolveDir);
        if (REACT.test(a.path)) {
          if (platform === 'node') return ownExternal(b, a);
          if (!site || INSIDE_REACT.test(a.resolveDir)) return undefined;
          return b.resolve(a.path, { kind: a.kind, resolveDir: root, pluginData: 'tn-own' });
        }
        if (platform === 'node' && !site) return ownExternal(b, a);
        return undefined;
      });
    },
  };
}

/** Throws what the virtual modules reported, if anything. */
export function throwCollected(errors: TnError[]): void {
  if (errors.length) throw errors.length === 1 ? errors[0] : new TnErrorList(errors);
}

/**
 * A failed esbuild run as a TnError: our own findings first, else esbuild's first message. A message
 * about a page's generated module (`tn:tnmdx:<compile key>`) points at the page's own file and the
 * line where the failing specifier is written, not at the generated code.
 */
export function bundleError(
  e: unknown,
  errors: TnError[],
  sources: Map<string, string> = new Map(),
): never {
  throwCollected(errors);
  const first = (e as esbuild.BuildFailure).errors?.[0];
  if (!first) throw e;
  const at = first.location;
  const page = at && sources.get(at.file.replace(/^tn:tnmdx:/, ''));
  const loc = page
    ? pageLocation(page, at.lineText.slice(at.column, at.column + at.length))
    : at
      ? { file: at.file.replace(/^tn:/, ''), line: at.line, column: at.column + 1 }
      : undefined;
  throw new TnError('BUNDLE', first.text, {
    loc,
    frame: page ? undefined : at?.lineText,
    hint: 'A page, component or import could not be bundled.',
  });
}

function pageLocation(file: string, quoted: string) {
  const needle = quoted.replace(/^["']|["']$/g, '');
  let lines: string[] = [];
  try {
    lines = fs.readFileSync(file, 'utf8').split('\n');
  } catch {
    /* the file itself is enough */
  }
  const line = needle ? lines.findIndex((l) => l.includes(needle)) : -1;
  return line < 0 ? { file } : { file, line: line + 1, column: lines[line].indexOf(needle) + 1 };
}
