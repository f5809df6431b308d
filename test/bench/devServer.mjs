#!/usr/bin/env node
// The authors' loop, measured in Chromium on a copy of this site: `tn-docs serve` start → first page visible,
// save → change visible in the open page (p50/p95 over 20 edits), and the server's memory after 500 edits.
//   node test/bench/devServer.mjs [--edits 20] [--soak 500]
// Also run by `npm run bench`. Chromium: see test/support/findChromium.mjs.
/* global document -- the callbacks given to waitForFunction run in the page */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { findChromium } from '../support/findChromium.mjs';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..', '..');
const bin = path.join(root, 'bin', 'tn-docs.mjs');
const arg = (name, dflt) => {
  const i = process.argv.indexOf(name);
  return i === -1 ? dflt : Number(process.argv[i + 1]);
};

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};

/** A copy of this site (config, content) in a temporary folder, so edits never touch the repository. */
function copySite() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-devbench-'));
  for (const f of ['site.config.ts', 'content', 'package.json'])
    fs.cpSync(path.join(root, f), path.join(dir, f), { recursive: true });
  return dir;
}

/** Compiled pages in the site's cache (the dev server fills it in the background after start). */
const cachedPages = (site) => {
  try {
    return fs.readdirSync(path.join(site, '.tn-cache', 'mdx')).length;
  } catch {
    return 0;
  }
};

/** Whether something listens on the port (a TCP connection opens). */
const accepts = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

const rssMb = (pid) => {
  const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};

/** Starts the dev server and a browser; resolves when the first page is visible. */
async function start(browser, site, page) {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, [bin, 'serve', '--site', site, '--port', String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += String(d)));
  const url = `http://127.0.0.1:${port}/docs/1/Introduction`;
  // wait for the port to accept connections (a cheap probe: retrying page loads in Chromium every few
  // milliseconds takes the processor from the server being measured), then load the page once
  let exited = null;
  child.once('exit', (code) => (exited = code ?? 1));
  while (!(await accepts(port))) {
    if (exited !== null) throw new Error(`tn-docs serve exited with ${exited} before listening`);
    await new Promise((r) => setTimeout(r, 5));
  }
  const res = await page.goto(url, { waitUntil: 'commit' });
  if (!res?.ok()) throw new Error(`the dev server answered ${res?.status()}`);
  await page.locator('h1').first().waitFor({ state: 'visible' });
  const visible = performance.now() - t0;
  return { child, visible, log: () => log, browser };
}

async function main() {
  const edits = arg('--edits', 20);
  const soak = arg('--soak', 500);
  const executablePath = await findChromium();
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox'] });
  const results = {};
  // the same copy twice: first with no cache, then with the cache the first server filled
  const site = copySite();
  for (const cache of [false, true]) {
    const page = await browser.newPage();
    const s = await start(browser, site, page);
    results[cache ? 'startWarm' : 'startCold'] = s.visible;
    if (!cache) {
      // let the background compile fill the cache (every page of this site) before the second start
      const pages = fs
        .readdirSync(path.join(root, 'content'), { recursive: true })
        .filter((f) => /\.mdx?$/.test(String(f))).length;
      for (let i = 0; i < 600 && cachedPages(site) < pages * 0.9; i++)
        await new Promise((r) => setTimeout(r, 100));
    }
    if (cache) {
      // save → visible: the open page shows the new text (the page is not reloaded)
      await page.waitForFunction(() => !document.querySelector('.color-toggle')?.disabled);
      // as an author would: the server has finished its start-up work (background compile, warm-up)
      await new Promise((r) => setTimeout(r, 3000));
      const file = path.join(site, 'content/docs/1/Introduction.md');
      const original = fs.readFileSync(file, 'utf8');
      const times = [];
      for (let i = 0; i < edits; i++) {
        const text = `Bench edit ${i}-${Date.now()}`;
        const t0 = performance.now();
        fs.writeFileSync(file, `${original}\n\n${text}\n`);
        await page
          .waitForFunction((t) => document.body.innerText.includes(t), text, {
            polling: 'raf',
            timeout: 10_000,
          })
          .catch((e) => {
            process.stderr.write(s.log());
            throw e;
          });
        times.push(performance.now() - t0);
        await new Promise((r) => setTimeout(r, 100));
      }
      results.p50 = pct(times, 50);
      results.p95 = pct(times, 95);
      // memory over many edits: RSS after a warm-up, then after `soak` more, each read once the server has
      // been idle for 3 s (it collects its garbage 2 s after the last edit); and right after the last edit
      await new Promise((r) => setTimeout(r, 3000));
      const rssBefore = rssMb(s.child.pid);
      for (let i = 0; i < soak; i++) {
        fs.writeFileSync(file, `${original}\n\nSoak ${i}\n`);
        await new Promise((r) => setTimeout(r, 15));
      }
      const last = `Soak end ${Date.now()}`;
      fs.writeFileSync(file, `${original}\n\n${last}\n`);
      await page.waitForFunction((t) => document.body.innerText.includes(t), last, {
        timeout: 30_000,
      });
      results.rssBefore = rssBefore;
      results.rssBusy = rssMb(s.child.pid);
      await new Promise((r) => setTimeout(r, 3000));
      results.rssAfter = rssMb(s.child.pid);
    }
    await new Promise((resolve) => {
      s.child.once('exit', resolve);
      s.child.kill();
    });
    await page.close();
  }
  fs.rmSync(site, { recursive: true, force: true });
  await browser.close();
  return results;
}

/** Rows of [measure, value, budget, within budget]. */
export async function benchDevServer() {
  const r = await main();
  return [
    [
      'dev: start → first page visible (no cache)',
      `${(r.startCold / 1000).toFixed(2)} s`,
      '≤ 1 s',
      r.startCold <= 1000,
    ],
    [
      'dev: start → first page visible (cache)',
      `${(r.startWarm / 1000).toFixed(2)} s`,
      '≤ 1 s',
      r.startWarm <= 1000,
    ],
    [
      'dev: save → visible, p50 / p95',
      `${r.p50.toFixed(0)} / ${r.p95.toFixed(0)} ms`,
      '≤ 40 / 100 ms',
      r.p50 <= 40 && r.p95 <= 100,
    ],
    [
      'dev: server RSS before → after 500 edits',
      `${r.rssBefore.toFixed(0)} → ${r.rssAfter.toFixed(0)} MB (${r.rssBusy.toFixed(0)} at the last edit)`,
      'flat',
      r.rssAfter <= r.rssBefore * 1.2,
    ],
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [m, v, b] of await benchDevServer())
    console.log(`${m.padEnd(45)} ${v.padEnd(36)} ${b}`);
}
