import fs from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';
import type { TnError } from '../util/errors.js';
import { hash } from '../util/hash.js';
import { cssModules } from './cssModules.js';
import { packageRoot } from '../util/packageRoot.js';
import { bundleError, commonOptions, onePackageSet, throwCollected } from './esbuildOptions.js';
import { moduleId, virtualModules, type BundleInput } from './virtualModules.js';
import {
  bundleKey,
  keepBundle,
  portableServerCode,
  restoreBundle,
  runnableServerCode,
} from './bundleCache.js';
import { processAlive } from '../util/processAlive.js';

/**
 * Server: every route module in one Node bundle, imported by the renderer. It exports `renderRoute`
 * and `routes`, an object from route path to that route's module. The pages of plain Markdown
 * (`plain`, see plainChunks.ts) are left out: the renderer makes their components from their code,
 * with the JSX runtime this bundle exports. The sidebars are not in it either: the renderer sets them
 * as a global before loading it (see SidebarSource).
 */
export async function bundleServer(
  input: BundleInput,
  plain: ReadonlyMap<string, string> = new Map(),
): Promise<string> {
  const root = packageRoot();
  // the site's cache, not tn-docs' own folder (read-only in pnpm's store or an image); the bundle
  // imports tn-docs' packages by absolute address, so it runs from anywhere
  const dir = path.join(input.cacheDir, 'renderer');
  await fs.mkdir(dir, { recursive: true });
  const key = input.state && bundleKey('server', input, plain);
  const kept = key ? restoreBundle<string>(input.state!, key, dir, input.siteDir) : null;
  const code =
    kept === null ? await esbuildServer(input, plain, root, dir, key) : runnableServerCode(kept);
  const file = path.join(dir, `server-${hash(code)}-${process.pid}.mjs`);
  await fs.writeFile(file, code);
  await removeOrphans(dir);
  return file;
}

/** Runs esbuild on the server's entry, and keeps the code under `key` (when there is one). */
async function esbuildServer(
  input: BundleInput,
  plain: ReadonlyMap<string, string>,
  root: string,
  dir: string,
  key: string | undefined,
): Promise<string> {
  const errors: TnError[] = [];
  const common = commonOptions(input.production, input.siteDir);
  let result: esbuild.BuildResult<{ metafile: true }>;
  try {
    result = await esbuild.build({
      ...common,
      stdin: { contents: serverEntry(input, plain, root), resolveDir: root, loader: 'js' },
      write: false,
      metafile: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      banner: {
        js: "import { createRequire as __tnRequire } from 'node:module';\nconst require = __tnRequire(import.meta.url);",
      },
      plugins: [virtualModules(input, errors, 'global'), cssModules('node'), onePackageSet('node')],
      outdir: path.join(dir, 'server-assets'),
      assetNames: 'assets/media/[name].[hash]',
      loader: { ...common.loader, '.css': 'empty' },
    });
  } catch (e) {
    bundleError(e, errors, input.sources);
  }
  throwCollected(errors);
  const code = result.outputFiles!.find((f) => f.path.endsWith('.js'))!.text;
  if (key)
    keepBundle(input.state!, key, {
      outDir: dir,
      outputs: [],
      inputs: Object.keys(result.metafile.inputs).filter((p) => p !== '<stdin>'),
      siteDir: input.siteDir,
      value: portableServerCode(code),
    });
  return code;
}

/** A renderer this old whose process is gone is an orphan (no build renders for an hour). */
const ORPHAN_AGE_MS = 60 * 60 * 1000;

/**
 * Deletes the renderers of builds that were killed before they could remove their own (a build
 * removes its file whether it succeeds or fails): those over an hour old whose process is gone. A
 * process id the system has given to another process since keeps its file until that one ends too.
 */
async function removeOrphans(dir: string): Promise<void> {
  const now = Date.now();
  for (const name of await fs.readdir(dir)) {
    const pid = /^server-\w+-(\d+)\.mjs$/.exec(name)?.[1];
    if (!pid || processAlive(Number(pid))) continue;
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat && now - stat.mtimeMs > ORPHAN_AGE_MS) await fs.rm(file, { force: true });
  }
}

function serverEntry(input: BundleInput, plain: ReadonlyMap<string, string>, root: string): string {
  const server = JSON.stringify(path.join(root, 'app', 'server.tsx'));
  const routes = input.routes.filter((r) => !plain.has(r.route));
  // the local names r0, r1, ... only live inside this file; the export is keyed by route path
  const imports = routes.map(
    (r, i) => `import * as r${i} from ${JSON.stringify(moduleId.route(r.route))};`,
  );
  const entries = routes.map((r, i) => `  ${JSON.stringify(r.route)}: r${i},`);
  return [
    `export { renderRoute } from ${server};`,
    'export * as jsxRuntime from "react/jsx-runtime";',
    ...imports,
    'export const routes = {',
    ...entries,
    '};',
  ].join('\n');
}
