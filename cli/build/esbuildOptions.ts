import path from 'node:path';
import type * as esbuild from 'esbuild';
import { TnError, TnErrorList } from '../util/errors.js';
import { packageRoot } from '../util/packageRoot.js';

/** Options the client and the server bundle share. */
export function commonOptions(production: boolean): esbuild.BuildOptions {
  return {
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
    define: { __TN_PRODUCTION__: String(production), __TN_DEV__: 'false' },
  };
}

/** Throws what the virtual modules reported, if anything. */
export function throwCollected(errors: TnError[]): void {
  if (errors.length) throw errors.length === 1 ? errors[0] : new TnErrorList(errors);
}

/** A failed esbuild run as a TnError: our own findings first, else esbuild's first message. */
export function bundleError(e: unknown, errors: TnError[]): never {
  throwCollected(errors);
  const first = (e as esbuild.BuildFailure).errors?.[0];
  if (!first) throw e;
  const at = first.location;
  throw new TnError('BUNDLE', first.text, {
    loc: at
      ? { file: at.file.replace(/^tn:/, ''), line: at.line, column: at.column + 1 }
      : undefined,
    frame: at?.lineText,
    hint: 'A page, component or import could not be bundled.',
  });
}
