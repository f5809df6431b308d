import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const BIN = path.join(ROOT, 'bin', 'tn-docs.mjs');
/** Where a build of `site` writes its server renderer (the site's cache; never tn-docs' own folder). */
export const rendererDir = (site: string) => path.join(site, '.tn-cache', 'renderer');

/**
 * Copies a fixture site to a temp folder, optionally overwriting files, so a test can break it
 * safely.
 */
export function copyFixture(name: string, overrides: Record<string, string> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `tn-${name}-`));
  fs.cpSync(path.join(ROOT, 'test', 'fixtures', name), dir, {
    recursive: true,
    filter: (s) => !/[/\\](build|\.tn-cache)$/.test(s),
  });
  for (const [file, content] of Object.entries(overrides)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

const run = promisify(execFile);

/** Runs the real CLI; resolves with exit code, output and process id instead of throwing. */
export async function cli(
  args: string[],
  cwd = ROOT,
  env: Record<string, string> = {},
): Promise<{ code: number; stdout: string; stderr: string; pid?: number }> {
  const running = run(process.execPath, [BIN, ...args], {
    cwd,
    env: { ...process.env, CI: '1', NO_COLOR: '1', ...env },
  });
  const pid = running.child.pid;
  try {
    const { stdout, stderr } = await running;
    return { code: 0, stdout, stderr, pid };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr, pid };
  }
}

/** Every file under dir with its sha256, for byte-identity comparisons. */
export function treeHashes(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else
        out[path.relative(dir, p)] = createHash('sha256').update(fs.readFileSync(p)).digest('hex');
    }
  };
  walk(dir);
  return out;
}

/** A temporary folder holding `files` (path inside it → text), its name starting with `prefix`. */
export function tempFolder(prefix: string, files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

export function listRoutes(buildDir: string): string[] {
  return Object.keys(treeHashes(buildDir))
    .filter((f) => f.endsWith('index.html'))
    .map((f) => '/' + f.replace(/(^|\/)index\.html$/, ''))
    .map((r) => (r === '/' ? r : r.replace(/\/$/, '')))
    .sort();
}

/**
 * The Docusaurus project fixture in a temporary folder, with the node_modules a real project has:
 * its own package (packages/fixture-greeting, copied in) and the math plugins its config imports
 * (linked from tn-docs' own node_modules; tn-docs only reads their names).
 */
export function prepareDocusaurusProject(overrides: Record<string, string> = {}): string {
  const dir = copyFixture('docusaurus-project', overrides);
  const modules = path.join(dir, 'node_modules');
  fs.mkdirSync(modules, { recursive: true });
  fs.cpSync(
    path.join(dir, 'packages', 'fixture-greeting'),
    path.join(modules, 'fixture-greeting'),
    {
      recursive: true,
    },
  );
  for (const name of ['remark-math', 'rehype-katex', '@docusaurus/remark-plugin-npm2yarn']) {
    fs.mkdirSync(path.dirname(path.join(modules, name)), { recursive: true });
    fs.symlinkSync(path.join(ROOT, 'node_modules', name), path.join(modules, name));
  }
  return dir;
}
