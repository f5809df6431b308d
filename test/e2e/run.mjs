#!/usr/bin/env node
// Browser tests: find Chromium, build the fixture sites and the real site, serve each on 127.0.0.1
// as a static host would (tn-docs serve --preview), then run Playwright against them.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { findChromium } from '../support/findChromium.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const bin = path.join(root, 'bin', 'tn-docs.mjs');

const chromium = await findChromium();
// every site builds into a temporary folder: the tests never replace the reader's build/ (or a
// fixture's)
const outRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-e2e-'));

/**
 * The Docusaurus project fixture as a real project has it: in its own folder with node_modules (its
 * own package copied in, the math plugins its config imports linked from ours).
 */
function docusaurusProject(trailingSlash, name = `docusaurus-project-${trailingSlash}`) {
  const dir = path.join(outRoot, name);
  fs.cpSync(path.join(root, 'test/fixtures/docusaurus-project'), dir, { recursive: true });
  const modules = path.join(dir, 'node_modules');
  fs.mkdirSync(modules);
  fs.cpSync(path.join(dir, 'packages/fixture-greeting'), path.join(modules, 'fixture-greeting'), {
    recursive: true,
  });
  for (const name of ['remark-math', 'rehype-katex', '@docusaurus/remark-plugin-npm2yarn']) {
    fs.mkdirSync(path.dirname(path.join(modules, name)), { recursive: true });
    fs.symlinkSync(path.join(root, 'node_modules', name), path.join(modules, name));
  }
  if (trailingSlash !== undefined) {
    // Docusaurus's trailingSlash: pages written as docs/intro.html (false) and served so; the
    // guides index's `./tabs` then goes one level up, to no page (a warning, as in Docusaurus)
    const config = path.join(dir, 'docusaurus.config.js');
    const text = fs.readFileSync(config, 'utf8');
    fs.writeFileSync(
      config,
      text
        .replace("    onBrokenLinks: 'throw',\n", '')
        .replace(
          "    baseUrl: '/',\n",
          `    baseUrl: '/',\n    trailingSlash: ${trailingSlash},\n    onBrokenLinks: 'warn',\n`,
        ),
    );
  }
  return dir;
}
const sites = [
  { name: 'minimal', dir: path.join(root, 'test/fixtures/minimal'), args: ['--development'] },
  // production build of the same fixture: analytics and the pre-paint announcement script as
  // shipped
  { name: 'minimalprod', dir: path.join(root, 'test/fixtures/minimal'), args: [] },
  {
    name: 'mismatch',
    dir: path.join(root, 'test/fixtures/hydration-mismatch'),
    args: ['--development'],
  },
  { name: 'site', dir: root, args: ['--no-analytics'] },
  // the same site with React's development build, where every hydration mismatch is reported
  { name: 'sitedev', dir: root, args: ['--development'] },
  // a Docusaurus 3 project built as it is (issue 15), with trailingSlash: false (.html pages)
  { name: 'docusaurus', dir: null, args: ['--development'], trailingSlash: false },
].filter((s) => !process.env.E2E_ONLY || process.env.E2E_ONLY.split(',').includes(s.name)); // E2E_ONLY=minimal for quick local runs
for (const s of sites) {
  s.dir ??= docusaurusProject(s.trailingSlash);
  s.out = path.join(outRoot, s.name);
  execFileSync(
    process.execPath,
    [bin, 'build', '--site', s.dir, '--out', s.out, '--quiet', ...s.args],
    { stdio: 'inherit' },
  );
}

