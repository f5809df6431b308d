#!/usr/bin/env node
// Runs the Docusaurus compatibility corpus: for each checkout in a folder (fetched beforehand: this
// script fetches nothing), installs the site's dependencies with its lock file's package manager,
// builds it once with its own Docusaurus to record the reference (routes, titles, h1-h3 text and ids,
// content link targets, sitemap URLs), builds it with tn-docs and writes a Markdown table.
//
// Usage: node test/compat/corpus.mjs CORPUS_DIR [--results DIR] [--only a,b] [--table FILE]
//          [--tn-only]
//   CORPUS_DIR  one folder per site: a checkout (the site may be in a sub-folder, found by its
//               docusaurus.config.{js,ts,mjs,cjs}); an optional `.corpus-repo` (owner/name) and
//               `.corpus-commit` (the commit) name it in the table, an optional `.corpus-env`
//               (KEY=value lines) sets environment variables both builds get (a site whose config
//               demands a public search key)
//   --results   where references, logs and outputs go (default CORPUS_DIR/.results)
//   --only      site folder names to run
//   --tn-only   reuse each recorded reference (no install, no Docusaurus build): after a fix
//   --table     the Markdown table's file (default RESULTS/table.md)
//   --locale    compare this locale of each site (its results in RESULTS/<site>@<locale>)
// One locale is built by both tools (each build gets `--locale`): the default one unless --locale
// names another, which both build alone at the base URL, into the output folder.
// Both builds are cold (the reference is a fresh install's first build; tn-docs' .tn-cache is
// removed first). Time is wall clock; memory is the peak of the summed RSS of the build's process tree, sampled
// every 100 ms from /proc (Linux).
import { spawn } from 'node:child_process';
import { setInterval, clearInterval } from 'node:timers';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBuiltPages } from './readBuiltPages.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const opt = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const corpus = args[0] && !args[0].startsWith('--') ? path.resolve(args[0]) : undefined;
if (!corpus || !fs.existsSync(corpus)) {
  console.error('Usage: node test/compat/corpus.mjs CORPUS_DIR [--results DIR] [--only a,b]');
  process.exit(2);
}
const results = path.resolve(opt('--results') ?? path.join(corpus, '.results'));
const only = opt('--only')?.split(',');
const tnOnly = args.includes('--tn-only');
const localeOpt = opt('--locale');
const tableFile = path.resolve(opt('--table') ?? path.join(results, 'table.md'));
fs.mkdirSync(results, { recursive: true });
// `yarn` and `pnpm` on PATH, from the npm registry through npx: some sites' builds call them
// (Docusaurus runs `yarn --version` in a yarn project)
const shims = path.join(results, '.bin');
fs.mkdirSync(shims, { recursive: true });
for (const [name, pkg] of [
  ['yarn', 'yarn@1.22.22'],
  ['pnpm', 'pnpm@9'],
]) {
  fs.writeFileSync(path.join(shims, name), `#!/bin/sh\nexec npx --yes ${pkg} "$@"\n`);
  fs.chmodSync(path.join(shims, name), 0o755);
}
const PATH = `${shims}${path.delimiter}${process.env.PATH}`;

const CONFIG = /^docusaurus\.config\.(js|ts|mjs|cjs|mts|cts)$/;

