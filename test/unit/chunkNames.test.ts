import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeKey } from '../../cli/build/routeKey.js';
import type { BootData, Manifest } from '../../runtime/types.js';
import { cli, copyFixture } from './helpers.js';

const manifestOf = (dir: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, 'assets/routes.json'), 'utf8')) as Manifest;

const bootOf = (dir: string, route: string) => {
  const file = route === '/' ? 'index.html' : `${route.slice(1)}/index.html`;
  const html = fs.readFileSync(path.join(dir, file), 'utf8');
  const json = /<script id="__tn_boot" type="application\/json">(.*?)<\/script>/.exec(html)![1];
  return JSON.parse(json) as BootData;
};

describe('route chunks are named by route path', () => {
  let site: string;
  let before: Manifest;
  beforeAll(async () => {
    site = copyFixture('minimal');
    const r = await cli(['build', '--site', site, '--out', 'before']);
    expect(r.code).toBe(0);
    before = manifestOf(path.join(site, 'before'));
  });

  it('maps each route to its own chunk, named after the route, that its HTML boots', () => {
    const out = path.join(site, 'before');
    const routes = Object.entries(before.routes);
    expect(routes.length).toBeGreaterThan(8);
    for (const [route, [chunk]] of routes) {
      expect(path.basename(chunk)).toMatch(new RegExp(`^${routeKey(route)}\\.[A-Z0-9]+\\.js$`));
      expect(fs.existsSync(path.join(out, chunk))).toBe(true);
      // pages with static content also carry their route data (issue 13)
      expect(bootOf(out, route)).toMatchObject({ path: route, chunk });
    }
    expect(new Set(routes.map(([, [chunk]]) => chunk)).size).toBe(routes.length);
    expect(path.basename(before.notFound)).toMatch(/^404\.[A-Z0-9]+\.js$/);
  });

  it('keeps every other chunk name when a doc and a page are added', async () => {
    fs.writeFileSync(
      path.join(site, 'docs/guide/third.md'),
      '---\ntitle: Third guide\n---\n\nA new doc, outside the sidebar.\n',
    );
    fs.writeFileSync(path.join(site, 'pages/contact.md'), '# Contact\n\nWrite to us.\n');
    const r = await cli(['build', '--site', site, '--out', 'after']);
    expect(r.code).toBe(0);
    const after = manifestOf(path.join(site, 'after'));
    expect(Object.keys(after.routes)).toEqual(
      expect.arrayContaining(['/docs/guide/third', '/contact']),
    );
    const renamed = Object.entries(before.routes)
      .filter(([route, [chunk]]) => after.routes[route]?.[0] !== chunk)
      .map(([route]) => route);
    expect(renamed).toEqual([]);
    expect(after.notFound).toBe(before.notFound);
  });
});

describe('routeKey', () => {
  it('reads plain routes as themselves and hashes the rest, without collisions', () => {
    expect(routeKey('/')).toBe('index');
    expect(routeKey('/docs/guide/first')).toBe('docs_guide_first');
    expect(routeKey('/docs/6/Staking & Rewards')).toMatch(/^docs-6-staking-rewards~[0-9a-f]{8}$/);
    const tricky = ['/a-b', '/a/b', '/a_b', '/A/b', '/a/B', '/index', '/', '/a b', '/a%20b'];
    expect(new Set(tricky.map(routeKey)).size).toBe(tricky.length);
    expect(routeKey('/docs/6/Staking & Rewards')).toBe(routeKey('/docs/6/Staking & Rewards'));
  });
});