const servers = [];
/** A port the system says is free on 127.0.0.1 (other test runs may share the machine). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts `tn-docs serve` (preview or dev) and resolves with its URL once it says where it listens. */
async function startServer(args, ready) {
  const p = await freePort();
  const child = spawn(
    process.execPath,
    [bin, 'serve', ...args, '--port', String(p), '--host', '127.0.0.1'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  servers.push(child);
  const url = await new Promise((resolve, reject) => {
    let out = '';
    const logFile = path.join(root, 'test-results', `serve-${p}.log`);
    fs.mkdirSync(path.dirname(logFile), { recursive: true });
    child.stdout.on('data', (d) => {
      fs.appendFileSync(logFile, d); // the server's own output, for a failing test's post-mortem
      out += String(d);
      const m = ready.exec(out);
      if (m) resolve(m[1].replace(/\/$/, ''));
    });
    child.on('exit', (code) =>
      reject(new Error(`tn-docs serve ${args.join(' ')} exited with ${code}`)),
    );
  });
  return url;
}

async function runPlaywright(env, extra) {
  const results = path.join(root, 'test-results', `e2e-${env.E2E_TARGET}.json`);
  fs.mkdirSync(path.dirname(results), { recursive: true });
  const pw = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/@playwright/test/cli.js'),
      'test',
      '-c',
      path.join(root, 'playwright.config.ts'),
      ...extra,
      ...process.argv.slice(2),
    ],
    { stdio: 'inherit', env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: results } },
  );
  const code = await new Promise((resolve) => pw.on('exit', (c) => resolve(c ?? 1)));
  let stats = { expected: 0, unexpected: 0, skipped: 0 };
  try {
    stats = JSON.parse(fs.readFileSync(results, 'utf8')).stats;
  } catch {
    stats.unexpected = 1; // the reporter wrote nothing
  }
  return { code, stats };
}

const targets = (process.env.E2E_TARGET ?? 'build,serve').split(',');
const totals = { expected: 0, unexpected: 0, skipped: 0 };
const scratchDirs = [];
let exitCode = 0;
try {
  // target 1: the built sites, served as a static host would
  if (targets.includes('build')) {
    const env = { ...process.env, CHROMIUM_PATH: chromium, E2E_TARGET: 'build' };
    for (const s of sites) {
      const args = ['--preview', '--site', s.dir, '--out', s.out];
      env[`E2E_${s.name.toUpperCase()}_URL`] = await startServer(args, /Serving .* at (\S+)/);
    }
    const r = await runPlaywright(env, ['--grep-invert', '@serve']);
    exitCode ||= r.code;
    for (const k of Object.keys(totals)) totals[k] += r.stats[k] ?? 0;
  }
  // target 2: the same suite against the authors' dev server, plus its own tests on a scratch copy
  if (targets.includes('serve')) {
    const env = { ...process.env, CHROMIUM_PATH: chromium, E2E_TARGET: 'serve' };
    const devReady = /dev server: (\S+)/;
    for (const s of sites) {
      if (s.name === 'docusaurus') continue; // its dev server runs on a copy (below)
      // the sites built with React's development build are served with it too (hydration warnings)
      const react = s.args.includes('--development') ? ['--react-development'] : [];
      env[`E2E_${s.name.toUpperCase()}_URL`] = await startServer(
        ['--site', s.dir, ...react],
        devReady,
      );
    }
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-devedit-'));
    fs.cpSync(path.join(root, 'test/fixtures/minimal'), scratch, { recursive: true });
    env.E2E_DEVEDIT_DIR = scratch;
    env.E2E_DEVEDIT_URL = (await startServer(['--site', scratch], devReady)) + '/';
    scratchDirs.push(scratch);
    // the dev server on a Docusaurus project (issue 15), a copy the test edits
    if (!process.env.E2E_ONLY || process.env.E2E_ONLY.split(',').includes('docusaurus')) {
      const project = docusaurusProject(undefined, 'docusaurus-dev');
      env.E2E_DOCUDEV_DIR = project;
      env.E2E_DOCUDEV_URL = (await startServer(['--site', project], devReady)) + '/';
    }
    // @build: behaviour of the built site only (the dev server bundles one file per page, by design)
    const r = await runPlaywright(env, ['--grep-invert', '@build']);
    exitCode ||= r.code;
    for (const k of Object.keys(totals)) totals[k] += r.stats[k] ?? 0;
  }
} finally {
  await Promise.all(
    servers.map((s) => new Promise((resolve) => s.once('exit', resolve).kill() || resolve())),
  );
  for (const d of [...scratchDirs, outRoot]) fs.rmSync(d, { recursive: true, force: true });
}
process.stdout.write(
  `${totals.expected} passed, ${totals.unexpected} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}\n`,
);
process.exit(exitCode);