/** The shallowest folder holding a Docusaurus config (node_modules and dot-folders skipped). */
function findSite(root) {
  let level = [root];
  for (let depth = 0; depth < 4 && level.length; depth++) {
    for (const d of level) if (fs.readdirSync(d).some((n) => CONFIG.test(n))) return d;
    level = level.flatMap((d) =>
      fs
        .readdirSync(d, { withFileTypes: true })
        .filter((e) => e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules')
        .map((e) => path.join(d, e.name)),
    );
  }
  return undefined;
}

/** The lock file nearest the site, up to the checkout's root, and the package manager it means. */
function findLock(site, root) {
  for (let d = site; ; d = path.dirname(d)) {
    const locks = [
      ['package-lock.json', 'npm'],
      ['npm-shrinkwrap.json', 'npm'],
      ['yarn.lock', 'yarn'],
      ['pnpm-lock.yaml', 'pnpm'],
    ].filter(([file]) => fs.existsSync(path.join(d, file)));
    // two lock files: the one of the manager package.json names, else npm's, yarn's, pnpm's
    const pkgFile = path.join(d, 'package.json');
    const named = fs.existsSync(pkgFile)
      ? /^(npm|yarn|pnpm)@/.exec(readJson(pkgFile).packageManager ?? '')?.[1]
      : undefined;
    const [file, manager] = locks.find(([, m]) => m === named) ?? locks[0] ?? [];
    if (file) return { dir: d, file, manager };
    if (d === root || path.dirname(d) === d) return undefined;
  }
}

const readJson = (f) => JSON.parse(fs.readFileSync(f, 'utf8'));

/** The package manager command line: the version the project pins (packageManager) if any. */
function installCommand(lock) {
  const pkg = fs.existsSync(path.join(lock.dir, 'package.json'))
    ? readJson(path.join(lock.dir, 'package.json'))
    : {};
  const pinned = /^(npm|yarn|pnpm)@([^+]+)/.exec(pkg.packageManager ?? '');
  const version = pinned?.[1] === lock.manager ? pinned[2] : undefined;
  // lifecycle scripts of the project itself (husky, deploy hooks) are not run; dependencies'
  // install scripts neither: Docusaurus needs none of them
  if (lock.manager === 'npm')
    return 'npm ci --no-audit --no-fund --ignore-scripts --loglevel=error';
  if (lock.manager === 'pnpm')
    return `npx --yes pnpm@${version ?? '9'} install --frozen-lockfile --ignore-scripts`;
  const berry = /__metadata:/.test(fs.readFileSync(path.join(lock.dir, lock.file), 'utf8'));
  if (berry) {
    // the project's own Yarn release (yarnPath), else that version from the npm registry
    const rc = path.join(lock.dir, '.yarnrc.yml');
    const own = fs.existsSync(rc) && /^yarnPath:\s*(\S+)/m.exec(fs.readFileSync(rc, 'utf8'))?.[1];
    const yarn =
      own && fs.existsSync(path.join(lock.dir, own))
        ? `node ${own}`
        : `npx --yes -p @yarnpkg/cli-dist@${version ?? '4'} yarn`;
    return `${yarn} install --immutable --mode=skip-build`;
  }
  return 'npx --yes yarn@1.22.22 install --frozen-lockfile --ignore-scripts --non-interactive';
}

/** Sum of VmRSS (kB) over a process and its descendants. */
function treeRss(pid) {
  const children = new Map();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(name));
    } catch {
      // the process ended meanwhile
    }
  }
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop();
    try {
      const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'));
      total += m ? Number(m[1]) : 0;
    } catch {
      // ended
    }
    stack.push(...(children.get(p) ?? []));
  }
  return total;
}

/** Runs a command; resolves with exit code, output, wall time (s) and peak RSS (MB). */
function run(command, cwd, logFile, env = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn('bash', ['-c', command], {
      cwd,
      env: { ...process.env, PATH, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (d) => {
      output += d;
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    let peak = 0;
    const timer = setInterval(() => {
      peak = Math.max(peak, treeRss(child.pid));
    }, 100);
    child.on('close', (code) => {
      clearInterval(timer);
      const seconds = (performance.now() - started) / 1000;
      fs.writeFileSync(logFile, `$ ${command}\n(in ${cwd})\n\n${output}\nexit ${code}\n`);
      resolve({ code, output, seconds, peakMb: Math.round(peak / 1024) });
    });
  });
}

function sitemapUrls(dir) {
  const file = path.join(dir, 'sitemap.xml');
  if (!fs.existsSync(file)) return [];
  const xml = fs.readFileSync(file, 'utf8');
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]).sort();
}

