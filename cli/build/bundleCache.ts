/**
 * esbuild's output kept between builds (issue 28). A bundle is kept under a key of what the bundler is
 * given (the bundled routes with their compiled pages, the site data, the sidebars, the stylesheets, the
 * build's flags and this copy of tn-docs), with the hash of every file esbuild read besides (the theme,
 * the site's components, the packages): a rebuild whose key and files match links the kept files into
 * its output instead of running esbuild. An edit to a page of plain Markdown, which is not bundled
 * (plainChunks.ts), leaves the bundles as they are.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { acceleratorKey } from '../util/accelerators.js';
import { engineStamp } from '../util/engineStamp.js';
import { hash } from '../util/hash.js';
import { packageRoot } from '../util/packageRoot.js';
import { linkOrCopy, type BuildState } from './buildState.js';
import { portableJson } from './portableJson.js';
import type { BundleInput } from './virtualModules.js';

/**
 * The server bundle imports tn-docs' packages by absolute address (`file:///…/node_modules/react/…`):
 * kept with this mark instead of tn-docs' folder, so the bundle and the pages rendered from it do not
 * depend on where tn-docs is installed.
 */
const ROOT_MARK = 'tn-docs-package-root:///';
const rootUrl = () => pathToFileURL(packageRoot() + path.sep).href;

/** The server bundle's code as kept: tn-docs' folder replaced by a mark. */
export const portableServerCode = (code: string) => code.replaceAll(rootUrl(), ROOT_MARK);
/** Kept server code → code that runs from this copy of tn-docs. */
export const runnableServerCode = (code: string) => code.replaceAll(ROOT_MARK, rootUrl());

/** Bump when what a key covers changes. */
const KEY_VERSION = '1';

interface Kept<T> {
  /** Every file esbuild read (portable path, content hash). */
  inputs: [string, string][];
  /** The output files, relative to the output folder. */
  files: string[];
  value: T;
}

/** The key of the `kind` bundle of `input`, whose routes in `plain` are not bundled. */
export function bundleKey(
  kind: 'client' | 'server',
  input: BundleInput,
  plain: ReadonlyMap<string, string>,
  extra: unknown = null,
): string {
  const json = (v: unknown) => portableJson(v, input.siteDir ?? '/');
  const bundled = input.routes.filter((r) => !plain.has(r.route));
  const pages = new Set<string>();
  for (const r of bundled) {
    if (r.content && 'mdx' in r.content) pages.add(r.content.mdx);
    for (const e of r.excerpts ?? []) pages.add(e);
  }
  const parts = [
    KEY_VERSION,
    kind,
    engineStamp(),
    acceleratorKey(),
    String(input.production),
    json(bundled),
    ...[...pages]
      .sort()
      .map((k) => k + hash(json(input.compiled.get(k) ?? null)) + json(input.sources.get(k))),
    hash(json(input.fileRoutes)),
    json(input.site),
    hash(json(input.sidebars)),
    json([input.siteDir, input.aliases, input.customCss, input.staticDir, input.markdown]),
    String(input.onBrokenMarkdownLinks),
    String(plain.size > 0),
    // esbuild names files in its output's comments relative to the working folder
    path.relative(process.cwd(), input.siteDir ?? '.'),
    path.relative(process.cwd(), packageRoot()),
    json(extra),
  ];
  return hash(parts.join('\0'), 32);
}

/** Paths of files esbuild read, made independent of the site's and tn-docs' folders. */
function pathForms(siteDir: string | undefined) {
  const roots: [string, string][] = [['@tn/', packageRoot() + path.sep]];
  if (siteDir) roots.unshift(['@site/', siteDir.replace(/[\\/]?$/, path.sep)]);
  return {
    portable(abs: string): string {
      for (const [name, root] of roots)
        if (abs.startsWith(root)) return name + abs.slice(root.length);
      return abs;
    },
    absolute(p: string): string {
      for (const [name, root] of roots) if (p.startsWith(name)) return root + p.slice(name.length);
      return p;
    },
  };
}

const fileHash = (file: string): string | null => {
  try {
    return hash(fs.readFileSync(file));
  } catch {
    return null;
  }
};

/** True when every file of `inputs` (as kept with a bundle) still has its hash. */
export function inputsUnchanged(inputs: [string, string][], siteDir?: string): boolean {
  const forms = pathForms(siteDir);
  return inputs.every(([p, h]) => fileHash(forms.absolute(p)) === h);
}

/** The inputs kept with the bundle in `dir` (empty when its record cannot be read). */
export function keptInputs(dir: string): [string, string][] {
  try {
    return (JSON.parse(fs.readFileSync(path.join(dir, 'meta.json'), 'utf8')) as Kept<unknown>)
      .inputs;
  } catch {
    return [];
  }
}

/**
 * Links the bundle kept under `key` into `outDir` and returns what was kept with it, or null when
 * there is none, or a file it was made from has changed since.
 */
export function restoreBundle<T>(
  state: BuildState,
  key: string,
  outDir: string,
  siteDir?: string,
): T | null {
  const dir = state.bundle(key);
  if (!dir) return null;
  let kept: Kept<T>;
  try {
    kept = JSON.parse(fs.readFileSync(path.join(dir, 'meta.json'), 'utf8')) as Kept<T>;
  } catch {
    return null;
  }
  if (!inputsUnchanged(kept.inputs, siteDir)) return null;
  try {
    for (const name of kept.files) {
      const dest = path.join(outDir, name);
      fs.mkdirSync(path.dirname(dest), { recursive: true });
      linkOrCopy(path.join(dir, name), dest);
    }
  } catch {
    return null; // a kept file is missing: bundled again, over what was linked
  }
  return kept.value;
}

/**
 * Keeps a bundle just written: `outputs` (paths as esbuild's metafile names them, relative to the
 * working folder) under `outDir`, and the metafile's inputs that are files.
 */
export function keepBundle<T>(
  state: BuildState,
  key: string,
  o: { outDir: string; outputs: string[]; inputs: string[]; siteDir?: string; value: T },
): void {
  const forms = pathForms(o.siteDir);
  const inputs: [string, string][] = [];
  for (const p of o.inputs) {
    if (/^[\w-]+:/.test(p)) continue; // a virtual module (tn:site, tnroute:/docs/a): in the key
    const abs = path.resolve(p);
    const h = fileHash(abs);
    if (h === null) return state.untracked(); // not a file after all: this bundle is not kept
    inputs.push([forms.portable(abs), h]);
  }
  const files = o.outputs.map((f) =>
    path.relative(o.outDir, path.resolve(f)).split(path.sep).join('/'),
  );
  const kept: Kept<T> = { inputs, files, value: o.value };
  state.keepBundle(
    key,
    files.map((f) => [f, path.join(o.outDir, f)]),
    kept,
  );
}
