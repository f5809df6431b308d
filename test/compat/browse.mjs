#!/usr/bin/env node
// Corpus sites in the browser (issue 27): builds each named checkout with tn-docs (every locale),
// serves it as a static host would (`tn-docs serve --preview`) on 127.0.0.1, and runs
// test/compat/corpus.spec.ts in Chromium against each: moving between docs pages, search,
// colour mode, and a versioned or localized page where the site has one.
//
//   node test/compat/browse.mjs CORPUS --only a,b,c
//
// CORPUS is the folder of checkouts test/compat/corpus.mjs takes (their dependencies installed by
// it). Like corpus.mjs it fetches nothing; the checkouts are not part of this repository, so this
// runs by hand, not in `npm test`.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findChromium } from '../support/findChromium.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const bin = path.join(root, 'bin', 'tn-docs.mjs');
const [corpus, ...rest] = process.argv.slice(2);
const onlyAt = rest.indexOf('--only');
const only = onlyAt === -1 ? null : rest[onlyAt + 1].split(',');
if (!corpus || !only) {
  process.stderr.write('usage: node test/compat/browse.mjs CORPUS --only a,b,c\n');
  process.exit(2);
}

/** The folder holding the site's Docusaurus config: the checkout or one level below it. */
function findSite(dir) {
  const config = (d) => fs.readdirSync(d).some((n) => /^docusaurus\.config\.[cm]?[jt]s$/.test(n));
  if (config(dir)) return dir;
  for (const n of fs.readdirSync(dir)) {
    const sub = path.join(dir, n);
    if (n !== 'node_modules' && fs.statSync(sub).isDirectory() && config(sub)) return sub;
  }
  throw new Error(`no docusaurus.config.* in ${dir} or one level below`);
}

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-browse-'));
const servers = [];

/** Starts the preview server on a port the system picks; resolves with its URL. */
function preview(site, dir) {
  const args = ['serve', '--preview', '--site', site, '--out', dir, '--host', '127.0.0.1'];
  const child = spawn(process.execPath, [bin, ...args, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  servers.push(child);
  return new Promise((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (d) => {
      text += String(d);
      const m = /Serving .* at (\S+)/.exec(text);
      if (m) resolve(m[1].replace(/\/$/, ''));
    });
    child.on('exit', (code) => reject(new Error(`preview of ${site} exited with ${code}`)));
  });
}

let code;
try {
  const sites = [];
  for (const name of only) {
    const site = findSite(path.join(corpus, name));
    const dir = path.join(out, name);
    execFileSync(process.execPath, [bin, 'build', '--site', site, '--out', dir, '--quiet'], {
      stdio: 'inherit',
    });
    // what the site has to switch between: locales (hreflang alternates), docs versions
    const home = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
    const locales = new Set([...home.matchAll(/hreflang="([^"]+)"/g)].map((m) => m[1]));
    locales.delete('x-default');
    const versions = fs.readdirSync(site).some((n) => /^([\w-]+_)?versions\.json$/.test(n));
    sites.push({ name, url: await preview(site, dir), locales: locales.size > 1, versions });
  }
  const pw = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/@playwright/test/cli.js'),
      'test',
      '-c',
      path.join(root, 'test/compat/playwright.corpus.config.ts'),
    ],
    {
      stdio: 'inherit',
      env: {
        ...process.env,
        CHROMIUM_PATH: await findChromium(),
        CORPUS_SITES: JSON.stringify(sites),
      },
    },
  );
  code = await new Promise((resolve) => pw.on('exit', (c) => resolve(c ?? 1)));
} finally {
  for (const s of servers) s.kill();
  fs.rmSync(out, { recursive: true, force: true });
}
process.exit(code);
