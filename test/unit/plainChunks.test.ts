import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Manifest, RouteData, SidebarNode } from '../../runtime/types.js';
import { cli, copyFixture } from './helpers.js';

interface ChunkModule {
  default: ComponentType<{ components?: object }>;
  sidebar?: SidebarNode[];
  data: RouteData;
}

describe('chunks of self-contained pages, written without the bundler', () => {
  let out: string;
  let manifest: Manifest;
  beforeAll(async () => {
    const site = copyFixture('minimal');
    // a page with an export of its own still goes through esbuild
    fs.writeFileSync(
      path.join(site, 'docs/guide/exported.mdx'),
      '---\ntitle: Exported\n---\n\nexport const answer = 6 * 7;\n\nThe answer is {answer}.\n',
    );
    const r = await cli(['build', '--site', site, '--out', 'build']);
    expect(r.code).toBe(0);
    out = path.join(site, 'build');
    manifest = JSON.parse(fs.readFileSync(path.join(out, 'assets/routes.json'), 'utf8'));
  });

  const chunkOf = (route: string) => path.join(out, manifest.routes[route][0]);

  it('writes a plain page as a module importing the JSX runtime from the kit chunk', async () => {
    const file = chunkOf('/docs/intro');
    expect(fs.readFileSync(file, 'utf8')).toMatch(
      /^import \{[^}]*\} from "\.\/kit\.[A-Z0-9]+\.js";/,
    );
    // the chunk runs as the browser runs it: an ES module importing esbuild's kit and React chunks
    const mod = (await import(pathToFileURL(file).href)) as ChunkModule;
    expect(mod.data).toMatchObject({ kind: 'doc', title: 'Introduction' });
    expect(mod.sidebar?.length).toBeGreaterThan(0);
    const html = renderToStaticMarkup(createElement(mod.default, {}));
    expect(html).toContain('<h2 id="overview">Overview</h2>');
    expect(html).toContain('<a href="/docs/guide/first#setup">first guide</a>');
    // and the server rendered the same content from the same code
    const page = fs.readFileSync(path.join(out, 'docs/intro/index.html'), 'utf8');
    expect(page).toContain('Welcome. Read the <a href="/docs/guide/first#setup"');
  });

  it('bundles a page with exports of its own, and renders its expression', () => {
    const file = chunkOf('/docs/guide/exported');
    expect(fs.readFileSync(file, 'utf8')).not.toMatch(/from "\.\/kit\./);
    const page = fs.readFileSync(path.join(out, 'docs/guide/exported/index.html'), 'utf8');
    expect(page).toMatch(/The answer is (<!-- -->)?42/);
  });
});