/** The default locale, read from the config's text (both tools build only that one). */
function defaultLocale(site) {
  const file = fs.readdirSync(site).find((n) => CONFIG.test(n));
  const text = fs.readFileSync(path.join(site, file), 'utf8');
  return /defaultLocale\s*:\s*['"]([\w-]+)['"]/.exec(text)?.[1] ?? 'en';
}

/** The version of the @docusaurus/core whose bin/docusaurus.mjs this is. */
function docusaurusVersion(bin) {
  try {
    return readJson(path.join(path.dirname(path.dirname(bin)), 'package.json')).version;
  } catch {
    return '?';
  }
}

function reactVersion(site) {
  try {
    return readJson(path.join(site, 'node_modules', 'react', 'package.json')).version;
  } catch {
    return '?';
  }
}

/** The site's `.corpus-env` variables, if it has that file. */
function siteEnv(root) {
  const file = path.join(root, '.corpus-env');
  if (!fs.existsSync(file)) return {};
  return Object.fromEntries(
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .map((l) => /^\s*([\w.]+)=(.*)$/.exec(l))
      .filter(Boolean)
      .map((m) => [m[1], m[2]]),
  );
}

async function reference(name, root, out) {
  const site = findSite(root);
  if (!site) return { error: 'no docusaurus.config.* found' };
  const lock = findLock(site, root);
  if (!lock) return { error: 'no lock file (npm, yarn or pnpm)' };
  // last-update dates (showLastUpdateTime) need a git history: a checkout exported without its
  // .git gets one commit of its files, as a fresh clone would have
  if (!fs.existsSync(path.join(root, '.git')))
    await run(
      'git init -q && git add -A && git -c user.name=corpus -c user.email=corpus@localhost ' +
        'commit -qm checkout',
      root,
      path.join(out, 'git.log'),
    );
  const install = await run(installCommand(lock), lock.dir, path.join(out, 'install.log'), {
    CI: 'true',
    HUSKY: '0',
  });
  const base = {
    site: path.relative(root, site) || '.',
    lock: path.relative(root, path.join(lock.dir, lock.file)),
    manager: lock.manager,
    install: { code: install.code, seconds: install.seconds },
  };
  if (install.code !== 0) return { ...base, error: `install failed (exit ${install.code})` };
  const bin = path.join(site, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  const binAt = fs.existsSync(bin)
    ? bin
    : path.join(lock.dir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  const outDir = path.join(out, 'docusaurus-build');
  fs.rmSync(outDir, { recursive: true, force: true });
  const locale = localeOpt ?? defaultLocale(site);
  const build = await run(
    `node ${binAt} build --out-dir ${outDir} --locale ${locale}`,
    site,
    path.join(out, 'docusaurus.log'),
    { DOCUSAURUS_IGNORE_SSG_WARNINGS: 'true', NODE_ENV: 'production', ...siteEnv(root) },
  );
  const info = {
    ...base,
    locale,
    docusaurus: docusaurusVersion(binAt),
    react: reactVersion(site) !== '?' ? reactVersion(site) : reactVersion(lock.dir),
    build: { code: build.code, seconds: build.seconds, peakMb: build.peakMb },
  };
  if (build.code !== 0) return { ...info, error: `Docusaurus build failed (exit ${build.code})` };
  return { ...info, pages: readBuiltPages(outDir, { detail: true }), sitemap: sitemapUrls(outDir) };
}

const count = (re, text) => (text.match(re) ?? []).length;

async function tnBuild(root, out) {
  const site = findSite(root);
  const outDir = path.join(out, 'tn-build');
  fs.rmSync(outDir, { recursive: true, force: true });
  // a cold build, as the Docusaurus reference was: tn-docs' cache of compiled pages goes first
  fs.rmSync(path.join(site, '.tn-cache'), { recursive: true, force: true });
  // the reference's locale alone, as it is built
  const tn = path.join(repoRoot, 'bin', 'tn-docs.mjs');
  const r = await run(
    `node ${tn} build --site ${site} --out ${outDir} --locale ${localeOpt ?? defaultLocale(site)}`,
    site,
    path.join(out, 'tn-docs.log'),
    { NO_COLOR: '1', FORCE_COLOR: '0', ...siteEnv(root) },
  );
  // eslint-disable-next-line no-control-regex -- colour codes, should a tool print them anyway
  const plain = r.output.replace(/\x1b\[[0-9;]*m/g, '');
  return {
    code: r.code,
    seconds: r.seconds,
    peakMb: r.peakMb,
    errors: count(/^error [A-Z_]+/gm, plain) + count(/^Internal error/gm, plain),
    warnings: count(/^warning [A-Z_]+/gm, plain),
    codes: [...new Set([...plain.matchAll(/^(?:error|warning) ([A-Z_]+)/gm)].map((m) => m[1]))],
    pages: r.code === 0 ? readBuiltPages(outDir, { detail: true }) : {},
    sitemap: r.code === 0 ? sitemapUrls(outDir) : [],
  };
}

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

function compare(ref, tn) {
  const routes = Object.keys(ref.pages);
  const tnRoutes = Object.keys(tn.pages);
  const missing = routes.filter((r) => !(r in tn.pages));
  const extra = tnRoutes.filter((r) => !(r in ref.pages));
  const both = routes.filter((r) => r in tn.pages);
  // redirect pages (client-redirects) count as routes; what they show is not compared
  const shown = both.filter((r) => !ref.pages[r].redirect || !tn.pages[r].redirect);
  const diff = (key) => shown.filter((r) => !same(ref.pages[r][key], tn.pages[r][key]));
  const headingDiff = shown.filter(
    (r) =>
      !same(ref.pages[r].h1s, tn.pages[r].h1s) ||
      !same(ref.pages[r].headingTexts, tn.pages[r].headingTexts),
  );
  // sitemap URLs compared by path: both tools write the site's url + route
  const sitemapPaths = (list) => list.map((u) => normalizePath(u)).sort();
  const sm = new Set(sitemapPaths(tn.sitemap));
  const smMissing = sitemapPaths(ref.sitemap).filter((u) => !sm.has(u));
  return {
    routes: routes.length,
    equal: both.length,
    shown: shown.length,
    missing,
    extra,
    titles: diff('title'),
    headings: headingDiff,
    links: diff('links'),
    sitemapMissing: smMissing,
  };
}

function normalizePath(u) {
  try {
    const p = new URL(u).pathname;
    return p.length > 1 ? p.replace(/\/$/, '').replace(/\.html$/, '') : p;
  } catch {
    return u;
  }
}

const sites = fs
  .readdirSync(corpus, { withFileTypes: true })
  .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
  .map((e) => e.name)
  .filter((n) => !only || only.includes(n))
  .sort();

// the CLI bundles itself on first run: not part of any site's time
await run(`node ${path.join(repoRoot, 'bin', 'tn-docs.mjs')} --help`, repoRoot, '/dev/null');

const rows = [];
for (const name of sites) {
  const root = path.join(corpus, name);
  const out = path.join(results, localeOpt ? `${name}@${localeOpt}` : name);
  fs.mkdirSync(out, { recursive: true });
  const refFile = path.join(out, 'reference.json');
  let ref;
  if (tnOnly && fs.existsSync(refFile) && !readJson(refFile).error) {
    ref = readJson(refFile);
    const site = findSite(root);
    const bin = path.join(site ?? root, 'node_modules', '@docusaurus', 'core', 'bin', 'x');
    if (!ref.docusaurus || ref.docusaurus === '?') ref.docusaurus = docusaurusVersion(bin);
    // read again from the Docusaurus build kept on disk (this script may compare more now)
    const kept = path.join(out, 'docusaurus-build');
    if (fs.existsSync(kept)) {
      ref.pages = readBuiltPages(kept, { detail: true });
      ref.sitemap = sitemapUrls(kept);
    }
  } else {
    console.log(`[${name}] install + Docusaurus build`);
    ref = await reference(name, root, out);
    fs.writeFileSync(refFile, JSON.stringify(ref, null, 1));
  }
  const repo = fs.existsSync(path.join(root, '.corpus-repo'))
    ? fs.readFileSync(path.join(root, '.corpus-repo'), 'utf8').trim().replace('+', '/')
    : name;
  const commit = fs.existsSync(path.join(root, '.corpus-commit'))
    ? fs.readFileSync(path.join(root, '.corpus-commit'), 'utf8').trim()
    : '?';
  if (ref.error) {
    console.log(`[${name}] not run: ${ref.error}`);
    rows.push({ name, repo, commit, ref });
    continue;
  }
  console.log(`[${name}] tn-docs build`);
  const tn = await tnBuild(root, out);
  const cmp = tn.code === 0 ? compare(ref, tn) : undefined;
  fs.writeFileSync(
    path.join(out, 'comparison.json'),
    JSON.stringify({ tn: { ...tn, pages: undefined, sitemap: undefined }, cmp }, null, 1),
  );
  rows.push({ name, repo, commit, ref, tn, cmp });
  console.log(`[${name}] ${tn.code === 0 ? 'built' : `tn-docs failed (exit ${tn.code})`}`);
}

const n = (list) => (Array.isArray(list) ? list.length : list);
const lines = [
  '| Site (commit) | Docusaurus, React, lock | Builds unchanged | Routes: Docusaurus / equal / ' +
    'missing / extra | Titles equal | Headings equal (h1-h3 text, ids) | Links equal | ' +
    'Sitemap URLs missing | tn-docs errors / warnings | Build time Docusaurus / tn-docs (ratio) | ' +
    'Peak memory Docusaurus / tn-docs |',
  '|' + ' --- |'.repeat(11),
];
for (const { repo, commit, ref, tn, cmp } of rows) {
  const site = `${repo} (\`${commit.slice(0, 10)}\`)${localeOpt ? `, locale ${localeOpt}` : ''}`;
  const setup = `${ref.docusaurus ?? '?'}, ${ref.react ?? '?'}, ${ref.manager ?? '?'}`;
  if (ref.error) {
    lines.push(`| ${site} | ${setup} | not run: ${ref.error} |` + ' |'.repeat(8));
    continue;
  }
  const time =
    `${ref.build.seconds.toFixed(1)} s / ${tn.seconds.toFixed(1)} s ` +
    `(${(ref.build.seconds / tn.seconds).toFixed(1)}x)`;
  const mem = `${ref.build.peakMb} MB / ${tn.peakMb} MB`;
  const errs = `${tn.errors} / ${tn.warnings}${tn.codes.length ? ` (${tn.codes.join(', ')})` : ''}`;
  if (!cmp) {
    lines.push(
      `| ${site} | ${setup} | no (exit ${tn.code}) | ${n(Object.keys(ref.pages))} / - / - / - | ` +
        `- | - | - | - | ${errs} | ${time} | ${mem} |`,
    );
    continue;
  }
  const of = (list) => `${cmp.shown - list.length} / ${cmp.shown}`;
  const unchanged = tn.errors === 0 && !cmp.missing.length && !cmp.extra.length ? 'yes' : 'no';
  lines.push(
    `| ${site} | ${setup} | ${unchanged} | ${cmp.routes} / ${cmp.equal} / ${cmp.missing.length} / ` +
      `${cmp.extra.length} | ${of(cmp.titles)} | ${of(cmp.headings)} | ${of(cmp.links)} | ` +
      `${cmp.sitemapMissing.length} | ${errs} | ${time} | ${mem} |`,
  );
}
fs.writeFileSync(tableFile, lines.join('\n') + '\n');
console.log(lines.join('\n'));
console.log(`\ntable: ${tableFile}; details per site in ${results}/<site>/comparison.json`);
console.log(`(${os.cpus().length} cores)`);
