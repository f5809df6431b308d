#!/usr/bin/env node
// Builds test/fixtures/docusaurus-site with the real Docusaurus 3.8 in a temporary folder (never committed) and
// writes the routes it produced to test/fixtures/docusaurus-site/expected-routes.json. The integration test
// test/unit/docusaurusCompat.test.ts builds the same tree with tn-docs and compares.
// Usage: node test/compat/docusaurusRoutes.mjs   (needs the npm registry; takes a few minutes)
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const fixture = path.resolve('test/fixtures/docusaurus-site');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docusaurus-compat-'));
fs.cpSync(fixture, tmp, {
  recursive: true,
  filter: (src) => !/expected-routes\.json$|site\.config\.ts$|[/\\](build|\.tn-cache)$/.test(src),
});
// webpack 5.100+ rejects the ProgressPlugin options webpackbar passes in Docusaurus 3.8.1: pin the last compatible one
fs.writeFileSync(
  path.join(tmp, 'package.json'),
  JSON.stringify({ name: 'compat', private: true, overrides: { webpack: '5.99.9' } }, null, 2),
);
fs.writeFileSync(
  path.join(tmp, 'docusaurus.config.js'),
  `module.exports = {
  title: 'Docusaurus layout fixture', url: 'https://fixture.example.com', baseUrl: '/',
  onBrokenLinks: 'warn', onBrokenMarkdownLinks: 'warn',
  i18n: { defaultLocale: 'en', locales: ['en'] },
  presets: [['@docusaurus/preset-classic', { docs: { sidebarPath: require.resolve('./sidebars.js') }, blog: { showReadingTime: false }, theme: {} }]],
};\n`,
);
execSync(
  'npm install --no-audit --no-fund --loglevel=error @docusaurus/core@3.8.1 @docusaurus/preset-classic@3.8.1 react@18.3.1 react-dom@18.3.1',
  { cwd: tmp, stdio: 'inherit' },
);
execSync('npx docusaurus build --out-dir out', {
  cwd: tmp,
  stdio: 'inherit',
  env: { ...process.env, DOCUSAURUS_IGNORE_SSG_WARNINGS: 'true' },
});

const routes = [];
const walk = (dir) => {
  for (const name of fs.readdirSync(dir)) {
    const p = path.join(dir, name);
    if (fs.statSync(p).isDirectory()) walk(p);
    else if (name === 'index.html' || (name.endsWith('.html') && name !== '404.html')) {
      const rel = path.relative(path.join(tmp, 'out'), p).split(path.sep).join('/');
      const route = '/' + rel.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '');
      routes.push(route === '/' ? '/' : route.replace(/\/$/, ''));
    }
  }
};
walk(path.join(tmp, 'out'));
routes.sort();
const out = path.join(fixture, 'expected-routes.json');
fs.writeFileSync(out, JSON.stringify({ generator: 'docusaurus@3.8.1', routes }, null, 2) + '\n');
console.log(`${routes.length} routes written to ${path.relative(process.cwd(), out)}`);
fs.rmSync(tmp, { recursive: true, force: true });
