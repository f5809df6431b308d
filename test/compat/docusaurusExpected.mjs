#!/usr/bin/env node
// Builds test/fixtures/docusaurus-project with the real Docusaurus 3.10 in a temporary folder (never
// committed) and writes what each page shows (route, title, h1, headings, content links; see
// readBuiltPages.mjs) to the fixture's expected-docusaurus.json. test/unit/docusaurusProject.test.ts
// builds the same folder with tn-docs and compares.
// Usage: node test/compat/docusaurusExpected.mjs [PEER_DIR]
//   PEER_DIR: a folder where Docusaurus is installed already (else it is installed in a temporary
//   folder: needs the npm registry and a few minutes).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readBuiltPages } from './readBuiltPages.mjs';

const VERSION = '3.10.2';
const fixture = path.resolve('test/fixtures/docusaurus-project');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docusaurus-project-'));
fs.cpSync(fixture, tmp, {
  recursive: true,
  filter: (src) => !/expected-docusaurus\.json$|[/\\](build|\.tn-cache|node_modules)$/.test(src),
});
let peer = process.argv[2] && path.resolve(process.argv[2]);
if (!peer) {
  peer = fs.mkdtempSync(path.join(os.tmpdir(), 'docusaurus-peer-'));
  fs.writeFileSync(path.join(peer, 'package.json'), '{"name":"peer","private":true}');
  const pkgs = ['core', 'preset-classic', 'theme-mermaid', 'remark-plugin-npm2yarn'].map(
    (p) => `@docusaurus/${p}@${VERSION}`,
  );
  execSync(
    `npm install --no-audit --no-fund --loglevel=error ${pkgs.join(' ')} ` +
      'remark-math@6.0.0 rehype-katex@7.0.1 react@19.2.0 react-dom@19.2.0 ' +
      '@mermaid-js/layout-elk@0.1.9',
    { cwd: peer, stdio: 'inherit' },
  );
}
// the site's node_modules: Docusaurus and the math plugins from the peer, its own package copied in
fs.mkdirSync(path.join(tmp, 'node_modules'));
for (const name of fs.readdirSync(path.join(peer, 'node_modules')))
  fs.symlinkSync(path.join(peer, 'node_modules', name), path.join(tmp, 'node_modules', name));
fs.cpSync(
  path.join(tmp, 'packages', 'fixture-greeting'),
  path.join(tmp, 'node_modules', 'fixture-greeting'),
  { recursive: true },
);
fs.writeFileSync(path.join(tmp, 'package.json'), '{"name":"fixture-project","private":true}');
// last-update dates need a git history, as on a real site
execSync('git init -q && git add -A && git -c user.name=t -c user.email=t@t commit -qm fixture', {
  cwd: tmp,
});
execSync(
  `node ${path.join(peer, 'node_modules/@docusaurus/core/bin/docusaurus.mjs')} build --out-dir out`,
  {
    cwd: tmp,
    stdio: 'inherit',
  },
);
const pages = readBuiltPages(path.join(tmp, 'out'));
const out = path.join(fixture, 'expected-docusaurus.json');
fs.writeFileSync(
  out,
  JSON.stringify({ generator: `docusaurus@${VERSION}`, pages }, null, 2) + '\n',
);
console.log(`${Object.keys(pages).length} pages written to ${path.relative(process.cwd(), out)}`);
fs.rmSync(tmp, { recursive: true, force: true });
