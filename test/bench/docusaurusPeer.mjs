#!/usr/bin/env node
// Cold builds of the same content by tn-docs and by Docusaurus 3.10 with `future.faster` (Rspack, SWC,
// worker threads), run alternately on this machine; prints each pair's ratio and the medians.
//   node test/bench/docusaurusPeer.mjs [--pages N] [--runs R] [--classic]
//   --pages N   a generated site of N pages (see generateSite.mjs) instead of this site's content
//   --runs R    pairs of builds (default 5 for this site, 3 for a generated site)
//   --classic   Docusaurus without `future.faster` (webpack and Babel)
//   --rebuild   rebuilds after a one-page body edit instead of cold builds: each tool builds once to
//               fill its caches (Docusaurus's persistent Rspack cache, tn-docs' cache folder), then each
//               pair edits the same page in both trees and rebuilds (the page is put back at the end)
// Docusaurus is installed once into a temporary folder (npm, from the registry) and nothing of it is
// committed. Each build is cold: no cache of either tool, no previous output, its own process.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { coldBuild, timedBuild, timedProcess } from './buildFigures.mjs';
import { generateSite } from './generateSite.mjs';

const VERSION = '3.10.2';
const root = path.resolve(import.meta.dirname, '..', '..');
const arg = (name, dflt) => {
  const i = process.argv.indexOf(name);
  return i === -1 ? dflt : process.argv[i + 1];
};
const pages = Number(arg('--pages', 0));
const runs = Number(arg('--runs', pages ? 3 : 5));
const faster = !process.argv.includes('--classic');
const rebuild = process.argv.includes('--rebuild');

