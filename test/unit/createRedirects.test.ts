// plugin-client-redirects' `createRedirects` (issue 27, gofiber/docs: /v/1.x/... and
// /contrib/next/... redirect to its pages): called with every page's path, each path it returns is a
// redirect page to it; a page is never replaced, the first redirect from a path wins.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createdRedirects } from '../../cli/build/createdRedirects.js';
import type { RouteEntry } from '../../cli/build/types.js';
import { cli } from './helpers.js';

const page = (route: string, title = route): RouteEntry =>
  ({ route, data: { kind: 'page', title } }) as RouteEntry;

describe('createdRedirects', () => {
  it('makes a redirect from each path returned to the page it was called with', () => {
    const pages = [page('/v1.x/api', 'API'), page('/contrib/jwt', 'JWT'), page('/contrib')];
    const made = createdRedirects(
      (p) =>
        p.includes('/v1.x')
          ? p.replace('/v1.x', '/v/1.x')
          : p.startsWith('/contrib')
            ? [p.replace('/contrib', '/contrib/next'), '/contrib/jwt', 'no-slash']
            : undefined,
      pages,
      new Set(pages.map((p) => p.route)),
      'docusaurus.config.js',
    );
    expect(made.map((r) => [r.route, r.data])).toEqual([
      ['/v/1.x/api', { kind: 'redirect', title: 'API', to: '/v1.x/api' }],
      ['/contrib/next/jwt', { kind: 'redirect', title: 'JWT', to: '/contrib/jwt' }],
      ['/contrib/next', { kind: 'redirect', title: '/contrib', to: '/contrib' }],
    ]);
    expect(made.every((r) => r.noIndex)).toBe(true);
  });

  it('leaves out a path that is already a route, or already redirected', () => {
    const pages = [page('/a'), page('/b')];
    const made = createdRedirects(() => ['/b', '/old/'], pages, new Set(['/a', '/b']), 'c.js');
    // '/b' is a page; '/old' goes to the first page that asked for it
    expect(made.map((r) => [r.route, r.data.kind === 'redirect' && r.data.to])).toEqual([
      ['/old', '/a'],
    ]);
  });
});

describe('createRedirects in a built Docusaurus site', () => {
  it('writes the redirect pages it asks for', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tn-create-redirects-'));
    const files: Record<string, string> = {
      'docusaurus.config.js': `module.exports = {
  title: 'T', url: 'https://t.example.com', baseUrl: '/',
  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') }, blog: false }]],
  plugins: [
    [
      '@docusaurus/plugin-client-redirects',
      {
        redirects: [{ from: '/start', to: '/docs/intro' }],
        createRedirects(existingPath) {
          if (existingPath.startsWith('/docs/')) return [existingPath.replace('/docs/', '/next/'), '/start'];
          return undefined;
        },
      },
    ],
  ],
};
`,
      'sidebars.js': "module.exports = { docs: ['intro'] };\n",
      'docs/intro.md': '# Intro\n\nHello.\n',
      'src/pages/index.md': '# Home\n',
    };
    for (const [f, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
      fs.writeFileSync(path.join(dir, f), text);
    }
    const out = path.join(dir, 'out');
    const r = await cli(['build', '--site', dir, '--out', out]);
    expect(r.code, r.stderr).toBe(0);
    const next = fs.readFileSync(path.join(out, 'next', 'intro', 'index.html'), 'utf8');
    expect(next).toContain('content="0; url=/docs/intro"');
    // the redirects option's own '/start' is kept
    expect(fs.existsSync(path.join(out, 'start', 'index.html'))).toBe(true);
  }, 60_000);
});
