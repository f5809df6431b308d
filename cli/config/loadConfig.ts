import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { codeFrame } from '../util/codeFrame.js';
import { displayPath } from '../util/displayPath.js';
import { exportsWithoutDefault } from '../util/exportsWithoutDefault.js';
import { TnError } from '../util/errors.js';
import { hash } from '../util/hash.js';
import { packageRoot } from '../util/packageRoot.js';
import { findDocusaurusConfig, loadDocusaurusConfig } from './loadDocusaurusConfig.js';
import type { SiteConfig, SiteConfigInput } from './types.js';
import { validateConfig } from './validateConfig.js';

const CONFIG_NAMES = ['site.config.ts', 'site.config.mts', 'site.config.js', 'site.config.mjs'];

/** Bundles a TypeScript/JS module with esbuild and imports it (config and sidebars files). */
export async function importModule(file: string, cacheDir: string): Promise<unknown> {
  const defineConfig = path.join(packageRoot(), 'cli', 'config', 'defineConfig.ts');
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
        {
          name: 'tn-docs-self',
          setup(b) {
            b.onResolve({ filter: /^tn-docs(\/config)?$/ }, () => ({ path: defineConfig }));
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
  await fs.writeFile(`${out}.${process.pid}.tmp`, code);
  await fs.rename(`${out}.${process.pid}.tmp`, out);
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
    ? `var require = require('node:module').createRequire(${at});`
    : hasRequire
      ? ''
      : `import { createRequire as __tnCreateRequire } from 'node:module';\n` +
        `const require = __tnCreateRequire(${at});`;
  return {
    banner: { js: banner },
    define: {
      __dirname: JSON.stringify(path.dirname(file)),
      __filename: at,
      'import.meta.url': JSON.stringify(pathToFileURL(file).href),
      'import.meta.dirname': JSON.stringify(path.dirname(file)),
      'import.meta.filename': at,
    },
  };
}

async function hasNativeConfig(siteDir: string): Promise<boolean> {
  try {
    await findConfigFile(siteDir);
    return true;
  } catch {
    return false;
  }
}

export async function findConfigFile(siteDir: string): Promise<string> {
  for (const name of CONFIG_NAMES) {
    const file = path.join(siteDir, name);
    try {
      await fs.access(file);
      return file;
    } catch {
      /* try the next name */
    }
  }
  throw new TnError('CONFIG_NOT_FOUND', `No site config found in ${siteDir}.`, {
    hint:
      `Create ${CONFIG_NAMES[0]} exporting defineConfig({...}) (or docusaurus.config.js), ` +
      'or pass --site DIR.',
  });
}

export async function loadConfig(siteDir: string, cacheDir: string): Promise<SiteConfig> {
  // site.config.ts is the native format; a Docusaurus project without one builds unchanged
  const docusaurus = await findDocusaurusConfig(siteDir);
  if (docusaurus && !(await hasNativeConfig(siteDir)))
    return loadDocusaurusConfig(siteDir, docusaurus, cacheDir);
  const configFile = await findConfigFile(siteDir);
  const source = await fs.readFile(configFile, 'utf8');
  const mod = (await importModule(configFile, cacheDir)) as { default?: SiteConfigInput };
  if (!mod.default) {
    const at = exportsWithoutDefault(source);
    throw new TnError(
      'CONFIG_INVALID',
      `site config has no default export${at.name ? ` (it exports '${at.name}' here)` : ''}.`,
      {
        loc: { file: configFile, line: at.line, column: at.column },
        frame: at.frame,
        hint: at.name
          ? `Make it the default: \`export default defineConfig({ ... })\`.`
          : 'Write `export default defineConfig({ ... })`.',
      },
    );
  }
  return validateConfig(mod.default, { siteDir, configFile, source });
}