/** Docusaurus and its classic preset, installed once per version. */
function installDocusaurus() {
  const dir = path.join(os.tmpdir(), `tn-docs-peer-docusaurus-${VERSION}`);
  if (fs.existsSync(path.join(dir, 'node_modules/@docusaurus/faster'))) return dir;
  fs.mkdirSync(dir, { recursive: true });
  const dependencies = Object.fromEntries(
    ['core', 'preset-classic', 'faster'].map((p) => [`@docusaurus/${p}`, VERSION]),
  );
  Object.assign(dependencies, { react: '19.2.0', 'react-dom': '19.2.0', '@mdx-js/react': '3.1.1' });
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'peer', private: true, dependencies }, null, 2),
  );
  process.stderr.write(`installing Docusaurus ${VERSION} into ${dir}…\n`);
  const r = spawnSync('npm', ['install', '--no-audit', '--no-fund'], {
    cwd: dir,
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('npm install of Docusaurus failed');
  return dir;
}

/** A Docusaurus project of `content` beside the installed packages. */
function docusaurusProject(install, name, config, files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `tn-docs-peer-${name}-`));
  fs.symlinkSync(path.join(install, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  fs.writeFileSync(
    path.join(dir, 'docusaurus.config.js'),
    `export default ${JSON.stringify(config)};\n`,
  );
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

// The home page's components are tn-docs' own (@theme/Home): the peer gets plain stand-ins.
const HOME_STANDINS = `import React from 'react';
import Link from '@docusaurus/Link';
export const Home = ({ children }) => <main className="container">{children}</main>;
export const Hero = ({ title, lead, primary, secondary }) => (
  <header>
    <h1>{title}</h1>
    <p>{lead}</p>
    <Link to={primary.to}>{primary.label}</Link> <Link to={secondary.to}>{secondary.label}</Link>
  </header>
);
export const AudienceGrid = ({ children }) => <div className="row">{children}</div>;
export const Audience = ({ title, to, cta, children }) => (
  <section>
    <h3>{title}</h3>
    {children}
    <Link to={to}>{cta}</Link>
  </section>
);
`;

const common = (title, url) => ({
  title,
  url,
  baseUrl: '/',
  onBrokenLinks: 'warn',
  onBrokenAnchors: 'warn',
  // .md files as CommonMark, as tn-docs reads `{#id}` headings in them; .mdx as MDX
  markdown: { format: 'detect', hooks: { onBrokenMarkdownLinks: 'warn' } },
  future: { v4: true, faster },
});

/** [tn-docs site folder, Docusaurus project folder] for the content measured. */
function sites(install) {
  if (pages > 0) {
    const site = path.join(os.tmpdir(), `tn-docs-peer-scale-${pages}`);
    generateSite(site, pages);
    const peer = docusaurusProject(
      install,
      `scale-${pages}`,
      {
        ...common('Scale', 'https://scale.example.com'),
        presets: [['classic', { docs: { path: 'docs' }, blog: false, pages: false }]],
      },
      {},
    );
    fs.cpSync(path.join(site, 'docs'), path.join(peer, 'docs'), { recursive: true });
    return [site, peer];
  }
  const peer = docusaurusProject(
    install,
    'site',
    {
      ...common('Treasurenet Documentation', 'https://docs.treasurenet.io'),
      staticDirectories: ['content/static'],
      presets: [
        [
          'classic',
          {
            docs: { path: 'content/docs', sidebarPath: './content/sidebars.ts' },
            blog: { path: 'content/blog', showReadingTime: false },
            pages: { path: 'content/pages' },
          },
        ],
      ],
    },
    { 'src/theme/Home.js': HOME_STANDINS },
  );
  fs.cpSync(path.join(root, 'content'), path.join(peer, 'content'), { recursive: true });
  // MDX in Docusaurus reads `{#id}` as an expression in .mdx files: the home page's ids go
  const home = path.join(peer, 'content/pages/index.mdx');
  fs.writeFileSync(home, fs.readFileSync(home, 'utf8').replace(/ \{#[\w-]+\}$/gm, ''));
  return [root, peer];
}

const out = path.join(os.tmpdir(), 'tn-docs-peer-out');

function docusaurusCold(peer) {
  for (const d of ['.docusaurus', 'build', 'node_modules/.cache'])
    fs.rmSync(path.join(peer, d), { recursive: true, force: true });
  return docusaurusBuild(peer);
}

function docusaurusBuild(peer) {
  const cli = path.join(peer, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  return timedProcess(process.execPath, [cli, 'build'], { cwd: peer });
}

/** The page each rebuild pair edits, in the tn-docs site and in the Docusaurus project. */
function editedPages(site, peer) {
  const rel = pages > 0 ? 'docs/part-00/section-000/page-0.md' : 'content/docs/1/Introduction.md';
  return [path.join(site, rel), path.join(peer, rel)];
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const install = installDocusaurus();
const [site, peer] = sites(install);
const label = `Docusaurus ${VERSION}${faster ? ' with future.faster' : ''}`;
process.stdout.write(`${pages ? `${pages} generated pages` : 'this site'}: tn-docs vs ${label}\n`);
const pairs = [];
const edited = rebuild ? editedPages(site, peer) : [];
const originals = edited.map((f) => fs.readFileSync(f, 'utf8'));
try {
  if (rebuild) {
    process.stdout.write('one-page body edit, caches of the first build kept\n');
    coldBuild(site, out);
    docusaurusCold(peer);
  }
  for (let i = 0; i < runs; i++) {
    // a new sentence each time: every rebuild has an edit to take in
    edited.forEach((f, k) =>
      fs.writeFileSync(f, `${originals[k]}\n\nEdited for the benchmark, ${i}.\n`),
    );
    const a = rebuild ? timedBuild(site, out) : coldBuild(site, out);
    const b = rebuild ? docusaurusBuild(peer) : docusaurusCold(peer);
    pairs.push({ a, b, ratio: a.ms / b.ms });
    process.stdout.write(
      `pair ${i + 1}: ${(a.ms / 1000).toFixed(2)} s, ${a.rssMb.toFixed(0)} MB vs ` +
        `${(b.ms / 1000).toFixed(2)} s, ${b.rssMb.toFixed(0)} MB (ratio ${(a.ms / b.ms).toFixed(2)})\n`,
    );
  }
} finally {
  // the pages as they were, whatever happened
  edited.forEach((f, k) => fs.writeFileSync(f, originals[k]));
}
const med = (f) => median(pairs.map(f));
process.stdout.write(
  `median: tn-docs ${(med((p) => p.a.ms) / 1000).toFixed(2)} s, ${med((p) => p.a.rssMb).toFixed(0)} MB; ` +
    `${label} ${(med((p) => p.b.ms) / 1000).toFixed(2)} s, ${med((p) => p.b.rssMb).toFixed(0)} MB; ` +
    `wall ratio ${med((p) => p.ratio).toFixed(2)}\n`,
);
fs.rmSync(peer, { recursive: true, force: true });
if (pages > 0) fs.rmSync(site, { recursive: true, force: true });
fs.rmSync(out, { recursive: true, force: true });
