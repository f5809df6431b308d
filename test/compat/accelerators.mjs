#!/usr/bin/env node
// The accelerators' harness: builds each site twice, on the accelerators (the default) and on the
// reference libraries alone (TN_DOCS_ACCELERATORS=none), and compares every output file.
//
//   node test/compat/accelerators.mjs [--only name,...] SITE_DIR...
//
// Every file but the JavaScript chunks must be byte-identical once the content hashes in asset names
// are set aside and the lists of chunks to preload are dropped: two accelerators (plainCompile,
// plainChunks) write a page's module themselves instead of having MDX's compiler or esbuild write it,
// so chunk bytes, the shared chunks esbuild splits out and what a page preloads differ by design. Their
// output is what the pages render to, and every HTML file is compared. Exit 1 on any difference.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
const bin = path.join(root, 'bin', 'tn-docs.mjs');

function files(dir, rel = '', out = []) {
  for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const p = path.join(rel, e.name);
    if (e.isDirectory()) files(dir, p, out);
    else out.push(p.split(path.sep).join('/'));
  }
  return out;
}

/** A JS chunk's name without its content hash; null for the shared chunks a bundler splits out. */
function chunkName(file) {
  const name = /^assets\/js\/(.+?)\.[A-Z0-9]{8}\.js$/.exec(file)?.[1];
  if (name === undefined) return file;
  return /^(c|kit)$/.test(name) ? null : `assets/js/${name}.js`;
}

/** A text file with asset hashes and preload lists set aside (see above). */
export function normalize(text) {
  return text
    .replace(/(assets\/js\/[\w~.-]+?)\.[A-Z0-9]{8}\.(js|css)\b/g, '$1.$2')
    .replace(/"preload":\[[^\]]*\]/g, '"preload":[]')
    .replace(/<link rel="modulepreload"[^>]*>/g, '');
}

/** Compares two builds; returns the differences, one line each. */
export function compareBuilds(a, b) {
  const diffs = [];
  const byName = (dir) => {
    const map = new Map();
    for (const f of files(dir)) {
      const name = f.endsWith('.js') ? chunkName(f) : f;
      if (name !== null) map.set(name, f);
    }
    return map;
  };
  const left = byName(a);
  const right = byName(b);
  for (const name of left.keys())
    if (!right.has(name)) diffs.push(`only with accelerators: ${name}`);
  for (const name of right.keys()) if (!left.has(name)) diffs.push(`only without: ${name}`);
  let compared = 0;
  for (const [name, file] of left) {
    if (!right.has(name) || name.endsWith('.js')) continue;
    const x = fs.readFileSync(path.join(a, file));
    const y = fs.readFileSync(path.join(b, right.get(name)));
    compared++;
    if (x.equals(y)) continue;
    if (/\.(html|json|xml|txt|css|md)$/.test(name) && normalize(String(x)) === normalize(String(y)))
      continue;
    diffs.push(`differs: ${name}`);
  }
  return { diffs, compared };
}

/** Builds `site` into `out` with the accelerator setting `setting`. */
function build(site, out, setting) {
  execFileSync(process.execPath, [bin, 'build', '--site', site, '--out', out, '--quiet'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, TN_DOCS_ACCELERATORS: setting },
  });
}

/** Builds `site` both ways and compares; `on` is the setting of the accelerated build. */
export function harness(site, on = 'all') {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-accelerators-'));
  try {
    const a = path.join(tmp, 'on');
    const b = path.join(tmp, 'off');
    build(site, a, on);
    build(site, b, 'none');
    return compareBuilds(a, b);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] === import.meta.filename) {
  const args = process.argv.slice(2);
  const only = args.indexOf('--only');
  const on = only === -1 ? 'all' : args.splice(only, 2)[1];
  let failed = false;
  for (const site of args.length ? args : [root]) {
    const { diffs, compared } = harness(path.resolve(site), on);
    const shown = path.relative(process.cwd(), site) || '.';
    process.stdout.write(
      `${shown}: ${compared} files compared, ${diffs.length ? `${diffs.length} differ` : 'identical'}\n`,
    );
    for (const d of diffs.slice(0, 50)) process.stdout.write(`  ${d}\n`);
    failed ||= diffs.length > 0;
  }
  process.exit(failed ? 1 : 0);
}
