import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { codeFrame } from './codeFrame.js';
import { displayPath } from './displayPath.js';
import { TnError } from './errors.js';
import { hash } from './hash.js';
import { writeAside } from './writeAside.js';

/** Bundles a TypeScript/JS module with esbuild and imports it (config and sidebars files). */
export async function importModule(file: string, cacheDir: string): Promise<unknown> {
  // a CommonJS sidebars.js inside a "type": "module" package must still load as CommonJS
  const source = await fs.readFile(file, 'utf8');
  const cjs = /\b(module\.exports|exports\.\w+)\s*=/.test(source) && !/^\s*export\s/m.test(source);
  let result;
  try {
    result = await esbuild.build({
      entryPoints: [file],
      bundle: true,
      write: false,
      platform: 'node',
      format: cjs ? 'cjs' : 'esm',
      logLevel: 'silent',
      packages: 'external',
      // so a throw while loading can be traced back to its line (see thrownAt)
      sourcemap: 'inline',
      sourcesContent: false,
      target: 'node20',
      // the module runs from the cache folder: paths it computes from its own place (Docusaurus
      // configs call require.resolve('./sidebars.js')) must still start from where it was written
      ...ownPlace(file, cjs, /\b(const|let|var)\s+require\b/.test(source)),
      plugins: [
        ownDirname,
        {
          name: 'tn-docs-self',
          setup(b) {
            // `defineConfig` only gives the config its types: the module needs no installed tn-docs
            b.onResolve({ filter: /^tn-docs(\/config)?$/ }, () => ({
              path: 'tn-docs',
              namespace: 'tn-docs-self',
            }));
            b.onLoad({ filter: /.*/, namespace: 'tn-docs-self' }, () => ({
              contents: 'export const defineConfig = (config) => config;',
              loader: 'js',
            }));
          },
        },
      ],
    });
  } catch (e) {
    const err = (e as esbuild.BuildFailure).errors?.[0];
    if (err?.location) {
      const { line, column } = err.location;
      throw new TnError('MODULE_SYNTAX', err.text, {
        loc: { file: err.location.file, line, column: column + 1 },
        frame: codeFrame(source, line, column + 1),
        hint: 'Fix the syntax error in this file.',
      });
    }
    throw e;
  }
  const code = result.outputFiles[0].text;
  await fs.mkdir(cacheDir, { recursive: true });
  const out = path.join(cacheDir, `mod-${hash(file + code)}.${cjs ? 'cjs' : 'mjs'}`);
  // written aside and renamed: another build may be importing this very file
  await writeAside(out, code);
  // the stack of a throw while loading names the original file's line (inline source map)
  const mapped = process.sourceMapsEnabled;
  process.setSourceMapsEnabled(true);
  try {
    return await import(pathToFileURL(out).href);
  } catch (e) {
    throw new TnError(
      'MODULE_LOAD',
      `${displayPath(file)} threw while loading: ${(e as Error).message}`,
      {
        loc: { file, ...thrownAt(e, file) },
        hint: 'The file must run without errors; check what it imports and computes.',
        cause: e,
      },
    );
  } finally {
    process.setSourceMapsEnabled(mapped);
  }
}

/** The line and column in `file` of the deepest stack frame inside it. */
function thrownAt(e: unknown, file: string): { line: number; column: number } | undefined {
  const stack = e instanceof Error ? (e.stack ?? '') : '';
  const name = path.basename(file).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = new RegExp(`${name}:(\\d+):(\\d+)`).exec(stack);
  return m ? { line: Number(m[1]), column: Number(m[2]) } : undefined;
}

/**
 * A module's `require`, whose `resolve` also finds a TypeScript file written with its JavaScript
 * name or with none, as Docusaurus's config loader (jiti) does: `require.resolve('./sidebars.js')`
 * and `require.resolve('./plugin')` beside `sidebars.ts` and `plugin.ts` (`.mjs` is `.mts`, `.cjs`
 * is `.cts`). Source text: it runs in the bundled module.
 */
const TS_RESOLVE = `(r) => Object.assign((id) => r(id), r, {
  resolve(id, o) {
    try { return r.resolve(id, o); } catch (e) {
      const ts = [[/\\.js$/, '.ts'], [/\\.js$/, '.tsx'], [/\\.mjs$/, '.mts'], [/\\.cjs$/, '.cts'],
        [/^(?!.*\\.[cm]?[jt]sx?$)(.*)$/, '$1.ts'], [/^(?!.*\\.[cm]?[jt]sx?$)(.*)$/, '$1.tsx'],
        [/^(?!.*\\.[cm]?[jt]sx?$)(.*)$/, '$1/index.ts']];
      for (const [re, ext] of ts) if (re.test(id)) try { return r.resolve(id.replace(re, ext), o); } catch {}
      throw e;
    }
  },
})`.replace(/\n\s*/g, ' ');

const LOADERS: Record<string, esbuild.Loader> = {
  ...{ '.ts': 'ts', '.mts': 'ts', '.cts': 'ts', '.tsx': 'tsx', '.jsx': 'jsx' },
};

/**
 * Each of the module's own files gets its own `__dirname` and `__filename` (a script the config
 * requires from `scripts/` reads files beside itself), declared on its first line so the lines keep
 * their numbers; a file that declares them itself is left alone.
 */
const ownDirname: esbuild.Plugin = {
  name: 'tn-own-dirname',
  setup(b) {
    b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (a) => {
      if (a.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = await fs.readFile(a.path, 'utf8');
      const uses = /\b__(dirname|filename)\b/.test(text);
      if (!uses || /\b(const|let|var|function)\s+__(dirname|filename)\b/.test(text))
        return undefined;
      const names = `var __dirname = ${JSON.stringify(path.dirname(a.path))}, __filename = ${JSON.stringify(a.path)};`;
      return {
        // after a `#!` line, at the start of the next
        contents: text.replace(/^(#!.*\n)?/, (hashbang) => hashbang + names),
        loader: LOADERS[path.extname(a.path)] ?? 'js',
      };
    });
  },
};

/** Banner and defines giving a bundled module its source file's __dirname, require and URL. */
function ownPlace(
  file: string,
  cjs: boolean,
  hasRequire: boolean,
): { banner: { js: string }; define: Record<string, string> } {
  const at = JSON.stringify(file);
  // `var require` rebinds the CommonJS wrapper's parameter; an ES module gets its own (unless it
  // makes one itself)
  const banner = cjs
    ? `var require = (${TS_RESOLVE})(require('node:module').createRequire(${at}));`
    : hasRequire
      ? ''
      : `import { createRequire as __tnCreateRequire } from 'node:module';\n` +
        `const require = (${TS_RESOLVE})(__tnCreateRequire(${at}));`;
  return {
    banner: { js: banner },
    define: {
      'import.meta.url': JSON.stringify(pathToFileURL(file).href),
      'import.meta.dirname': JSON.stringify(path.dirname(file)),
      'import.meta.filename': at,
    },
  };
}
