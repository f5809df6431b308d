#!/usr/bin/env node
// Browser tests: find Chromium, build the fixture sites and the real site, serve each on 127.0.0.1 as a static
// host would (tn-docs serve --preview), then run Playwright against them.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
const bin = path.join(root, 'bin', 'tn-docs.mjs');

function findChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
    try {
      return execFileSync('which', [name], { encoding: 'utf8' }).trim();
    } catch {
      /* next */
    }
  }
  process.stderr.write(
    'Browser tests need Chromium and none was found.\n' +
      'Install it (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROMIUM_PATH to a Chromium or Chrome binary.\n',
  );
  process.exit(1);
}

const chromium = findChromium();
// every site builds into a temporary folder: the tests never replace the reader's build/ (or a fixture's)
const outRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-e2e-'));
const sites = [
  { name: 'minimal', dir: path.join(root, 'test/fixtures/minimal'), args: ['--development'] },
  {
    name: 'mismatch',
    dir: path.join(root, 'test/fixtures/hydration-mismatch'),
    args: ['--development'],
  },
  { name: 'site', dir: root, args: ['--no-analytics'] },
  // the same site with React's development build, where every hydration mismatch is reported
  { name: 'sitedev', dir: root, args: ['--development'] },
].filter((s) => !process.env.E2E_ONLY || process.env.E2E_ONLY.split(',').includes(s.name)); // E2E_ONLY=minimal for quick local runs
for (const s of sites) {
  s.out = path.join(outRoot, s.name);
  execFileSync(
    process.execPath,
    [bin, 'build', '--site', s.dir, '--out', s.out, '--quiet', ...s.args],
    { stdio: 'inherit' },
  );
}

const servers = [];
const env = { ...process.env, CHROMIUM_PATH: chromium };
let port = 4100 + Math.floor(Math.random() * 500);
for (const s of sites) {
  const p = port++;
  const child = spawn(
    process.execPath,
    [
      bin,
      'serve',
      '--preview',
      '--site',
      s.dir,
      '--out',
      s.out,
      '--port',
      String(p),
      '--host',
      '127.0.0.1',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => {
      if (String(d).includes('Serving')) resolve();
    });
    child.on('exit', (code) =>
      reject(new Error(`preview server for ${s.name} exited with ${code}`)),
    );
  });
  servers.push(child);
  env[`E2E_${s.name.toUpperCase()}_URL`] = `http://127.0.0.1:${p}`;
}

const results = path.join(root, 'test-results', 'e2e.json');
fs.mkdirSync(path.dirname(results), { recursive: true });
const pw = spawn(
  process.execPath,
  [
    path.join(root, 'node_modules/@playwright/test/cli.js'),
    'test',
    '-c',
    path.join(root, 'playwright.config.ts'),
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: results } },
);
const code = await new Promise((resolve) => pw.on('exit', (c) => resolve(c ?? 1)));
for (const s of servers) s.kill();
fs.rmSync(outRoot, { recursive: true, force: true });
try {
  const stats = JSON.parse(fs.readFileSync(results, 'utf8')).stats;
  process.stdout.write(
    `${stats.expected} passed, ${stats.unexpected} failed${stats.skipped ? `, ${stats.skipped} skipped` : ''}\n`,
  );
} catch {
  /* the reporter wrote nothing */
}
process.exit(code);
