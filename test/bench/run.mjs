#!/usr/bin/env node
// npm run bench: build speed and page weight of this site, and the scale test, against the budgets in the README's Performance section.
//   --pages N      size of the generated site (default 10000; 0 skips it)
//   --lighthouse   also run Lighthouse 12 (mobile) on the home page and a docs page, served by `serve --preview`
//   --no-dev       skip the dev server's figures (start, save → visible, memory over 500 edits)
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { benchDevServer } from './devServer.mjs';
import { generateSite } from './generateSite.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const bin = path.join(root, 'bin', 'tn-docs.mjs');
const arg = (name, dflt) => {
  const i = process.argv.indexOf(name);
  return i === -1 ? dflt : process.argv[i + 1];
};
const largePages = Number(arg('--pages', '10000'));

/** Runs a build in a child process; returns wall time and peak RSS (from /usr/bin/time when present). */
function timedBuild(siteDir, extra = []) {
  const args = [bin, 'build', '--site', siteDir, '--quiet', ...extra];
  const useTime = fs.existsSync('/usr/bin/time');
  const start = performance.now();
  const r = useTime
    ? spawnSync('/usr/bin/time', ['-f', '%M', process.execPath, ...args], { encoding: 'utf8' })
    : spawnSync(process.execPath, args, { encoding: 'utf8' });
  const ms = performance.now() - start;
  if (r.status !== 0) {
    process.stderr.write(r.stderr);
    process.exit(1);
  }
  const rssKb = useTime ? Number(r.stderr.trim().split('\n').pop()) : NaN;
  return { ms, rssMb: rssKb / 1024 };
}

const gz = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const rows = [];
// builds go to a temporary folder, never over the reader's build/
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-bench-'));
const row = (measure, value, budget, ok) => rows.push({ measure, value, budget, ok });

// 1. cold build and no-change rebuild of this site
fs.rmSync(path.join(root, '.tn-cache'), { recursive: true, force: true });
fs.rmSync(path.join(root, 'node_modules', '.cache', 'tn-docs'), { recursive: true, force: true });
execFileSync(process.execPath, [bin, '--version']); // bundles the CLI once, like any first run after install
const cold = timedBuild(root, ['--no-analytics', '--out', out]);
row('cold build of this site', `${(cold.ms / 1000).toFixed(2)} s`, '≤ 3 s', cold.ms <= 3000);
const warm = [1, 2, 3].map(() => timedBuild(root, ['--no-analytics', '--out', out]).ms);
row(
  'rebuild, nothing changed (median of 3)',
  `${(median(warm) / 1000).toFixed(2)} s`,
  '≤ 1 s',
  median(warm) <= 1000,
);

// 2. page weight: first visit of a docs page, and each further page
const build = out;
const docHtml = fs.readFileSync(path.join(build, 'docs/6/Staking & Rewards/index.html'), 'utf8');
const refs = [...docHtml.matchAll(/<link rel="modulepreload" href="\/([^"]+)">/g)].map((m) => m[1]);
const css = [...docHtml.matchAll(/<link rel="stylesheet" href="\/([^"]+)">/g)].map((m) => m[1]);
const firstJs = [...new Set(refs)].reduce((n, f) => n + gz(path.join(build, f)), 0);
row('first visit JS of a docs page (gzip)', kb(firstJs), '≤ 80 KB', firstJs <= 80 * 1024);
row('first visit CSS (gzip)', kb(css.reduce((n, f) => n + gz(path.join(build, f)), 0)), '—', true);
row('docs page HTML (gzip)', kb(zlib.gzipSync(docHtml, { level: 9 }).length), '—', true);
const manifest = JSON.parse(fs.readFileSync(path.join(build, 'assets/routes.json'), 'utf8'));
const loaded = new Set(refs);
// a further page costs its own chunk plus the shared chunks it imports that the first page did not load
const further = Object.values(manifest.routes).map(([chunk]) => {
  let bytes = gz(path.join(build, chunk));
  for (const m of fs
    .readFileSync(path.join(build, chunk), 'utf8')
    .matchAll(/from"\.\/(c\.[A-Z0-9]+\.js)"/g))
    if (!loaded.has(`assets/js/${m[1]}`)) bytes += gz(path.join(build, 'assets/js', m[1]));
  return bytes;
});
row(
  'JS for each further page (gzip, median)',
  kb(median(further)),
  '≤ 10 KB',
  median(further) <= 10 * 1024,
);

// 3. scale: a generated site
if (largePages > 0) {
  const dir = path.join(os.tmpdir(), `tn-docs-scale-${largePages}`);
  generateSite(dir, largePages);
  const big = timedBuild(dir);
  row(
    `${largePages.toLocaleString('en')}-page generated site, cold`,
    `${(big.ms / 1000).toFixed(1)} s, ${big.rssMb.toFixed(0)} MB peak RSS`,
    '≤ 60 s, ≤ 2 GB',
    big.ms <= 60_000 && !(big.rssMb > 2048),
  );
  fs.rmSync(dir, { recursive: true, force: true });
}

// 4. Lighthouse (opt-in: it downloads lighthouse@12 with npx the first time)
if (process.argv.includes('--lighthouse')) {
  execFileSync(process.execPath, [
    bin,
    'build',
    '--site',
    root,
    '--quiet',
    '--no-analytics',
    '--out',
    out,
  ]);
  const { spawn } = await import('node:child_process');
  const server = spawn(
    process.execPath,
    [bin, 'serve', '--preview', '--site', root, '--out', out, '--port', '3997'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise((resolve) =>
    server.stdout.on('data', (d) => {
      if (String(d).includes('Serving')) resolve();
    }),
  );
  const chrome = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  for (const page of ['/', '/docs/6/Staking%20&%20Rewards']) {
    const out = path.join(os.tmpdir(), 'tn-lighthouse.json');
    execFileSync(
      'npx',
      [
        '-y',
        'lighthouse@12.8.2',
        `http://127.0.0.1:3997${page}`,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking',
      ],
      { env: { ...process.env, CHROME_PATH: chrome }, stdio: 'ignore' },
    );
    const r = JSON.parse(fs.readFileSync(out, 'utf8'));
    const s = Object.fromEntries(
      Object.values(r.categories).map((c) => [c.id, Math.round(c.score * 100)]),
    );
    row(
      `Lighthouse mobile ${decodeURI(page)}`,
      `${s.performance} / ${s.accessibility} / ${s['best-practices']} / ${s.seo}`,
      '≥ 98 / 100 / 100 / 100',
      s.performance >= 98 &&
        s.accessibility === 100 &&
        s['best-practices'] === 100 &&
        s.seo === 100,
    );
  }
  server.kill();
}

// the authors' dev server, in Chromium (--no-dev skips it)
if (!process.argv.includes('--no-dev')) {
  const budgets = { 'dev: save → visible, p50 / p95': (v) => v.split(' / ').map(parseFloat) };
  for (const [measure, value, budget] of await benchDevServer()) {
    const ok = measure.includes('start')
      ? parseFloat(value) <= 1
      : measure.includes('p50')
        ? budgets[measure](value)[0] <= 40 && budgets[measure](value)[1] <= 100
        : true;
    row(measure, value, budget, ok);
  }
}

const w = Math.max(...rows.map((r) => r.measure.length));
process.stdout.write(
  `\ntn-docs benchmarks (${os.cpus().length} cores, Node ${process.versions.node})\n\n`,
);
for (const r of rows)
  process.stdout.write(
    `${r.ok ? '✔' : '✖'} ${r.measure.padEnd(w)}  ${r.value.padStart(24)}   budget ${r.budget}\n`,
  );
