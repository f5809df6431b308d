// Build figures of one site: cold build (no cache) with its per-stage times and peak memory, a rebuild with
// nothing changed, and a rebuild after editing one page. Each build runs in its own process, into a temporary
// folder; peak memory comes from /usr/bin/time when the machine has it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
const bin = path.join(root, 'bin', 'tn-docs.mjs');

/** "  compile mdx   1.23 s  139 compiled" → ['compile mdx', 1230] */
function stages(output) {
  const out = {};
  for (const m of output.matchAll(/^ {2}([a-z][a-z ]*?) {2,}([\d.]+) (ms|s)\b/gm))
    out[m[1]] = Number(m[2]) * (m[3] === 's' ? 1000 : 1);
  return out;
}

/**
 * One command in a child process: wall time, peak RSS (of its largest process) and what it printed.
 * Throws, with its output, if it fails.
 */
export function timedProcess(command, args, options = {}) {
  const useTime = fs.existsSync('/usr/bin/time');
  const opts = { encoding: 'utf8', ...options };
  const start = performance.now();
  const r = useTime
    ? spawnSync('/usr/bin/time', ['-f', 'peak-kb %M', command, ...args], opts)
    : spawnSync(command, args, opts);
  const ms = performance.now() - start;
  if (r.status !== 0) {
    process.stderr.write(r.stdout + r.stderr);
    throw new Error(`${[command, ...args].join(' ')} failed`);
  }
  const peak = /peak-kb (\d+)/.exec(r.stderr);
  return { ms, rssMb: peak ? Number(peak[1]) / 1024 : NaN, stdout: r.stdout };
}

/** One build in a child process: wall time, peak RSS and the stage times it printed. */
export function timedBuild(siteDir, outDir, extra = [], cwd = siteDir, tool = bin) {
  const args = [tool, 'build', '--site', siteDir, '--out', outDir, '--no-analytics', ...extra];
  const { ms, rssMb, stdout } = timedProcess(process.execPath, args, {
    env: { ...process.env, CI: '' },
    cwd,
  });
  return { ms, rssMb, stages: stages(stdout) };
}

/** A cold build: no cache and no previous output. */
export function coldBuild(siteDir, outDir) {
  fs.rmSync(path.join(siteDir, '.tn-cache'), { recursive: true, force: true });
  fs.rmSync(outDir, { recursive: true, force: true });
  return timedBuild(siteDir, outDir);
}

/** Runs `build` with `editFile` rewritten by `change`, and puts the file back afterwards. */
function withEdit(editFile, change, build) {
  const original = fs.readFileSync(editFile, 'utf8');
  try {
    fs.writeFileSync(editFile, change(original));
    return build();
  } finally {
    fs.writeFileSync(editFile, original);
  }
}

const bodyEdit = (text) => `${text}\n\nOne more sentence for the benchmark.\n`;
const titleEdit = (text) => text.replace(/^title: (.*)$/m, 'title: $1 (edited)');

/**
 * A CI job's rebuild: the site copied to another folder as a fresh clone has it (same files and
 * times; dates come from git there), the cache of the last build restored into it, one page edited.
 */
function ciRebuild(siteDir, editFile) {
  const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-bench-clone-'));
  try {
    const skip = new Set(['build', '.tn-cache', 'node_modules', '.git', 'test-results']);
    for (const name of fs.readdirSync(siteDir)) {
      if (skip.has(name)) continue;
      fs.cpSync(path.join(siteDir, name), path.join(clone, name), {
        recursive: true,
        preserveTimestamps: true,
      });
    }
    // the cache as the CI's cache step restores it
    // its history as a link; its packages as `npm ci` installs them, in the clone's own folder (a
    // link would make esbuild see them elsewhere): hard-linked copies where `cp -al` exists
    if (fs.existsSync(path.join(siteDir, '.git')))
      fs.symlinkSync(path.join(siteDir, '.git'), path.join(clone, '.git'));
    const modules = path.join(siteDir, 'node_modules');
    if (fs.existsSync(modules)) {
      const r = spawnSync('cp', ['-al', modules, path.join(clone, 'node_modules')]);
      if (r.status !== 0) fs.symlinkSync(modules, path.join(clone, 'node_modules'));
    }
    fs.cpSync(path.join(siteDir, '.tn-cache'), path.join(clone, '.tn-cache'), {
      recursive: true,
      preserveTimestamps: true,
    });
    const file = path.join(clone, path.relative(siteDir, editFile));
    const out = path.join(clone, 'build');
    // run in the clone, as a CI job does (esbuild names files relative to the working folder), with
    // the clone's own tn-docs when the site is this repository
    const own = path.join(clone, 'bin/tn-docs.mjs');
    const tool = fs.existsSync(own) ? own : bin;
    return withEdit(file, bodyEdit, () => timedBuild(clone, out, [], clone, tool));
  } finally {
    fs.rmSync(clone, { recursive: true, force: true });
  }
}

/**
 * Cold, no-change, one-page-edit, title-edit and CI-restore builds of `siteDir`. The cold build runs
 * `runs` times, each with no cache and no previous output, and the run of median wall time is
 * reported (its stages and peak memory) with the fastest and slowest: one build's time on a shared
 * machine swings by a factor of two. Each edit is made to `editFile` and undone afterwards.
 */
export function siteFigures(siteDir, editFile, runs = 1) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-bench-out-'));
  try {
    const colds = [];
    for (let i = 0; i < runs; i++) colds.push(coldBuild(siteDir, out));
    colds.sort((a, b) => a.ms - b.ms);
    const cold = {
      ...colds[Math.floor((colds.length - 1) / 2)],
      runs: colds.length,
      minMs: colds[0].ms,
      maxMs: colds[colds.length - 1].ms,
    };
    const noChange = timedBuild(siteDir, out);
    const edit = withEdit(editFile, bodyEdit, () => timedBuild(siteDir, out));
    timedBuild(siteDir, out); // back to the original
    const title = withEdit(editFile, titleEdit, () => timedBuild(siteDir, out));
    timedBuild(siteDir, out);
    const ci = ciRebuild(siteDir, editFile);
    return { cold, noChange, edit, title, ci, out };
  } catch (e) {
    fs.rmSync(out, { recursive: true, force: true });
    throw e;
  }
}
