import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DevSite } from '../../cli/serve/devSite.js';
import { copyFixture } from './helpers.js';

/**
 * Issue 30: under `tn-docs serve`, a change to site.config.ts recompiles the pages it affects;
 * turning diagrams on did nothing until the page itself was edited.
 */
const PAGE = '---\ntitle: Diagram\n---\n\n# Diagram\n\n```mermaid\ngraph TD\n  A --> B\n```\n';
let site: string;
afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

describe('the dev server on a config change', () => {
  it('recompiles a page when the markdown options it is compiled with change', async () => {
    site = copyFixture('minimal', { 'docs/diagram.md': PAGE });
    const dev = await DevSite.load(site);
    await dev.compileRest();
    await dev.ensureCompiled(['doc:diagram']);
    const key = [...dev.compiled.keys()].find((k) => /diagram/.test(k))!;
    expect(key).toBeDefined();
    const before = dev.compiled.get(key)!.code;
    expect(before).not.toMatch(/<svg|svg\b/);

    const config = path.join(site, 'site.config.ts');
    fs.writeFileSync(
      config,
      fs
        .readFileSync(config, 'utf8')
        .replace(/defineConfig\(\{/, 'defineConfig({\n  markdown: { mermaid: true },'),
    );
    const change = await dev.reloadAll();
    const after = dev.compiled.get(key)!.code;
    expect(after).not.toBe(before);
    expect(after).toMatch(/svg/);
    expect(change.changed).toContain('/docs/diagram');
  });
});
